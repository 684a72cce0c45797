import FoundationEssentials
import SportsCore
import TerminalUI

/// The `/` filter looks through the loaded pages at once, and, once typing
/// rests, asks TVMaze's search for the whole catalogue: a show on a page not
/// yet loaded is found too. Its hits that are not loaded follow the loaded
/// matches; the title says where they came from.
public struct CatalogueSearch: Equatable, Sendable {
    /// What was asked (the answer may still be on its way).
    public var query: String?
    public var result = Loadable<[TVShow], FetchError>()
    /// Hits that are not among the loaded shows, in the search's order.
    public var extra: [TVShow] = []

    /// Typing rests this long before the catalogue is asked: one request per pause, not per key.
    static let pause = Duration.milliseconds(350)
    static let timer = TimerID("show-search")
    /// Shorter filters match too much to be worth a request.
    static let minimumLength = 2

    public init() {}

    /// The hits for `filter`, when the last answer was for it.
    func hits(for filter: String) -> [TVShow] {
        query == filter ? result.value ?? [] : []
    }

    /// `+ 3 from TVMaze`, `searching…`, `search failed` for the title; nil when it has nothing to say.
    func summary(for filter: String, _ glyphs: Glyphs) -> String? {
        guard query == filter, filter.count >= Self.minimumLength else { return nil }
        if result.isLoading { return "searching the catalogue\(glyphs.ellipsis)" }
        if result.failure != nil { return "catalogue search failed" }
        guard result.value != nil else { return nil }
        let from = result.origin == .bundledSample ? "the bundled sample" : "TVMaze"
        return extra.isEmpty ? "nothing more from \(from)" : "+ \(extra.count) from \(from)"
    }
}

extension ShowsState {
    /// Lines for an empty filtered list: waiting for the catalogue, or nothing anywhere.
    func noMatchLines(_ theme: Theme, _ glyphs: Glyphs) -> [(String, Style)] {
        let quoted = "\u{201C}\(filter)\u{201D}"
        if search.query == filter && search.result.isLoading {
            return [("No loaded show name contains \(quoted)", theme.heading), ("Searching the whole catalogue\(glyphs.ellipsis)", theme.muted)]
        }
        if search.query == filter, let failure = search.result.failure {
            return [("No loaded show name contains \(quoted)", theme.heading),
                    ("The catalogue search failed: \(failure.detail)", theme.warning), ("Enter tries again; Esc clears the filter", theme.muted)]
        }
        if search.query == filter, search.result.value != nil {
            return [("No show in the catalogue is named like \(quoted)", theme.heading), ("Esc clears the filter", theme.muted)]
        }
        return [("No loaded show name contains \(quoted)", theme.heading),
                ("Enter searches the whole catalogue; Esc clears the filter", theme.muted)]
    }

    /// A row of the list: a loaded show, or past them a search hit.
    func show(at index: Int) -> TVShow {
        index < shows.count ? shows[index] : search.extra[index - shows.count]
    }
}

extension ShowsModule {
    /// After a key typed into the filter: (re)start the pause before searching.
    static func searchAfterPause(_ state: ShowsState) -> [Effect<ShowsAction>] {
        let filter = state.filter
        guard filter.count >= CatalogueSearch.minimumLength, state.search.query != filter else {
            return [.cancelTimer(CatalogueSearch.timer)]
        }
        return [.startTimer(CatalogueSearch.timer, after: CatalogueSearch.pause, fire: .searchCatalogue)]
    }

    /// Ask the catalogue for the filter now (the pause ended, or Enter).
    static func searchNow(_ state: inout ShowsState) -> [Effect<ShowsAction>] {
        let filter = state.filter
        let search = state.search
        guard filter.count >= CatalogueSearch.minimumLength,
              search.query != filter || search.result.failure != nil else { return [] }
        state.search.query = filter
        state.search.result.reset()
        state.search.result.start()
        return [.cancelTimer(CatalogueSearch.timer),
                .fetch(.tvmazeSearch(filter), key: "show-search") { .catalogueSearched(filter, $0, at: $1) }]
    }

    /// An answer: kept only while the filter still says what was asked. A
    /// failure says so in the title, never as a dialog per pause in typing.
    static func searched(_ state: inout ShowsState, _ query: String, _ result: Result<Loaded<[TVShow]>, FetchError>, at: Date,
                         _ context: ScreenContext) -> [Effect<ShowsAction>] {
        guard state.search.query == query else { return [] }
        state.search.result.apply(result, at: at)
        state.refilter()
        state.list.reveal(state.spec(context), context)
        return posterRequests(&state, context)
    }

    /// Leaving the filter forgets the search.
    static func clearSearch(_ state: inout ShowsState) -> [Effect<ShowsAction>] {
        state.search = CatalogueSearch()
        return [.cancelTimer(CatalogueSearch.timer)]
    }
}
