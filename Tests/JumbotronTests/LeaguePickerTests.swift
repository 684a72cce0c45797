import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// `l` over Scores: the leagues by sport, the user's first, a filter typed
/// a letter at a time, the cursor, Enter and Esc; `L` through the user's
/// leagues; the config's `leagues`.
@Suite struct LeaguePickerTests {
    @Test func lOpensThePickerTypingFiltersAndEnterSwitches() {
        var s = loadedScores("2018-09-19", width: 100, height: 30)
        let asked = press(&s, .char("l"))
        #expect(s.scores.leaguePicker != nil && AppView.screenTitle(s).contains("MLB"))
        // The other boards' days are asked for, so their games can be counted; none starts a timer.
        #expect(asked.contains { if case .fetch(.nhlSchedule) = $0 { true } else { false } }, "\(asked)")
        #expect(!asked.contains { if case .startTimer = $0 { true } else { false } }, "\(asked)")
        let open = renderScreen(s).snapshot
        #expect(open.contains("Pick a league") && open.contains("Baseball") && open.contains("College Football"))
        #expect(open.contains("games"), "the MLB board is loaded: its games are counted")
        Snapshot.assert(open, named: "league-picker-100x30")
        press(&s, .char("f"), .char("o"), .char("o"), .char("t"), .char("b"))
        #expect(LeaguePicker.leagues(LeaguePicker.lines("footb", .standard)) == [ScoresLeague(id: "college-football")])
        #expect(LeaguePicker.leagues(LeaguePicker.lines("col", .standard)).count == 3, "college football and both college basketballs")
        #expect(!renderScreen(s).snapshot.contains("Baseball"))
        press(&s, .enter)
        #expect(s.scores.leaguePicker == nil && s.scores.league == ScoresLeague(id: "college-football"))
    }

    @Test func arrowsMoveEscCancelsAndNothingMatchedSaysSo() {
        var s = loadedScores("2018-09-19", width: 100, height: 30)
        press(&s, .char("l"), .down, .down)
        #expect(s.scores.leaguePicker?.selected == .nba, "MLB, NHL, NBA: the table's order under each sport")
        press(&s, .up)
        #expect(s.scores.leaguePicker?.selected == .nhl)
        press(&s, .escape)
        #expect(s.scores.leaguePicker == nil && s.scores.league == .mlb)
        press(&s, .char("l"), .char("z"), .char("z"))
        #expect(renderScreen(s).snapshot.contains("No league's name has \"zz\"."))
        press(&s, .enter)
        #expect(s.scores.leaguePicker != nil, "Enter with nothing shown stays")
        press(&s, .backspace, .backspace, .enter)
        #expect(s.scores.leaguePicker == nil && s.scores.league == .mlb, "the cursor's league: the one on screen")
        var long = loadedScores("2018-09-19", width: 100, height: 30)
        press(&long, .char("l"))
        for _ in 0..<200 { press(&long, .char("x")) }
        #expect(long.scores.leaguePicker?.filter.count == LeaguePicker.maxFilter)
    }

    @Test func theUsersLeaguesComeFirstAndLStepsThroughThem() {
        let mine: [ScoresLeague] = [.nfl, .mlb]
        let lines = LeaguePicker.lines("", .standard, enabled: mine)
        #expect(Array(lines.prefix(4)) == [.sport(.football), .league(.nfl, enabled: true), .league(ScoresLeague(id: "college-football"), enabled: false),
                                          .sport(.baseball)])
        #expect(lines.contains(.league(.nhl, enabled: false)))
        #expect(ScoresLeague.mlb.next(among: mine) == .nfl && ScoresLeague.nfl.next(among: mine) == .mlb && ScoresLeague.nhl.next(among: mine) == .nfl)
    }

    @Test func theConfigNamesTheUsersLeagues() {
        let file = SettingsFile.parse("leagues = [\"nfl\", \"MLB\", \"cricket\", \"nfl\"]\n")
        #expect(file.settings.enabledLeagues == [.nfl, .mlb])
        #expect(file.problems.contains { $0.key == "leagues" && $0.message.contains("'cricket' is not one of") })
        #expect(SettingsFile.parse("leagues = 3\n").problems.contains { $0.key == "leagues" })
        #expect(SettingsText.defaultFile.contains("# leagues = [\"mlb\", \"nfl\"]"))
    }
}
