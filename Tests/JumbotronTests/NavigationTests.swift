import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Navigation as data: `q` and Esc close what is pushed or presented before
/// `q` quits; resizing keeps every screen's selection on screen.
@Suite struct NavigationTests {
    @Test func qClosesTheStandingsThenQuits() {
        var s = loadedStandings()
        #expect(s.scores.boards.mlb.showingStandings)
        #expect(press(&s, .char("q")) == [])
        #expect(!s.scores.boards.mlb.showingStandings && !s.shouldQuit)
        #expect(press(&s, .char("q")) == [.quit] && s.shouldQuit)
    }

    @Test func qClosesAFullScreenDetailOnEveryTab() {
        let opened: [AppState] = [loadedScores(), loadedSchedule(), loadedShows()].map { var s = $0; press(&s, .down, .enter); return s }
        var favorites = loadedShows(favorites: Array(sampleShows().prefix(3)))
        press(&favorites, .char("4"), .enter)
        for var s in opened + [favorites] {
            #expect(render(s).lines.joined().contains("Jumbotron"))
            press(&s, .char("q"))
            #expect(!s.shouldQuit, "\(s.tab): q closed the detail")
            #expect(!AppReducer.keyHelp(for: s).flatMap(\.entries).contains { $0.hint == "back" })
            press(&s, .char("q"))
            #expect(s.shouldQuit, "\(s.tab): q at the top quits")
        }
    }

    @Test func qClosesThePickerAndHelpWithoutQuitting() {
        var s = loadedScores()
        press(&s, .char("d"), .char("q"))
        #expect(s.scores.picker == nil && !s.shouldQuit)
        press(&s, .char("d"), .char("?"))
        #expect(s.presented == .help && s.scores.picker != nil)
        press(&s, .char("q"))
        #expect((s.presented == nil) && s.scores.picker != nil && !s.shouldQuit)
    }

    @Test func helpOverAdialogListsTheDialogKeysAndClosesBackToIt() {
        var s = loadedShows(favorites: [sampleShows()[0]])
        press(&s, .char("x"), .char("?"))
        #expect(s.presented?.isHelp == true && s.presented?.dialog != nil)
        let text = render(s).lines.joined(separator: "\n")
        #expect(text.contains("Keys — Dialog") && text.contains("Press the highlighted button"))
        press(&s, .escape)
        guard case .dialog = s.presented else { Issue.record("the dialog is still open"); return }
    }

    @Test func dialogButtonsWrapAround() {
        var s = loadedShows(favorites: [sampleShows()[0]])
        press(&s, .char("x"))
        guard case .dialog(let d0) = s.presented else { Issue.record("no dialog"); return }
        #expect(d0.selected == 0)
        press(&s, .backTab)
        guard case .dialog(let d1) = s.presented else { Issue.record("no dialog"); return }
        #expect(d1.selected == 1)
        press(&s, .tab)
        guard case .dialog(let d2) = s.presented else { Issue.record("no dialog"); return }
        #expect(d2.selected == 0)
    }

    /// Every list screen, shrunk from 120×40 to 80×24 and to the minimum, keeps its selection visible.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func resizeKeepsEverySelectionVisible(to size: Size) {
        var s = loadedShows(width: 120, height: 40, favorites: Array(sampleShows().prefix(30)))
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .success(Loaded(value: sampleGames("2018-09-19"), origin: .bundledSample)), at: loadTime))))
        _ = reduce(&s, .schedule(.loaded(.success(Loaded(value: sampleSchedule(), origin: .bundledSample)), at: loadTime)))
        for tab in ["1", "2", "3", "4"] {
            press(&s, .char(Character(tab)))
            for _ in 0..<12 { press(&s, .down) }
        }
        _ = reduce(&s, .resize(size))
        func check(_ name: String, _ v: ListViewport, _ layout: ListDetailLayout, rowHeight: Int) {
            #expect(v.selected >= v.offset, "\(name)")
            #expect((v.selected - v.offset) * rowHeight < layout.list.height, "\(name): row \(v.selected) from \(v.offset)")
        }
        check("scores", s.scores.boards.mlb.viewport, ListDetailLayout(scores: s), rowHeight: 3)
        check("shows", s.shows.viewport, ListDetailLayout(shows: s), rowHeight: 1)
        check("favorites", s.favorites.viewport, ListDetailLayout(favorites: s), rowHeight: 1)
        let v = s.schedule.viewport, list = ListDetailLayout(schedule: s).list
        var seen = false
        v.forEachVisible(count: s.schedule.rows.count, height: list.height, rowHeight: s.schedule.rowHeight) { i, _ in
            if i == v.selected { seen = true }
        }
        #expect(seen, "schedule")
    }
}

/// The tab bar from the tab table: six registered modules, three widths.
@Suite struct TabBarTests {
    static let six: [Tab] = TabTable.all.filter { $0.name != "basketball" && $0.name != "myteams" } + [
        Tab("basketball", title: "Basketball", short: "NBA", module: ScheduleModule.self),
    ]

    /// The app's own seven, My Teams last: the labels shorten, then go, before any is cut.
    @Test(arguments: [(120, "  1 Scores   2 Schedule   3 Shows   4 Favorites   5 Hockey   6 Basketball   7 My Teams "),
                      (80, " 1 Scores 2 Schedule 3 Shows 4 Favorites 5 Hockey 6 Basketball 7 My Teams"),
                      (40, " 1 Scr 2 NFL 3 TV 4 Fav 5 NHL 6 NBA 7 My")])
    func sevenTabsFit(width: Int, expected: String) {
        let s = AppState(size: Size(width: width, height: 24), tab: TabTable.all[6], display: DisplayOptions(offline: true), today: testDay)
        let bar = render(s).lines[23]
        #expect(bar.hasPrefix(expected), "\(bar)")
        for slot in TabBarView.slots(tabs: s.tabs, width: width) { #expect(slot.x + slot.width <= width) }
    }

    @Test(arguments: [(120, "  1 Scores   2 Schedule   3 Shows   4 Favorites   5 Hockey   6 Basketball "),
                      (80, "  1 Scores   2 Schedule   3 Shows   4 Favorites   5 Hockey   6 Basketball "),
                      (70, " 1 Scores 2 Schedule 3 Shows 4 Favorites 5 Hockey 6 Basketball"),
                      (60, "  1 Scr   2 NFL   3 TV   4 Fav   5 NHL   6 NBA "),
                      (40, " 1 Scr 2 NFL 3 TV 4 Fav 5 NHL 6 NBA")])
    func sixTabsFitWithoutCuttingALabel(width: Int, expected: String) {
        var s = AppState(size: Size(width: width, height: 24), tab: Self.six[4], display: DisplayOptions(offline: true),
                         today: testDay, tabs: Self.six)
        let bar = render(s).lines[23]
        #expect(bar.hasPrefix(expected), "\(bar)")
        // Every label is whole and clickable; the digits reach every tab.
        for slot in TabBarView.slots(tabs: s.tabs, width: width) {
            #expect(slot.x + slot.width <= width)
            _ = reduce(&s, .mouse(MouseEvent(.click, x: slot.x, y: 23)))
            #expect(s.tabIndex == slot.index)
        }
        for digit in 1...6 {
            press(&s, .char(Character(String(digit))))
            #expect(s.tabIndex == digit - 1)
        }
    }
}
