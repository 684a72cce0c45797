import FoundationEssentials
import SportsCore
import TestSupport
import Testing

/// Golf from ESPN's scoreboard, on recorded answers: places with ties, the cut, thru and tee times worked out.
struct GolfDecodingTests {
    static func tournament(_ name: String) throws -> GolfTournament {
        try #require(try GolfScoreboard.decode(try Fixtures.data("espn-sports/\(name)"), league: LeagueID("pga")).first)
    }

    @Test func aFinalLeaderboardHasPlacesTheCutAndWithdrawals() throws {
        let t = try Self.tournament("golf-pga-scoreboard-memorial-2025-final.json")
        #expect(t.name.hasPrefix("the Memorial Tournament") && t.phase == .final && t.players.count == 72)
        let leader = t.players[0]
        #expect(leader.name == "Scottie Scheffler" && leader.placeText == "1" && leader.toPar == Score(text: "-10", value: -10))
        #expect(leader.rounds.map(\.strokes).allSatisfy { $0 != nil } && leader.rounds.count == 4 && leader.rounds[0].holes.count == 18)
        #expect(t.players.filter { $0.standing == .missedCut }.count == 14)
        #expect(t.players.last?.name == "Brian Campbell" && t.players.last?.placeText == "WD", "a third round listed, not a hole of it played")
        // Ties share a place and the next place skips.
        let places = t.players.filter { $0.standing == .active }.map(\.placeText)
        #expect(places.contains { $0.hasPrefix("T") })
        for (a, b) in zip(t.players, t.players.dropFirst()) where a.standing == .active && b.standing == .active {
            #expect((a.toPar?.value ?? 0) <= (b.toPar?.value ?? 0))
        }
    }

    @Test func parIsWorkedOutFromEachHolesScoreToPar() throws {
        let t = try Self.tournament("golf-pga-scoreboard-memorial-2025-final.json")
        let round = t.players[0].rounds[0]
        #expect(round.holes.allSatisfy { $0.par.map { (3...5).contains($0) } == true })
        #expect(round.holes.compactMap(\.par).reduce(0, +) == 72, "Muirfield Village is a par 72")
        #expect(round.holes.compactMap(\.toPar).reduce(0, +) == -2 && round.toPar == "-2")
    }

    @Test func aRoundUnderWayHasThruTodayAndTeeTimes() throws {
        let t = try Self.tournament("golf-pga-scoreboard-memorial-2025-r4-live.json")
        #expect(t.phase == .live && t.round == 4 && t.detail == "Round 4 - In Progress")
        let leader = t.players[0]
        #expect(leader.name == "Scottie Scheffler" && leader.thru == nil && leader.today == nil)
        #expect(leader.teeTime == ISODate.parse("2025-06-01T21:05:00Z"), "Sun Jun 01 14:05:00 PDT 2025")
        #expect(leader.summary.state == .live(period: "R4", clock: nil) && leader.summary.start == leader.teeTime, "in a tournament under way")
        let snedeker = try #require(t.players.first { $0.name == "Brandt Snedeker" })
        #expect(snedeker.thru == "10" && snedeker.today == "-6" && snedeker.onCourse && snedeker.summary.state == .live(period: "Thru 10", clock: nil))
        #expect(t.players.filter { $0.standing == .missedCut }.count == 14 && t.players.last?.placeText == "WD")
    }

    @Test func aTournamentToComeHasNoField() throws {
        let t = try Self.tournament("golf-lpga-scoreboard-shoprite-2025-scheduled.json")
        #expect(t.phase == .scheduled && t.players.isEmpty)
    }

    @Test func raggedAnswersLoseOnlyTheBrokenPlayer() throws {
        let text = """
        {"events": [{"id": "1", "name": "Open", "competitions": [{"status": {"period": 1, "type": {"state": "in"}}, "competitors": [
          {"id": "1", "score": "-3", "athlete": {"displayName": "A"}, "linescores": [{"period": 1, "displayValue": "-3",
            "linescores": [{"period": 1, "value": 3, "scoreType": {"displayValue": "-1"}}, {"period": 99, "value": 4}, {"period": 2, "value": 1e300}],
            "statistics": {"categories": [{"stats": [{"displayValue": "Mon Foo 99 25:00:00 XYZ 2025"}]}]}}]},
          {"id": "2", "score": "E", "athlete": {"displayName": "B"}}, {"id": "x", "athlete": {"displayName": "C"}}, {"id": "3"}]}]}]}
        """
        let t = try #require(try GolfScoreboard.decode(Data(text.utf8), league: LeagueID("pga")).first)
        #expect(t.players.map(\.name) == ["A", "B"] && t.players[0].rounds[0].holes.count == 1 && t.players[0].thru == "1")
        #expect(t.players[0].rounds[0].teeTime == nil && t.players[0].rounds[0].holes[0].par == 4)
    }
}
