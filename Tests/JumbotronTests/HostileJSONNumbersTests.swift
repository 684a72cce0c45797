import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Every number of a real answer made hostile (past an `Int`, negative past
/// one, as large as a double gets; numbers written as text too): each ESPN
/// family's board, every section of its center, its standings and their
/// print decode and draw without trapping. Every conversion of a JSON
/// number is checked.
@Suite struct HostileJSONNumbersTests {
    static let values: [Double] = [1e19, -1e19, 1e308]

    /// The JSON with every number, and every string that reads as one, replaced by `value`.
    static func poisoned(_ data: Data, _ value: Double) -> Data {
        func walk(_ v: Any) -> Any {
            if let o = v as? [String: Any] { return o.mapValues(walk) }
            if let a = v as? [Any] { return a.map(walk) }
            if v is NSNumber, !(v is Bool) { return value }
            if let s = v as? String, Double(s) != nil { return String(value) }
            return v
        }
        return (try? JSONSerialization.data(withJSONObject: walk(try! JSONSerialization.jsonObject(with: data)))) ?? data
    }

    static func sample(_ name: String) -> Data { try! Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/\(name)")) }

    @Test(arguments: values)
    func soccerBoardCenterAndStandings(value: Double) throws {
        let league = SoccerBoardTests.league, day = SoccerBoardTests.saturday, live = SoccerBoardTests.live
        guard let slate = try? ESPNScoreboard.decode(Self.poisoned(Self.sample("eng.1-day-2026-11-21.json"), value), league: LeagueID("eng.1"), sport: "soccer")
        else { return }   // refused whole: nothing to draw, and no trap
        for (width, height) in [(80, 24), (120, 40)] {
            var s = loadedScores("2018-09-19", width: width, height: height)
            s.scores.boards[soccer: league] = BoardState<SoccerLeague>(league: league, date: day, bundledDates: [day], standings: ESPNStandingsBoard(league: league))
            switchLeague(&s, to: league)
            _ = reduce(&s, .scores(.soccer(league, .loaded(day, .success(Loaded(value: slate, origin: .network)), at: loadTime))))
            _ = render(s)
            if let summary = try? ESPNSummary.decode(Self.poisoned(Self.sample("eng.1-summary-\(live).json"), value), league: LeagueID("eng.1"),
                                                     sport: "soccer", event: nil) {
                if !Layout.isSplit(s.size) { press(&s, .enter) }
                _ = reduce(&s, .scores(.soccer(league, .center(.answer(.summaryLoaded(s.scores.boards[soccer: league].selectedGame?.id ?? live,
                                                                                         .success(Loaded(value: summary, origin: .network)), at: loadTime))))))
                for section in SoccerCenterState.Section.allCases { press(&s, .char(section.key)); _ = render(s) }
            }
        }
        let standings = try ESPNStandings.decode(Self.poisoned(Self.sample("eng.1-standings.json"), value))
        #expect(ESPNStandingsPrint.table(standings).rows.count == 20, "every club still listed")
        for size in [(80, 24), (120, 40)] { _ = render(loadedESPNStandings(.nfl, standings, width: size.0, height: size.1)) }
    }

    @Test(arguments: values)
    func footballBoardCenterAndStandings(value: Double) throws {
        do {
            let summary = try ESPNSummary.decode(Self.poisoned(try Fixtures.data("espn/nfl-summary-401547417-gb-at-atl-2023-week2.json"), value))
            for (width, height) in [(80, 24), (120, 40)] {
                var s = NFLCenterTests.recorded(width: width, height: height, summary: summary)
                for key in ["i", "p", "b", "c", "w"] { press(&s, .char(Character(key))); _ = render(s) }
                press(&s, .char("p"), .char("]"), .enter)
                _ = render(s)
            }
        }
        if let week = try? ESPNScoreboard.decode(Self.poisoned(try Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json"), value)) {
            _ = render(loadedNFL(width: 120, height: 40, week: week))
        }
        let standings = try ESPNStandings.decode(Self.poisoned(try Fixtures.data("espn/nfl-standings-2024.json"), value))
        #expect(!ESPNStandingsPrint.table(standings).render(.tsv).isEmpty)
        _ = render(loadedESPNStandings(.nfl, standings, width: 120, height: 40))
    }

    @Test(arguments: values)
    func basketballCenterAndStandings(value: Double) throws {
        if let summary = try? ESPNSummary.decode(Self.poisoned(try Fixtures.data("espn/nba-summary-401772994-2025-ecf-game6.json"), value),
                                                 league: LeagueID("nba"), sport: "basketball") {
            var s = ESPNBasketballTests.center(width: 120, height: 40)
            let id = s.scores.boards[basketball: ESPNBasketballTests.men].selectedGame?.id ?? 0
            _ = reduce(&s, .scores(.basketball(ESPNBasketballTests.men, .center(.answer(.summaryLoaded(id, .success(Loaded(value: summary, origin: .network)), at: loadTime))))))
            for section in ESPNBasketballCenterState.Section.allCases { press(&s, .char(section.key)); _ = render(s) }
        }
        if let standings = try? ESPNStandings.decode(Self.poisoned(try Fixtures.data("espn/nba-standings-2024-25.json"), value)) {
            _ = ESPNStandingsPrint.table(standings).render(.json)
            _ = render(loadedESPNStandings(.nba, standings, width: 120, height: 40))
        }
    }
}
