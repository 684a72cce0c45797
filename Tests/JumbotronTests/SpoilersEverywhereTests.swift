import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Spoiler-free means no score, no result, no winner and no hint of one on
/// any screen and in any output, until `v`: the team's schedule (rows,
/// detail, records, print), the standings, a live game past regulation, a
/// hidden NFL game's down and distance, the Hockey records.
@Suite struct SpoilersEverywhereTests {
    func hiddenSchedule(width: Int = 120, height: Int = 40) -> AppState {
        var s = makeState(width: width, height: height, tab: .schedule)
        s.display.hideSpoilers = true
        _ = reduce(&s, .schedule(.loaded(.success(Loaded(value: sampleSchedule(), origin: .bundledSample)), at: loadTime)))
        return s
    }

    /// The sample's first final and its score as the unhidden rows show it.
    func firstFinal(_ s: AppState) -> (row: Int, game: ScheduleGame) {
        let rows = ScheduleRules.rows(sampleSchedule())
        let i = rows.firstIndex { if case .game(let g) = $0 { g.kind == .final } else { false } }!
        guard case .game(let g) = rows[i] else { fatalError() }
        return (i, g)
    }

    @Test func theSchedulesFinalsRecordsAndResultsStayHiddenUntilV() {
        var s = hiddenSchedule()
        let (row, final) = firstFinal(s)
        #expect(!final.away.line.isEmpty && final.result != nil, "the sample's first final has a score and a result")
        s.schedule.list.viewport.selected = row
        let text = renderScreen(s).snapshot
        #expect(text.contains("—") && text.contains("press v to reveal"), "\(text)")
        #expect(!text.contains(final.result!), "the detail's result is hidden")
        let record = sampleSchedule().team.record ?? "-"
        #expect(!text.contains(record), "the team's record counts its results")
        #expect(ScheduleModule.keyHelp(s.schedule, s.context()).flatMap(\.entries).contains { $0.keys == [.char("v")] })
        let key = ScheduleSpoilers.key(final)!
        #expect(press(&s, .char("v")) == [.database("reveal game schedule \(key.game)")])
        _ = reduce(&s, .saved(.revealedRead(.success([key]))))
        #expect(renderScreen(s).snapshot.contains(final.result!), "revealed: its result shows")
    }

    @Test func printScheduleHidesWhatTheTabHides() {
        let (_, final) = firstFinal(makeState())
        let hidden = SchedulePrint.table(sampleSchedule(), locale: TimeLocale(identifier: "en_US"), timeZone: .utc,
                                         hide: .hiding(revealed: [])).render(.tsv)
        let shown = SchedulePrint.table(sampleSchedule(), locale: TimeLocale(identifier: "en_US"), timeZone: .utc).render(.tsv)
        let line = { (tsv: String) in tsv.split(separator: "\n").first { $0.contains("\t\(final.away.name)\t") && $0.contains("FINAL") } ?? "" }
        #expect(line(shown).contains("\t\(final.away.line)\t"))
        #expect(!line(hidden).contains("\t\(final.away.line)\t") && line(hidden).contains("FINAL"), "\(line(hidden))")
        #expect(!hidden.contains(sampleSchedule().team.record ?? "no record"))
    }

    @Test func standingsAreCoveredUntilV() {
        var s = loadedStandings(width: 120, height: 40)
        s.display.hideSpoilers = true
        let covered = renderScreen(s).snapshot
        #expect(covered.contains("Standings are hidden while spoilers are") && !covered.contains("STRK") && !covered.contains("L10"))
        press(&s, .char("v"))
        #expect(renderScreen(s).snapshot.contains("L10"), "v shows them")
        press(&s, .escape)
        #expect(!s.scores.boards.mlb.showingStandings)
    }

    @Test func aLiveGamePastRegulationIsOnlyLiveWhileHidden() {
        var ot = Contest(league: .nfl, id: 1, start: nil, state: .live(period: "OT", clock: "6:12"),
                             away: .init(id: "nfl:A", abbreviation: "A", name: "A", score: 20, record: "5-3"),
                             home: .init(id: "nfl:B", abbreviation: "B", name: "B", score: 20, record: "4-4"))
        ot.overtime = true
        ot.situation = "3rd & 4 at B 29"
        let masked = Spoilers.masked(ot)
        #expect(masked.stateText(locale: TimeLocale(identifier: "en_US"), timeZone: .utc) == "Live")
        #expect(masked.away.score == nil && masked.away.record == nil && masked.situation == nil)
        let printed = GamesPrint.table([ot], columns: ScoresPrint.columns, locale: TimeLocale(identifier: "en_US"), timeZone: .utc,
                                       hide: .hiding(revealed: [])).render(.tsv)
        #expect(!printed.contains("OT") && !printed.contains("20") && printed.contains("Live"))
    }

    @Test func decodersMarkOvertime() {
        var nba = NBAGame(id: 1, away: .init(tricode: "A", score: 100), home: .init(tricode: "H", score: 100))
        nba.status = 2; nba.period = 5
        #expect(nba.summary.overtime)
        nba.period = 4
        #expect(!nba.summary.overtime)
    }

    @Test func hockeyRecordsHideToo() {
        var s = hockeyTeams(width: 120, height: 40)
        let shown = renderScreen(s).snapshot
        s.display.hideSpoilers = true
        let hidden = renderScreen(s).snapshot
        #expect(shown.contains(" pts") && !hidden.contains(" pts") && hidden.contains("hidden while spoilers are"))
    }

    @Test func printScoresGivesTheFeedsDateForATimeToBeAnnounced() {
        // The sample's 530108 on 2018-09-20 has `startTimeTBD`.
        let tsv = ScoresPrint.table(sampleGames("2018-09-20"), locale: TimeLocale(identifier: "en_US"), timeZone: .utc).render(.tsv)
        let row = tsv.split(separator: "\n").first { $0.hasPrefix("530108\t") } ?? ""
        #expect(row.split(separator: "\t", omittingEmptySubsequences: false)[1].hasPrefix("2018-09-2"), "\(row)")
        #expect(row.hasSuffix("\tTBD"))
    }
}
