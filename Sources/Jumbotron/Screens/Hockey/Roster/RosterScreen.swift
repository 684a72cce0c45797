import FoundationEssentials
import SportsCore
import TerminalUI

/// A club's roster: kept per club for the run (and 24 h on disk), the list's
/// place, and which club is open.
public struct RosterState: Equatable, Sendable {
    public var tricode: String?
    public var rosters: [String: Loadable<NHLRoster, FetchError>] = [:]
    public var list = ListDetail()

    public init() {}

    public var roster: Loadable<NHLRoster, FetchError>? { tricode.flatMap { rosters[$0] } }
    public var players: [NHLPlayer] { roster?.value?.players ?? [] }
}

public enum RosterIntent: Equatable, Sendable {
    case list(ListIntent)
    case favorite
    case remove
}

public enum RosterAction: Equatable, Sendable {
    case intent(RosterIntent)
    case mouse(MouseEvent)
    case refresh
    /// The size changed: keep the selection in view.
    case reveal
    case rosterLoaded(String, Result<Loaded<NHLRoster>, FetchError>, at: Date)
    case retryRoster(String)
}

enum RosterScreen {
    static func selected(_ s: RosterState, _ stats: PlayerStats) -> NHLPlayer? {
        s.players.indices.contains(s.list.selected) ? stats.latest(s.players[s.list.selected]) : nil
    }

    static func spec(_ s: RosterState, _ stats: PlayerStats, _ context: ScreenContext) -> ListSpec {
        let height = rowHeight(context)
        let header = logoSlot(context).map { $0.height + 1 } ?? 1
        return ListSpec(count: s.players.count, headerHeight: { _ in header }, rowHeight: { _ in height },
                        page: { max(1, $0 / height - 1) }, detail: stats.detail(selected(s, stats)), state: StateKey(StatePair(s, stats)))
    }

    /// The club logo's slot in the roster header: with pictures on and a tall
    /// enough terminal (the list keeps at least 20 rows), else none.
    static func logoSlot(_ context: ScreenContext) -> Size? {
        guard context.display.showsPictures, context.size.height >= 30, context.size.width >= 60 else { return nil }
        return Size(width: 8, height: 4)
    }

    /// Position and hand beside the name when the list is wide, under it when narrow.
    static func rowHeight(_ context: ScreenContext) -> Int {
        let width = context.isSplit ? Layout.split(context.layout.content).list.width : context.size.width
        return width >= 48 ? 1 : 2
    }

    /// Opens a club's roster at its top, loading it unless it is here or on its way.
    static func open(_ s: inout RosterState, _ tri: String) -> [Effect<RosterAction>] {
        s.tricode = tri
        s.list = ListDetail()
        if s.rosters[tri]?.value == nil, s.rosters[tri]?.isLoading != true { return load(&s, tri) }
        return []
    }

    static func reduce(_ s: inout RosterState, _ action: RosterAction, _ stats: PlayerStats,
                       _ context: ScreenContext) -> [Effect<RosterAction>] {
        switch action {
        case .intent(.list(let intent)): s.list.apply(intent, spec(s, stats, context), context); return []
        case .intent(.favorite):
            return selected(s, stats).map { [.favorites(.save(.player($0)))] } ?? []
        case .intent(.remove):
            return selected(s, stats).map { [.favorites(.remove(.player($0)))] } ?? []
        case .mouse(let event):
            s.list.mouse(event, spec(s, stats, context), context)
            return []
        case .refresh:
            return s.tricode.map { load(&s, $0, refresh: true) } ?? []
        case .reveal:
            s.list.reveal(spec(s, stats, context), context)
            return []
        case .rosterLoaded(let tri, let result, let at):
            var load = s.rosters[tri] ?? Loadable()
            let failure = load.apply(result.mapError { HockeyModule.describe404($0, "The NHL has no current roster for \(tri).") }, at: at)
            s.rosters[tri] = load
            guard s.tricode == tri else { return [] }
            s.list.reveal(spec(s, stats, context), context)
            return failure.map { Effect.retryDialog(for: $0, .retryRoster(tri), service: "NHL roster (\(tri))", showing: load.value != nil) } ?? []
        case .retryRoster(let tri):
            return load(&s, tri, refresh: true)
        }
    }

    static func load(_ s: inout RosterState, _ tri: String, refresh: Bool = false) -> [Effect<RosterAction>] {
        var load = s.rosters[tri] ?? Loadable()
        load.start()
        s.rosters[tri] = load
        return [.fetch(.nhlRoster(tri, refresh: refresh), key: "hockey.roster") { .rosterLoaded(tri, $0, at: $1) }]
    }

    /// `f`/`x` for the selected player (the hint bar offers the one that
    /// applies; `?` lists both, as both keys work), then the list's movement.
    static func favoriteBindings(_ s: RosterState, _ stats: PlayerStats, _ context: ScreenContext) -> [KeyBinding<RosterIntent>] {
        guard let p = selected(s, stats) else { return [] }
        let add = KeyBinding<RosterIntent>([.char("f")], .favorite, help: "Add to favorites", hint: "favorite")
        let remove = KeyBinding<RosterIntent>([.char("x")], .remove, help: "Remove from favorites", hint: "remove")
        let saved = context.saved.playerIDs.contains(p.id)
        let other = saved ? add : remove
        return [saved ? remove : add, KeyBinding(other.keys, other.intent, help: other.help)]
    }

    static func listBindings(_ s: RosterState, _ stats: PlayerStats, _ context: ScreenContext) -> [KeyBinding<RosterIntent>] {
        s.list.bindings(spec(s, stats, context), context) { .list($0) }.filter { $0.intent != .list(.back) }
    }
}
