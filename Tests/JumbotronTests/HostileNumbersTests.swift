import Foundation
import SportsCore
import TerminalUI
import Testing
@testable import Jumbotron

/// Issue 17.4–5: numbers from a payload never trap and never drive a loop
/// past what fits on screen.
@Suite struct HostileNumbersTests {
    @Test func standingsWithRecordsThatWouldOverflowStillDecodeAndSort() throws {
        let json = """
        {"records":[{"standingsType":"regularSeason","league":{"id":103},"division":{"id":201},"teamRecords":[
          {"team":{"id":110,"name":"Baltimore Orioles"},"wins":9223372036854775807,"losses":9223372036854775807},
          {"team":{"id":111,"name":"Boston Red Sox"},"wins":-9223372036854775808,"losses":9223372036854775807},
          {"team":{"id":147,"name":"New York Yankees"},"wins":90,"losses":72}]}]}
        """
        let standings = try MLBStandings.decode(Data(json.utf8))
        let teams = try #require(standings.divisions.first?.teams)
        #expect(teams.count == 3)
        #expect(teams.allSatisfy { (0...StandingsTeam.maxGames).contains($0.wins) && (0...StandingsTeam.maxGames).contains($0.losses) })
        #expect(teams.first { $0.teamID == 147 }?.pct == ".556")
    }

    @Test func aHugeScheduledInningsIsBoundedAndTheDetailRenders() throws {
        var games = sampleGames("2018-09-19")
        let index = try #require(games.firstIndex { ($0.linescore?.innings?.isEmpty == false) })
        games[index].linescore?.scheduledInnings = .max
        games[index].scheduledInnings = .max
        let table = try #require(LinescoreTable(game: games[index]))
        #expect(table.rows.allSatisfy { $0.count < 5 + 3 * LinescoreTable.maxInnings + 2 + 9 + 1 })
        games[index].linescore?.scheduledInnings = .min
        #expect(LinescoreTable(game: games[index]) != nil)
        var s = makeState(width: 120, height: 40)
        _ = reduce(&s, .scores(.loaded(testDay, .success(Loaded(value: games, origin: .network)), at: loadTime)))
        for _ in 0..<index { press(&s, .down) }
        press(&s, .enter)
        _ = render(s)                                           // returns (before the fix it never did)
    }
}
