import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// College polls from ESPN's `…/rankings`: the AP Top 25 chosen among the
/// polls, ragged ranks left out, and the standings kept whole when the poll
/// cannot be had.
@Suite struct ESPNPollTests {
    @Test func theAPPollIsChosenAndRaggedRanksAreLeftOut() throws {
        let json = #"{"rankings": [{"name": "Coaches Poll", "ranks": [{"current": 1, "team": {"location": "A", "abbreviation": "A"}}]}, {"name": "AP Top 25", "headline": "Week 13", "ranks": [{"current": 2, "previous": 99, "points": 1490.4, "firstPlaceVotes": 0, "team": {"id": "7", "location": "Ohio State", "abbreviation": "OSU"}, "recordSummary": "9-1"}, {"current": 1, "previous": 2, "points": 1550, "firstPlaceVotes": 48, "team": {"location": "Georgia", "abbreviation": "UGA"}}, {"current": 0, "team": {"location": "X"}}, {"current": 3}, "junk"]}]}"#
        let poll = try #require(try ESPNPoll.decode(Data(json.utf8)))
        #expect(poll.name == "AP Top 25" && poll.headline == "Week 13" && poll.ranks.map(\.abbreviation) == ["UGA", "OSU"])
        #expect(poll.ranks[1].previous == nil && poll.ranks[1].points == 1490 && poll.ranks[1].firstPlaceVotes == nil && poll.ranks[1].record == "9-1")
        #expect(poll.ranks[0].firstPlaceVotes == 48 && poll.ranks[0].teamID == nil)
        #expect(try ESPNPoll.decode(Data(#"{"rankings": []}"#.utf8)) == nil)
        #expect(throws: FetchError.self) { try ESPNPoll.decode(Data("[1]".utf8)) }
    }

    @Test func theStandingsStandWhenThePollCannotBeHad() async throws {
        let dir = makeTemporaryDirectory("jumbotron-poll")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("espn"), withIntermediateDirectories: true)
        let league = ESPNLeague(sport: "football", league: "college-football")
        let standings = try Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/college-football-standings.json"))
        try standings.write(to: dir.appendingPathComponent("espn/college-football-standings.json"))
        let source = OfflineDataSource(samples: dir)
        let alone = try await source.run(.espnStandings(league, poll: true)).value
        #expect(alone.poll == nil && !alone.groups.isEmpty)
        try Data("{\"rankings\": 7}".utf8).write(to: dir.appendingPathComponent("espn/college-football-rankings.json"))
        #expect(try await source.run(.espnStandings(league, poll: true)).value.poll == nil, "a poll that does not read costs nothing")
        let polled = try await OfflineDataSource(samples: Fixtures.samples).run(.espnStandings(league, poll: true)).value
        #expect(polled.poll?.ranks.count == 25 && polled.groups == alone.groups)
    }
}
