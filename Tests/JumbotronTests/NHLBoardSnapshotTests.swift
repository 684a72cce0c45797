import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The NHL board and every section of its game center at the smallest, the
/// usual and a wide size, on the bundled final, shootout, live and future games.
@Suite struct NHLBoardSnapshotTests {
    static let sizes = [(40, 12), (80, 24), (120, 40)]
    static let sections: [(Character, String)] = [("i", "summary"), ("b", "box"), ("p", "plays"), ("m", "shotmap")]

    @Test(arguments: sizes)
    func theBoard(width: Int, height: Int) {
        var s = loadedNHL(width: width, height: height)
        if let id = s.scores.boards.nhl.center?.gameId { answerNHL(&s, id) }   // wide: the center as it looks once loaded
        Snapshot.assert(renderScreen(s).snapshot, named: "nhl-board-\(width)x\(height)")
    }

    @Test(arguments: sizes)
    func everySectionOfAFinal(width: Int, height: Int) {
        for (key, name) in Self.sections {
            let s = nhlCenter(2026020301, width: width, height: height, section: key)
            Snapshot.assert(renderScreen(s).snapshot, named: "nhl-final-\(name)-\(width)x\(height)")
        }
    }

    @Test(arguments: sizes)
    func theLiveGamesSummaryAndShotMap(width: Int, height: Int) {
        for (key, name) in [("i", "summary"), ("m", "shotmap")] as [(Character, String)] {
            let s = nhlCenter(2026020303, width: width, height: height, section: key)
            Snapshot.assert(renderScreen(s).snapshot, named: "nhl-live-\(name)-\(width)x\(height)")
        }
    }

    @Test func theShootoutAndTheGameNotStarted() {
        Snapshot.assert(renderScreen(nhlCenter(2026020302, width: 80, height: 40)).snapshot, named: "nhl-shootout-summary-80x40")
        Snapshot.assert(renderScreen(nhlCenter(2026020304, width: 80, height: 24)).snapshot, named: "nhl-future-summary-80x24")
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theStandingsWithClinchMarks(width: Int, height: Int) {
        var s = loadedNHL(width: width, height: height)
        press(&s, .char("s"))
        var standings = try! NHLStandings.decode(nhlSample("standings"))
        standings.teams[0].clinch = "x"
        _ = reduce(&s, .scores(.nhl(.standings(.loaded(.success(Loaded(value: standings, origin: .bundledSample)), at: loadTime)))))
        Snapshot.assert(renderScreen(s).snapshot, named: "nhl-standings-\(width)x\(height)")
    }

    @Test func asciiMonochromeShotMap() {
        var s = nhlCenter(2026020301, width: 80, height: 24, section: "m")
        s.display.ascii = true
        s.display.themeKind = .mono
        Snapshot.assert(renderScreen(s).snapshot, named: "nhl-ascii-shotmap-80x24")
    }

    /// The recorded playoff game's 332 events: every shot with coordinates
    /// lands on the rink, each team at its own end.
    @Test
    func theRecordedPlayoffGameOnTheRink() throws {
        let pbp = try NHLPlayByPlay.decode(Fixtures.data("nhl/play-by-play-2024030121-final.json"))
        for play in pbp.plays where play.isShot && play.periodType != "SO" {
            guard let x = play.x, let y = play.y, let side = pbp.side(play) else { continue }
            let (px, _) = ShotMapSection.oriented(x, y, side, play.homeDefends)
            // Almost every shot comes from the attacking half; a few long ones from the other.
            if abs(px) > 30 { #expect((px < 0) == (side == .away), "\(play.eventId ?? 0)") }
        }
    }
}
