import Testing
@testable import TerminalUI

@Suite struct ListViewportTests {
    @Test func selectionBelowTheViewportScrollsDown() {
        var v = ListViewport(selected: 12, offset: 0)
        v.reveal(count: 100, height: 10)
        #expect(v.offset == 3)
    }

    @Test func selectionAboveScrollsUp() {
        var v = ListViewport(selected: 2, offset: 10)
        v.reveal(count: 100, height: 10)
        #expect(v.offset == 2)
    }

    @Test func selectionIsClampedIntoTheList() {
        var v = ListViewport(selected: 500, offset: 480)
        v.reveal(count: 20, height: 5)
        #expect(v.selected == 19)
        #expect(v.offset == 15)
        var empty = ListViewport(selected: 3, offset: 2)
        empty.reveal(count: 0, height: 5)
        #expect(empty == ListViewport())
    }

    @Test func noBlankSpaceAtTheBottomWhenRowsAboveCouldFillIt() {
        var v = ListViewport(selected: 19, offset: 18)
        v.reveal(count: 20, height: 5)
        #expect(v.offset == 15)
    }

    @Test func variableRowHeights() {
        // Rows of height 3 except every fifth row, height 1.
        let h: (Int) -> Int = { $0 % 5 == 0 ? 1 : 3 }
        var v = ListViewport(selected: 8, offset: 0)
        v.reveal(count: 50, height: 10, rowHeight: h)
        // Rows 6,7,8 are 3+3+3 = 9 lines; adding row 5 (1 line) makes 10.
        #expect(v.offset == 5)
        var seen: [Int] = []
        v.forEachVisible(count: 50, height: 10, rowHeight: h) { i, _ in seen.append(i) }
        #expect(seen == [5, 6, 7, 8])
    }

    @Test func moveSkipsUnselectableRows() {
        var v = ListViewport(selected: 1)
        let headers: Set<Int> = [0, 4]
        v.move(by: 3, count: 8) { !headers.contains($0) }   // lands on 4 (a header) → 5
        #expect(v.selected == 5)
        v.move(by: -1, count: 8) { !headers.contains($0) }  // 4 is a header → 3
        #expect(v.selected == 3)
        v.move(by: -10, count: 8) { !headers.contains($0) } // 0 is a header → 1
        #expect(v.selected == 1)
    }

    @Test func visibleWorkDependsOnHeightNotLength() {
        var calls = 0
        var v = ListViewport(selected: 99_990, offset: 0)
        v.reveal(count: 100_000, height: 20) { _ in calls += 1; return 1 }
        #expect(calls < 100)
        #expect(v.offset == 99_971)
    }
}

@Suite struct StickyHeaderTests {
    // Rows: 0 header A, 1-5 games, 6 header B, 7-9 games.
    let headers = [0, 6]

    @Test func pinnedHeaderAtEveryOffsetThroughTheBoundary() {
        let expected: [Int: Int?] = [0: nil, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: nil, 7: 6, 8: 6, 9: 6]
        for offset in 0...9 {
            #expect(StickyHeader.pinned(offset: offset, headers: headers) == expected[offset]!, "offset \(offset)")
        }
    }

    @Test func nearTheEndTheListFillsTheViewportInstead() {
        var v = ListViewport(selected: 8, offset: 9)
        v.reveal(count: 10, height: 4, headers: headers)
        #expect(v.offset == 7)   // "B" pinned on the top line, then 7, 8, 9 below it: all visible
    }

    @Test func noHeadersMeansNothingPinned() {
        #expect(StickyHeader.pinned(offset: 5, headers: []) == nil)
        #expect(StickyHeader.pinned(offset: 5, headers: [7]) == nil)
    }

    @Test func selectedRowIsNeverHiddenUnderThePinnedHeader() {
        var v = ListViewport(selected: 8, offset: 9)
        v.reveal(count: 20, height: 4, headers: headers)
        // Rows start below the pinned "B" (they used to be drawn under it,
        // so the top row lost its first line): row 8 at the top is whole.
        #expect(v.offset == 8 && v.rowsTop(headers: headers) == 1)
        var w = ListViewport(selected: 7, offset: 8)
        w.reveal(count: 20, height: 4, headers: headers)
        #expect(w.offset == 7 && w.rowsTop(headers: headers) == 1)
        var x = ListViewport(selected: 6, offset: 8)
        x.reveal(count: 20, height: 4, headers: headers)
        #expect(x.offset == 6 && x.rowsTop(headers: headers) == 0)   // the heading is the top row: nothing pinned
    }
}
