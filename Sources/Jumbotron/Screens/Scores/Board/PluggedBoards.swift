import SportsCore

/// The boards of families that have no shelf of their own in `LeagueBoards`
/// (a family just plugged in), boxed by league: one cast when its board is
/// read, one box when it is written. A family that earns it gets a typed
/// shelf like football's; until then it costs the shared code nothing.
struct PluggedBoards: Equatable, Sendable {
    private var boards: [ScoresLeague: AnyEquatable] = [:]
    private let today: Day
    private let requested: Day?
    private let offline: OfflineDataSource?

    init(today: Day, requested: Day?, offline: OfflineDataSource?) {
        self.today = today; self.requested = requested; self.offline = offline
    }

    static func == (a: PluggedBoards, b: PluggedBoards) -> Bool { a.boards == b.boards && a.today == b.today }

    /// A league's board of family type `L` (made on first look, as every shelf's).
    subscript<L: LeagueRules>(id: ScoresLeague, _ type: BoardType<L>) -> BoardState<L> {
        get { boards[id]?.base as? BoardState<L> ?? L.initialBoard(id, today: today, requested: requested, offline: offline) }
        set { boards[id] = AnyEquatable(newValue) }
    }
}

/// A league type as a key path's argument (metatypes are not hashable).
struct BoardType<L: LeagueRules>: Hashable, Sendable {}

/// A value of any equatable type, compared as itself: a plugged board, or its action.
public struct AnyEquatable: Equatable, Sendable {
    let base: any Sendable
    private let same: @Sendable (any Sendable) -> Bool

    init<T: Equatable & Sendable>(_ value: T) {
        base = value
        same = { ($0 as? T) == value }
    }

    public static func == (a: AnyEquatable, b: AnyEquatable) -> Bool { a.same(b.base) }
}

extension LeagueEntry {
    /// The entry of a league whose family keeps its boards boxed: what a new family's `entry` returns.
    static func plugged<L: LeagueRules>(_ row: LeagueRow, _ league: L.Type) -> LeagueEntry {
        let id = row.id
        return LeagueEntry(id, league, Scope(\.boards[plugged: id, BoardType<L>()], embed: { .plugged(id, AnyEquatable($0)) }) {
            if case .plugged(let league, let action) = $0, league == id { action.base as? BoardAction<L> } else { nil }
        })
    }
}
