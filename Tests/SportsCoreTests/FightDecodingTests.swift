import FoundationEssentials
import SportsCore
import TestSupport
import Testing

/// Fight cards from ESPN's MMA scoreboard, on recorded answers.
struct FightDecodingTests {
    static func card(_ name: String, _ league: String = "ufc") throws -> [Bout] {
        try FightScoreboard.decode(try Fixtures.data("espn-sports/\(name)"), league: LeagueID(league))
    }

    @Test func aFinishedCardHasItsResultsAndTheJudgesCards() throws {
        let bouts = try Self.card("ufc-scoreboard-dwcs-s9-final.json")
        #expect(bouts.count == 5 && bouts.allSatisfy { $0.phase == .final && $0.venue == "UFC APEX" })
        let first = bouts[0]
        #expect(first.weightClass == "Featherweight" && first.red.name == "Tommy McMillen" && first.red.record == "9-0-0")
        #expect(first.method == .decision && first.winner == .away && first.red.cards == [28, 29, 29] && first.blue.cards == [28, 28, 28])
        #expect(first.decisionKind == "Majority" && first.shortResult == "M-Dec", "one judge had it even")
        #expect(first.resultText == "Tommy McMillen by majority decision")
        #expect(bouts[1].decisionKind == "Unanimous")
        let knockout = bouts[2]
        #expect(knockout.method == .knockout && knockout.round == 1 && knockout.clock == "3:29" && knockout.shortResult == "KO R1 3:29")
        #expect(knockout.resultText == "Mandel Nallo by KO/TKO in round 1 at 3:29")
        // The second listed won the fourth bout: the winner follows the flag, not the order.
        #expect(bouts[3].winner == .home && bouts[3].summary.winner == .home)
        let contest = first.summary
        #expect(contest.away.kind == .fighter && contest.away.record == "9-0-0" && contest.name == "Featherweight")
        #expect(contest.state == .final(detail: "M-Dec") && contest.status == "Tommy McMillen by majority decision")
    }

    @Test func aCardToComeHasNoWinnerAndItsTwoStartTimes() throws {
        let bouts = try Self.card("ufc-scoreboard-imavov-borralho-2025-scheduled.json")
        #expect(bouts.count == 13 && bouts.allSatisfy { $0.phase == .scheduled && $0.winner == nil && $0.round == nil && $0.shortResult == nil })
        #expect(Set(bouts.compactMap(\.start)).count == 2)
        #expect(bouts.last?.red.name == "Nassourdine Imavov" && bouts.last?.weightClass == "Middleweight")
        let pfl = try Self.card("pfl-scoreboard-dubai-2025-scheduled.json", "pfl")
        #expect(pfl.count == 12 && Set(pfl.compactMap(\.start)).count == 1)
    }

    @Test func aWinnerFlagOnABoutNotFoughtMeansNothing() throws {
        let text = """
        {"events": [{"id": "9", "name": "Card", "competitions": [{"id": "1", "status": {"type": {"state": "pre"}},
          "competitors": [{"id": "a", "order": 1, "winner": true, "athlete": {"displayName": "A One"}},
                          {"id": "b", "order": 2, "athlete": {"displayName": "B Two"}}]},
          {"id": "2", "competitors": [{"id": "c", "athlete": {"displayName": "Only One"}}]}, {"id": "z"}]}]}
        """
        let bouts = try FightScoreboard.decode(Data(text.utf8), league: LeagueID("ufc"))
        #expect(bouts.count == 1 && bouts[0].winner == nil && bouts[0].summary.winner == nil, "a bout of one fighter is skipped")
    }
}
