import Testing
@testable import SportsCore

/// The guard on balldontlie's cursor: a loop, a cursor that never ends, a
/// negative one and pages with nothing new each stop the walk, once, with
/// a reason; an ordinary last page is the end.
@Suite struct CursorWalkTests {
    @Test func anOrdinaryWalkEndsAtTheLastPage() {
        var walk = CursorWalk()
        #expect(walk.next(after: nil, nextCursor: 1100, newRows: 25) == 1100)
        #expect(walk.next(after: 1100, nextCursor: 1200, newRows: 25) == 1200)
        #expect(walk.next(after: 1200, nextCursor: nil, newRows: 11) == nil)
        #expect(walk.stop == .end && walk.stop?.anomaly == nil && walk.pages == 3)
    }

    @Test func aCursorThatComesBackStopsTheWalk() {
        var walk = CursorWalk()
        #expect(walk.next(after: nil, nextCursor: 1, newRows: 25) == 1)
        #expect(walk.next(after: 1, nextCursor: 2, newRows: 25) == 2)
        #expect(walk.next(after: 2, nextCursor: 1, newRows: 25) == nil)
        #expect(walk.stop == .repeatedCursor(1))
        #expect(walk.next(after: 1, nextCursor: 2, newRows: 25) == nil, "stopped stays stopped")
        var same = CursorWalk()
        _ = same.next(after: nil, nextCursor: 5, newRows: 1)
        #expect(same.next(after: 5, nextCursor: 5, newRows: 1) == nil && same.stop == .repeatedCursor(5))
    }

    @Test func aCursorThatNeverEndsStopsAtThePageCap() {
        var walk = CursorWalk(), cursor: Int? = nil, asked = 0
        repeat {
            asked += 1
            cursor = walk.next(after: cursor, nextCursor: (cursor ?? 0) + 7, newRows: 25)
        } while cursor != nil && asked < 10_000
        #expect(asked == CursorWalk.maxPages)
        #expect(walk.stop == .pageCap && walk.stop?.anomaly == "stopped after \(CursorWalk.maxPages) pages")
    }

    @Test func aNegativeCursorAndAPageWithNothingNewStop() {
        var negative = CursorWalk()
        #expect(negative.next(after: nil, nextCursor: -3, newRows: 25) == nil && negative.stop == .invalidCursor(-3))
        var stale = CursorWalk()
        #expect(stale.next(after: nil, nextCursor: 10, newRows: 25) == 10)
        #expect(stale.next(after: 10, nextCursor: 20, newRows: 0) == nil && stale.stop == .noNewPlayers)
    }
}
