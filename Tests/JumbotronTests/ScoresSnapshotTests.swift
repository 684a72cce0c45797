import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

@Suite struct ScoresSnapshotTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func finals(width: Int, height: Int) {
        var s = loadedScores("2018-09-19", width: width, height: height)
        answerCenter(&s)
        Snapshot.assert(renderScreen(s).snapshot, named: "scores-finals-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func liveAndScheduled(width: Int, height: Int) {
        var s = loadedScores("2018-09-20", width: width, height: height)
        press(&s, .down)
        answerCenter(&s)
        Snapshot.assert(renderScreen(s).snapshot, named: "scores-live-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func detail(width: Int, height: Int) {
        var s = loadedScores("2018-09-20", width: width, height: height)
        press(&s, .down, .enter)
        answerCenter(&s)
        Snapshot.assert(renderScreen(s).snapshot, named: "scores-detail-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func picker(width: Int, height: Int) {
        var s = loadedScores(width: width, height: height)
        press(&s, .char("d"), .char("2"), .char("0"))
        Snapshot.assert(renderScreen(s).snapshot, named: "scores-picker-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func noGames(width: Int, height: Int) {
        Snapshot.assert(renderScreen(loadedScores("2018-09-21", width: width, height: height)).snapshot, named: "scores-empty-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func retryDialog(width: Int, height: Int) {
        var s = makeState(width: width, height: height)
        _ = reduce(&s, .start)
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .failure(.offline("connection refused")), at: loadTime))))
        Snapshot.assert(renderScreen(s).snapshot, named: "scores-retry-\(width)x\(height)")
    }

    @Test func loadingShowsTheSpinner() {
        var s = makeState()
        _ = reduce(&s, .start)
        let lines = render(s).lines
        #expect(lines[0].contains("loading"))
        #expect(lines.contains { $0.contains("Loading games for Wednesday, September 19, 2018") })
    }

    @Test func europeanLocaleAndZone() throws {
        _ = try TestLocales.ready.get()
        var s = loadedScores("2018-09-20", width: 120, height: 40)
        s.display.locale = TimeLocale(identifier: "en_GB")
        s.display.timeZone = Zone(identifier: "Europe/London")!
        let lines = render(s).lines
        #expect(lines[1].contains("Thursday, 20 September 2018"))
        #expect(lines.contains { $0.contains("01:40") })
    }

    @Test func asciiMonochromeRowsStayReadable() {
        var s = loadedScores()
        s.display.ascii = true
        s.display.themeKind = .mono
        Snapshot.assert(renderScreen(s).snapshot, named: "scores-ascii-mono-80x24")
    }
}
