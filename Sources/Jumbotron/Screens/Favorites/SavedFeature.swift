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
    case teamsWritten(FollowedTeam, removed: Bool, Result<[FollowedTeam], StoreError>)
    case revealedRead(Result<Set<RevealedGame>, StoreError>)
    /// The players, followed teams and revealed games, read together at start
    /// (one wait, not three, when another program holds the database).
    case peopleRead(Result<SavedPeople, StoreError>)
}

public struct SavedPeople: Equatable, Sendable {
    public var players: [NHLPlayer]
    public var teams: [FollowedTeam]
    public var revealed: Set<RevealedGame>
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
    static let teamStoreMessage = "There was a problem following/unfollowing this team. Do you want to try again?"
    static let unfollowTitle = "Unfollow team"

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
        case .teamsWritten(let team, let removed, let result):
            guard case .success = result else { return [retry(.team(team), removing: removed, result.failure)] }
            saved.apply(teams: result)
            return [.notice(removed ? "Unfollowed \(team.name)" : "Following \(team.name): see My Teams (7)")]
        case .revealedRead(let result):
            saved.apply(revealed: result)
            return []
        case .peopleRead(let result):
            saved.apply(players: result.map(\.players))
            saved.apply(teams: result.map(\.teams))
            saved.apply(revealed: result.map(\.revealed))
            return []
        }
    }

    static func request(_ saved: inout Saved, _ request: FavoritesRequest) -> [Effect<SavedAction>] {
        switch request {
        case .reload:
            saved.startShows()
            saved.startPlayers()
            saved.startTeams()
            return [readShows, readPeople(folding: saved.configTeams)]
        case .mark(let link):
            let joined = saved.toggleMark(link)
            let count = saved.marked.count
            let games = count == 1 ? "1 game" : "\(count) games"
            return [.notice(joined ? "In the multiview: m shows \(games)" : "Out of the multiview (\(games) left)")]
        case .reveal(let game):
            guard !saved.revealed.contains(game) else { return [] }
            return [.database("reveal game \(game.league) \(game.game)") { store, _ throws(StoreError) in
                try store.reveal(game)
                return try store.revealed()
            } then: { .revealedRead($0) }]
        case .save(let favorite):
            if saved.contains(favorite) {
                switch favorite {
                case .show(let s): return [.notice("\(s.name) is already in favorites (x deletes it)")]
                case .player(let p): return [.notice("\(p.name) is already a favorite (x removes him)")]
                case .team(let t): return [.notice("Already following \(t.name) (x unfollows)")]
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
                case .team(let t): return [.notice("Not following \(t.name) (f follows)")]
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
        if case .team(let team) = favorite {
            // A team sport's player is followed through their team's games: "their", not "its".
            let (title, whose) = team.athlete == nil ? (unfollowTitle, "its") : ("Unfollow player", "their")
            return Dialog(title: title, message: "Unfollow \(team.name)? My Teams will no longer show \(whose) games.",
                          buttons: ["Cancel", "Unfollow"], selected: 0, confirm: .write(favorite, removing: true), destructive: true)
        }
        let (title, verb) = if case .show = favorite { (deleteShowTitle, "Delete") } else { (removePlayerTitle, "Remove") }
        return Dialog(title: title, message: "\(verb) \(favorite.name) from favorites?", buttons: ["Cancel", verb],
                      selected: 0, confirm: .write(favorite, removing: true), destructive: true)
    }

    static func retry(_ favorite: Favorite, removing: Bool, _ error: StoreError?) -> Effect<SavedAction> {
        // A newer version's file is only read: trying again cannot help, so no Retry is offered.
        if let error, error.isNewer {
            return .notice("Not saved: \(error.message), so this one only reads it. Update Jumbotron to save.")
        }
        let message = switch favorite {
        case .show: showStoreMessage
        case .player: playerStoreMessage
        case .team: teamStoreMessage
        }
        return .present(Dialog(title: Dialog<SavedAction>.oopsTitle, message: message,
                               detail: error.map { "The database said: \($0.message)." }, buttons: ["Cancel", "Retry"],
                               confirm: .write(favorite, removing: removing)))
    }

    static let showsKey = "saved.shows"
    static let playersKey = "saved.players"

    /// The players, followed teams and revealed games; the config's teams folded in first.
    static func readPeople(folding config: [FollowedTeam]) -> Effect<SavedAction> {
        .database("list favorite players", key: playersKey, reading: true) { store, now throws(StoreError) in
            SavedPeople(players: try store.players(), teams: try store.teams(folding: config, at: now), revealed: try store.revealed())
        } then: { .peopleRead($0) }
    }

    static let readShows = Effect<SavedAction>.database("list favorites", key: showsKey, reading: true) { store, _ throws(StoreError) in
        try store.list()
    } then: { .showsRead($0) }

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
        case (.team(let team), false):
            .database("follow team \(team.id)") { store, now throws(StoreError) in
                try store.followTeam(team, at: now)
                return try store.teams()
            } then: { .teamsWritten(team, removed: false, $0) }
        case (.team(let team), true):
            .database("unfollow team \(team.id)") { store, _ throws(StoreError) in
                try store.unfollowTeam(id: team.id)
                return try store.teams()
            } then: { .teamsWritten(team, removed: true, $0) }
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
