import FoundationEssentials
import SportsCore
import TerminalUI

public enum ShowsAction: Equatable, Sendable {
    case app(AppEvent)
    case intent(ShowIntent)
    case filterKey(Key)
    case mouse(MouseEvent)
    case showsLoaded(page: Int, Result<Loaded<[TVShow]>, FetchError>, at: Date)
    case posterLoaded(String, PictureStore.Status)
    /// A dialog's confirm button: exactly the action again.
    case retryShows(page: Int)
    /// Typing rested: search the whole catalogue for the filter.
    case searchCatalogue
    case catalogueSearched(String, Result<Loaded<[TVShow]>, FetchError>, at: Date)
}

/// The tab, its state and its actions, as the app reaches them.
extension Tab { public static let shows = Tab("shows", title: "Shows", short: "TV", module: ShowsModule.self) }
extension AppAction { public static func shows(_ action: ShowsAction) -> AppAction { .to(ShowsModule.self, action) } }

/// The TVMaze catalogue: paging, the filter and its catalogue search, the
/// detail, and `f`/`x`, which the favorites feature carries out.
public enum ShowsModule: TabModule {
    public static var state: WritableKeyPath<AppState, ShowsState> { \.shows }
    /// Load the next page when the selection is this close to the end.
    static let prefetchDistance = 5

    public static func initialState(_ context: ScreenContext) -> ShowsState { ShowsState() }

    public static func event(_ event: AppEvent) -> ShowsAction { .app(event) }

    public static func isBusy(_ state: ShowsState) -> Bool { state.isLoading }

    public static func canGoBack(_ state: ShowsState, _ context: ScreenContext) -> Bool { state.showingDetail }

    /// With a show's detail open, the title names the show (the mobile app's
    /// "the title should be the TV Show's name"): `Shows › Harbor Lights`.
    public static func title(_ state: ShowsState, _ context: ScreenContext) -> String {
        guard state.list.showingDetail, let show = state.selectedShow else { return context.tab.title }
        return context.path([context.tab.title, show.name])
    }

    /// Typing into the filter: every key is text until Enter or Esc.
    public static func isModal(_ state: ShowsState) -> Bool { state.filtering }
    public static func acceptsText(_ state: ShowsState) -> Bool { state.filtering }

    public static func reduce(_ state: inout ShowsState, _ action: ShowsAction, _ context: ScreenContext) -> [Effect<ShowsAction>] {
        switch action {
        case .app(.appear):
            guard !state.loaded, !state.isLoading else { return [] }
            return loadPage(&state, 0)
        case .app(.refresh):
            return loadPage(&state, 0)
        case .app(.resized): state.list.reveal(state.spec(context), context); return []
        case .app(.back): return intent(&state, .list(.back), context)
        case .app(.savedChanged):
            return []
        case .intent(let intent): return self.intent(&state, intent, context)
        case .filterKey(let key): return filterKey(&state, key, context)
        case .mouse(let event):
            guard state.list.mouse(event, state.spec(context), context) else { return [] }
            return nextPageIfNeeded(&state) + posterRequests(&state, context)
        case .showsLoaded(let page, let result, let at):
            return showsLoaded(&state, page, result, at: at, context)
        case .searchCatalogue:
            return searchNow(&state)
        case .catalogueSearched(let query, let result, let at):
            return searched(&state, query, result, at: at, context)
        case .posterLoaded(let url, let status):
            state.posters.finish(url, status)
            return []
        case .retryShows(let page):
            return loadPage(&state, page)
        }
    }

    // MARK: requests

    static func loadPage(_ state: inout ShowsState, _ page: Int) -> [Effect<ShowsAction>] {
        state.load.start()
        return [.fetch(.tvmazeShows(page: page), key: "shows") { .showsLoaded(page: page, $0, at: $1) }]
    }

    static func showsLoaded(_ state: inout ShowsState, _ page: Int, _ result: Result<Loaded<[TVShow]>, FetchError>, at: Date,
                            _ context: ScreenContext) -> [Effect<ShowsAction>] {
        if case .failure(.httpStatus(404)) = result, page > 0 || state.loaded {
            state.load.stop()
            state.endReached = true                 // past the last page
            return []
        }
        if page == 0, case .success = result { state.names = NameIndex() }
        let failure = state.load.apply(result, at: at) { old, new in
            guard page > 0, let old else { return new }
            let known = Set(old.map(\.id))
            return old + new.filter { !known.contains($0.id) }
        }
        guard case .success(let loaded) = result else {
            return failure.map { Effect.retryDialog(for: $0, .retryShows(page: page), service: "TVMaze") } ?? []
        }
        state.nextPage = page + 1
        if loaded.value.isEmpty { state.endReached = true }
        state.applyFilter()
        state.list.reveal(state.spec(context), context)
        return (failure.map { Effect.retryDialog(for: $0, .retryShows(page: page), service: "TVMaze") } ?? []) + posterRequests(&state, context)
    }

    static func nextPageIfNeeded(_ state: inout ShowsState) -> [Effect<ShowsAction>] {
        guard state.loaded, !state.isLoading, !state.endReached, state.failure == nil, state.filter.isEmpty,
              state.list.selected >= state.visible.count - prefetchDistance else { return [] }
        return loadPage(&state, state.nextPage)
    }

    /// Posters of the rows on screen (`image.medium`) and of the open show (`image.original`), each once per run.
    static func posterRequests(_ state: inout ShowsState, _ context: ScreenContext) -> [Effect<ShowsAction>] {
        var wanted: [String] = []
        let s = state
        let spec = s.spec(context)
        let height = s.list.layout(spec, context).list.height
        s.list.viewport.forEachVisible(count: s.visible.count, height: height, rowHeight: spec.rowHeight) { i, _ in
            if let m = s.show(at: s.visible[i]).image?.medium { wanted.append(m) }
        }
        if let o = (s.showingDetail || context.isSplit) ? s.selectedShow?.image?.original : nil { wanted.append(o) }
        return state.posters.request(wanted) { .posterLoaded($0, $1) }
    }

    // MARK: keys

    static func intent(_ state: inout ShowsState, _ intent: ShowIntent, _ context: ScreenContext) -> [Effect<ShowsAction>] {
        switch intent {
        case .favorite:
            return state.selectedShow.map { [.favorites(.save(.show($0)))] } ?? []
        case .delete:
            return state.selectedShow.map { [.favorites(.remove(.show($0)))] } ?? []
        case .openIMDb:
            guard let url = state.selectedShow?.imdbURL else { return [] }
            return [.notice("Opening \(url.absoluteString)"), .openURL(url)]
        case .filter:
            state.selectedBeforeFilter = state.selectedShow?.id
            state.filtering = true
            state.list.closeDetail()
            return []
        case .clearFilter:
            state.filter = ""
            let effects = clearSearch(&state)
            state.refilter()
            state.list.reveal(state.spec(context), context)
            return effects
        case .list(let list):
            state.list.apply(list, state.spec(context), context)
            return nextPageIfNeeded(&state) + posterRequests(&state, context)
        }
    }

    /// Typing into the filter: every printable key is text; Enter keeps it, Esc clears it.
    static func filterKey(_ state: inout ShowsState, _ key: Key, _ context: ScreenContext) -> [Effect<ShowsAction>] {
        switch FilterField.key(key, text: &state.filter, editing: &state.filtering) {
        case .kept: return searchNow(&state)
        case .ignored: return []
        case .move(let list): return intent(&state, .list(list), context)
        case .cleared:
            let effects = clearSearch(&state)
            state.refilter(keeping: state.selectedBeforeFilter)
            state.list.reveal(state.spec(context), context)
            return effects
        case .edited: break
        }
        state.refilter()
        state.list.reveal(state.spec(context), context)
        return searchAfterPause(state)
    }

    public static func keyAction(_ key: Key, _ state: ShowsState, _ context: ScreenContext) -> ShowsAction? {
        if state.filtering { return .filterKey(key) }
        return ShowsKeys.shows(state, context).intent(for: key).map { .intent($0) }
    }

    public static func mouseAction(_ event: MouseEvent, _ state: ShowsState, _ context: ScreenContext) -> ShowsAction? {
        .mouse(event)
    }

    public static func keyHelp(_ state: ShowsState, _ context: ScreenContext) -> [KeyHelp] {
        if state.filtering { return [ShowsKeys.filter] }
        return [ShowsKeys.shows(state, context).described]
    }

    public static func render(_ state: ShowsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        ShowsView.render(state, context, into: &canvas, area: area)
    }
}
