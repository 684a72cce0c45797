import Foundation
import SportsCore
import Testing
import TestSupport
@testable import Jumbotron

/// `print games|game|standings --league` for soccer on the bundled sample:
/// the same facts the screens show, in text, TSV and JSON.
@Suite struct SoccerPrintTests {
    let offline = OfflineDataSource(samples: Fixtures.samples)
    let league = ScoresLeague(id: "eng.1")

    @Test func theDaysMatchesWithTheirStateAndSituation() async throws {
        let mls = try await LeaguePrint.games(ScoresLeague(id: "usa.1"), date: nil, offline, offline: offline, locale: .english, timeZone: .utc)
        #expect(mls.columns.last == "situation" && mls.rows.count == 3)
        let text = mls.render(.text)
        #expect(text.contains("Pens 4-3") && text.contains("PHI win 4-3 on pens") && text.contains("AET"), "\(text)")
        let epl = try await LeaguePrint.games(league, date: Day(iso: "2026-11-21"), offline, offline: offline, locale: .english, timeZone: .utc)
        #expect(epl.rows.count == 8 && epl.render(.text).contains("Postponed") && epl.render(.text).contains("54'"))
    }

    @Test func everySectionOfAMatch() async throws {
        #expect(LeaguePrint.sections(league) == ["summary", "lineups", "stats", "commentary", "table"])
        let summary = try await LeaguePrint.game(league, id: 740102, section: nil, offline, locale: .english, timeZone: .utc)
        let text = summary.render(.text)
        #expect(text.contains("referee") && text.contains("Anthony Taylor") && text.contains("38' AVL red Emil Jensen (red card)"), "\(text)")
        #expect(text.contains("own goal Will Koller (own goal) 1-1"))
        let lineups = try await LeaguePrint.game(league, id: 740102, section: "lineups", offline, locale: .english, timeZone: .utc)
        #expect(lineups.rows.count == 36 && lineups.render(.tsv).hasPrefix("team\tformation\tjersey\tplayer"))
        let stats = try await LeaguePrint.game(league, id: 740102, section: "stats", offline, locale: .english, timeZone: .utc)
        #expect(stats.render(.json).contains("\"possessionPct\""))
        let commentary = try await LeaguePrint.game(league, id: 740102, section: "commentary", offline, locale: .english, timeZone: .utc)
        #expect(commentary.rows.first.map { "\($0)" }?.contains("warming up") == true)
        let table = try await LeaguePrint.game(league, id: 740102, section: "table", offline, locale: .english, timeZone: .utc)
        #expect(table.rows.count == 20 && table.columns.suffix(8) == ["P", "W", "D", "L", "GF", "GA", "GD", "Pts"])
        #expect(LeaguePrint.sectionProblem(league, "drives")?.contains("summary, lineups, stats, commentary, table") == true)
    }

    @Test func standingsOfEachBundledCompetition() async throws {
        for (code, teams) in [("eng.1", 20), ("uefa.champions", 36), ("usa.1", 30)] {
            let table = try await LeaguePrint.standings(ScoresLeague(id: code), offline, offline: offline, timeZone: .utc)
            #expect(table.rows.count == teams, "\(code)")
        }
    }
}
