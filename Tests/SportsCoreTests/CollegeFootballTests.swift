import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// College football from ESPN's scoreboard, on the recorded 2022 week 3:
/// each team's poll rank (ESPN's 99 is unranked) and conference, field by
/// field against the JSON read independently here, and ragged ranks.
@Suite struct CollegeFootballTests {
    @Test func ranksAndConferencesOfTheRecordedWeek() throws {
        let data = try Fixtures.data("espn/college-football-scoreboard-2022-week3.json")
        let week = try ESPNScoreboard.decode(data)
        let raw = try #require((JSONSerialization.jsonObject(with: data) as? [String: Any])?["events"] as? [[String: Any]])
        #expect(week.games.count == raw.count && raw.count == 25)
        for event in raw {
            let game = try #require(week.games.first { String($0.id) == event["id"] as? String })
            let competitors = try #require(((event["competitions"] as? [[String: Any]])?.first?["competitors"]) as? [[String: Any]])
            for c in competitors {
                let team = try #require(c["team"] as? [String: Any])
                let side = (c["homeAway"] as? String) == "home" ? game.home : game.away
                let rank = (c["curatedRank"] as? [String: Any])?["current"] as? Int
                #expect(side.rank == rank.flatMap { (1...25).contains($0) ? $0 : nil }, "\(team["abbreviation"] ?? "")")
                #expect(side.conferenceID == team["conferenceId"] as? String)
            }
        }
        let uga = try #require(week.games.first { $0.away.abbreviation == "UGA" })
        #expect(uga.away.rank == 1 && uga.home.rank == nil && FootballConferences.name(uga.home.conferenceID) == "SEC")
        #expect(uga.summary.away.rankedName == "#1 Georgia Bulldogs" && uga.summary.home.rankedName == "South Carolina Gamecocks")
    }

    @Test func raggedRanksAreLeftOut() throws {
        let json = #"{"events": [{"id": "1", "competitions": [{"competitors": [{"homeAway": "home", "team": {"abbreviation": "A", "conferenceId": 8}, "curatedRank": {"current": 0}}, {"homeAway": "away", "team": {"abbreviation": "B"}, "curatedRank": "x"}]}]}]}"#
        let game = try #require(try ESPNScoreboard.decode(Data(json.utf8)).games.first)
        #expect(game.home.rank == nil && game.away.rank == nil && game.home.abbreviation == "A")
        #expect(FootballConferences.name("999") == nil && FootballConferences.name(nil) == nil)
    }
}
