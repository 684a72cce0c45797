import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// ESPN's NFL scoreboard, decoded from the recorded Sunday of week 11 of 2022
/// and checked field by field against the payload read independently; then
/// the ragged shapes a live feed sends.
@Suite struct NFLGamesDecodingTests {
    static let data = try! Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json")

    /// The payload as plain JSON, read without our decoder.
    static var events: [[String: Any]] {
        let root = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        return root["events"] as! [[String: Any]]
    }

    @Test func theWeekTheByesAndTheCalendar() throws {
        let week = try ESPNScoreboard.decode(Self.data)
        #expect(week.season == 2022 && week.seasonType == 2 && week.number == 11)
        #expect(week.byes == ["MIA", "SEA", "TB", "JAX"])
        #expect(week.games.count == 14)
        #expect(week.calendar.count == 28, "4 preseason, 18 regular, 5 postseason, 1 off season")
        #expect(week.label == "Week 11")
        let sunday = try #require(week.calendarWeek(containing: Day(iso: "2022-11-20")!))
        #expect(sunday.seasonType == 2 && sunday.number == 11)
        #expect(week.calendarWeek(containing: Day(iso: "2022-11-23")!)?.number == 12, "Wednesday starts the next week")
        #expect(week.calendarWeek(containing: Day(iso: "2023-01-15")!)?.label == "Wild Card")
        #expect(week.calendarWeek(containing: Day(iso: "2023-06-01")!)?.seasonType == 4)
        #expect(week.calendarWeek(containing: Day(iso: "2022-07-01")!) == nil)
    }

    /// Every game against the payload: teams, scores shown, state, situation.
    @Test func everyGameAgreesWithThePayload() throws {
        let games = try ESPNScoreboard.decode(Self.data).games
        var live = 0, scheduled = 0, final = 0
        for event in Self.events {
            let id = Int(event["id"] as! String)!
            let game = try #require(games.first { $0.id == id })
            let competition = (event["competitions"] as! [[String: Any]])[0]
            let status = competition["status"] as! [String: Any]
            let kind = status["type"] as! [String: Any]
            let name = kind["name"] as! String
            let sides = competition["competitors"] as! [[String: Any]]
            for side in sides {
                let team = side["team"] as! [String: Any]
                let ours = side["homeAway"] as! String == "home" ? game.home : game.away
                #expect(ours.abbreviation == team["abbreviation"] as? String)
                #expect(ours.score == Int(side["score"] as! String))
                #expect(ours.quarters == ((side["linescores"] as? [[String: Any]]) ?? []).compactMap { ($0["value"] as? NSNumber)?.intValue })
            }
            let summary = game.summary
            let text = summary.stateText(locale: TimeLocale(identifier: "en_US"), timeZone: Zone(identifier: "America/New_York")!)
            switch name {
            case "STATUS_IN_PROGRESS":
                live += 1
                let period = status["period"] as! Int, clock = status["displayClock"] as! String
                #expect(text == "Q\(period) \(clock)")
                #expect(summary.home.score != nil)
            case "STATUS_SCHEDULED":
                scheduled += 1
                #expect(summary.away.score == nil && summary.home.score == nil, "a game not started shows no 0-0")
                #expect(text.hasSuffix("PM"))
            case "STATUS_FINAL":
                final += 1
                #expect(text == "Final" && summary.winner == .away)
            default: Issue.record("unexpected \(name)")
            }
            let situation = competition["situation"] as? [String: Any]
            let down = situation?["downDistanceText"] as? String
            #expect(FootballRules.situation(game)?.text == (name == "STATUS_IN_PROGRESS" ? down : nil))
            #expect(FootballRules.situation(game)?.redZone ?? false == (situation?["isRedZone"] as? Bool ?? false))
            #expect(game.situation?.lastPlay == (situation?["lastPlay"] as? [String: Any])?["text"] as? String)
        }
        #expect((live, scheduled, final) == (8, 5, 1))
    }

    @Test func theRowsOfTheRecordedSunday() throws {
        let games = try ESPNScoreboard.decode(Self.data).games
        let atl = try #require(games.first { $0.id == 401437845 })
        #expect(FootballRules.situation(atl)?.text == "3rd & 9 at ATL 20" && atl.possessionIsHome == true)
        let ind = try #require(games.first { $0.id == 401437849 })
        #expect(FootballRules.situation(ind)! == ("2nd & Goal at IND 2", true) && ind.possessionIsHome == false)
        let hou = try #require(games.first { $0.id == 401437848 })
        #expect(FootballRules.situation(hou) == nil && hou.situation?.lastPlay == "Joey Slye Made Ex. Pt", "live, no down")
        let no = try #require(games.first { $0.id == 401437851 })
        #expect(no.possessionIsHome == nil, "a kickoff: nobody has the ball")
        let gb = try #require(games.first { $0.id == 401437844 })
        #expect(gb.broadcasts == ["PRIME VIDEO"] && gb.venue == "Lambeau Field" && gb.away.record == "7-3" && gb.away.venueRecord == "4-2")
        #expect(gb.leaders.map(\.category) == ["Passing", "Rushing", "Receiving"])
        #expect(gb.leaders[0].name == "Ryan Tannehill" && gb.leaders[0].line == "22-27, 333 YDS, 2 TD, 1 INT")
        #expect(games.first?.id == 401437844 && games.last?.id == 401435642, "by kickoff: Thursday first, Monday last")
    }

    @Test func liveStatesInTheirOwnWords() {
        func text(_ name: String, _ period: Int, _ clock: String = "6:12", state: String = "in") -> String {
            var g = ESPNGame(id: 1, statusName: name, statusState: state, period: period, clock: clock, away: .init(), home: .init())
            g.away.score = 20; g.home.score = 17
            return g.summary.stateText(locale: TimeLocale(identifier: "en_US"), timeZone: .utc)
        }
        #expect(text("STATUS_HALFTIME", 2) == "Half")
        #expect(text("STATUS_END_PERIOD", 3) == "End Q3")
        #expect(text("STATUS_IN_PROGRESS", 5) == "OT 6:12")
        #expect(text("STATUS_IN_PROGRESS", 6) == "2OT 6:12")
        #expect(text("STATUS_FINAL", 5, state: "post") == "Final/OT")
        #expect(text("STATUS_FINAL", 4, state: "post") == "Final")
        #expect(text("STATUS_POSTPONED", 0, state: "post") == "Postponed")
        #expect(text("STATUS_SOMETHING_NEW", 3, "1:00") == "Q3 1:00", "an unknown name falls back on the state")
        #expect(text("STATUS_SOMETHING_NEW", 4, state: "post") == "Final")
    }

    @Test func raggedEventsShowWhatIsThere() throws {
        let json = #"""
        {"events": [
          {"id": "1", "date": "2022-11-20T18:00Z", "competitions": [{"status": {"period": 2, "displayClock": "1:00",
            "type": {"name": "STATUS_IN_PROGRESS", "state": "in"}},
            "competitors": [{"homeAway": "home", "team": {"id": "9", "abbreviation": "GB"}, "score": ""},
                            {"homeAway": "away", "team": {"abbreviation": "TEN"}, "score": 24.0}]}]},
          {"id": "2", "competitions": "not a list"},
          {"name": "no id"},
          {"id": "3", "competitions": [{"competitors": [], "situation": {"isRedZone": "yes"}}]}
        ],
        "week": {"number": "eleven", "teamsOnBye": [{"abbreviation": "MIA"}, 7]}}
        """#
        let week = try ESPNScoreboard.decode(Data(json.utf8))
        // Without an id, or without two teams to name, an event is left out: never `? - ? -`.
        #expect(week.games.map(\.id) == [1], "an event without an id or teams is left out")
        #expect(week.games[0].home.score == nil && week.games[0].away.score == 24)
        #expect(week.games[0].home.abbreviation == "GB" && week.games[0].away.id == nil)
        #expect(week.number == nil && week.byes == ["MIA"])
        #expect(try ESPNScoreboard.decode(Data(#"{"events": []}"#.utf8)).games.isEmpty)
        #expect(throws: (any Error).self) { try ESPNScoreboard.decode(Data("[1,2".utf8)) }
    }

    @Test func anAnswerForAnotherWeekIsRefused() throws {
        let fetch = Fetch<ESPNSlate>.nflWeek(season: 2022, type: 2, week: 12)
        #expect(throws: FetchError.self) { try fetch.decode(Self.data) }
        #expect(try Fetch<ESPNSlate>.nflWeek(season: 2022, type: 2, week: 11).decode(Self.data).games.count == 14)
    }

    /// A date's answer names its week through the calendar; that week is asked for next.
    @Test func aDateLeadsToItsWeek() throws {
        let day = Fetch<ESPNSlate>.nflWeek(of: Day(iso: "2022-11-21")!)
        #expect(day.endpoint == .nflDay(date: "2022-11-21"))
        let answer = try day.decode(Self.data)
        #expect(day.then?(answer)?.endpoint == .nflWeek(season: 2022, seasonType: 2, week: 11))
        let summer = Fetch<ESPNSlate>.nflWeek(of: Day(iso: "2023-06-01")!)
        #expect(summer.then?(answer) == nil, "the off season is its own answer")
        let urls = SourceURLs.defaults
        #expect(Endpoint.nflWeek(season: 2022, seasonType: 2, week: 11).url(in: urls).absoluteString
                == "https://site.api.espn.com/apis/site/v2/sports/football/nfl/scoreboard?seasontype=2&week=11&dates=2022")
        #expect(Endpoint.nflDay(date: "2022-11-21").url(in: urls).absoluteString.hasSuffix("scoreboard?dates=20221121"))
    }
}
