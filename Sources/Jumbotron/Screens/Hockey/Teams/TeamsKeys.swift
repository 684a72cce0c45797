import SportsCore
import TerminalUI

/// The Teams screen's own keys; the Hockey stack adds `F` and the way back.
enum TeamsKeys {
    static func bindings(_ s: TeamsState, _ context: ScreenContext) -> [KeyBinding<TeamsIntent>] {
        var b: [KeyBinding<TeamsIntent>] = []
        if s.selectedTeam != nil { b.append(KeyBinding([.enter], .open, help: "Open the team's roster", hint: "roster")) }
        if let team = s.followable { b += FollowedTeam.keys(follow: .follow, unfollow: .unfollow, team, context.saved) }
        b.append(KeyBinding([.char("m")], .toggleView, help: "Switch between list and map", hint: s.view == .list ? "map" : "list"))
        switch s.view {
        case .list:
            b.append(KeyBinding([.right], .showView(.map), help: "Show the map"))
            b.append(KeyBinding([.char("/")], .filter, help: "Filter by name, city or tricode (Esc clears)", hint: "filter"))
            if !s.filter.isEmpty { b.append(KeyBinding([.escape], .clearFilter, help: "Clear the filter")) }
            b += s.list.bindings(s.spec, context) { TeamsIntent.list($0) }
                .filter { $0.intent != .list(.open) && $0.intent != .list(.back) }
        case .map:
            guard let scene = s.mapScene, let current = scene.badge(s.mapSelected) else { break }
            let others = scene.badges.filter { $0.id != current.id }.map { (id: $0.id, at: $0.anchor) }
            let moves: [(Key, MapNavigation.Direction, String)] = [(.left, .left, "west"), (.right, .right, "east"),
                                                                   (.up, .up, "north"), (.down, .down, "south")]
            for (key, direction, word) in moves where MapNavigation.next(from: current.anchor, direction, among: others) != nil {
                b.append(KeyBinding([key], .mapMove(direction), help: "Nearest team to the \(word)", hint: key == .right ? "move" : nil))
            }
        }
        return b
    }

    /// Esc clears a kept filter first; the stack's Esc waits until then.
    static func escapeIsTaken(_ s: TeamsState) -> Bool { s.view == .list && !s.filter.isEmpty }

    static let filter = KeyHelp.typingFilter(by: "name, city or tricode")
}
