import Foundation
import SportsCore
import TerminalUI

/// Which of the module's two tabs an action came from.
public enum TVPage: Equatable, Sendable { case shows, favorites }

public enum TVAction: Equatable, Sendable {
    case app(AppEvent)
    case intent(TVPage, ShowIntent)
    case filterKey(Key)
    case mouse(TVPage, MouseEvent)
    case showsLoaded(page: Int, Result<Loaded<[TVShow]>, FetchError>, at: Date)
    case posterLoaded(String, PictureStore.Status)
    case favoritesLoaded(Result<[TVShow], StoreError>)
    /// The saved NHL players (the Favorites tab's second section).
    case playersLoaded(Result<[NHLPlayer], StoreError>)
    case playerRemoved(NHLPlayer, Result<[NHLPlayer], StoreError>)
    case removePlayer(NHLPlayer)
    /// A save (`deleted == false`) or delete finished; success carries the new list.
    case favoriteChanged(TVShow, deleted: Bool, Result<[TVShow], StoreError>)
    /// A dialog's confirm button: exactly the action again.
    case retryShows(page: Int)
    /// Typing rested: search the whole catalogue for the filter.
    case searchCatalogue
    case catalogueSearched(String, Result<Loaded<[TVShow]>, FetchError>, at: Date)
    case save(TVShow)
    case delete(TVShow)
}

extension Tab {
    public static let shows = Tab("shows", title: "Shows", short: "TV", module: TVModule.self)
    public static let favorites = Tab("favorites", title: "Favorites", short: "Fav", module: TVModule.self)
}

extension AppState {
    public var tv: TVState {
        get { self[TVModule.self] }
        set { self[TVModule.self] = newValue }
    }

    public var shows: ShowsState {
        get { tv.shows }
        set { tv.shows = newValue }
    }

    public var favorites: FavoritesState {
        get { tv.favorites }
        set { tv.favorites = newValue }
    }
}

extension AppAction {
    public static func tv(_ action: TVAction) -> AppAction { .to(TVModule.self, action) }
}

/// The TVMaze catalogue (tab Shows) and the saved favorites (tab
/// Favorites): paging, filter, detail, and favorite changes that go through
/// a confirmation (delete) or the retry dialog (any store failure).
public enum TVModule: TabModule {
    static let deleteTitle = "Delete from favorites"
    static let storeMessage = "There was a problem saving/deleting this TV Show. Do you want to try again?"
    /// Load the next page when the selection is this close to the end.
    static let prefetchDistance = 5

    public static func initialState(_ context: ScreenContext) -> TVState { TVState() }

    public static func event(_ event: AppEvent) -> TVAction { .app(event) }

    public static func isBusy(_ state: TVState) -> Bool { state.shows.isLoading }

    static func page(_ context: ScreenContext) -> TVPage { context.tab == .favorites ? .favorites : .shows }

    public static func canGoBack(_ state: TVState, _ context: ScreenContext) -> Bool {
        page(context) == .favorites ? state.favorites.showingDetail : state.shows.showingDetail
    }

    /// Typing into the filter: every key is text until Enter or Esc.
    /// With a show's detail open, the title names the show (the mobile app's
    /// "the title should be the TV Show's name"): `Shows › Harbor Lights`.
    public static func title(_ state: TVState, _ context: ScreenContext) -> String {
        let (list, show) = context.tab == .favorites ? (state.favorites.list, state.favorites.selectedShow)
                                                     : (state.shows.list, state.shows.selectedShow)
        guard list.showingDetail, let show else { return context.tab.title }
        return context.tab.title + (context.display.ascii ? " > " : " › ") + show.name
    }

    public static func isModal(_ state: TVState) -> Bool { state.shows.filtering }
    public static func acceptsText(_ state: TVState) -> Bool { state.shows.filtering }

    public static func reduce(_ state: inout TVState, _ action: TVAction, _ context: ScreenContext) -> [Effect<TVAction>] {
        let effects = reduceAction(&state, action, context)
        // Favorites ask for their posters too (once per run each), so a row
        // never waits on a poster nobody requested.
        return page(context) == .favorites ? effects + favoritePosterRequests(&state, context) : effects
    }

    static func reduceAction(_ state: inout TVState, _ action: TVAction, _ context: ScreenContext) -> [Effect<TVAction>] {
        switch action {
        case .app(.appear):
            // The Hockey tab may have saved or removed players: read them again (local and cheap).
            if page(context) == .favorites {
                var effects: [Effect<TVAction>] = []
                if !state.favorites.isLoading { state.favorites.load.start(); effects.append(loadFavorites) }
                if !state.favorites.players.isLoading { state.favorites.players.start(); effects.append(loadPlayers) }
                return effects
            }
            var effects = appearFavorites(&state)
            if page(context) == .shows, !state.shows.loaded, !state.shows.isLoading { effects += loadPage(&state, 0) }
            return effects
        case .app(.refresh):
            return [loadFavorites, loadPlayers] + (page(context) == .shows ? loadPage(&state, 0) : [])
        case .app(.resized):
            state.shows.list.reveal(state.shows.spec, context)
            state.favorites.list.reveal(state.favorites.spec, context)
            return []
        case .app(.back):
            return intent(&state, page(context), .list(.back), context)
        case .intent(let page, let intent):
            return self.intent(&state, page, intent, context)
        case .filterKey(let key):
            return filterKey(&state, key, context)
        case .mouse(.shows, let event):
            guard state.shows.list.mouse(event, state.shows.spec, context) else { return [] }
            return nextPageIfNeeded(&state) + posterRequests(&state, context)
        case .mouse(.favorites, let event):
            state.favorites.list.mouse(event, state.favorites.spec, context)
            return []
        case .showsLoaded(let page, let result, let at):
            return showsLoaded(&state, page, result, at: at, context)
        case .searchCatalogue:
            return searchNow(&state)
        case .catalogueSearched(let query, let result, let at):
            return searched(&state, query, result, at: at, context)
        case .posterLoaded(let url, let status):
            state.posters[url] = status
            return []
        case .favoritesLoaded(let result):
            switch result {
            case .success(let list): state.favorites.replace(list)
            case .failure: state.favorites.load.apply(result)
            }
            state.favorites.list.reveal(state.favorites.spec, context)
            return []
        case .playersLoaded(let result):
            switch result {
            case .success(let list): state.favorites.replacePlayers(list)
            case .failure: state.favorites.players.apply(result)
            }
            state.favorites.list.reveal(state.favorites.spec, context)
            return []
        case .playerRemoved(let player, let result):
            switch result {
            case .success(let list):
                state.favorites.replacePlayers(list)
                state.favorites.list.showingDetail = false
                state.favorites.list.reveal(state.favorites.spec, context)
                return [.notice("Removed \(player.name) from favorites")]
            case .failure(let error):
                return [.present(Dialog(title: Dialog<TVAction>.oopsTitle, message: HockeyModule.storeMessage,
                                        detail: "The database said: \(error.message).", buttons: ["Cancel", "Retry"],
                                        confirm: .removePlayer(player)))]
            }
        case .removePlayer(let player):
            return [.database("remove favorite player \(player.id)") { store, _ throws(StoreError) in
                try store.deletePlayer(id: player.id)
                return try store.players()
            } then: { .playerRemoved(player, $0) }]
        case .favoriteChanged(let show, let deleted, let result):
            switch result {
            case .success(let list):
                state.favorites.replace(list)
                // A favorite deleted from its own detail leaves nothing to show there: back to the list.
                if deleted { state.favorites.list.showingDetail = false }
                state.favorites.list.reveal(state.favorites.spec, context)
                return [.notice(deleted ? "Deleted \(show.name) from favorites" : "Saved \(show.name) to favorites")]
            case .failure(let error):
                return [.present(Dialog(title: Dialog<TVAction>.oopsTitle, message: storeMessage,
                                        detail: "The database said: \(error.message).", buttons: ["Cancel", "Retry"],
                                        confirm: deleted ? .delete(show) : .save(show)))]
            }
        case .retryShows(let page):
            return loadPage(&state, page)
        case .save(let show):
            return [save(show)]
        case .delete(let show):
            return [delete(show)]
        }
    }

    // MARK: requests

    static func appearFavorites(_ state: inout TVState) -> [Effect<TVAction>] {
        guard !state.favorites.loaded, !state.favorites.isLoading else { return [] }
        state.favorites.load.start()
        return [loadFavorites]
    }

    static let loadFavorites = Effect<TVAction>.database("list favorites", key: "favorites", reading: true) { store, _ throws(StoreError) in
        try store.list()
    } then: { .favoritesLoaded($0) }

    static let loadPlayers = Effect<TVAction>.database("list favorite players", key: "favorites.players", reading: true) { store, _ throws(StoreError) in
        try store.players()
    } then: { .playersLoaded($0) }

    static func save(_ show: TVShow) -> Effect<TVAction> {
        .database("save favorite \(show.id)") { store, now throws(StoreError) in
            try store.save(show, at: now)
            return try store.list()
        } then: { .favoriteChanged(show, deleted: false, $0) }
    }

    static func delete(_ show: TVShow) -> Effect<TVAction> {
        .database("delete favorite \(show.id)") { store, _ throws(StoreError) in
            try store.delete(id: show.id)
            return try store.list()
        } then: { .favoriteChanged(show, deleted: true, $0) }
    }

    static func loadPage(_ state: inout TVState, _ page: Int) -> [Effect<TVAction>] {
        state.shows.load.start()
        return [.fetch(.tvmazeShows(page: page), key: "shows") { .showsLoaded(page: page, $0, at: $1) }]
    }

    static func showsLoaded(_ state: inout TVState, _ page: Int, _ result: Result<Loaded<[TVShow]>, FetchError>, at: Date,
                            _ context: ScreenContext) -> [Effect<TVAction>] {
        if case .failure(.httpStatus(404)) = result, page > 0 || state.shows.loaded {
            state.shows.load.stop()
            state.shows.endReached = true                 // past the last page
            return []
        }
        if page == 0, case .success = result { state.shows.names = NameIndex() }
        let failure = state.shows.load.apply(result, at: at) { old, new in
            guard page > 0, let old else { return new }
            let known = Set(old.map(\.id))
            return old + new.filter { !known.contains($0.id) }
        }
        guard case .success(let loaded) = result else {
            return failure.map { Effect.retryDialog(for: $0, .retryShows(page: page)) } ?? []
        }
        state.shows.nextPage = page + 1
        if loaded.value.isEmpty { state.shows.endReached = true }
        state.shows.applyFilter()
        state.shows.list.reveal(state.shows.spec, context)
        return (failure.map { Effect.retryDialog(for: $0, .retryShows(page: page)) } ?? []) + posterRequests(&state, context)
    }

    static func nextPageIfNeeded(_ state: inout TVState) -> [Effect<TVAction>] {
        let s = state.shows
        guard s.loaded, !s.isLoading, !s.endReached, s.failure == nil, s.filter.isEmpty,
              s.list.selected >= s.visible.count - prefetchDistance else { return [] }
        return loadPage(&state, s.nextPage)
    }

    /// Posters of the rows on screen (`image.medium`) and of the open show (`image.original`), each once per run.
    static func posterRequests(_ state: inout TVState, _ context: ScreenContext) -> [Effect<TVAction>] {
        var wanted: [String] = []
        let s = state.shows
        let height = s.list.layout(s.spec, context).list.height
        s.list.viewport.forEachVisible(count: s.visible.count, height: height) { i, _ in
            if let m = s.show(at: s.visible[i]).image?.medium { wanted.append(m) }
        }
        if let o = (s.showingDetail || context.isSplit) ? s.selectedShow?.image?.original : nil { wanted.append(o) }
        return request(wanted, &state)
    }

    /// The same for the Favorites list and its open show.
    static func favoritePosterRequests(_ state: inout TVState, _ context: ScreenContext) -> [Effect<TVAction>] {
        var wanted: [String] = []
        let f = state.favorites
        let height = f.list.layout(f.spec, context).list.height
        f.list.viewport.forEachVisible(count: f.rows.count, height: height) { i, _ in
            if case .show(let index) = f.rows[i], let m = f.shows[index].image?.medium { wanted.append(m) }
        }
        if let o = (f.list.showingDetail || context.isSplit) ? f.selectedShow?.image?.original : nil { wanted.append(o) }
        return request(wanted, &state)
    }

    private static func request(_ wanted: [String], _ state: inout TVState) -> [Effect<TVAction>] {
        var effects: [Effect<TVAction>] = []
        for text in wanted where !state.requestedPosters.contains(text) {
            state.requestedPosters.insert(text)
            if let url = URL(string: text) {
                let key = url.absoluteString
                effects.append(.image(.url(url)) { .posterLoaded(key, $0) })
            } else {
                state.posters[text] = .failed
            }
        }
        return effects
    }

    // MARK: keys

    static func intent(_ state: inout TVState, _ page: TVPage, _ intent: ShowIntent, _ context: ScreenContext) -> [Effect<TVAction>] {
        let show = page == .shows ? state.shows.selectedShow : state.favorites.selectedShow
        switch intent {
        case .favorite: return favorite(state, show)
        case .delete:
            if page == .favorites, let player = state.favorites.selectedPlayer {
                return [.present(Dialog(title: HockeyModule.removeTitle, message: "Remove \(player.name) from favorites?",
                                        buttons: ["Cancel", "Remove"], selected: 0, confirm: .removePlayer(player), destructive: true))]
            }
            return confirmDelete(state, show)
        case .openIMDb:
            guard let url = show?.imdbURL else { return [] }
            return [.notice("Opening \(url.absoluteString)"), .openURL(url)]
        case .filter:
            state.shows.selectedBeforeFilter = state.shows.selectedShow?.id
            state.shows.filtering = true
            state.shows.list.showingDetail = false
            return []
        case .clearFilter:
            state.shows.filter = ""
            let effects = clearSearch(&state)
            state.shows.refilter()
            state.shows.list.reveal(state.shows.spec, context)
            return effects
        case .list(let list):
            if page == .favorites {
                state.favorites.list.apply(list, state.favorites.spec, context)
                return []
            }
            state.shows.list.apply(list, state.shows.spec, context)
            return nextPageIfNeeded(&state) + posterRequests(&state, context)
        }
    }

    /// Typing into the filter: every printable key is text; Enter keeps it, Esc clears it.
    static func filterKey(_ state: inout TVState, _ key: Key, _ context: ScreenContext) -> [Effect<TVAction>] {
        switch FilterField.key(key, text: &state.shows.filter, editing: &state.shows.filtering) {
        case .kept: return searchNow(&state)
        case .ignored: return []
        case .move(let list): return intent(&state, .shows, .list(list), context)
        case .cleared:
            let effects = clearSearch(&state)
            state.shows.refilter(keeping: state.shows.selectedBeforeFilter)
            state.shows.list.reveal(state.shows.spec, context)
            return effects
        case .edited: break
        }
        state.shows.refilter()
        state.shows.list.reveal(state.shows.spec, context)
        return searchAfterPause(state)
    }

    static func favorite(_ state: TVState, _ show: TVShow?) -> [Effect<TVAction>] {
        guard let show else { return [] }
        if state.favorites.ids.contains(show.id) { return [.notice("\(show.name) is already in favorites (x deletes it)")] }
        // Said at once: a database another program holds makes the answer wait (up to the busy timeout).
        return [.notice("Saving \(show.name) to favorites…"), save(show)]
    }

    static func confirmDelete(_ state: TVState, _ show: TVShow?) -> [Effect<TVAction>] {
        guard let show else { return [] }
        guard state.favorites.ids.contains(show.id) else { return [.notice("\(show.name) is not in favorites (f saves it)")] }
        return [.present(Dialog(title: deleteTitle, message: "Delete \(show.name) from favorites?",
                                buttons: ["Cancel", "Delete"], selected: 0, confirm: .delete(show), destructive: true))]
    }

    public static func keyAction(_ key: Key, _ state: TVState, _ context: ScreenContext) -> TVAction? {
        if page(context) == .favorites {
            return ShowsKeys.favorites(state.favorites, context).intent(for: key).map { .intent(.favorites, $0) }
        }
        if state.shows.filtering { return .filterKey(key) }
        return ShowsKeys.shows(state.shows, context).intent(for: key).map { .intent(.shows, $0) }
    }

    public static func mouseAction(_ event: MouseEvent, _ state: TVState, _ context: ScreenContext) -> TVAction? {
        .mouse(page(context), event)
    }

    public static func keyHelp(_ state: TVState, _ context: ScreenContext) -> [KeyHelp] {
        if page(context) == .favorites { return [ShowsKeys.favorites(state.favorites, context).described] }
        if state.shows.filtering { return [ShowsKeys.filter] }
        return [ShowsKeys.shows(state.shows, context).described]
    }

    public static func render(_ state: TVState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        if page(context) == .favorites {
            FavoritesView.render(state, context, into: &canvas, area: area)
        } else {
            ShowsView.render(state, context, into: &canvas, area: area)
        }
    }
}
