import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

@Suite struct ShowsSnapshotTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func list(width: Int, height: Int) {
        let shows = sampleShows()
        var s = loadedShows(width: width, height: height, favorites: [shows[1]])
        press(&s, .down)
        Snapshot.assert(renderScreen(s).snapshot, named: "shows-list-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func confirmDialog(width: Int, height: Int) {
        var s = loadedShows(width: width, height: height, favorites: [sampleShows()[0]])
        press(&s, .char("x"))
        Snapshot.assert(renderScreen(s).snapshot, named: "shows-confirm-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func storeRetryDialog(width: Int, height: Int) {
        var s = loadedShows(width: width, height: height)
        _ = reduce(&s, .saved(.showsWritten(sampleShows()[0], removed: false, .failure(StoreError("the disk is full")))))
        Snapshot.assert(renderScreen(s).snapshot, named: "shows-retry-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func detailWithIMDb(width: Int, height: Int) {
        var s = loadedShows(width: width, height: height, favorites: [sampleShows()[3]])
        press(&s, .down, .down, .down, .enter)
        Snapshot.assert(renderScreen(s).snapshot, named: "shows-detail-imdb-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func detailWithoutIMDb(width: Int, height: Int) {
        var s = loadedShows(width: width, height: height)
        let index = sampleShows().firstIndex { $0.imdbID == nil }!
        for _ in 0..<index { press(&s, .down) }
        press(&s, .enter)
        let canvas = render(s)
        #expect(!canvas.lines.joined().contains("imdb.com"))
        #expect(canvas.links.isEmpty)
        Snapshot.assert(canvas.cropped(rows: 0..<Layout(size: s.size).hints.y).snapshot, named: "shows-detail-no-imdb-\(width)x\(height)")
    }

    @Test func theIMDbLinkIsAHyperlinkRegion() {
        var s = loadedShows(width: 120, height: 40)
        press(&s, .enter)
        let canvas = render(s)
        #expect(canvas.links.map(\.url) == [sampleShows()[0].imdbURL!])
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func favorites(width: Int, height: Int) {
        var s = makeState(width: width, height: height, tab: .favorites)
        _ = reduce(&s, .saved(.showsRead(.success(Array(sampleShows().prefix(4))))))
        Snapshot.assert(renderScreen(s).snapshot, named: "favorites-\(width)x\(height)")
    }
}

/// The filter's index agrees with the plain definition (lower-cased
/// substring) for any names and needles, typing and deleting.
@Suite struct NameIndexTests {
    @Test func agreesWithLowercasedContains() {
        let names = ["Harbor Lights", "Montréal Nights", "進撃の巨人", "CAFÉ society", "", "a\u{0}b", "Night Shift", "nightnight"]
        var index = NameIndex()
        for n in names { index.append(n) }
        for needle in ["night", "NIGHT", "é", "巨", "", "x", "gh", "t s", "nightnight", "a b"] {
            let expected = needle.isEmpty ? Array(names.indices)
                : names.indices.filter { names[$0].lowercased().replacingOccurrences(of: "\u{0}", with: " ").contains(needle.lowercased()) }
            #expect(index.matches(needle) == expected, "\(needle)")
            #expect(index.matches(needle, within: Array(names.indices)) == expected, "\(needle) within")
        }
    }

    @Test func typingNarrowsAndBackspaceWidensInTheReducer() {
        var s = loadedShows()
        press(&s, .char("/"), .char("n"), .char("i"))
        let narrowed = s.shows.visible
        #expect(narrowed == s.shows.shows.indices.filter { s.shows.shows[$0].name.lowercased().contains("ni") })
        press(&s, .backspace)
        #expect(s.shows.visible == s.shows.shows.indices.filter { s.shows.shows[$0].name.lowercased().contains("n") })
        press(&s, .backspace)
        #expect(s.shows.visible == Array(s.shows.shows.indices))
    }
}
