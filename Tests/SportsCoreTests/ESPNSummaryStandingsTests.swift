import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// ESPN's summary and standings, one decoder set for every league, on
/// recorded answers (the NFL's game center and standings, the NBA's, a World
/// Cup match), each field checked against the JSON read independently here,
/// plus the ragged cases: no drives, a drive with no plays, a play with no
/// down, an empty win probability, an entry without statistics.
@Suite struct ESPNSummaryStandingsTests {
    static func json(_ name: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Fixtures.data("espn/\(name)")) as? [String: Any])
    }

    @Test func theNFLGameCenter() throws {
        let name = "nfl-summary-401547417-gb-at-atl-2023-week2.json"
        let s = try ESPNSummary.decode(Fixtures.data("espn/\(name)"), event: 401547417)
        let raw = try Self.json(name)
        let game = try #require(s.game)
        #expect(game.id == 401547417 && game.home.abbreviation == "ATL" && game.away.abbreviation == "GB")
        #expect(game.home.score == 25 && game.away.score == 24 && game.home.quarters == [3, 6, 3, 13])
        #expect(FootballRules.phase(game) == .final)
        let drives = try #require((raw["drives"] as? [String: Any])?["previous"] as? [[String: Any]])
        #expect(s.drives.count == drives.count && s.drives.count == 20)
        #expect(s.drives[0].description == "3 plays, 37 yards, 1:06" && s.drives[0].abbreviation == "GB")
        #expect(s.drives[0].plays.first?.text.hasPrefix("B.Pinion kicks 65 yards") == true)
        #expect(s.drives.flatMap(\.plays).contains { $0.downDistance?.contains(" & ") == true }, "downs before the snap")
        #expect(s.scoringPlays.count == (raw["scoringPlays"] as? [Any])?.count)
        let last = try #require(s.scoringPlays.last)
        #expect(last.text == "Younghoe Koo 25 Yd Field Goal" && last.awayScore == 24 && last.homeScore == 25 && last.period == 4)
        #expect(s.winProbability.count == 187 && s.winProbability.allSatisfy { (0...1).contains($0.home) })
        #expect(s.teams.map(\.abbreviation) == ["GB", "ATL"] && s.teams.allSatisfy { $0.stats.count == 25 })
        #expect(s.teams[0].categories.map(\.name) == ["passing", "rushing", "receiving", "fumbles", "defensive", "interceptions",
                                                       "kickReturns", "puntReturns", "kicking", "punting"])
        let passing = try #require(s.teams[0].categories.first)
        #expect(passing.labels == ["C/ATT", "YDS", "AVG", "TD", "INT", "SACKS", "QBR", "RTG"])
        #expect(passing.athletes.first?.name == "Jordan Love" && passing.athletes.first?.stats.first == "14/25" && passing.totals.count == 8)
        #expect(s.leaders.contains { $0.category == "Passing Yards" && $0.name == "Desmond Ridder" && $0.line.hasPrefix("19/32, 237 YDS") })
        #expect(s.venue == "Mercedes-Benz Stadium" && s.venueCity == "Atlanta, GA" && s.attendance == 69251)
        #expect(s.officials.contains("Tony Michalek"))
        #expect(throws: FetchError.self) { try ESPNSummary.decode(Fixtures.data("espn/\(name)"), event: 1) }
    }

    @Test func aBasketballGameAndASoccerMatch() throws {
        let nba = try ESPNSummary.decode(Fixtures.data("espn/nba-summary-401772994-2025-ecf-game6.json"), league: LeagueID("nba"))
        #expect(nba.game?.id == 401772994 && nba.game?.summary.league == LeagueID("nba"))
        #expect(nba.plays.count > 400 && nba.plays.contains { $0.x != nil && $0.scoring })
        #expect(nba.teams.count == 2 && nba.teams.allSatisfy { $0.categories.first?.athletes.isEmpty == false })
        #expect(nba.teams.flatMap { $0.categories.flatMap(\.athletes) }.contains { $0.didNotPlay && $0.reason != nil })
        let soccer = try ESPNSummary.decode(Fixtures.data("espn/soccer-fifaworld-summary-760415-mex-rsa-final.json"),
                                            league: LeagueID("fifa.world"))
        #expect(soccer.plays.count == 39 && soccer.plays.contains { $0.type == "Goal" && $0.clock == "9'" && $0.scoring })
        #expect(soccer.commentary.count == 102 && soccer.commentary.allSatisfy { !$0.text.isEmpty })
        #expect(soccer.game?.home.abbreviation == "MEX" || soccer.game?.away.abbreviation == "MEX")
    }

    @Test func raggedSummaries() throws {
        let json = #"""
        {"header": {"id": "1", "competitions": [{"competitors": [{"homeAway": "home", "team": {"abbreviation": "A"}},
                                                                  {"homeAway": "away", "team": {"abbreviation": "B"}}]}]},
         "drives": {"previous": [{"description": "0 plays", "plays": "none"}, {"plays": [{"text": "Kneel", "start": {}}]}]},
         "winprobability": [{"homeWinPercentage": 7}, {"homeWinPercentage": "x"}],
         "scoringPlays": [{"text": ""}, {"text": "TD", "period": {"number": "four"}}],
         "boxscore": {"teams": [{"statistics": [{"name": "firstDowns"}]}], "players": [{"statistics": [{"athletes": [{"stats": []}]}]}]}}
        """#
        let s = try ESPNSummary.decode(Data(json.utf8))
        #expect(s.game?.id == 1 && s.drives.count == 2 && s.drives[0].plays.isEmpty && s.drives[1].plays[0].downDistance == nil)
        #expect(s.winProbability.isEmpty, "outside 0…1 or not a number: left out")
        #expect(s.scoringPlays.map(\.text) == ["TD"] && s.scoringPlays[0].period == nil)
        #expect(s.teams.count == 1 && s.teams[0].stats.isEmpty && s.teams[0].categories.first?.athletes.isEmpty == true)
        #expect(try ESPNSummary.decode(Data("{}".utf8)).game == nil)
        #expect(throws: (any Error).self) { try ESPNSummary.decode(Data("[".utf8)) }
    }

    @Test func standingsOfTheNFLAndTheNBA() throws {
        let nfl = try ESPNStandings.decode(Fixtures.data("espn/nfl-standings-2024.json"))
        #expect(nfl.season == 2024 && nfl.groups.map(\.abbreviation) == ["AFC", "NFC"])
        #expect(nfl.groups.allSatisfy { $0.entries.count == 16 })
        let bills = try #require(nfl.groups[0].entries.first { $0.abbreviation == "BUF" })
        #expect(bills.stat("wins") == "13" && bills.stat("losses") == "4" && bills.stat("clincher") == "z")
        #expect(bills.stat("playoffseed") == "2" && bills.stat("home") == "8-0" && bills.stat("vsdiv") == "5-1" && bills.stat("streak") == "L1")
        let nba = try ESPNStandings.decode(Fixtures.data("espn/nba-standings-2024-25.json"))
        #expect(nba.groups.map(\.name) == ["Eastern Conference", "Western Conference"] && nba.groups.allSatisfy { $0.entries.count == 15 })
        let cavs = try #require(nba.groups[0].entries.first)
        #expect(cavs.abbreviation == "CLE" && cavs.stat("lasttengames") == "6-4" && cavs.stat("gamesbehind") == "-")
        #expect(cavs.stats["wins"]?.value == 64)
    }

    @Test func raggedStandings() throws {
        let json = #"""
        {"children": [{"name": "Group A", "standings": {"entries": [{"team": {"abbreviation": "X"}}, {"stats": []},
                        {"team": {"displayName": "Y"}, "stats": [{"type": "wins", "displayValue": 3}, {"name": "points", "value": 7}]}]}},
                      {"name": "Empty"}]}
        """#
        let s = try ESPNStandings.decode(Data(json.utf8))
        // Ranked by points: the team with some above the one with none, whatever the answer's order.
        #expect(s.groups.map(\.name) == ["Group A", "Empty"] && s.groups[0].entries.map(\.name) == ["Y", "X"])
        #expect(s.groups[0].entries[1].stats.isEmpty && s.groups[0].entries[0].stat("wins") == nil && s.groups[0].entries[0].stat("points") == "7.0")
        #expect(s.groups[1].entries.isEmpty && s.groups.flatMap(\.leaves).count == 2)
    }
}
