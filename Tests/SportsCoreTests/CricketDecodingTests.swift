import FoundationEssentials
import SportsCore
import TestSupport
import Testing

/// Cricket from ESPN's scoreboard, on recorded answers served as a scoreboard of one event.
struct CricketDecodingTests {
    static func event(_ name: String) throws -> [CricketMatch] {
        let event = try Fixtures.data("espn-sports/\(name)")
        return try CricketScoreboard.decode(Data("{\"events\": [".utf8) + event + Data("]}".utf8), league: LeagueID("bbl"))
    }

    @Test func aChaseUnderWayIsWrittenAsCricketWritesIt() throws {
        let match = try #require(try Self.event("cricket-event-bbl-renegades-scorchers-2023-live.json").first)
        #expect(match.name == "Melbourne Renegades v Perth Scorchers" && match.format == "T20" && match.description == "24th Match")
        #expect(match.phase == .live && match.inningsNumber == 2 && match.status == "Scorchers require 31 runs")
        #expect(match.home.abbreviation == "MR" && match.home.inningsText == "155/6")
        #expect(match.away.inningsText == "125/3 (16 ov)" && match.away.score == "125/3 (16/20 ov, target 156)")
        let contest = match.summary
        #expect(contest.home.scored == Score(text: "155/6", value: 155) && contest.away.score == 125)
        #expect(contest.status == "Scorchers require 31 runs" && contest.winner == nil && contest.state == .live(period: "Inns 2", clock: nil))
        #expect(match.venue == "Docklands Stadium, Melbourne" && match.matchWords == "24th Match · T20")
    }

    @Test func aMatchToComeHasNoScoreAndSaysWhenItStarts() throws {
        let match = try #require(try Self.event("cricket-event-bbl-heat-sixers-2023-scheduled.json").first)
        #expect(match.phase == .scheduled && match.home.inningsText == nil && match.away.inningsText == nil)
        #expect(match.status == "Starts at 18:15 local time" && match.summary.status == nil && match.summary.home.scored == nil)
    }

    @Test func aTestsTwoInningsAndADeclarationAndAllOut() {
        var side = CricketMatch.Side(id: "6", abbreviation: "IND", name: "India")
        side.innings = [CricketMatch.Innings(number: 1, runs: 402, wickets: 10, overs: "118.4"),
                        CricketMatch.Innings(number: 2, runs: 0, wickets: 0, batted: false),
                        CricketMatch.Innings(number: 3, runs: 198, wickets: 6, overs: "52", note: "declared")]
        #expect(side.inningsText == "402 & 198/6d")
        side.innings[2].current = true
        #expect(side.inningsText == "402 & 198/6d (52 ov)")
    }

    @Test func raggedAnswersLoseOnlyTheBrokenMatch() throws {
        let text = """
        {"events": [{"id": "1", "competitions": [{"competitors": [{"id": "a", "team": {"displayName": "A"}, "winner": true,
           "linescores": [{"value": 1, "runs": "lots", "wickets": 99, "overs": 1e300, "isBatting": true}]},
          {"id": "b", "team": {"displayName": "B"}}], "status": {"type": {"state": "post"}}}]},
         {"id": "2", "competitions": [{"competitors": [{"id": "c"}]}]}, 7]}
        """
        let matches = try CricketScoreboard.decode(Data(text.utf8), league: LeagueID("ipl"))
        #expect(matches.count == 1 && matches[0].name == "A v B" && matches[0].summary.winner == .home)
        #expect(matches[0].home.innings.first.map { $0.runs == 0 && $0.wickets == 0 && $0.overs == nil } == true)
    }
}
