import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// A playoff game's series from the NHL's schedule (`seriesStatus`), said as fans say it.
@Suite struct NHLSeriesTests {
    @Test func theScheduleCarriesEachPlayoffGamesSeries() throws {
        let schedule = try NHLSchedule.decode(Fixtures.data("nhl/schedule-2023-04-17-live-states-edited.json"))
        let games = schedule.games(on: Day(iso: "2023-04-17")!)
        let texts = Dictionary(uniqueKeysWithValues: games.map { ($0.id, $0.series?.text) })
        #expect(texts[2022030131] == "CAR leads 1-0" && texts[2022030161] == "MIN leads 1-0", "\(texts)")
        #expect(games.allSatisfy { $0.series?.round == 1 && $0.series?.neededToWin == 4 })
        let regular = try NHLSchedule.decode(Fixtures.data("nhl/schedule-2025-10-07-week.json"))
        #expect(regular.games(on: Day(iso: "2025-10-07")!).allSatisfy { $0.series == nil }, "no series in the regular season")
    }

    @Test(arguments: [
        (0, 0, 1, "Game 1"), (2, 1, 4, "CAR leads 2-1"), (1, 2, 4, "NYI leads 2-1"), (2, 2, 5, "Series tied 2-2"),
        (3, 3, 7, "Game 7"), (4, 1, 5, "CAR wins 4-1"), (2, 4, 6, "NYI wins 4-2"),
    ])
    func theSeriesInWords(_ top: Int, _ bottom: Int, _ game: Int, _ text: String) {
        #expect(NHLSeries(top: "CAR", topWins: top, bottom: "NYI", bottomWins: bottom, gameNumber: game).text == text)
    }

    @Test func aSeriesWithoutItsTeamsIsNoneAndWinsAreKeptToTheSeries() throws {
        func game(_ series: String) throws -> NHLGame {
            try JSONDecoder().decode(NHLGame.self, from: Data(#"{"id": 1, "awayTeam": {}, "homeTeam": {}, "seriesStatus": \#(series)}"#.utf8))
        }
        #expect(try game(#"{"topSeedWins": 2}"#).series == nil)
        #expect(try game(#""R1""#).series == nil)
        let wild = try game(#"{"topSeedTeamAbbrev": "CAR", "topSeedWins": 99, "bottomSeedTeamAbbrev": "NYI", "bottomSeedWins": -3, "neededToWin": 400}"#)
        #expect(wild.series?.text == "CAR wins 4-0", "\(String(describing: wild.series))")
    }
}
