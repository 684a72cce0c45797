import Foundation
import SportsCore
import TerminalUI
import Testing
@testable import Jumbotron

/// Numbers from a payload never trap and never drive a loop
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

    /// R H E always show, whatever the width: the earliest innings give
    /// way to `‹` (13 innings in the split detail at 120×40 used to lose H and E).
    @Test func theTotalsOfAnExtraInningsLinescoreAlwaysShow() throws {
        func cell(_ v: Int?) -> String { let t = v.map(String.init) ?? ""; return String(repeating: " ", count: max(0, 3 - t.count)) + t }
        let games = sampleGames("2018-09-19")
        let long = try #require(games.first { ($0.linescore?.innings?.count ?? 0) >= 13 })
        for width in 20...80 {
            let table = try #require(LinescoreTable(game: long, width: width))
            #expect(table.rows.allSatisfy { DisplayWidth.of($0) <= max(width, 16 + 5) }, "width \(width)")
            #expect(table.rows[0].hasSuffix("  R  H  E"), "width \(width): \(table.rows[0])")
            let away = try #require(long.linescore?.teams?.away)
            #expect(table.rows[1].hasSuffix("  " + cell(away.runs) + cell(away.hits) + cell(away.errors)), "width \(width)")
            #expect(table.rows[0].contains("13"), "the last inning always shows at width \(width)")
        }
        #expect(LinescoreTable(game: long, width: 55)!.rows[0].contains("  1  2  3"))        // all 13 at three columns
        let narrow = LinescoreTable(game: long, width: 52)!                                 // the split detail at 120×40
        #expect(narrow.rows[0].hasPrefix("         3  4  5") && narrow.rows[1].hasPrefix("LAD   \u{2039}"))
        var s = makeState(width: 120, height: 40)
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .success(Loaded(value: games, origin: .network)), at: loadTime))))
        press(&s, .char("G"))
        let lines = render(s).lines
        #expect(lines.contains { $0.hasSuffix("R  H  E") || $0.contains("R  H  E ") }, "\(lines.joined(separator: "\n"))")
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
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .success(Loaded(value: games, origin: .network)), at: loadTime))))
        for _ in 0..<index { press(&s, .down) }
        press(&s, .enter)
        _ = render(s)                                           // returns (before the fix it never did)
    }
}

/// Dates and seasons stay within what the MLB API knows (1876 …), so
/// ICU's Julian switch before 1582 and negative years never reach the screen.
@Suite struct DateRangeTests {
    @Test func theScoresDateStopsAtTheEndsOfTheRange() {
        let s = makeState()
        do {
            var first = s
            first.scores.boards.mlb.date = Day.first
            _ = reduce(&first, .key(.left))
            #expect(first.scores.boards.mlb.date == Day.first)
            var last = s
            last.scores.boards.mlb.date = Day.last
            _ = reduce(&last, .key(.right))
            #expect(last.scores.boards.mlb.date == Day.last)
        }
    }

    @Test func aTypedDateBeforeTheFirstSeasonIsRefusedWithTheRange() {
        var s = makeState()
        press(&s, .char("d"))
        for c in "15001231" { press(&s, .char(c)) }
        #expect(s.scores.picker?.message == "1500-12-31: scores go from 1876 to 2200")
        #expect(s.scores.picker?.cursor.isInAPIRange == true)
        for _ in 0..<300 { press(&s, .pageUp) }                 // months back from the cursor stop at 1876
        #expect(s.scores.picker.map { $0.cursor >= Day.first } ?? true)
    }

    @Test func standingsSeasonsStayPositive() {
        var s = StandingsState(season: 2018)
        _ = StandingsScreen.show(&s, -5)
        #expect(s.season == 1876)
        _ = StandingsScreen.show(&s, Int.max)
        #expect(s.season == 2200)
    }
}
