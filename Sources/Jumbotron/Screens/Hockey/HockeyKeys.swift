import SportsCore
import TerminalUI

/// The Hockey tab's keys for the screen on top of its stack, offering only
/// what works now: each screen's own keys, with the stack's `a`, `F` and Esc
/// put where help has always listed them.
enum HockeyKeys {
    static func map(_ s: HockeyState, _ context: ScreenContext) -> KeyMap<HockeyIntent> {
        switch s.top {
        case nil: return myPlayers(s, context)
        case .teams: return teams(s, context)
        case .roster: return roster(s, context)
        }
    }

    static func myPlayers(_ s: HockeyState, _ context: ScreenContext) -> KeyMap<HockeyIntent> {
        let own = { (b: KeyBinding<MyPlayersIntent>) in b.map { HockeyIntent.myPlayers($0) } }
        var b = MyPlayersScreen.removeBinding(s.myPlayers, s.stats, context).map(own)
        b.append(KeyBinding([.char("a")], .addPlayers, help: "Add a player: browse the teams", hint: "add"))
        b += MyPlayersScreen.listBindings(s.myPlayers, s.stats, context).map(own)
        // The root has nothing above it: Esc only closes an open player.
        if s.isShowingPlayer { b.append(back("Back to My Players")) }
        return KeyMap("My Players", b)
    }

    static func teams(_ s: HockeyState, _ context: ScreenContext) -> KeyMap<HockeyIntent> {
        var b = TeamsKeys.bindings(s.teams, context).map { $0.map { HockeyIntent.teams($0) } }
        b.append(home)
        if TeamsKeys.escapeIsTaken(s.teams) {
            b.append(KeyBinding([.backspace, .char("h")], .back, help: "Back to My Players"))
        } else {
            b.append(back("Back to My Players"))
        }
        return KeyMap("Teams", b)
    }

    static func roster(_ s: HockeyState, _ context: ScreenContext) -> KeyMap<HockeyIntent> {
        let own = { (b: KeyBinding<RosterIntent>) in b.map { HockeyIntent.roster($0) } }
        let b = RosterScreen.favoriteBindings(s.roster, s.stats, context).map(own) + [home]
            + RosterScreen.listBindings(s.roster, s.stats, context).map(own)
            + [back(s.isShowingPlayer ? "Back to the roster" : "Back to the teams")]
        return KeyMap(s.isShowingPlayer ? "Player" : "Roster", b)
    }

    static func back(_ help: String) -> KeyBinding<HockeyIntent> {
        KeyBinding([.escape, .backspace, .char("h")], .back, help: help, hint: "back")
    }

    static let home = KeyBinding<HockeyIntent>([.char("F")], .home, help: "Back to My Players from anywhere", hint: "my players")
}
