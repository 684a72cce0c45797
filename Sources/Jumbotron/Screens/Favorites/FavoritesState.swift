import SportsCore
import TerminalUI

/// A line of the Favorites tab: a section heading, a show or a player.
public enum FavoriteRow: Equatable, Sendable {
    case heading(String)
    case show(TVShow)
    case player(NHLPlayer)
}

/// The Favorites tab: the saved shows and NHL players in sections. The rows
/// are built from `ScreenContext.saved` whenever it changes; this state
/// holds only the list's place and the posters asked for.
public struct FavoritesState: Equatable, Sendable, ListScreenState {
    public var list = ListDetail()
    /// Built when the saved lists change, never per frame.
    public private(set) var rows: [FavoriteRow] = []
    public private(set) var headers: [Int] = []
    public var posters = PosterCache()

    public init() {}

    public static let showsHeading = "TV SHOWS"
    public static let playersHeading = "NHL PLAYERS"

    public var isEmpty: Bool { rows.isEmpty }

    public var selectedRow: FavoriteRow? { rows.indices.contains(list.selected) ? rows[list.selected] : nil }

    public var selectedShow: TVShow? {
        if case .show(let show) = selectedRow { return show }
        return nil
    }

    public var selectedPlayer: NHLPlayer? {
        if case .player(let player) = selectedRow { return player }
        return nil
    }

    func spec(_ context: ScreenContext) -> ListSpec {
        let rows = self.rows
        let showHeight = ShowRowView.height(context)
        return ListSpec(count: rows.count, headerHeight: { _ in 1 },
                        rowHeight: { i in if case .show = rows[i] { return showHeight } else { return 1 } }, headers: headers,
                        isSelectable: { i in if case .heading = rows[i] { return false } else { return true } },
                        // A page in rows: with three-line show rows, a page of lines holds a third as many.
                        page: { max(1, $0 / showHeight - 1) },
                        detail: { [selectedShow, selectedPlayer] context in
                            if let show = selectedShow {
                                return { ShowDetailView.render(show, saved: true, posters: PosterCache(), context, into: &$0, area: $1, scroll: $2) }
                            }
                            return selectedPlayer.map { p in
                                { PlayerDetailView.render(p, load: nil, favorite: true, context, into: &$0, area: $1, scroll: $2) }
                            }
                        }, state: StateKey(self))
    }

    /// Sections appear only with rows; the selection stays on the same item
    /// while it is still saved, and an open detail whose item went closes.
    mutating func rebuild(from saved: Saved) {
        let keep = selectedRow
        var rows: [FavoriteRow] = [], headers: [Int] = []
        if !saved.showList.isEmpty {
            headers.append(rows.count)
            rows.append(.heading(Self.showsHeading))
            rows += saved.showList.map { .show($0) }
        }
        if !saved.playerList.isEmpty {
            headers.append(rows.count)
            rows.append(.heading(Self.playersHeading))
            rows += saved.playerList.map { .player($0) }
        }
        self.rows = rows; self.headers = headers
        var selected = min(list.viewport.selected, max(0, rows.count - 1))
        let same = rows.firstIndex { Self.sameItem($0, keep) }
        if let same { selected = same } else if keep != nil { list.closeDetail() }
        // Never rest on a heading: the next row, else the previous one.
        if rows.indices.contains(selected), case .heading = rows[selected] {
            if rows.indices.contains(selected + 1) { selected += 1 } else if selected > 0 { selected -= 1 }
        }
        list.viewport.selected = selected
        if rows.isEmpty { list.closeDetail() }
    }

    /// The same show or player, by identity (its fields may have been refreshed).
    private static func sameItem(_ row: FavoriteRow, _ other: FavoriteRow?) -> Bool {
        switch (row, other) {
        case (.show(let a), .show(let b)?): a.id == b.id
        case (.player(let a), .player(let b)?): a.id == b.id
        default: false
        }
    }
}
