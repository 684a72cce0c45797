import Foundation
import Testing
import TestSupport
import TerminalUI
@testable import Jumbotron

/// The tab table is the one list of tabs: every text that names the tabs is
/// built from it or checked against it, and more than nine tabs never trap.
@Suite struct TabTableTests {
    @Test func textsThatNameTheTabsFollowTheTable() throws {
        #expect(SettingsText.defaultFile.contains("Tab to open: \(SettingsText.tabChoices)."))
        for name in TabTable.names { #expect(SettingsText.tabChoices.contains("\"\(name)\"")) }
        let man = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/jumbotron.1"), encoding: .utf8)
        let digits = TabTable.all.prefix(TabTable.digitTabs).indices.map { String($0 + 1) }.joined(separator: " ")
        #expect(man.contains(".B \(digits)\n"))
        for tab in TabTable.all {
            #expect(man.contains(".B \(tab.title)\n"), "the man page describes the \(tab.title) tab")
            #expect(man.contains("\(tab.title) tab"), "the man page's keys name the \(tab.title) tab")
        }
        #expect(TabTable.spokenList.hasSuffix(" and \(TabTable.all.last!.title)"))
    }

    @Test func moreThanNineTabsDoNotTrapAndOnlyNineHaveDigits() {
        let many = TabTable.all + TabTable.all
        let map = GlobalKeys.map(tabs: many)
        let digits = map.bindings.filter { if case .goTo = $0.intent { true } else { false } }
        #expect(digits.count == 9)
        #expect(map.intent(for: .char("9")) == .goTo(8))
        #expect(TabBarView.label(many[10], index: 10, style: .compact) == many[10].title)
        #expect(TabBarView.label(many[10], index: 10, style: .digits) == many[10].shortTitle)
    }
}

/// The one filter field every `/` filter types into.
@Suite struct FilterFieldTests {
    @Test func keysEditKeepMoveAndClear() {
        var text = "ab", editing = true
        #expect(FilterField.key(.char("c"), text: &text, editing: &editing) == .edited && text == "abc")
        #expect(FilterField.key(.backspace, text: &text, editing: &editing) == .edited && text == "ab")
        #expect(FilterField.key(.tab, text: &text, editing: &editing) == .ignored && editing)
        #expect(FilterField.key(.down, text: &text, editing: &editing) == .move(.down) && !editing && text == "ab")
        editing = true
        #expect(FilterField.key(.enter, text: &text, editing: &editing) == .kept && !editing && text == "ab")
        editing = true
        #expect(FilterField.key(.escape, text: &text, editing: &editing) == .cleared && !editing && text.isEmpty)
        #expect(FilterField.key(.backspace, text: &text, editing: &editing) == .edited && text.isEmpty)
    }
}

/// A mistake in a tab's declaration shows here, at start-up, not deep in a session.
@Suite struct TabDeclarationTests {
    @Test func theTableHasNoProblems() {
        #expect(TabTable.problems(TabTable.all).isEmpty)
        #expect(TabTable.problems([.scores, .scores]).contains("2 tabs share the name \"scores\""))
        #expect(TabTable.problems([]) == ["no tabs"])
    }

    /// Every tab starts, draws, names itself and lists its keys at the sizes that matter.
    @Test(arguments: [(80, 24), (40, 12), (200, 60)])
    func everyTabStartsDrawsAndHelps(width: Int, height: Int) {
        for tab in TabTable.all {
            var s = makeState(width: width, height: height, tab: tab)
            _ = reduce(&s, .start)
            let canvas = render(s)
            #expect(canvas.lines[0].contains(AppView.screenTitle(s)), "\(tab)")
            #expect(!AppReducer.keyHelp(for: s).isEmpty, "\(tab)")
            #expect(s.tab == tab)
        }
    }
}

/// The league table is the one list of the Scores tab's leagues: settings,
/// `--league`, the man page and `l` follow it.
@Suite struct LeagueTableTests {
    @Test func textsThatNameTheLeaguesFollowTheTable() throws {
        let man = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/jumbotron.1"), encoding: .utf8)
        #expect(man.contains("The league Scores opens on: \(LeagueTable.standard.choices) (config"))
        for league in LeagueTable.standard.rows.map(\.id) {
            #expect(SettingsText.defaultFile.contains("\"\(league.rawValue)\""), "settings name \(league.name)")
            #expect(man.contains("scores_league = \"mlb\"      # the league Scores opens on: \(LeagueTable.standard.choices)"))
        }
        let s = makeState()
        let help = BoardKeys<MLBLeague>.map(s.scores.boards.mlb, s.context()).bindings.map(\.help)
        #expect(help.contains("Pick a league") && help.contains("Next of your leagues"))
        #expect(man.contains("by sport (\(LeagueTable.standard.rows.map(\.name).joined(separator: ", ")))"))
        // `L` goes round the user's leagues and back (by default the four US leagues, MLS, the Premier League and the Champions League).
        #expect(LeagueTable.standard.enabledRows.map(\.id.rawValue) == ["mlb", "nhl", "nba", "nfl", "usa.1", "eng.1", "uefa.champions"])
        var league = LeagueTable.standard.rows.map(\.id)[0]
        let mine = LeagueTable.standard.enabledRows.map(\.id)
        for _ in mine { league = league.next(among: mine) }
        #expect(league == LeagueTable.standard.rows.map(\.id)[0])
    }

    @Test func aSettingsFileWithAnUnknownLeagueSaysWhichThereAre() {
        let file = SettingsFile.parse("scores_league = \"cricket\"\n")
        #expect(file.problems.contains { $0.message.contains(LeagueTable.standard.choices) })
    }
}
