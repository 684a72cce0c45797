import Testing
import TerminalUI
@testable import Jumbotron

/// A notice with a link to copy (no browser could open it) shows the whole
/// link, however narrow the terminal: it grows upward over the screen.
@Suite struct LongNoticeTests {
    static let link = "https://www.balldontlie.io/#get-started-with-a-free-api-key"

    @Test(arguments: [(80, 24), (60, 20), (40, 12), (120, 40)])
    func theWholeLinkShows(size: (Int, Int)) {
        var s = makeState(width: size.0, height: size.1, tab: .basketball)
        s.notice = "Could not open a browser (set BROWSER). The link: \(Self.link)"
        let lines = render(s).lines
        let text = lines.joined(separator: "\n")
        if Self.link.count <= size.0 - 2 {
            #expect(lines.contains { $0.contains(Self.link) }, "the link on one line at \(size.0) columns:\n\(text)")
        } else {
            #expect(text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "").contains(Self.link))
        }
        #expect(["1 Scores", "1 Scr", " 1 2 3"].contains { lines[size.1 - 1].contains($0) }, "the tab bar stays")
    }

    @Test func aShortNoticeStaysOnTheHintLine() {
        var s = makeState(width: 80, height: 24)
        s.notice = "Saved Harbor Lights to favorites"
        let lines = render(s).lines
        #expect(lines[22].contains("Saved Harbor Lights to favorites"))
        #expect(!lines[21].contains("Saved"))
    }
}

/// The show detail is titled with the show's name, and ★ means saved only.
@Suite struct ShowDetailTitleTests {
    @Test func theTitleNamesTheOpenShowAndTheSaveButtonHasNoStar() {
        var s = loadedShows(favorites: [])
        press(&s, .enter)
        let show = s.shows.selectedShow!.name
        #expect(AppView.screenTitle(s) == "Shows › \(show)")
        let top = render(s).lines.prefix(4).joined(separator: "\n")
        #expect(top.contains("Jumbotron • Shows › \(show)"))
        #expect(!render(s).lines.joined().contains("★ Favorite"), "★ marks saved shows only")
        press(&s, .escape)
        #expect(AppView.screenTitle(s) == "Shows")
    }
}
