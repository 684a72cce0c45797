import FoundationEssentials
import SportsCore
import TestSupport
import Testing

/// Tennis from ESPN's scoreboard, on recorded answers: a Grand Slam's draws and an older layout.
struct TennisDecodingTests {
    static let slam = try! Fixtures.data("espn-sports/tennis-atp-scoreboard-roland-garros-2025.json")

    @Test func aSlamIsItsDrawsAndADayIsThatDaysMatches() throws {
        let all = try TennisScoreboard.decode(Self.slam, league: LeagueID("atp"))
        #expect(all.count == 635)
        #expect(Set(all.map(\.draw)) == ["Men's Singles", "Women's Singles", "Men's Doubles", "Women's Doubles", "Mixed Doubles"])
        let day = try TennisScoreboard.decode(Self.slam, league: LeagueID("atp"), day: Day(iso: "2025-06-01")!)
        #expect(!day.isEmpty && day.allSatisfy { Day($0.start!, in: .utc) == Day(iso: "2025-06-01")! })
        let final = try #require(all.first { $0.round == "Final" && $0.draw == "Men's Singles" })
        #expect(final.phase == .scheduled || final.phase == .final)
    }

    @Test func setsTiebreaksRetirementsAndWalkovers() throws {
        let all = try TennisScoreboard.decode(Self.slam, league: LeagueID("atp"))
        let first = try #require(all.first { $0.id == 158610 })
        #expect(first.second.name == "Kimmer Coppejans" && first.winner == .home && first.round == "Qualifying 1st Round" && first.court == "Court 7")
        #expect(first.second.sets.map(\.games) == [6, 6] && first.setsWon == (first: 0, second: 2))
        #expect(first.summary.home.scored == Score(text: "6 6", value: 2) && first.summary.away.kind == .athlete)
        let tiebreak = try #require(all.first { $0.first.sets.contains { $0.tiebreak != nil } })
        let lost = tiebreak.first.sets.first { $0.tiebreak != nil }!.tiebreak! < tiebreak.second.sets.first { $0.tiebreak != nil }!.tiebreak!
        let text = TennisMatch.setsText(lost ? tiebreak.first : tiebreak.second, against: lost ? tiebreak.second : tiebreak.first)
        #expect(text.contains("("), "the loser of a tiebreak shows its points: \(text)")
        #expect(all.filter { $0.ending == .retired }.count == 7 && all.filter { $0.ending == .walkover }.count == 3)
        let walkover = try #require(all.first { $0.ending == .walkover })
        #expect(walkover.summary.state == .final(detail: "W/O") && walkover.note?.hasSuffix("w/o") == true)
        let doubles = try #require(all.first { $0.draw == "Men's Doubles" })
        #expect(doubles.first.isPair && doubles.first.name.contains(" / ") && doubles.summary.away.kind == .pair)
    }

    @Test func theOlderLayoutWithItsServerAndSeeds() throws {
        let event = try Fixtures.data("espn-sports/tennis-wta-event-limoges-2022-old-layout.json")
        let all = try TennisScoreboard.decode(Data("{\"events\": [".utf8) + event + Data("]}".utf8), league: LeagueID("wta"))
        #expect(all.count == 35)
        let live = try #require(all.first { $0.id == 128753 })
        #expect(live.phase == .live && live.first.name == "Ana Bogdan" && live.first.seed == 4)
        #expect(live.serving == .home, "the server's $ref names Anna Blinkova")
        #expect(live.winner == nil && live.summary.state == .live(period: "Set 1", clock: nil))
    }

    @Test func raggedAnswersLoseOnlyTheBrokenMatch() throws {
        let text = """
        {"events": [{"name": "Open", "groupings": [{"grouping": {"displayName": "Singles"}, "competitions": [
          {"id": "1", "competitors": [{"id": "a", "athlete": {"displayName": "A"}, "linescores": [{"value": 1e300}, {"value": 6}]},
                                      {"id": "b", "athlete": {"displayName": "B"}, "linescores": "six"}], "situation": {"server": {"$ref": "x/athletes/"}}},
          {"id": "2", "competitors": [{"id": "c"}]}, "junk"]}]}]}
        """
        let all = try TennisScoreboard.decode(Data(text.utf8), league: LeagueID("atp"))
        #expect(all.count == 1 && all[0].first.sets.map(\.games) == [6] && all[0].second.sets.isEmpty && all[0].serving == nil)
    }
}
