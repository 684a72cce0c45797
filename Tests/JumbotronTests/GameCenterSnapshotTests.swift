import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Every section of the game center at the smallest, the usual and a wide
/// size (beside the list from 120 columns), on the bundled final, live,
/// not-started and postponed games.
@Suite struct GameCenterSnapshotTests {
    static let sizes = [(40, 12), (80, 24), (120, 40)]
    static let sections: [(Character, String)] = [("i", "summary"), ("b", "box"), ("p", "plays"), ("a", "atbat"), ("w", "winprob")]

    @Test(arguments: sizes)
    func everySectionOfAFinal(width: Int, height: Int) {
        for (key, name) in Self.sections {
            let s = centerScores("2018-09-19", 530001, width: width, height: height, section: key)
            Snapshot.assert(renderScreen(s).snapshot, named: "gamecenter-final-\(name)-\(width)x\(height)")
        }
    }

    @Test(arguments: sizes)
    func everySectionOfALiveGame(width: Int, height: Int) {
        for (key, name) in Self.sections {
            let s = centerScores("2018-09-20", 530101, width: width, height: height, section: key)
            Snapshot.assert(renderScreen(s).snapshot, named: "gamecenter-live-\(name)-\(width)x\(height)")
        }
    }

    @Test(arguments: [(530106, "pregame"), (530005, "postponed")])
    func gamesWithOnlyASummary(pk: Int, name: String) {
        let date = pk == 530005 ? "2018-09-19" : "2018-09-20"
        let s = centerScores(date, pk, width: 80, height: 24)
        Snapshot.assert(renderScreen(s).snapshot, named: "gamecenter-\(name)-80x24")
    }

    @Test func theBoxScoreSitsSideBySideWhenThePaneIsWide() {
        let s = centerScores("2018-09-19", 530001, width: 100, height: 30, section: "b")
        let lines = renderScreen(s).lines
        #expect(lines.contains { $0.contains("New York Mets") && $0.contains("Philadelphia Phillies") })
        Snapshot.assert(renderScreen(s).snapshot, named: "gamecenter-final-box-100x30")
    }

    @Test func aStepThroughThePlateAppearancesOfAFinal() {
        var s = centerScores("2018-09-19", 530001, width: 80, height: 24, section: "a")
        press(&s, .char("["), .char("["))
        Snapshot.assert(renderScreen(s).snapshot, named: "gamecenter-final-atbat-stepped-80x24")
    }

    @Test func asciiMonochromeStrikeZoneAndChart() {
        for key: Character in ["a", "w"] {
            var s = centerScores("2018-09-19", 530001, width: 80, height: 24, section: key)
            s.display.ascii = true
            s.display.themeKind = .mono
            Snapshot.assert(renderScreen(s).snapshot, named: "gamecenter-ascii-\(key)-80x24")
        }
    }
}
