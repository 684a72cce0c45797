import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Where the ball is, read from the feed's words; and the summary's and the
/// scoreboard's football fields the center draws from (each play's yards,
/// the timeouts, the season series), on the recordings and ragged input.
@Suite struct FootballSpotTests {
    @Test func spotsAreYardsToTheGoalTheOffenseAttacks() {
        #expect(FootballSpot.yardsToGo("DET 4", offense: "CHI") == 4)
        #expect(FootballSpot.yardsToGo("CHI 25", offense: "CHI") == 75)
        #expect(FootballSpot.yardsToGo("50", offense: "CHI") == 50)
        for ragged in ["", "DET", "DET 51", "DET -3", "CHI 25 yards", "40"] {
            #expect(FootballSpot.yardsToGo(ragged, offense: "CHI") == nil, "\(ragged)")
        }
        #expect(FootballSpot.spot(inDownDistance: "1st & Goal at DET 4") == "DET 4")
        #expect(FootballSpot.spot(inDownDistance: "3rd & 9") == nil)
        #expect(FootballSpot.down("3rd & 9 at ATL 20")! == (3, 9))
        #expect(FootballSpot.down("1st & Goal at DET 4")! == (1, nil))
        for ragged in ["", "& 10", "5th & 2", "1st & ten", "1st"] { #expect(FootballSpot.down(ragged) == nil, "\(ragged)") }
    }

    @Test func playsCarryTheirYardsAndTheLiveRowItsTimeouts() throws {
        let s = try ESPNSummary.decode(Fixtures.data("espn/nfl-summary-401547417-gb-at-atl-2023-week2.json"), event: 401547417)
        let raw = try #require(JSONSerialization.jsonObject(with: Fixtures.data("espn/nfl-summary-401547417-gb-at-atl-2023-week2.json")) as? [String: Any])
        let first = try #require(((raw["drives"] as? [String: Any])?["previous"] as? [[String: Any]])?.first?["plays"] as? [[String: Any]])
        #expect(s.drives[0].plays.map(\.yards) == first.map { $0["statYardage"] as? Int })
        #expect(s.seasonSeries == nil, "the recording has no series")
        let week = try ESPNScoreboard.decode(Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json"))
        let live = try #require(week.games.first { $0.situation?.downDistance == "3rd & 9 at ATL 20" })
        #expect(live.situation?.homeTimeouts == 3 && live.situation?.awayTimeouts == 3)
    }

    @Test func raggedTimeoutsAndSeriesAreLeftOut() throws {
        let json = #"{"seasonseries": [{"summary": "NYJ leads series 1-0"}], "drives": {"previous": [{"plays": [{"text": "A snap.", "statYardage": "x"}]}]}}"#
        let s = try ESPNSummary.decode(Data(json.utf8))
        #expect(s.seasonSeries == "NYJ leads series 1-0" && s.drives.first?.plays.first?.yards == nil)
        let empty = try ESPNSummary.decode(Data(#"{"seasonseries": [{}], "seasonseries2": 1}"#.utf8))
        #expect(empty.seasonSeries == nil)
    }
}
