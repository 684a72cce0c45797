import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Where to watch, from each league's feed into the shared model, national
/// networks first; and the live situation lines.
@Suite struct WhereToWatchTests {
    @Test func nhlTvBroadcastsFromARecordedWeek() throws {
        let week = try NHLSchedule.decode(Fixtures.data("nhl/schedule-2025-10-07-week.json"))
        let game = try #require(week.days.flatMap(\.games).first { $0.away.abbrev == "CHI" && $0.home.abbrev == "FLA" })
        #expect(game.summary.watch == ["ESPN", "SN1", "TVAS"])
    }

    @Test func mlbBroadcastsTelevisionNationalFirst() throws {
        let json = #"""
        {"dates": [{"games": [{"gamePk": 1, "status": {"abstractGameState": "Preview", "detailedState": "Scheduled"},
          "teams": {"away": {"team": {"id": 147, "name": "New York Yankees"}}, "home": {"team": {"id": 111, "name": "Boston Red Sox"}}},
          "broadcasts": [{"name": "NESN", "type": "TV", "isNational": false}, {"name": "WFAN", "type": "AM"},
                         {"name": "FOX", "type": "TV", "isNational": true}, {"name": "NESN", "type": "TV"}]}]}]}
        """#
        let game = try #require(try MLBSchedule.decode(Data(json.utf8)).games.first)
        #expect(game.summary.watch == ["FOX", "NESN"], "television only, national first, each once")
    }

    @Test func mlbSituationInWords() {
        #expect(MLBGame.situationText(outs: 1, first: true, second: false, third: true) == "1 out, runners on 1st and 3rd")
        #expect(MLBGame.situationText(outs: 2, first: false, second: false, third: false) == "2 outs, bases empty")
        #expect(MLBGame.situationText(outs: 0, first: true, second: true, third: true) == "0 outs, bases loaded")
        #expect(MLBGame.situationText(outs: 0, first: false, second: true, third: false) == "0 outs, runner on 2nd")
        #expect(MLBGame.situationText(outs: 7, first: false, second: false, third: false) == nil)
    }

    @Test func nflAndNBAWatchAndTheirIdsAreAbbreviations() throws {
        let week = try ESPNScoreboard.decode(Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json"))
        let gb = try #require(week.games.first { $0.id == 401437844 }).summary
        #expect(gb.watch == ["PRIME VIDEO"] && gb.away.id == "nfl:TEN" && gb.home.id == "nfl:GB")
        let live = try #require(week.games.first { $0.id == 401437845 }).summary
        #expect(live.lastPlay?.hasPrefix("(11:50) (Shotgun) M.Mariota") == true && live.situation == "3rd & 9 at ATL 20")
    }
}
