import FoundationEssentials
import SportsCore
import TerminalUI

/// One league's scoreboard in the Scores tab: its date, games, selection,
/// game center and standings, kept as they were while another league is on screen.
public struct BoardState<L: League>: Equatable, Sendable, ListScreenState {
    public var date: Day
    public var load = Loadable<[L.Game], FetchError>() { didSet { summaries = (load.value ?? []).map(L.summary) } }
    /// The games in the shared model, made once per answer (rows are drawn every frame).
    public private(set) var summaries: [GameSummary] = []
    public var list = ListDetail()
    /// The selected game's center, when it has been on screen.
    public var center: L.Center?
    /// Finished games fetched this run, shown again at once.
    public var kept = KeptFinals<L.Center.Kept>()
    /// Offline: the dates that have bundled samples.
    public var bundledDates: [Day]?
    public var standings: L.Standings.State
    public var showingStandings = false

    public init(date: Day, bundledDates: [Day]? = nil, standings: L.Standings.State) {
        self.date = date
        self.bundledDates = bundledDates
        self.standings = standings
    }

    public var games: [L.Game] { load.value ?? [] }
    public var isLoading: Bool { load.isLoading }
    public var failure: FetchError? { load.failure }

    public var selectedGame: L.Game? {
        games.indices.contains(list.selected) ? games[list.selected] : nil
    }

    public var hasLiveGame: Bool { summaries.contains(where: \.isLive) }
}

/// The finished games' answers fetched this run: a final never changes, so
/// going back to one shows it at once. Bounded: the oldest leaves first.
public struct KeptFinals<Kept: Equatable & Sendable>: Equatable, Sendable {
    public static var limit: Int { 6 }
    private(set) var games: [(id: Int, kept: Kept)] = []

    public init() {}

    public subscript(id: Int) -> Kept? { games.last { $0.id == id }?.kept }

    mutating func keep(_ kept: Kept, id: Int) {
        games.removeAll { $0.id == id }
        games.append((id, kept))
        if games.count > Self.limit { games.removeFirst(games.count - Self.limit) }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.games.count == b.games.count && zip(a.games, b.games).allSatisfy { $0.id == $1.id && $0.kept == $1.kept }
    }
}
