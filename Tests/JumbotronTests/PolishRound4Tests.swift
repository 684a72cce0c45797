import Foundation
@testable import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// What a fan walking every league hit: the day picked in a week, a bench
/// player who has not played yet, the hint bar's way back and help, the
/// words of a dialog's `y`, a network that is down on the first screen.
@Suite struct PolishRound4Tests {
    /// With the week on screen, `d` and Monday's date: Monday's first game is selected, not Thursday's.
    @Test func aDayPickedInTheWeekSelectsItsFirstGame() {
        var s = loadedNFL()
        press(&s, .home)
        #expect(s.scores.boards.nfl.selectedGame?.id == 401772001, "Thursday's game first")
        press(&s, .char("d"))
        for c in "2026-11-23" { press(&s, .char(c)) }
        press(&s, .enter)
        let monday = Day(iso: "2026-11-23")!
        #expect(s.scores.boards.nfl.date == monday)
        _ = reduce(&s, .scores(.nfl(.loaded(monday, .success(Loaded(value: sampleNFLWeek(), origin: .bundledSample)), at: loadTime))))
        let selected = s.scores.boards.nfl.selectedGame
        #expect(selected?.id == 401772014, "Monday's game")
        #expect(renderScreen(s).snapshot.contains("Monday"))
    }

    /// On a day board nothing moves: the cursor starts on the first row.
    @Test func aDaysBoardStartsOnItsFirstRow() {
        let s = loadedScores("2018-09-20")
        #expect(s.scores.boards.mlb.list.selected == 0)
    }

    @Test func aBenchPlayerIsNotDNPWhileTheGameIsOn() {
        let bench = NBABoxscore.Player(id: 1, name: "Elijah Umeh", shortName: "E. Umeh", starter: false, played: false, status: "ACTIVE")
        #expect(bench.notPlayingText(over: false) == NBABoxscore.Player.notInYet)
        #expect(bench.notPlayingText(over: true) == "DNP")
        var hurt = bench
        hurt.status = "INACTIVE"; hurt.notPlayingReason = "INACTIVE_INJURY"; hurt.notPlayingDescription = "Left Ankle; Sprain"
        #expect(hurt.notPlayingText(over: false)?.hasPrefix("Inactive") == true, "an inactive player is out whatever the clock")
    }

    /// The way back and help are always in the bar, each key once (Enter from My Teams added a second Esc).
    @Test func escAndHelpAreAlwaysInTheHintBarAndEachKeyOnce() {
        var s = myTeams()
        press(&s, .down, .down, .enter)   // the Bears' live game, its center over the list at 80 columns
        _ = reduce(&s, .scores(.nfl(.loaded(nflSampleDay, .success(Loaded(value: sampleNFLWeek(), origin: .bundledSample)), at: loadTime))))
        let items = HintBarView.items(s, width: 79)
        #expect(items.filter { $0.key == "Esc" }.count == 1, "\(items)")
        #expect(items.contains { $0.key == "Esc" } && items.contains { $0.key == "?" }, "\(items)")
        #expect(!items.contains { $0.key == "z" }, "narrow, the center already fills the screen: z is not offered")
        var wide = loadedNFL(width: 120, height: 40)
        press(&wide, .char("z"))
        #expect(HintBarView.items(wide, width: 119).contains { $0.key == "z" && $0.hint == "list" })
    }

    @Test func yIsNamedByTheButtonItPresses() {
        let help = DialogKeys.help(buttons: ["Cancel", "Unfollow"])
        #expect(help.entries.contains { $0.keys == [.char("y")] && $0.help == "Unfollow (the last button)" })
        var even = NHLPlayer.GameLine(date: "2026-11-19", opponent: "BOS")
        even.plusMinus = 0
        #expect(PlayerDetailView.gameLine(even, goalie: false).contains("  +0"), "signed like +1 and -1: the column never shifts")
    }

    /// No network on the first screen: the dialog names the service and, once a run, says `--offline`.
    @Test func aNetworkThatIsDownIsNamedAndOfflineIsMentionedOnce() {
        var s = makeState(offline: false)
        s.display.offline = false
        _ = reduce(&s, .start)
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .failure(.offline("connection refused")), at: loadTime))))
        guard case .dialog(let first)? = s.presented else { Issue.record("no dialog"); return }
        #expect(first.detail == "MLB games: No connection (connection refused). " + Dialog<AppAction>.offlineHint)
        s.presented = nil
        _ = reduce(&s, .scores(.mlb(.loaded(testDay, .failure(.offline("connection refused")), at: loadTime))))
        guard case .dialog(let second)? = s.presented else { Issue.record("no dialog"); return }
        #expect(second.detail == "MLB games: No connection (connection refused).", "said once")
    }
}
