import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Each new family's board and center on ESPN's recorded answers (not our
/// samples) at the three sizes a terminal is commonly: 80×24, where the
/// center replaces the board; 120×40 and 200×60, where it sits beside it.
@Suite struct NewSportsSizesTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]

    /// A recorded answer as ESPN's day holds it (an event alone is wrapped as a day of one).
    static func day(_ file: String, event: Bool = false) throws -> Data {
        let data = try Fixtures.data("espn-sports/\(file)")
        return event ? Data("{\"events\": [".utf8) + data + Data("]}".utf8) : data
    }

    /// The board at each size, then `Enter` on the row `down` steps below the first.
    func check<L: ESPNScoreboardLeague>(_ name: String, _ id: String, _ type: L.Type, day: String, data: Data, down: Int = 0,
                                        board boardText: String, center centerText: String) throws {
        let league = try #require(LeagueTable.standard.league(id)), day = try #require(Day(iso: day))
        let slate = try L.decode(data, league: LeagueID(id), day: day)
        for (width, height) in Self.sizes {
            var s = pluggedBoard(league, L.self, day: day, slate: slate, width: width, height: height)
            let board = renderScreen(s).snapshot
            #expect(board.contains(boardText), "\(name) \(width)x\(height):\n\(board)")
            Snapshot.assert(board, named: "\(name)-board-\(width)x\(height)")
            for _ in 0..<down { press(&s, .down) }
            press(&s, .enter)
            let center = renderScreen(s).snapshot
            #expect(center.contains(centerText), "\(name) center \(width)x\(height):\n\(center)")
            Snapshot.assert(center, named: "\(name)-center-\(width)x\(height)")
        }
    }

    @Test func aRaceWeekend() throws {
        try check("espn-f1-baku", "f1", RacingLeague.self, day: "2023-04-30", data: Self.day("f1-event-azerbaijan-2023.json", event: true),
                  down: 4, board: "Azerbaijan Grand Prix", center: "Sergio Pérez")
    }

    @Test func aGolfLeaderboardInTheLastRound() throws {
        try check("espn-pga-memorial", "pga", GolfLeague.self, day: "2025-06-01", data: Self.day("golf-pga-scoreboard-memorial-2025-r4-live.json"),
                  board: "Memorial Tournament", center: "Scheffler")
    }

    @Test func aGrandSlamDay() throws {
        try check("espn-atp-roland-garros", "atp", TennisLeague.self, day: "2025-06-01",
                  data: Self.day("tennis-atp-scoreboard-roland-garros-2025.json"), board: "Roland Garros", center: "Set")
    }

    @Test func aFightCard() throws {
        try check("espn-ufc-dwcs", "ufc", FightLeague.self, day: "2025-09-30", data: Self.day("ufc-scoreboard-dwcs-s9-final.json"),
                  board: "Contender Series: Season 9", center: "by KO/TKO in round 1 at 1:08")
    }

    @Test func aT20ChaseUnderWay() throws {
        try check("espn-bbl-chase", "bbl", CricketLeague.self, day: "2022-12-31",
                  data: Self.day("cricket-event-bbl-renegades-scorchers-2023-live.json", event: true), board: "Scorchers", center: "Renegades")
    }
}
