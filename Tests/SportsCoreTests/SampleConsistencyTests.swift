import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The bundled sample is one consistent season. The standings are the
/// table after September 19, 2018; a game shows each team's record before it
/// is played and after it once final, as the Stats API does.
@Suite struct SampleConsistencyTests {
    @Test func everyRecordInTheMLBSampleAgreesWithTheStandings() throws {
        let standings = try MLBStandings.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/standings-2018.json")))
        var record: [Int: (wins: Int, losses: Int)] = [:]
        for team in standings.divisions.flatMap(\.teams) {
            #expect(team.wins + team.losses <= 162, "\(team.name) has \(team.wins)-\(team.losses)")
            if let id = team.teamID { record[id] = (team.wins, team.losses) }
        }
        #expect(record.count == 30)
        var checked = 0
        for day in ["2018-09-19", "2018-09-20", "2018-09-21"] {
            let schedule = try MLBSchedule.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/schedule-\(day).json")))
            var results: [(Int, Bool)] = []
            for game in schedule.dates.flatMap(\.games) {
                let final = game.status.abstractGameState == "Final"
                for (side, other) in [(game.teams.away, game.teams.home), (game.teams.home, game.teams.away)] {
                    guard let id = side.team.id, var expected = record[id] else { continue }
                    // September 19 is already in the table; later finals add their result.
                    let won = (side.score ?? 0) > (other.score ?? 0)
                    if day != "2018-09-19", final {
                        if won { expected.wins += 1 } else { expected.losses += 1 }
                        results.append((id, won))
                    }
                    #expect(side.leagueRecord?.wins == expected.wins && side.leagueRecord?.losses == expected.losses,
                            "\(day) \(side.team.name ?? "?"): \(side.leagueRecord?.wins ?? -1)-\(side.leagueRecord?.losses ?? -1), expected \(expected.wins)-\(expected.losses)")
                    checked += 1
                }
            }
            for (id, won) in results {
                if won { record[id]?.wins += 1 } else { record[id]?.losses += 1 }
            }
        }
        #expect(checked >= 32)   // every team of the two days with games
    }
}
