import Foundation
import SportsCore
import TerminalUI

/// The TVMaze catalogue, page by page, with a name filter.
public struct ShowsState: Equatable, Sendable {
    public var shows: [TVShow] = []
    public var nextPage = 0
    public var endReached = false
    public var loaded = false
    public var isLoading = false
    public var failure: FetchError?
    public var origin: Origin?
    public var loadedAt: Date?
    public var viewport = ListViewport()
    public var showingDetail = false
    /// `/` filter text, and whether keys are being typed into it.
    public var filter = ""
    public var filtering = false
    /// Indices into `shows` that match the filter (all when it is empty).
    public var visible: [Int] = []
    /// The lower-cased names, searched by the filter.
    var names = NameIndex()
    /// The filter `visible` was computed for.
    var filteredFor: String?
    /// Posters asked for (once per run) and how they ended.
    /// Keyed by the URL text as the API gives it: no URL parsing per frame.
    public var requestedPosters: Set<String> = []
    public var posters: [String: LogoStore.Status] = [:]

    public init() {}

    public var selectedShow: TVShow? {
        visible.indices.contains(viewport.selected) ? shows[visible[viewport.selected]] : nil
    }

    /// Recomputed when the shows or the filter change, never per frame. When
    /// the filter only grew (typing), the search stays within the last result.
    mutating func applyFilter() {
        if names.count > shows.count { names = NameIndex() }
        let grew = names.count < shows.count
        if grew {
            for show in shows[names.count...] { names.append(show.name) }
        }
        if filter.isEmpty {
            visible = Array(shows.indices)
        } else if !grew, let last = filteredFor, !last.isEmpty, filter.hasPrefix(last) {
            visible = names.matches(filter, within: visible)
        } else {
            visible = names.matches(filter)
        }
        filteredFor = filter
    }
}

/// Favourites from the database, shared by both tabs (★ marks, f/x, detail).
public struct FavoritesState: Equatable, Sendable {
    public var shows: [TVShow] = []
    public var ids: Set<Int> = []
    public var loaded = false
    public var isLoading = false
    public var failure: StoreError?
    public var viewport = ListViewport()
    public var showingDetail = false

    public init() {}

    public var selectedShow: TVShow? { shows.indices.contains(viewport.selected) ? shows[viewport.selected] : nil }

    mutating func replace(_ list: [TVShow]) {
        shows = list
        ids = Set(list.map(\.id))
        loaded = true
        isLoading = false
        failure = nil
        viewport.selected = min(viewport.selected, max(0, list.count - 1))
    }
}

extension ListDetailLayout {
    /// Shows: the large three-line title at the top of the list, one line once it scrolls.
    init(shows state: AppState) {
        self.init(content: state.layout.content, headerHeight: state.shows.viewport.offset == 0 ? 3 : 1,
                  split: Layout.isSplit(state.size))
    }

    init(favorites state: AppState) {
        self.init(content: state.layout.content, headerHeight: 1, split: Layout.isSplit(state.size))
    }
}
