import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Soccer from ESPN: the recorded MLS day and World Cup opener read field by
/// field against the JSON read independently here, the rules that turn a
/// status into the words a fan reads, and ragged input.
@Suite struct SoccerDecodingTests {
    static func mlsDay() throws -> (ESPNSlate, [[String: Any]]) {
        let data = try Fixtures.data("espn/soccer-usa1-scoreboard-2022-09-17-live.json")
        let raw = try #require((JSONSerialization.jsonObject(with: data) as? [String: Any])?["events"] as? [[String: Any]])
        return (try ESPNScoreboard.decode(data, league: LeagueID("usa.1"), sport: "soccer"), raw)
    }

    @Test func theRecordedMLSDayFieldByField() throws {
        let (day, raw) = try Self.mlsDay()
        #expect(day.games.count == 11 && raw.count == 11 && day.stage == "Regular Season" && day.calendar.isEmpty)
        for event in raw {
            let game = try #require(day.games.first { String($0.id) == event["id"] as? String })
            let competition = try #require((event["competitions"] as? [[String: Any]])?.first)
            let status = try #require(competition["status"] as? [String: Any])
            let kind = try #require(status["type"] as? [String: Any])
            #expect(game.sport == "soccer" && game.statusName == kind["name"] as? String && game.clock == status["displayClock"] as? String)
            let details = competition["details"] as? [[String: Any]] ?? []
            for c in try #require(competition["competitors"] as? [[String: Any]]) {
                let team = try #require(c["team"] as? [String: Any])
                let side = (c["homeAway"] as? String) == "home" ? game.home : game.away
                #expect(side.abbreviation == team["abbreviation"] as? String && side.form == c["form"] as? String)
                let reds = details.filter { ($0["redCard"] as? Bool) == true && (($0["team"] as? [String: Any])?["id"] as? String) == side.id }
                #expect(side.redCards == reds.count)
            }
            let counted = details.filter { d in ["scoringPlay", "redCard", "yellowCard"].contains { d[$0] as? Bool == true } }
            #expect(game.moments.count == counted.count, "\(game.id)")
            // The shared model: a scheduled match's "0" is not a score.
            let summary = game.summary
            switch kind["name"] as? String {
            case "STATUS_SCHEDULED": #expect(summary.state == .scheduled && summary.home.score == nil)
            case "STATUS_FULL_TIME": #expect(summary.state == .final(detail: "FT") && summary.home.score != nil)
            default: #expect(summary.state == .live(period: try #require(status["displayClock"] as? String), clock: nil))
            }
        }
        let nyc = try #require(day.games.first { $0.id == 623597 })
        #expect(nyc.moments.first == ESPNGame.Moment(kind: .goal, minute: "1'", teamID: "17606", player: "Alexander Callens"))
        #expect(nyc.summary.winner == .home && nyc.summary.home.id == "soccer:17606")
    }

    @Test func theWorldCupOpenersLineupsTimelineAndTable() throws {
        let data = try Fixtures.data("espn/soccer-fifaworld-summary-760415-mex-rsa-final.json")
        let s = try ESPNSummary.decode(data, league: LeagueID("fifa.world"), sport: "soccer", event: 760415)
        let root = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rosters = try #require(root["rosters"] as? [[String: Any]])
        #expect(s.game?.sport == "soccer" && s.game?.summary.state == .final(detail: "FT"))
        #expect(s.lineups.count == rosters.count && s.lineups.map(\.formation) == rosters.map { $0["formation"] as? String })
        for (lineup, raw) in zip(s.lineups, rosters) {
            let players = try #require(raw["roster"] as? [[String: Any]])
            #expect(lineup.players.count == players.count && lineup.starters.count == 11)
            #expect(lineup.starters.first?.position == "G" && lineup.lines?.reduce(0, +) == 10)
            for p in players {
                let name = try #require((p["athlete"] as? [String: Any])?["displayName"] as? String)
                let mine = try #require(lineup.players.first { $0.name == name })
                #expect(mine.starter == p["starter"] as? Bool && mine.jersey == p["jersey"] as? String)
                #expect(mine.subbedIn == p["subbedIn"] as? Bool && mine.subbedOut == p["subbedOut"] as? Bool)
            }
        }
        let mexico = try #require(s.lineups.first { $0.abbreviation == "MEX" })
        #expect(mexico.players.first { $0.name == "César Montes" }?.red == true)
        #expect(mexico.players.first { $0.name == "Érik Lira" }.map { ($0.goals, $0.subMinute) } ?? (9, nil) == (0, "76'"))
        #expect(mexico.players.first { $0.name == "Julián Quiñones" }?.goals == 1)
        let goal = try #require(s.plays.first { $0.type == "Goal" })
        #expect(goal.participants == ["Julián Quiñones", "Érik Lira"])
        #expect(s.table.count == 1 && s.table[0].entries.map(\.name) == ["Mexico", "South Korea", "Czechia", "South Africa"])
        #expect(s.table[0].entries[0].stat("points") == "3" && s.table[0].entries[0].teamID == "203")
        #expect(s.officials.first == "Wilton Pereira Sampaio" && s.attendance == 80824)
    }

    static func game(_ status: String, state: String = "post", clock: String? = nil, period: Int? = nil,
                     score: (Int, Int) = (1, 1), shootout: (Int, Int)? = nil, aggregate: (Int, Int)? = nil) -> ESPNGame {
        var g = ESPNGame(id: 1, statusName: status, statusState: state, period: period, clock: clock,
                         away: .init(id: "2", abbreviation: "AWY", score: score.1), home: .init(id: "1", abbreviation: "HOM", score: score.0))
        g.sport = "soccer"
        g.home.shootout = shootout?.0; g.away.shootout = shootout?.1
        g.home.aggregate = aggregate?.0; g.away.aggregate = aggregate?.1
        return g
    }

    @Test func theStatusInAFansWords() {
        #expect(Self.game("STATUS_SECOND_HALF", state: "in", clock: "45'+2'", period: 1).summary.state == .live(period: "45'+2'", clock: nil))
        #expect(Self.game("STATUS_HALFTIME", state: "in").summary.state == .live(period: "HT", clock: nil))
        #expect(Self.game("STATUS_FULL_TIME").summary.stateText(locale: .posix, timeZone: .utc) == "FT")
        #expect(Self.game("STATUS_FINAL_AET", period: 4, score: (2, 1)).summary.state == .final(detail: "AET"))
        let pens = Self.game("STATUS_FINAL_PEN", period: 5, shootout: (3, 4))
        #expect(pens.summary.state == .final(detail: "Pens 4-3") && pens.summary.winner == .away)
        #expect(SoccerRules.situation(pens) == "AWY win 4-3 on pens")
        #expect(Self.game("STATUS_POSTPONED").summary.stateText(locale: .posix, timeZone: .utc) == "Postponed")
        let abandoned = Self.game("STATUS_ABANDONED")
        #expect(abandoned.summary.state == .abandoned && abandoned.summary.needsAttention && abandoned.summary.winner == nil)
        #expect(SoccerRules.situation(Self.game("STATUS_FULL_TIME", score: (2, 1), aggregate: (3, 3))) == "agg AWY 3-3 HOM")
        let shootout = Self.game("STATUS_SHOOTOUT", state: "in", period: 5, shootout: (2, 1))
        #expect(shootout.summary.state == .live(period: "Pens", clock: nil) && shootout.summary.overtime)
        #expect(SoccerRules.situation(shootout) == "Pens HOM lead 2-1")
        // A status name not known yet falls back on ESPN's coarse state.
        #expect(SoccerRules.phase(Self.game("STATUS_SOMETHING_NEW", state: "in")) == .live)
    }

    @Test func raggedSoccerInputIsLeftOut() throws {
        let board = #"{"events": [{"id": "5", "competitions": [{"details": [{"redCard": true, "team": {"id": "1"}}, {"scoringPlay": true, "shootout": true, "team": {"id": "1"}}, "junk", {"yellowCard": "yes"}], "competitors": [{"homeAway": "home", "team": {"id": "1", "abbreviation": "A"}, "shootoutScore": "x", "form": "WWWWWWWWWWWWWWW"}, {"homeAway": "away", "team": {"id": "2", "abbreviation": "B"}, "form": "W?L"}]}]}]}"#
        let game = try #require(try ESPNScoreboard.decode(Data(board.utf8), sport: "soccer").games.first)
        #expect(game.home.redCards == 1 && game.moments.count == 1 && game.home.shootout == nil)
        #expect(game.home.form == nil && game.away.form == nil)
        let summary = #"{"header": {"id": "5", "competitions": [{"competitors": [{"homeAway": "home", "team": {"abbreviation": "A"}}, {"homeAway": "away", "team": {"abbreviation": "B"}}]}]}, "rosters": [{"formation": "4-4-3", "roster": [{"starter": true, "formationPlace": "44", "athlete": {"displayName": "P"}}, {"athlete": {}}, 7]}, "x"], "standings": {"groups": [{"standings": {"entries": [{"team": {"displayName": "T", "id": "9"}}, {"stats": []}]}}]}}"#
        let s = try ESPNSummary.decode(Data(summary.utf8), sport: "soccer", event: 5)
        #expect(s.lineups.count == 1 && s.lineups[0].players.count == 1 && s.lineups[0].players[0].place == nil)
        #expect(s.lineups[0].lines == nil, "4-4-3 is eleven outfield players: not a formation")
        #expect(s.table.first?.entries.map(\.name) == ["T"])
    }
}
