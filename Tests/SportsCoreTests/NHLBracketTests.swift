import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The NHL's `playoff-bracket` as recorded on 2026-05-08 (the first round
/// over, the second begun, the last two rounds without teams), and answers
/// broken in each way a bracket can be.
@Suite struct NHLBracketTests {
    static let recorded = try! Fixtures.data("nhl-bracket/nhl-playoff-bracket-2026-asof-05-08.json")

    /// The recorded answer's series as editable JSON objects.
    static func series() throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: recorded) as? [String: Any])
        return try #require(root["series"] as? [[String: Any]])
    }

    static func answer(_ series: [[String: Any]]) throws -> Data { try JSONSerialization.data(withJSONObject: ["series": series]) }

    @Test func theRecordedBracketReadsAsATreeOfFifteen() throws {
        let b = try NHLBracket.decode(Self.recorded, season: 2026)
        #expect(b.rounds.map(\.name) == ["1st Round", "2nd Round", "Conference Finals", "Stanley Cup Final"])
        #expect(b.rounds.map { $0.slots.map(\.code).joined() } == ["ABCDEFGH", "IJKL", "MN", "O"], "the letters fix the tree, not playoffRound")
        #expect(b.rounds.map { $0.slots.map(\.round) } == [Array(repeating: 1, count: 8), Array(repeating: 2, count: 4), [3, 3], [4]])
        #expect(b.problems.isEmpty && !b.isUndrawn)
        let a = b.rounds[0].slots[0]
        #expect(a.top?.abbreviation == "BUF" && a.top?.seed == "D1" && a.top?.name == "Sabres" && a.top?.fullName == "Buffalo Sabres")
        #expect(a.bottom?.abbreviation == "BOS" && a.bottom?.seed == "WC1" && a.winner == .top && a.state == "BUF wins 4-2")
        #expect(b.rounds[0].slots[1].winner == .bottom && b.rounds[0].slots[1].state == "MTL wins 4-3", "the lower seed through")
        #expect(b.rounds[0].slots.allSatisfy { $0.winner != nil }, "the first round is over")
        let second = b.rounds[1].slots
        #expect(second.map(\.state) == ["Not begun", "CAR leads 2-0", "COL leads 1-0", "Not begun"])
        #expect(second[0].top?.abbreviation == "BUF" && second[0].bottom?.abbreviation == "MTL", "fed by A and B")
        #expect(b.rounds[2].slots.allSatisfy { $0.top == nil && $0.bottom == nil && $0.state == "TBD" } && b.rounds[3].slots[0].state == "TBD")
    }

    @Test func missingDuplicatedAndOutOfOrderSeriesAreReadAsTheTreeSaysAndSaid() throws {
        var list = try Self.series()
        list.removeAll { $0["seriesLetter"] as? String == "C" }
        var twin = list[0]
        twin["topSeedWins"] = 0
        list.append(twin)
        list.reverse()
        let b = try NHLBracket.decode(try Self.answer(list), season: 2026)
        #expect(b.rounds[0].slots.map(\.code).joined() == "ABCDEFGH")
        #expect(b.rounds[0].slots[2].top == nil && b.rounds[0].slots[2].state == "TBD", "a series missing is an empty slot, never a guess")
        #expect(b.problems == ["Series A is listed twice: the first is shown"])
        #expect(b.rounds[0].slots[0].top?.wins == 0, "reversed, the copy came first")
    }

    @Test func winsBeyondWhatASeriesAllowsAreHeldAtFourAndSaid() throws {
        var list = try Self.series()
        list[1]["bottomSeedWins"] = 9
        list[2]["bottomSeedWins"] = 4
        list[2]["winningTeamId"] = nil
        list.append(["seriesLetter": "Q", "topSeedWins": 1])
        let b = try NHLBracket.decode(try Self.answer(list), season: 2026)
        #expect(b.rounds[0].slots[1].bottom?.wins == 4 && b.rounds[0].slots[1].state == "MTL wins 4-3")
        #expect(b.rounds[0].slots[2].winner == nil, "two clubs with four wins: neither is called the winner")
        #expect(b.problems.contains("Series B: 9 wins for MTL, more than a series to 4 allows; shown as 4"))
        #expect(b.problems.contains("Series C: both CAR and OTT have 4 wins; no winner is shown"))
        #expect(b.problems.contains("A series lettered 'Q' is not in a bracket of fifteen: left out"))
    }

    @Test func raggedRecordsLeaveTheirSidesUnknown() throws {
        var list = try Self.series()
        list[0]["topSeedTeam"] = "BUF"
        list[3]["bottomSeedTeam"] = ["abbrev": "PHILADELPHIA-FLYERS-AND-MORE"]
        list[4] = ["seriesLetter": 5]
        let b = try NHLBracket.decode(try Self.answer(list), season: 2026)
        #expect(b.rounds[0].slots[0].top == nil && b.rounds[0].slots[0].bottom?.wins == 0, "one club known: no wins, no winner")
        #expect(b.rounds[0].slots[3].bottom == nil && b.rounds[0].slots[3].winner == nil)
        #expect(b.problems.contains { $0.contains("with no letter") })
        #expect(throws: (any Error).self) { try NHLBracket.decode(Data("{\"series\": ".utf8), season: 2026) }
        #expect(throws: (any Error).self) { try NHLBracket.decode(Data("[1, 2]".utf8), season: 2026) }
    }

    @Test func anEmptyAnswerIsAPostseasonNotDrawnAndAnotherSeasonsIsRefused() throws {
        let empty = try NHLBracket.decode(Data("{}".utf8), season: 2027)
        #expect(empty.isUndrawn && empty.series.count == 15 && empty.problems.isEmpty)
        #expect(throws: FetchError.decoding("it answered for the 2026 playoffs, not 2025")) {
            try NHLBracket.decode(Self.recorded, season: 2025)
        }
    }

    @Test func theEndpointAndItsCacheFollowTheSeason() {
        let urls = SourceURLs.defaults
        #expect(Endpoint.nhlBracket(season: 2026).url(in: urls).absoluteString == "https://api-web.nhle.com/v1/playoff-bracket/2026")
        #expect(Endpoint.nhlBracket(season: 2025).samplePath == "nhl/playoff-bracket-2025.json")
        #expect(Fetch<PlayoffBracket>.nhlBracket(season: 2025, finished: true).cachePolicy == .forever)
        #expect(Fetch<PlayoffBracket>.nhlBracket(season: 2026, finished: false).cachePolicy == .maxAge(seconds: 60))
    }
}
