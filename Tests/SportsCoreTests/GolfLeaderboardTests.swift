import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// ESPN's golf leaderboard on a recorded answer (the Valero Texas Open 2026,
/// over): the official places, the cut and who missed it, laid over what the
/// scoreboard's reading of the same field worked out.
@Suite struct GolfLeaderboardTests {
    static let data = try! Fixtures.data("espn-sports/golf-pga-leaderboard-valero-2026-final.json")

    static func applied() throws -> GolfTournament {
        let read = try #require(try GolfScoreboard.decode(data, league: LeagueID("pga")).first)
        return try GolfLeaderboard.apply(data, to: read)
    }

    @Test func theCutAndWhoMissedItAreTheLeaderboards() throws {
        let t = try Self.applied()
        #expect(t.cut == GolfTournament.Cut(round: 2, score: -2, count: 70) && t.cut?.scoreText == "-2")
        #expect(t.players.count == 132)
        #expect(t.players.filter { $0.standing == .active }.count == 70 && t.players.filter { $0.standing == .missedCut }.count == 62)
        #expect(t.players.prefix(70).allSatisfy { $0.standing == .active } && t.players.dropFirst(70).allSatisfy { $0.placeText == "MC" })
    }

    @Test func placesAndTiesAreTheOfficialOnes() throws {
        let t = try Self.applied()
        let places = t.players.prefix(70).map(\.placeText)
        #expect(places.first == "1" && places.contains("T28"), "\(places)")
        // Official places agree with the scores: better scores never place lower.
        let active = t.players.prefix(70)
        for (a, b) in zip(active, active.dropFirst()) {
            #expect((a.place ?? 0) <= (b.place ?? 0) && (a.toPar?.value ?? 0) <= (b.toPar?.value ?? 0), "\(a.name) \(b.name)")
        }
        let tied = active.filter(\.tied)
        #expect(Dictionary(grouping: tied, by: \.place).values.allSatisfy { $0.count > 1 }, "a tie is shared")
    }

    @Test func anotherTournamentsLeaderboardIsRefusedAndAHostileOneChangesNothing() throws {
        var other = try #require(try GolfScoreboard.decode(Self.data, league: LeagueID("pga")).first)
        other.id += 1
        #expect(throws: FetchError.self) { try GolfLeaderboard.apply(Self.data, to: other) }
        let read = try #require(try GolfScoreboard.decode(Self.data, league: LeagueID("pga")).first)
        let odd = Data(#"{"events":[{"id":"\#(read.id)","tournament":{"cutRound":99,"cutScore":"x"},"competitions":[{"competitors":[{"id":"nope"},{"id":1,"status":{"position":{"displayName":"T99999"}}}]}]}]}"#.utf8)
        let same = try GolfLeaderboard.apply(odd, to: read)
        #expect(same.cut == nil && same.players.map(\.id) == read.players.map(\.id))
        #expect(throws: FetchError.self) { try GolfLeaderboard.apply(Data("[1]".utf8), to: read) }
    }

    @Test func itIsAskedOfESPNsWebHostUnlessTheBaseIsSet() {
        let pga = ESPNLeague(sport: "golf", league: "pga")
        #expect(Endpoint.espnLeaderboard(pga, event: 401811940).url(in: .defaults).absoluteString
                == "https://site.web.api.espn.com/apis/site/v2/sports/golf/leaderboard?league=pga&event=401811940")
        var local = SourceURLs.defaults
        local.espn = URL(string: "http://127.0.0.1:9/")!
        #expect(Endpoint.espnLeaderboard(pga, event: 1).url(in: local).absoluteString.hasPrefix("http://127.0.0.1:9/apis/site/v2/sports/golf/leaderboard"))
        #expect(Endpoint.espnLeaderboard(pga, event: 1).delayedLeague == "pga", "held back by the delay like the scoreboard")
    }
}

/// The in-place reader on ragged golf answers: every member the wrong shape somewhere, a truncated
/// document, an id as a number; what can be read is, the rest is skipped, nothing traps.
@Suite struct GolfRaggedReadingTests {
    @Test func raggedShapesAreSkippedNotTrusted() throws {
        let text = #"""
        {"events":[{"id":7,"name":"Open","status":{"type":{"state":"in","name":"STATUS_IN_PROGRESS"},"period":2},
          "competitions":[{"competitors":[
            {"id":"1","athlete":{"displayName":"Ana Ruiz","flag":{"alt":"Spain"}},"score":"-3",
             "linescores":[{"period":1,"value":69,"displayValue":"-3","statistics":{"categories":[{"stats":[{"displayValue":"Thu May 29 13:30:00 PDT 2025"}]}]},
               "linescores":[{"period":1,"value":3,"scoreType":{"displayValue":"-1"}},{"period":"2","value":4},{"period":19,"value":4},"hole",[1]]},
               "round", {"period":99}]},
            {"id":"2","athlete":"Bo","score":{"displayValue":"E"}},
            {"id":3,"athlete":{"fullName":"Cy Lee","flag":"none"},"score":{"value":1},"linescores":{"period":1}},
            {"athlete":{"displayName":"No Id"}},
            7, null
          ]}, {"competitors":"second competition ignored"}]},
          {"name":"no id"}, "text", {"id":"x"}], "leagues": 5}
        """#
        let t = try #require(try GolfScoreboard.decode(Data(text.utf8), league: LeagueID("pga")).first)
        #expect(t.id == 7 && t.round == 2 && t.phase == .live)
        #expect(t.players.map(\.name) == ["Ana Ruiz", "Cy Lee"], "Bo's athlete is no object; the one with no id is skipped")
        let ana = try #require(t.players.first)
        #expect(ana.country == "Spain" && ana.toPar?.value == -3 && ana.rounds.count == 1 && ana.rounds[0].holes.map(\.number) == [1])
        #expect(ana.rounds[0].holes[0].par == 4 && ana.rounds[0].teeTime != nil)
        #expect(t.players[1].toPar == nil && t.players[1].rounds.isEmpty)
    }

    @Test func aBrokenDocumentIsAnErrorNotAPartialAnswer() {
        for text in [#"{"events":[{"id":"1","competitions":[{"competitors":[{"id":"1""#, "[]", "", #"{"events":[}"#] {
            #expect(throws: FetchError.self, "\(text)") { try GolfScoreboard.decode(Data(text.utf8), league: LeagueID("pga")) }
        }
        #expect((try? GolfScoreboard.decode(Data(#"{"events":"none"}"#.utf8), league: LeagueID("pga")))?.isEmpty == true)
    }
}
