import SportsCore
import TerminalUI

/// A line of the Favorites tab: a section heading, or an index into the shows or players.
public enum FavoriteRow: Equatable, Sendable {
    case heading(String)
    case show(Int)
    case player(Int)
}

/// Everything saved, from the database: shows and NHL players in sections.
public struct FavoritesState: Equatable, Sendable, ListScreenState {
    public var load = Loadable<[TVShow], StoreError>()
    public var players = Loadable<[NHLPlayer], StoreError>()
    public var ids: Set<Int> = []
    public var list = ListDetail()
    /// Built when either list changes, never per frame.
    public private(set) var rows: [FavoriteRow] = []
    public private(set) var headers: [Int] = []

    public init() {}

    public static let showsHeading = "TV SHOWS"
    public static let playersHeading = "NHL PLAYERS"

    public var shows: [TVShow] { load.value ?? [] }
    public var savedPlayers: [NHLPlayer] { players.value ?? [] }
    public var loaded: Bool { load.isSettled }
    public var isLoading: Bool { load.isLoading }
    public var failure: StoreError? { load.failure ?? players.failure }
    public var isEmpty: Bool { rows.isEmpty }

    public var selectedRow: FavoriteRow? { rows.indices.contains(list.selected) ? rows[list.selected] : nil }

    public var selectedShow: TVShow? {
        if case .show(let i) = selectedRow { return shows[i] }
        return nil
    }

    public var selectedPlayer: NHLPlayer? {
        if case .player(let i) = selectedRow { return savedPlayers[i] }
        return nil
    }

    var spec: ListSpec {
        let rows = self.rows
        return ListSpec(count: rows.count, headerHeight: { _ in 1 }, headers: headers,
                        isSelectable: { i in if case .heading = rows[i] { return false } else { return true } },
                        detail: { [selectedShow, selectedPlayer] context in
                            if let show = selectedShow {
                                return { ShowDetailView.render(show, saved: true, posters: [:], context, into: &$0, area: $1, scroll: $2) }
                            }
                            return selectedPlayer.map { p in
                                { PlayerDetailView.render(p, load: nil, favorite: true, context, into: &$0, area: $1, scroll: $2) }
                            }
                        })
    }

    mutating func replace(_ list: [TVShow]) {
        let keep = selectedItem
        load.apply(.success(list))
        ids = Set(list.map(\.id))
        rebuild(keeping: keep)
    }

    mutating func replacePlayers(_ list: [NHLPlayer]) {
        let keep = selectedItem
        players.apply(.success(list))
        rebuild(keeping: keep)
    }

    /// What the selection is on, by identity (indices move when a list changes).
    private enum Item: Equatable { case show(Int), player(Int) }

    private var selectedItem: Item? {
        if let show = selectedShow { return .show(show.id) }
        return selectedPlayer.map { .player($0.id) }
    }

    /// Sections appear only with rows; the selection stays on the same item when it is still there.
    private mutating func rebuild(keeping keep: Item?) {
        var rows: [FavoriteRow] = [], headers: [Int] = []
        if !shows.isEmpty {
            headers.append(rows.count)
            rows.append(.heading(Self.showsHeading))
            rows += shows.indices.map { .show($0) }
        }
        if !savedPlayers.isEmpty {
            headers.append(rows.count)
            rows.append(.heading(Self.playersHeading))
            rows += savedPlayers.indices.map { .player($0) }
        }
        self.rows = rows; self.headers = headers
        var selected = min(list.viewport.selected, max(0, rows.count - 1))
        let same = rows.firstIndex { row in
            switch (row, keep) {
            case (.show(let i), .show(let id)?): shows[i].id == id
            case (.player(let i), .player(let id)?): savedPlayers[i].id == id
            default: false
            }
        }
        if let same { selected = same }
        // Never rest on a heading: the next row, else the previous one.
        if rows.indices.contains(selected), case .heading = rows[selected] {
            if rows.indices.contains(selected + 1) { selected += 1 } else if selected > 0 { selected -= 1 }
        }
        list.viewport.selected = selected
        if rows.isEmpty { list.showingDetail = false }
    }
}
