import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A playoff series from ESPN: the summaries' headers list the teams' series
/// (the regular season's meetings, then the playoff series); a scoreboard's
/// competition names it as one object. Said as every series is.
@Suite struct ESPNPlayoffSeriesTests {
    static func day(_ series: Any, away: String = "1", home: String = "2") throws -> ESPNGame? {
        let competitors: [[String: Any]] = [["homeAway": "away", "team": ["id": away, "abbreviation": "BOS"]],
                                            ["homeAway": "home", "team": ["id": home, "abbreviation": "NY"]]]
        let event: [String: Any] = ["id": "9", "competitions": [["competitors": competitors, "series": series]]]
        return try ESPNScoreboard.decode(try JSONSerialization.data(withJSONObject: ["events": [event]]), sport: "basketball").games.first
    }

    static func playoff(_ a: Int, _ b: Int, total: Int = 7, ids: (String, String) = ("1", "2")) -> [String: Any] {
        ["type": "playoff", "totalCompetitions": total, "competitors": [["id": ids.0, "wins": a], ["id": ids.1, "wins": b]]]
    }

    @Test func theRecordedSummariesOfTheNBAAndTheNHL() throws {
        let nba = try ESPNSummary.decode(Fixtures.data("espn/nba-summary-401772994-2025-ecf-game6.json"), league: .nba, sport: "basketball")
        #expect(nba.game?.series == "IND wins 4-2", "the playoff series, not the regular season's meetings (NY 2-1)")
        let nhl = try ESPNSummary.decode(Fixtures.data("espn/nhl-summary-401774292-2025-ecf-game5.json"), league: LeagueID("nhl"), sport: "hockey")
        #expect(nhl.game?.series == "FLA wins 4-1")
    }

    @Test func aScoreboardsSeriesObjectAndItsBrokenForms() throws {
        #expect(try Self.day(Self.playoff(3, 2))?.series == "BOS leads 3-2")
        #expect(try Self.day(Self.playoff(3, 3))?.series == "Game 7")
        #expect(try Self.day(Self.playoff(1, 1))?.series == "Series tied 1-1")
        #expect(try Self.day(Self.playoff(0, 0))?.series == "Game 1")
        #expect(try Self.day(Self.playoff(9, 2))?.series == "BOS wins 4-2", "wins beyond the series' length are held at it")
        #expect(try Self.day(Self.playoff(2, 1, total: 5))?.series == "BOS leads 2-1")
        #expect(try Self.day(Self.playoff(1, 0, total: 3))?.series == "BOS leads 1-0")
        #expect(try Self.day(Self.playoff(3, 2, ids: ("7", "8")))?.series == nil, "another pair of teams' series is none")
        #expect(try Self.day(["type": "season", "competitors": [["id": "1", "wins": 2], ["id": "2", "wins": 1]]])?.series == nil)
        #expect(try Self.day("a string")?.series == nil && Self.day([1, 2])?.series == nil)
    }

    @Test func theBoardRowAndTheCenterSayIt() throws {
        let summary = try ESPNSummary.decode(Fixtures.data("espn/nba-summary-401772994-2025-ecf-game6.json"), league: .nba, sport: "basketball")
        let game = try #require(summary.game)
        let league = ESPNBasketballTests.men
        var s = loadedScores("2018-09-19", width: 80, height: 24)
        let day = game.start.map { Day($0, in: .utc) } ?? ESPNBasketballTests.tuesday
        s.scores.boards[basketball: league] = BoardState<ESPNBasketballLeague>(league: league, date: day, bundledDates: [day],
                                                                                standings: ESPNStandingsBoard(league: league))
        switchLeague(&s, to: league)
        _ = reduce(&s, .scores(.basketball(league, .loaded(day, .success(Loaded(value: ESPNSlate(games: [game]), origin: .bundledSample)), at: loadTime))))
        let board = renderScreen(s).snapshot
        #expect(board.contains("IND wins 4-2") && !board.contains("Series"), "beside the home team, the center not on screen at 80 columns: \(board)")
        press(&s, .enter)
        _ = reduce(&s, .scores(.basketball(league, .center(.answer(.summaryLoaded(game.id, .success(Loaded(value: summary, origin: .bundledSample)),
                                                                                    at: loadTime))))))
        let center = renderScreen(s).snapshot
        #expect(center.contains("Series      IND wins 4-2"), "and in the center: \(center)")
    }
}
