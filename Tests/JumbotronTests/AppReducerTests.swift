import CustomDump
import Testing
import TerminalUI
@testable import Jumbotron

@Suite struct AppReducerTests {
    @Test func digitsAndTabSwitchTabsAndWrapAround() {
        var s = makeState()
        press(&s, .char("3"))
        #expect(s.tab == .shows)
        for _ in 0..<(TabTable.all.count - 2) { press(&s, .tab) }   // from tab 3 round to tab 1
        #expect(s.tab == .scores)
        press(&s, .backTab)
        #expect(s.tab == TabTable.all.last!)
    }

    @Test func qQuitsFromTheTopLevel() {
        var s = makeState()
        #expect(press(&s, .char("q")) == [.quit])
        #expect(s.shouldQuit)
    }

    @Test func qInsideHelpClosesHelpInsteadOfQuitting() {
        var s = makeState()
        press(&s, .char("?"))
        expectNoDifference(s.presented, .help)
        #expect(press(&s, .char("q")) == [])
        #expect((s.presented == nil))
        #expect(!s.shouldQuit)
    }

    @Test func ctrlCAlwaysQuitsEvenFromAnOverlay() {
        var s = makeState()
        press(&s, .char("?"))
        #expect(press(&s, .ctrl("c")) == [.quit])
        #expect(s.shouldQuit)
    }

    @Test func ctrlZSuspendsFromAnywhere() {
        var s = makeState()
        #expect(press(&s, .ctrl("z")) == [.suspend])
        press(&s, .char("?"))
        #expect(press(&s, .ctrl("z")) == [.suspend])
        #expect(s.presented == .help)
    }

    @Test func overlaysSwallowOtherKeys() {
        var s = makeState()
        press(&s, .char("?"), .char("2"))
        #expect(s.tab == .scores)
        press(&s, .escape, .char("2"))
        #expect(s.tab == .schedule)
    }

    @Test func clickingATabSelectsIt() {
        var s = makeState()
        let slot = TabBarView.slots(tabs: s.tabs, width: 80).first { $0.index == 3 }!
        _ = reduce(&s, .mouse(MouseEvent(.click, x: slot.x + 1, y: 23)))
        #expect(s.tab == .favorites)
        _ = reduce(&s, .mouse(MouseEvent(.click, x: 0, y: 23)))   // left of every tab
        #expect(s.tab == .favorites)
    }

    @Test func resizeAndTicks() {
        var s = makeState()
        _ = reduce(&s, .resize(Size(width: 30, height: 5)))
        #expect(s.size == Size(width: 30, height: 5))
        _ = reduce(&s, .tick)
        #expect(s.spinnerFrame == 1)
    }

    @Test func helpListsEveryGlobalBinding() {
        let help = AppReducer.keyHelp(for: makeState())
        let keys = help.flatMap(\.entries).flatMap(\.keys)
        for binding in GlobalKeys.map(tabs: TabTable.all).bindings { for key in binding.keys { #expect(keys.contains(key)) } }
    }
}

/// Alt-keys bind to nothing, and a paste is text only where a field has the keys.
@Suite struct AltAndPasteTests {
    @Test func altFDoesNotFavorite() {
        var s = loadedShows()
        #expect(press(&s, .alt("f")).isEmpty)
        #expect((s.presented == nil))
    }

    @Test func aPasteTypesIntoTheFilterAndIsDroppedElsewhere() {
        var s = loadedShows()
        let before = s
        #expect(reduce(&s, .paste("q1fx")).isEmpty)          // no field: not q (quit), 1 (tab), f (favorite)
        #expect(s.shows == before.shows && !s.shouldQuit && s.tab == before.tab)
        #expect(s.notice == "Paste ignored: no text field is open")
        press(&s, .char("/"))
        _ = reduce(&s, .paste("Har\nbor"))
        #expect(s.shows.filter == "Harbor")
    }

    /// 200 KB pasted into the filter once took 38 s of CPU: a field holds 200
    /// characters, typed or pasted, and Escape still clears it at once.
    @Test func aHugePasteFillsTheFieldToItsBoundOnly() {
        var s = loadedShows()
        press(&s, .char("/"))
        _ = reduce(&s, .paste(String(repeating: "lorem ipsum ", count: 17_000)))
        #expect(s.shows.filter.count == 200)
        press(&s, .char("z"))
        #expect(s.shows.filter.count == 200, "typing past the bound adds nothing")
        press(&s, .escape)
        #expect(s.shows.filter.isEmpty)
    }
}
