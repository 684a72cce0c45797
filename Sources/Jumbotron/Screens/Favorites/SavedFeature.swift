import FoundationEssentials
import SportsCore

public enum SavedAction: Equatable, Sendable {
    case request(FavoritesRequest)
    /// A confirmed removal, or the retry dialog's button: write it now.
    case write(Favorite, removing: Bool)
    case showsRead(Result<[TVShow], StoreError>)
    case playersRead(Result<[NHLPlayer], StoreError>)
    /// A write finished; success carries the new list.
    case showsWritten(TVShow, removed: Bool, Result<[TVShow], StoreError>)
    case playersWritten(NHLPlayer, removed: Bool, Result<[NHLPlayer], StoreError>)
}

/// The one owner of the saved favorites: reads, saves, removals (after a
/// confirmation), the retry dialog when the database refuses, and the
/// notices that say what happened. Shows keep the TV app's words (save,
/// delete), players the tracker's (add, remove).
public enum SavedFeature {
    static let showStoreMessage = "There was a problem saving/deleting this TV Show. Do you want to try again?"
    static let playerStoreMessage = "There was a problem saving/deleting this player. Do you want to try again?"
    static let deleteShowTitle = "Delete from favorites"
    static let removePlayerTitle = "Remove from favorites"

    public static func reduce(_ saved: inout Saved, _ action: SavedAction) -> [Effect<SavedAction>] {
        switch action {
        case .request(let request):
            return self.request(&saved, request)
        case .write(let favorite, let removing):
            return [write(favorite, removing: removing)]
        case .showsRead(let result):
            saved.apply(shows: result)
            return []
        case .playersRead(let result):
            saved.apply(players: result)
            return []
        case .showsWritten(let show, let removed, let result):
            guard case .success = result else { return [retry(.show(show), removing: removed, result.failure)] }
            saved.apply(shows: result)
            return [.notice(removed ? "Deleted \(show.name) from favorites" : "Saved \(show.name) to favorites")]
        case .playersWritten(let player, let removed, let result):
            guard case .success = result else { return [retry(.player(player), removing: removed, result.failure)] }
            saved.apply(players: result)
            return [.notice(removed ? "Removed \(player.name) from favorites" : "Added \(player.name) to favorites")]
        }
    }

    static func request(_ saved: inout Saved, _ request: FavoritesRequest) -> [Effect<SavedAction>] {
        switch request {
        case .reload:
            saved.startShows()
            saved.startPlayers()
            return [readShows, readPlayers]
        case .save(let favorite):
            if saved.contains(favorite) {
                switch favorite {
                case .show(let s): return [.notice("\(s.name) is already in favorites (x deletes it)")]
                case .player(let p): return [.notice("\(p.name) is already a favorite (x removes him)")]
                }
            }
            // Said at once for a show: a database another program holds makes the answer wait.
            if case .show(let s) = favorite { return [.notice("Saving \(s.name) to favorites…"), write(favorite, removing: false)] }
            return [write(favorite, removing: false)]
        case .remove(let favorite):
            guard saved.contains(favorite) else {
                switch favorite {
                case .show(let s): return [.notice("\(s.name) is not in favorites (f saves it)")]
                case .player(let p): return [.notice("\(p.name) is not a favorite (f adds him)")]
                }
            }
            return [.present(confirmRemoval(favorite))]
        case .refresh(let player):
            guard saved.playerIDs.contains(player.id) else { return [] }
            return [.database("refresh favorite player \(player.id)", key: playersKey) { store, _ throws(StoreError) in
                try store.refreshPlayer(player)
                return try store.players()
            } then: { .playersRead($0) }]
        }
    }

    static func confirmRemoval(_ favorite: Favorite) -> Dialog<SavedAction> {
        let (title, verb) = if case .show = favorite { (deleteShowTitle, "Delete") } else { (removePlayerTitle, "Remove") }
        return Dialog(title: title, message: "\(verb) \(favorite.name) from favorites?", buttons: ["Cancel", verb],
                      selected: 0, confirm: .write(favorite, removing: true), destructive: true)
    }

    static func retry(_ favorite: Favorite, removing: Bool, _ error: StoreError?) -> Effect<SavedAction> {
        let message = if case .show = favorite { showStoreMessage } else { playerStoreMessage }
        return .present(Dialog(title: Dialog<SavedAction>.oopsTitle, message: message,
                               detail: error.map { "The database said: \($0.message)." }, buttons: ["Cancel", "Retry"],
                               confirm: .write(favorite, removing: removing)))
    }

    static let showsKey = "saved.shows"
    static let playersKey = "saved.players"

    static let readShows = Effect<SavedAction>.database("list favorites", key: showsKey, reading: true) { store, _ throws(StoreError) in
        try store.list()
    } then: { .showsRead($0) }

    static let readPlayers = Effect<SavedAction>.database("list favorite players", key: playersKey, reading: true) { store, _ throws(StoreError) in
        try store.players()
    } then: { .playersRead($0) }

    static func write(_ favorite: Favorite, removing: Bool) -> Effect<SavedAction> {
        switch (favorite, removing) {
        case (.show(let show), false):
            .database("save favorite \(show.id)") { store, now throws(StoreError) in
                try store.save(show, at: now)
                return try store.list()
            } then: { .showsWritten(show, removed: false, $0) }
        case (.show(let show), true):
            .database("delete favorite \(show.id)") { store, _ throws(StoreError) in
                try store.delete(id: show.id)
                return try store.list()
            } then: { .showsWritten(show, removed: true, $0) }
        case (.player(let player), false):
            .database("save favorite player \(player.id)") { store, now throws(StoreError) in
                try store.savePlayer(player, at: now)
                return try store.players()
            } then: { .playersWritten(player, removed: false, $0) }
        case (.player(let player), true):
            .database("remove favorite player \(player.id)") { store, _ throws(StoreError) in
                try store.deletePlayer(id: player.id)
                return try store.players()
            } then: { .playersWritten(player, removed: true, $0) }
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
