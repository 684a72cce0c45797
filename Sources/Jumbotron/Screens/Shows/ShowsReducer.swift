import Foundation
import SportsCore
import TerminalUI

/// Shows and Favorites: paging, filter, detail, and favourite changes that
/// go through a confirmation (delete) or the retry dialog (any store failure).
public enum ShowsReducer {
    static let deleteTitle = "Delete from favorites"
    static let storeMessage = "There was a problem saving/deleting this TV Show. Do you want to try again?"
    /// Load the next page when the selection is this close to the end.
    static let prefetchDistance = 5

    static func appearShows(_ app: inout AppState) -> [Command] {
        var commands = appearFavorites(&app)
        if !app.shows.loaded && !app.shows.isLoading { commands += loadPage(&app, 0) }
        return commands
    }

    static func appearFavorites(_ app: inout AppState) -> [Command] {
        guard !app.favorites.loaded, !app.favorites.isLoading else { return [] }
        app.favorites.isLoading = true
        return [.loadFavorites]
    }

    static func loadPage(_ app: inout AppState, _ page: Int) -> [Command] {
        app.shows.isLoading = true
        return [.fetchShows(page: page)]
    }

    static func loaded(_ app: inout AppState, _ page: Int, _ result: Result<Loaded<[TVShow]>, FetchError>, at: Date) -> [Command] {
        app.shows.isLoading = false
        switch result {
        case .success(let loaded):
            if page == 0 { app.shows.shows = []; app.shows.names = NameIndex() }
            let known = Set(app.shows.shows.map(\.id))
            app.shows.shows += loaded.value.filter { !known.contains($0.id) }
            app.shows.nextPage = page + 1
            app.shows.loaded = true
            app.shows.failure = nil
            app.shows.origin = loaded.origin
            app.shows.loadedAt = at
            if loaded.value.isEmpty { app.shows.endReached = true }
            app.shows.applyFilter()
            if case .staleCache(_, let failure) = loaded.origin {
                AppReducer.presentFailure(&app, failure, retry: .retryShows(page: page))
            }
            revealShows(&app)
            return posterRequests(&app)
        case .failure(.httpStatus(404)) where page > 0 || app.shows.loaded:
            app.shows.endReached = true                 // past the last page
            return []
        case .failure(let error):
            if error == .cancelled { return [] }
            app.shows.loaded = true
            app.shows.failure = error
            AppReducer.presentFailure(&app, error, retry: .retryShows(page: page))
            return []
        }
    }

    static func favoritesLoaded(_ app: inout AppState, _ result: Result<[TVShow], StoreError>) -> [Command] {
        switch result {
        case .success(let list):
            app.favorites.replace(list)
            revealFavorites(&app)
        case .failure(let error):
            app.favorites.loaded = true
            app.favorites.isLoading = false
            app.favorites.failure = error
        }
        return []
    }

    /// A save or delete finished: the list is the database's new truth; a failure offers exactly that action again.
    static func changed(_ app: inout AppState, _ show: TVShow, deleted: Bool, _ result: Result<[TVShow], StoreError>) -> [Command] {
        switch result {
        case .success(let list):
            app.favorites.replace(list)
            app.notice = deleted ? "Deleted \(show.name) from favorites" : "Saved \(show.name) to favorites"
            revealFavorites(&app)
        case .failure(let error):
            app.overlays.append(.dialog(DialogState(
                title: DialogState.oopsTitle, message: storeMessage, detail: "The database said: \(error.message).",
                buttons: ["Cancel", "Retry"], confirm: deleted ? .retryDelete(show) : .retrySave(show))))
        }
        return []
    }

    // MARK: keys

    static func showsKey(_ app: inout AppState, _ key: Key) -> [Command]? {
        if app.shows.filtering { return filterKey(&app, key) }
        if key == .escape && !app.shows.filter.isEmpty && !app.shows.showingDetail {
            app.shows.filter = ""
            app.shows.applyFilter()
            app.shows.viewport = ListViewport()
            return []
        }
        guard let intent = ShowsKeys.shows.intent(for: key) else { return nil }
        let show = app.shows.selectedShow
        switch intent {
        case .favorite: return favorite(&app, show)
        case .delete: return confirmDelete(&app, show)
        case .openIMDb: return openIMDb(&app, show)
        case .filter:
            app.shows.filtering = true
            app.shows.showingDetail = false
            return []
        case .list(let list): return showsList(&app, list)
        }
    }

    static func favoritesKey(_ app: inout AppState, _ key: Key) -> [Command]? {
        guard let intent = ShowsKeys.favorites.intent(for: key) else { return nil }
        let show = app.favorites.selectedShow
        switch intent {
        case .delete: return confirmDelete(&app, show)
        case .openIMDb: return openIMDb(&app, show)
        case .favorite, .filter: return []
        case .list(let list): return favoritesList(&app, list)
        }
    }

    /// Typing into the filter: every printable key is text; Enter keeps it, Esc clears it.
    static func filterKey(_ app: inout AppState, _ key: Key) -> [Command]? {
        switch key {
        case .char(let c):
            app.shows.filter.append(c)
        case .backspace:
            if !app.shows.filter.isEmpty { app.shows.filter.removeLast() }
        case .enter, .down, .up:
            app.shows.filtering = false
            if key != .enter { return showsList(&app, key == .down ? .down : .up) }
            return []
        case .escape:
            app.shows.filtering = false
            app.shows.filter = ""
        default:
            return []
        }
        app.shows.applyFilter()
        app.shows.viewport = ListViewport()
        return []
    }

    static func favorite(_ app: inout AppState, _ show: TVShow?) -> [Command] {
        guard let show else { return [] }
        if app.favorites.ids.contains(show.id) {
            app.notice = "\(show.name) is already in favorites (x deletes it)"
            return []
        }
        return [.saveFavorite(show)]
    }

    static func confirmDelete(_ app: inout AppState, _ show: TVShow?) -> [Command] {
        guard let show else { return [] }
        guard app.favorites.ids.contains(show.id) else {
            app.notice = "\(show.name) is not in favorites (f saves it)"
            return []
        }
        app.overlays.append(.dialog(DialogState(title: deleteTitle, message: "Delete \(show.name) from favorites?",
                                                buttons: ["Cancel", "Delete"], selected: 0, confirm: .deleteFavorite(show))))
        return []
    }

    static func openIMDb(_ app: inout AppState, _ show: TVShow?) -> [Command] {
        guard let url = show?.imdbURL else { return [] }
        app.notice = "Opening \(url.absoluteString)"
        return [.openURL(url)]
    }

    static func showsList(_ app: inout AppState, _ intent: ListIntent) -> [Command]? {
        let count = app.shows.visible.count
        let page = max(1, ListDetailLayout(shows: app).list.height - 1)
        switch intent {
        case _ where ListNavigation.move(&app.shows.viewport, intent, count: count, page: page): break
        case .open:
            guard app.shows.selectedShow != nil else { return [] }
            app.shows.showingDetail = true
        case .back:
            guard app.shows.showingDetail else { return nil }
            app.shows.showingDetail = false
        default: break
        }
        revealShows(&app)
        return nextPageIfNeeded(&app) + posterRequests(&app)
    }

    static func nextPageIfNeeded(_ app: inout AppState) -> [Command] {
        let s = app.shows
        guard s.loaded, !s.isLoading, !s.endReached, s.failure == nil, s.filter.isEmpty,
              s.viewport.selected >= s.visible.count - prefetchDistance else { return [] }
        return loadPage(&app, s.nextPage)
    }

    static func favoritesList(_ app: inout AppState, _ intent: ListIntent) -> [Command]? {
        let count = app.favorites.shows.count
        let page = max(1, ListDetailLayout(favorites: app).list.height - 1)
        switch intent {
        case _ where ListNavigation.move(&app.favorites.viewport, intent, count: count, page: page): break
        case .open:
            guard app.favorites.selectedShow != nil else { return [] }
            app.favorites.showingDetail = true
        case .back:
            guard app.favorites.showingDetail else { return nil }
            app.favorites.showingDetail = false
        default: break
        }
        revealFavorites(&app)
        return []
    }

    static func revealShows(_ app: inout AppState) {
        // The banner collapses once the list scrolls, which changes the list height: settle twice.
        for _ in 0..<2 {
            let h = ListDetailLayout(shows: app).list.height
            app.shows.viewport.reveal(count: app.shows.visible.count, height: h)
        }
    }

    /// Posters of the rows on screen (`image.medium`) and of the open show (`image.original`), each once per run.
    static func posterRequests(_ app: inout AppState) -> [Command] {
        var wanted: [String] = []
        let s = app.shows
        s.viewport.forEachVisible(count: s.visible.count, height: ListDetailLayout(shows: app).list.height) { i, _ in
            if let m = s.shows[s.visible[i]].image?.medium { wanted.append(m) }
        }
        if let o = (s.showingDetail || Layout.isSplit(app.size)) ? s.selectedShow?.image?.original : nil { wanted.append(o) }
        var commands: [Command] = []
        for text in wanted where !app.shows.requestedPosters.contains(text) {
            app.shows.requestedPosters.insert(text)
            if let url = URL(string: text) { commands.append(.loadPoster(url)) } else { app.shows.posters[text] = .failed }
        }
        return commands
    }

    static func revealFavorites(_ app: inout AppState) {
        app.favorites.viewport.reveal(count: app.favorites.shows.count, height: ListDetailLayout(favorites: app).list.height)
    }

    static func mouse(_ app: inout AppState, _ event: MouseEvent, favorites: Bool) -> [Command] {
        let layout = favorites ? ListDetailLayout(favorites: app) : ListDetailLayout(shows: app)
        switch event.kind {
        case .wheelUp: return (favorites ? favoritesList(&app, .up) : showsList(&app, .up)) ?? []
        case .wheelDown: return (favorites ? favoritesList(&app, .down) : showsList(&app, .down)) ?? []
        case .click, .doubleClick:
            guard layout.list.contains(event.position) else { return [] }
            let showingDetail = favorites ? app.favorites.showingDetail : app.shows.showingDetail
            if showingDetail && layout.detail == nil { return [] }
            let offset = favorites ? app.favorites.viewport.offset : app.shows.viewport.offset
            let count = favorites ? app.favorites.shows.count : app.shows.visible.count
            let index = offset + event.position.y - layout.list.y
            guard index < count else { return [] }
            if favorites {
                app.favorites.viewport.selected = index
                if event.kind == .doubleClick { app.favorites.showingDetail = true }
                revealFavorites(&app)
                return []
            }
            app.shows.viewport.selected = index
            if event.kind == .doubleClick { app.shows.showingDetail = true }
            revealShows(&app)
            return nextPageIfNeeded(&app)
        }
    }
}
