import SportsCore
import TerminalUI

/// My Players, the root of the Hockey tab: the saved players (read from
/// `ScreenContext.saved`), each with his latest landing.
public struct MyPlayersState: Equatable, Sendable {
    public var list = ListDetail()
    /// The player under the cursor after the last action: when the saved list
    /// changes, the cursor stays on him, or his open detail closes if he went.
    var selectedID: Int?
    public init() {}
}

public enum MyPlayersIntent: Equatable, Sendable {
    case list(ListIntent)
    case remove
}

public enum MyPlayersAction: Equatable, Sendable {
    case intent(MyPlayersIntent)
    case mouse(MouseEvent)
    /// The size or the saved list changed: keep the selection on a player and in view.
    case reveal
}

enum MyPlayersScreen {
    static func players(_ context: ScreenContext) -> [NHLPlayer] { context.saved.playerList }

    static func selected(_ s: MyPlayersState, _ stats: PlayerStats, _ context: ScreenContext) -> NHLPlayer? {
        let list = players(context)
        return list.indices.contains(s.list.selected) ? stats.latest(list[s.list.selected]) : nil
    }

    static func spec(_ s: MyPlayersState, _ stats: PlayerStats, _ context: ScreenContext) -> ListSpec {
        ListSpec(count: players(context).count, headerHeight: { _ in 1 }, rowHeight: { _ in 2 }, page: { max(1, $0 / 2 - 1) },
                 detail: stats.detail(selected(s, stats, context)), state: StateKey(StatePair(s, stats)))
    }

    static func reduce(_ s: inout MyPlayersState, _ action: MyPlayersAction, _ stats: PlayerStats,
                       _ context: ScreenContext) -> [Effect<MyPlayersAction>] {
        let effects = reduceAction(&s, action, stats, context)
        s.selectedID = selected(s, stats, context)?.id
        return effects
    }

    static func reduceAction(_ s: inout MyPlayersState, _ action: MyPlayersAction, _ stats: PlayerStats,
                             _ context: ScreenContext) -> [Effect<MyPlayersAction>] {
        switch action {
        case .intent(.list(let intent)): s.list.apply(intent, spec(s, stats, context), context); return []
        case .intent(.remove):
            return selected(s, stats, context).map { [.favorites(.remove(.player($0)))] } ?? []
        case .mouse(let event):
            s.list.mouse(event, spec(s, stats, context), context)
            return []
        case .reveal:
            let list = players(context)
            if let id = s.selectedID {
                if let same = list.firstIndex(where: { $0.id == id }) { s.list.viewport.selected = same }
                else { s.list.closeDetail() }
            }
            s.list.viewport.selected = min(s.list.viewport.selected, max(0, list.count - 1))
            if list.isEmpty { s.list.closeDetail() }
            s.list.reveal(spec(s, stats, context), context)
            return []
        }
    }

    /// `x` while a player is selected; the parent adds `a`, and Esc when a player is open.
    static func removeBinding(_ s: MyPlayersState, _ stats: PlayerStats, _ context: ScreenContext) -> [KeyBinding<MyPlayersIntent>] {
        selected(s, stats, context) == nil ? [] : [KeyBinding([.char("x")], .remove, help: "Remove from favorites", hint: "remove")]
    }

    static func listBindings(_ s: MyPlayersState, _ stats: PlayerStats, _ context: ScreenContext) -> [KeyBinding<MyPlayersIntent>] {
        s.list.bindings(spec(s, stats, context), context) { .list($0) }.filter { $0.intent != .list(.back) }
    }
}
