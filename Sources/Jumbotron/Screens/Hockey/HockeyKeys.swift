import SportsCore
import TerminalUI

/// The Hockey tab's keys for the screen on top of its stack, offering only what works now.
enum HockeyKeys {
    static func map(_ s: HockeyState, _ context: ScreenContext) -> KeyMap<HockeyIntent> {
        switch s.top {
        case nil: return myPlayers(s, context)
        case .teams: return teams(s, context)
        case .roster: return roster(s, context)
        }
    }

    static func myPlayers(_ s: HockeyState, _ context: ScreenContext) -> KeyMap<HockeyIntent> {
        var b: [KeyBinding<HockeyIntent>] = []
        if s.selectedPlayer != nil { b.append(remove) }
        b.append(KeyBinding([.char("a")], .addPlayers, help: "Add a player: browse the teams", hint: "add"))
        return KeyMap("My Players", b + movement(s.myPlayers, s.myPlayersSpec, back: s.isShowingPlayer, context))
    }

    static func teams(_ s: HockeyState, _ context: ScreenContext) -> KeyMap<HockeyIntent> {
        var b: [KeyBinding<HockeyIntent>] = []
        if s.selectedTeam != nil { b.append(KeyBinding([.enter], .list(.open), help: "Open the team's roster", hint: "roster")) }
        b.append(KeyBinding([.char("m")], .toggleView, help: "Switch between list and map",
                            hint: s.teamsView == .list ? "map" : "list"))
        switch s.teamsView {
        case .list:
            b.append(KeyBinding([.right], .showView(.map), help: "Show the map"))
            b.append(KeyBinding([.char("/")], .filter, help: "Filter by name, city or tricode (Esc clears)", hint: "filter"))
            if !s.filter.isEmpty { b.append(KeyBinding([.escape], .clearFilter, help: "Clear the filter")) }
            b += s.teamsList.bindings(s.teamsSpec, context) { HockeyIntent.list($0) }
                .filter { $0.intent != HockeyIntent.list(.open) && $0.intent != HockeyIntent.list(.back) }
        case .map:
            if let scene = s.mapScene, let current = scene.badge(s.mapSelected) {
                let others = scene.badges.filter { $0.id != current.id }.map { (id: $0.id, at: $0.anchor) }
                let moves: [(Key, MapNavigation.Direction, String)] = [(.left, .left, "west"), (.right, .right, "east"),
                                                                       (.up, .up, "north"), (.down, .down, "south")]
                for (key, direction, word) in moves where MapNavigation.next(from: current.anchor, direction, among: others) != nil {
                    b.append(KeyBinding([key], .mapMove(direction), help: "Nearest team to the \(word)",
                                        hint: key == .right ? "move" : nil))
                }
            }
        }
        b.append(home)
        if s.teamsView == .list && !s.filter.isEmpty {
            b.append(KeyBinding([.backspace, .char("h")], .back, help: "Back to My Players"))
        } else {
            b.append(KeyBinding([.escape, .backspace, .char("h")], .back, help: "Back to My Players", hint: "back"))
        }
        return KeyMap("Teams", b)
    }

    static func roster(_ s: HockeyState, _ context: ScreenContext) -> KeyMap<HockeyIntent> {
        var b: [KeyBinding<HockeyIntent>] = []
        if let p = s.selectedPlayer {
            // The hint bar offers the one that applies; `?` lists both, as both keys work here.
            let saved = s.favoriteIDs.contains(p.id)
            b.append(saved ? remove : add)
            let other = saved ? add : remove
            b.append(KeyBinding(other.keys, other.intent, help: other.help))
        }
        b.append(home)
        let title = s.isShowingPlayer ? "Player" : "Roster"
        let spec = s.rosterSpec(context)
        let list = s.rosterList.bindings(spec, context) { HockeyIntent.list($0) }.filter { $0.intent != HockeyIntent.list(.back) }
        let back = KeyBinding<HockeyIntent>([.escape, .backspace, .char("h")], .back,
                                            help: s.isShowingPlayer ? "Back to the roster" : "Back to the teams", hint: "back")
        return KeyMap(title, b + list + [back])
    }

    /// List movement for My Players; Esc only closes an open player there (the root has nothing above it).
    static func movement(_ list: ListDetail, _ spec: ListSpec, back: Bool, _ context: ScreenContext) -> [KeyBinding<HockeyIntent>] {
        var b = list.bindings(spec, context) { HockeyIntent.list($0) }.filter { $0.intent != .list(.back) }
        if back {
            b.append(KeyBinding([.escape, .backspace, .char("h")], .back, help: "Back to My Players", hint: "back"))
        }
        return b
    }

    static let add = KeyBinding<HockeyIntent>([.char("f")], .favorite, help: "Add to favorites", hint: "favorite")
    static let remove = KeyBinding<HockeyIntent>([.char("x")], .remove, help: "Remove from favorites", hint: "remove")
    static let home = KeyBinding<HockeyIntent>([.char("F")], .myPlayers, help: "Back to My Players from anywhere", hint: "my players")

    static let filter = KeyHelp.typingFilter(by: "name, city or tricode")
}
