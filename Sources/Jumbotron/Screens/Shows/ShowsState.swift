import FoundationEssentials
import SportsCore
import TerminalUI

/// The TVMaze catalogue, page by page, with a name filter.
public struct ShowsState: Equatable, Sendable, ListScreenState {
    public var load = Loadable<[TVShow], FetchError>()
    public var nextPage = 0
    public var endReached = false
    public var list = ListDetail()
    /// `/` filter text, and whether keys are being typed into it.
    public var filter = ""
    public var filtering = false
    /// The show selected when `/` was pressed: Esc while typing goes back to it.
    var selectedBeforeFilter: Int?
    /// Indices into `shows` that match the filter (all when it is empty).
    public var visible: [Int] = []
    /// The lower-cased names, searched by the filter.
    var names = NameIndex()
    /// The filter `visible` was computed for.
    var filteredFor: String?
    /// The filter asked of the whole catalogue.
    public var search = CatalogueSearch()
    /// Row posters and the open show's poster.
    public var posters = PosterCache()

    public init() {}

    public var shows: [TVShow] { load.value ?? [] }
    public var loaded: Bool { load.isSettled }
    public var isLoading: Bool { load.isLoading }
    public var failure: FetchError? { load.failure }

    public var selectedShow: TVShow? {
        visible.indices.contains(list.selected) ? show(at: visible[list.selected]) : nil
    }

    func spec(_ context: ScreenContext) -> ListSpec {
        let height = ShowRowView.height(context)
        // Measuring only: whether the show is saved or its poster is in changes no height.
        return ListSpec(count: visible.count, headerHeight: { $0.offset == 0 ? 3 : 1 }, rowHeight: { _ in height },
                        page: { max(1, $0 / height - 1) }, detail: { [selectedShow] context in
            selectedShow.map { show in { ShowDetailView.render(show, saved: false, posters: PosterCache(), context, into: &$0, area: $1, scroll: $2) } }
        }, state: StateKey(self))
    }

    /// Recomputed when the shows or the filter change, never per frame. When
    /// the filter only grew (typing), the search stays within the last result.
    /// Filters again, keeping the selected show selected while it still shows
    /// (leaving the filter with Esc used to jump back to the first row).
    mutating func refilter(keeping id: Int? = nil) {
        let kept = id ?? selectedShow?.id
        applyFilter()
        let row = kept.flatMap { id in visible.firstIndex { show(at: $0).id == id } } ?? 0
        list.viewport = ListViewport(selected: row, offset: 0)
    }

    mutating func applyFilter() {
        let shows = self.shows
        if names.count > shows.count { names = NameIndex() }
        let grew = names.count < shows.count
        if grew {
            for show in shows[names.count...] { names.append(show.name) }
        }
        if filter.isEmpty {
            visible = Array(shows.indices)
        } else if !grew, let last = filteredFor, !last.isEmpty, filter.hasPrefix(last) {
            visible = names.matches(filter, within: visible.filter { $0 < shows.count })
        } else {
            visible = names.matches(filter)
        }
        // The catalogue's hits for this filter that no loaded page holds, after the loaded matches.
        let hits = search.hits(for: filter)
        if hits.isEmpty {
            search.extra = []
        } else {
            let loaded = Set(visible.map { shows[$0].id })
            var seen = Set<Int>()
            search.extra = hits.filter { !loaded.contains($0.id) && seen.insert($0.id).inserted }
            visible += search.extra.indices.map { shows.count + $0 }
        }
        filteredFor = filter
    }
}
