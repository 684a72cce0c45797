import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// `c` cycles it: All → East → West.
public enum Conference: String, Equatable, Sendable, CaseIterable {
    case all = "All", east = "East", west = "West"
    var next: Conference { self == .all ? .east : self == .east ? .west : .all }
}

/// One team's players as far as they are loaded; kept for the session.
public struct TeamPlayers: Equatable, Sendable {
    /// In the API's order.
    public private(set) var players: [NBAPlayer] = []
    /// The same rows by last name, kept with the pages so no frame sorts.
    public private(set) var byLastName: [NBAPlayer] = []
    /// Where the next page starts; nil with `done` at the end.
    public var nextCursor: Int?
    public var done = false
    /// The pages walked so far, and why the walk stopped when it was not the end.
    public var walk = CursorWalk()
    public var isLoading = false
    /// The last page request failed (what is loaded stays).
    public var failure: FetchError?
    public init() {}

    /// A page's rows that are not here yet (a repeated row is dropped); how many were new.
    @discardableResult
    public mutating func append(_ rows: [NBAPlayer]) -> Int {
        let known = Set(players.map(\.id))
        var seen = Set<Int>()
        let fresh = rows.filter { !known.contains($0.id) && seen.insert($0.id).inserted }
        guard !fresh.isEmpty else { return 0 }
        players += fresh
        byLastName = players.sorted { ($0.lastName, $0.firstName, $0.id) < ($1.lastName, $1.firstName, $1.id) }
        return fresh.count
    }
}

/// A rate limit being waited out: seconds left, which try this is, and the request to repeat.
public struct RateLimitWait: Equatable, Sendable {
    public var remaining: Int
    public var tries: Int
    public var retry: BasketballAction
}

/// NBA teams (balldontlie): filters, a team's paged players, a player popup.
public struct BasketballState: Equatable, Sendable, ListScreenState {
    public var teams = Loadable<[NBATeam], FetchError>() {
        didSet { if teams.value != oldValue.value { current = (teams.value ?? []).filter(\.isCurrent) } }
    }
    /// The 30 clubs of today (defunct franchises have a blank conference), kept with `teams`.
    public private(set) var current: [NBATeam] = []
    /// Browsing the bundled sample because there is no key (`s`).
    public var sample = false
    /// The teams list; `showingDetail` is the open team.
    public var list = ListDetail()
    public var filter = ""
    public var filtering = false
    public var conference = Conference.all
    /// Indices into `current` that pass both filters (rebuilt when they change, never per frame).
    public var visible: [Int] = []
    public var players: [Int: TeamPlayers] = [:]
    public var playersViewport = ListViewport()
    /// Players by last name instead of the API's order (`n`).
    public var byName = false
    /// End/G: keep loading pages until the last.
    public var loadAll = false
    /// What the tab presents over the team (at most one; it has the keys).
    public var presented: BasketballModal?
    /// The player card on screen, and how far it is scrolled.
    public var popup: NBAPlayer? { if case .player(let player, _) = presented { player } else { nil } }
    public var popupScroll: Int { if case .player(_, let scroll) = presented { scroll } else { 0 } }
    public var wait: RateLimitWait?
    /// Rate-limited answers in a row (reset by any success).
    public var rateTries = 0

    public static let maxRateTries = 3
    public static let signUpURL = URL(string: "https://app.balldontlie.io")!

    public init() {}

    /// No key, or a key balldontlie refused: the tab explains where the key goes instead of a list.
    public var needsKey: Bool { keyRefused || (!sample && { if case .missingKey = teams.failure { true } else { false } }()) }

    public var keyRefused: Bool { !sample && teams.failure == .keyRefused }

    public var selectedTeam: NBATeam? {
        let all = current
        guard visible.indices.contains(list.selected) else { return nil }
        return all[visible[list.selected]]
    }

    public var openTeam: NBATeam? { list.showingDetail ? selectedTeam : nil }

    /// The shown team's players in the shown order.
    public func ordered(_ team: NBATeam?) -> [NBAPlayer] {
        guard let team, let loaded = players[team.id] else { return [] }
        return byName ? loaded.byLastName : loaded.players
    }

    public var selectedPlayer: NBAPlayer? {
        let list = ordered(openTeam)
        return list.indices.contains(playersViewport.selected) ? list[playersViewport.selected] : nil
    }

    var spec: ListSpec { ListSpec(count: visible.count, headerHeight: { _ in 1 }) }

    /// Both filters over the teams we hold (no request per keystroke), keeping the selected team when it still shows.
    mutating func applyFilters() {
        let keep = selectedTeam?.id
        let needle = Self.fold(filter)
        let all = current
        visible = all.indices.filter { i in
            let t = all[i]
            guard conference == .all || t.conference == conference.rawValue else { return false }
            return needle.isEmpty || [t.fullName, t.city, t.name, t.abbreviation].contains { Self.fold($0).contains(needle) }
        }
        let index = visible.firstIndex { all[$0].id == keep } ?? 0
        list.viewport = ListViewport(selected: index)
    }

    static func fold(_ s: String) -> String { s.searchFolded }

    /// `East · "bo"`: the filters in force, for the title line.
    public var filterSummary: String {
        var parts: [String] = []
        if conference != .all { parts.append(conference.rawValue) }
        if !filter.isEmpty { parts.append("\"\(filter)\"") }
        return parts.joined(separator: " · ")
    }
}

/// What the Basketball tab presents over its lists.
public enum BasketballModal: Equatable, Sendable {
    /// A player's card (the mobile app's popup), scrolled by lines when taller than the screen.
    case player(NBAPlayer, scroll: Int)
}
