import CustomDump
import Foundation
import SportsCore
import TerminalUI
import Testing
@testable import Jumbotron

@Suite struct ScoresReducerTests {
    @Test func startLoadsTheShownDate() {
        var s = makeState()
        #expect(reduce(&s, .start) == [.loadFavorites, .loadPlayers, .cancelTimer(.liveRefresh(.mlb)), .fetchScores(testDay)])
        #expect(s.scores.boards.mlb.isLoading)
        #expect(s.isBusy)
    }

    @Test func startOnAnotherTabLoadsScoresOnlyWhenVisited() {
        var s = makeState(tab: .favorites)
        #expect(reduce(&s, .start) == [.loadFavorites, .loadPlayers])
        #expect(press(&s, .char("1")) == [.cancelTimer(.liveRefresh(.mlb)), .fetchScores(testDay)])
        #expect(press(&s, .char("4"), .char("1")) == [])   // all already loading: not again
    }

    @Test func arrowsAndTodayChangeTheDateAndFetch() {
        var s = loadedScores()
        #expect(press(&s, .right) == [.cancelTimer(.liveRefresh(.mlb)), .fetchScores(Day(iso: "2018-09-20")!)])
        #expect(s.scores.boards.mlb.date.iso == "2018-09-20")
        #expect(s.scores.boards.mlb.games.isEmpty && s.scores.boards.mlb.isLoading)
        press(&s, .left, .left)
        #expect(s.scores.boards.mlb.date.iso == "2018-09-18")
        s.today = Day(iso: "2026-11-22")!
        #expect(press(&s, .char("t")) == [.cancelTimer(.liveRefresh(.mlb)), .fetchScores(Day(iso: "2026-11-22")!)])
    }

    @Test func loadedGamesAreShownAndAnswersForOtherDatesIgnored() {
        var s = loadedScores()
        #expect(s.scores.boards.mlb.games.count == 8)
        #expect(!s.scores.boards.mlb.isLoading)
        let before = s
        _ = reduce(&s, .scores(.mlb(.loaded(Day(iso: "2018-01-01")!, .success(Loaded(value: [], origin: .network)), at: loadTime))))
        expectNoDifference(s, before)
    }

    @Test func selectionMovesAndEnterOpensTheDetail() {
        var s = loadedScores()
        press(&s, .down, .down)
        #expect(s.scores.boards.mlb.viewport.selected == 2)
        press(&s, .char("G"))
        #expect(s.scores.boards.mlb.viewport.selected == 7)
        #expect(s.scores.boards.mlb.viewport.offset > 0)
        press(&s, .char("g"), .enter)
        #expect(s.scores.boards.mlb.showingDetail)
        press(&s, .escape)
        #expect(!s.scores.boards.mlb.showingDetail)
        press(&s, .pageDown)
        #expect(s.scores.boards.mlb.viewport.selected == 6)    // 80×24: six three-line rows per page
    }

    @Test func qStillQuitsFromTheScoresTab() {
        var s = loadedScores()
        #expect(press(&s, .char("q")) == [.quit])
    }

    @Test func aFailedFetchShowsTheRetryDialogAndRetryRepeatsIt() {
        var s = makeState()
        _ = reduce(&s, .start)
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .failure(.timeout), at: loadTime))))
        guard case .dialog(let dialog) = s.presented else { Issue.record("no dialog"); return }
        #expect(dialog.title == "Oops, something went wrong")
        #expect(dialog.message == "An error occurred while fetching data. Do you want to try again?")
        #expect(dialog.buttons == ["Cancel", "Retry"])
        #expect(s.scores.boards.mlb.failure == .timeout)
        #expect(press(&s, .enter) == [.cancelTimer(.liveRefresh(.mlb)), .fetchScores(testDay)])   // Retry is preselected
        #expect((s.presented == nil))
    }

    @Test func cancelClosesTheDialogAndLeavesTheInlineMessage() {
        var s = makeState()
        _ = reduce(&s, .start)
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .failure(.httpStatus(500)), at: loadTime))))
        #expect(press(&s, .left, .enter) == [])
        #expect((s.presented == nil))
        #expect(render(s).lines.contains { $0.contains("The server answered HTTP 500.") })
    }

    @Test func offlineDateWithoutASampleIsSaidInlineWithoutADialog() {
        var s = loadedScores()
        press(&s, .right, .right, .right)
        _ = reduce(&s, .scores(.mlb(.loaded(s.scores.boards.mlb.date, .failure(.noSample("x")), at: loadTime))))
        #expect((s.presented == nil))
        #expect(render(s).lines.contains { $0.contains("Offline sample dates: 2018-09-19, 2018-09-20, 2018-09-21") })
    }

    /// A copy to read: no dialog over it, a quiet line naming the service, the age in the header, `r` to try again.
    @Test func aStaleCopyIsShownMarkedAndALineSaysWhatFailed() {
        let fetched = loadTime.addingTimeInterval(-7200)
        var s = loadedScores(origin: .staleCache(fetchedAt: fetched, failure: .offline("connection refused")))
        #expect(s.scores.boards.mlb.games.count == 8)
        #expect(s.scores.boards.mlb.load.isStale)
        #expect((s.presented == nil))
        #expect(s.notice == "Couldn't refresh MLB games: No connection (connection refused). The last copy stays on screen; r tries again.")
        #expect(render(s).lines[1].contains("stale, 2 h old"))
        #expect(press(&s, .char("r")).contains(.fetch(.mlbSchedule(date: testDay.iso))))
    }

    @Test func liveGamesStartTheRefreshTimerOnlyOnline() {
        var online = makeState(offline: false)
        online.scores.boards.mlb.date = Day(iso: "2018-09-20")!
        let commands = reduce(&online, .scores(.mlb(.loaded(online.scores.boards.mlb.date, .success(Loaded(value: sampleGames("2018-09-20"), origin: .network)), at: loadTime))))
        #expect(commands == [.startTimer(.liveRefresh(.mlb), after: .seconds(30))])
        #expect(reduce(&online, .scores(.mlb(.liveRefreshDue))) == [.cancelTimer(.liveRefresh(.mlb)), .fetchScores(online.scores.boards.mlb.date)])
        // The configured interval (refresh_seconds) is the one asked for.
        online.liveRefresh = .seconds(45)
        let again = reduce(&online, .scores(.mlb(.loaded(online.scores.boards.mlb.date, .success(Loaded(value: sampleGames("2018-09-20"), origin: .network)), at: loadTime))))
        #expect(again == [.startTimer(.liveRefresh(.mlb), after: .seconds(45))])
        var offline = makeState(offline: true)
        offline.scores.boards.mlb.date = Day(iso: "2018-09-20")!
        #expect(reduce(&offline, .scores(.mlb(.loaded(offline.scores.boards.mlb.date, .success(Loaded(value: sampleGames("2018-09-20"), origin: .bundledSample)), at: loadTime)))) == [])
        var finals = makeState(offline: false)
        #expect(reduce(&finals, .scores(.mlb(.loaded(testDay, .success(Loaded(value: sampleGames("2018-09-19"), origin: .network)), at: loadTime)))) == [])
    }

    @Test func refreshKeepsTheSelectedGame() {
        var s = loadedScores()
        press(&s, .down, .down, .down)
        let pk = s.scores.boards.mlb.selectedGame?.gamePk
        #expect(press(&s, .char("r")) == [.cancelTimer(.liveRefresh(.mlb)), .fetchScores(testDay)])
        var reordered = sampleGames("2018-09-19")
        reordered.reverse()
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .success(Loaded(value: reordered, origin: .network)), at: loadTime))))
        #expect(s.scores.boards.mlb.selectedGame?.gamePk == pk)
    }

    @Test func mouseClickSelectsAndDoubleClickOpens() {
        var s = loadedScores()
        let list = ListDetailLayout(scores: s).list
        _ = reduce(&s, .mouse(MouseEvent(.click, x: 10, y: list.y + 4)))
        #expect(s.scores.boards.mlb.viewport.selected == 1)
        _ = reduce(&s, .mouse(MouseEvent(.doubleClick, x: 10, y: list.y + 7)))
        #expect(s.scores.boards.mlb.viewport.selected == 2)
        #expect(s.scores.boards.mlb.showingDetail)
        var w = loadedScores()
        _ = reduce(&w, .mouse(MouseEvent(.wheelDown, x: 10, y: 5)))
        #expect(w.scores.boards.mlb.viewport.selected == 1)
    }

    @Test func helpListsEveryScoresKey() {
        var s = loadedScores(width: 80, height: 40)
        press(&s, .char("?"))
        let text = render(s).lines.joined(separator: "\n")
        for entry in BoardKeys<MLBLeague>.map(s.scores.boards.mlb, s.context()).bindings { #expect(text.contains(entry.help), "\(entry.help)") }
    }
}

@Suite struct DatePickerTests {
    func open() -> AppState {
        var s = loadedScores()
        press(&s, .char("d"))
        return s
    }

    var picker: (AppState) -> DatePickerState? = { s in
        s.scores.picker
    }

    @Test func arrowsPagesAndYears() {
        var s = open()
        press(&s, .right, .down, .pageDown, .char("]"))
        #expect(picker(s)?.cursor.iso == "2019-10-27")
        press(&s, .shiftPageUp, .pageUp, .up, .left)
        #expect(picker(s)?.cursor.iso == "2018-09-19")
        press(&s, .char("t"))
        #expect(picker(s)?.cursor == testDay)
    }

    @Test func typedDatesJumpAndEnterPicks() {
        var s = open()
        for c in "20180920" { press(&s, .char(c)) }   // dashes are added as you type
        #expect(picker(s)?.cursor.iso == "2018-09-20")
        #expect(press(&s, .enter) == [.cancelTimer(.liveRefresh(.mlb)), .fetchScores(Day(iso: "2018-09-20")!)])
        #expect((s.presented == nil))
    }

    @Test func invalidTypedDatesAreRefusedWithAMessage() {
        var s = open()
        for c in "2018-13-45" { press(&s, .char(c)) }
        #expect(picker(s)?.message == "Not a date: 2018-13-45")
        #expect(picker(s)?.cursor == testDay)
        for c in "2018-02" { press(&s, .char(c)) }
        press(&s, .backspace, .backspace)
        #expect(picker(s)?.typed == "2018-")
        #expect(press(&s, .enter) == [])             // partial date: refused, picker stays
        #expect(picker(s)?.message == "Not a date: 2018-")
    }

    /// Enter right after a refused date keeps the picker and its message
    /// (it closed and reloaded the same day, and the message was lost).
    @Test func enterAfterARefusedDateKeepsThePickerAndTheMessage() {
        var s = open()
        for c in "20180230" { press(&s, .char(c)) }
        #expect(picker(s)?.message == "Not a date: 2018-02-30")
        #expect(press(&s, .enter) == [])
        #expect(picker(s)?.message == "Not a date: 2018-02-30", "still open, still saying why")
        press(&s, .right)                             // any other key goes on as usual
        #expect(picker(s)?.message == nil)
        #expect(press(&s, .enter) == [.cancelTimer(.liveRefresh(.mlb)), .fetchScores(testDay.adding(days: 1))])
    }

    @Test func escCancelsAndKeepsTheDate() {
        var s = open()
        press(&s, .right, .right)
        #expect(press(&s, .escape) == [])
        #expect((s.presented == nil))
        #expect(s.scores.boards.mlb.date == testDay)
        #expect(s.scores.boards.mlb.games.count == 8)
    }

    @Test func offlinePickerSaysWhichDatesHaveNoData() {
        var s = open()
        press(&s, .left)
        #expect(picker(s)?.message == "No sample data for this date (offline)")
        press(&s, .right)
        #expect(picker(s)?.message == nil)
    }

    @Test func anyKeySequenceLeavesAValidDate() {
        var s = open()
        let keys: [Key] = [.pageUp, .char("9"), .char("["), .right, .char("-"), .backspace, .char("0"), .up, .shiftPageDown, .down]
        for i in 0..<500 { press(&s, keys[(i * 7 + i / 3) % keys.count]) }
        #expect(picker(s) != nil)
        #expect(Day(iso: picker(s)!.cursor.iso) == picker(s)!.cursor)
    }
}

/// Clicking the date in the Scores header opens the picker, as tapping the
/// header does in the mobile app's mockup; its arrows step a day.
@Suite struct ScoresHeaderClickTests {
    @Test(arguments: [80, 120])
    func theDateOpensThePickerAndTheArrowsStepADay(width: Int) {
        var s = loadedScores(width: width, height: 24)
        let line = render(s).lines[1]                       // the content's first row: the header
        let date = line.range(of: "Wednesday")!.lowerBound.utf16Offset(in: line)
        _ = reduce(&s, .mouse(MouseEvent(.click, x: date + 2, y: 1)))
        #expect(s.scores.picker != nil, "the picker opened")
        var right = loadedScores(width: width, height: 24)
        let arrow = line.firstIndex(of: "→")!.utf16Offset(in: line)
        let effects = reduce(&right, .mouse(MouseEvent(.click, x: arrow, y: 1)))
        #expect(right.scores.boards.mlb.date == Day(iso: "2018-09-20")!)
        #expect(!effects.isEmpty)
        var left = loadedScores(width: width, height: 24)
        _ = reduce(&left, .mouse(MouseEvent(.click, x: line.firstIndex(of: "←")!.utf16Offset(in: line), y: 1)))
        #expect(left.scores.boards.mlb.date == Day(iso: "2018-09-18")!)
        var elsewhere = loadedScores(width: width, height: 24)
        _ = reduce(&elsewhere, .mouse(MouseEvent(.click, x: 0, y: 1)))
        #expect(elsewhere.scores.picker == nil && elsewhere.scores.boards.mlb.date == Day(iso: "2018-09-19")!)
    }
}
