import Foundation
import SportsCore
import TerminalUI

public enum HockeyAction: Equatable, Sendable {
    case app(AppEvent)
    case intent(HockeyIntent)
    /// A key while typing into the Teams filter.
    case filterKey(Key)
    case mouse(MouseEvent)
    case favoritesLoaded(Result<[NHLPlayer], StoreError>)
    /// A save (`removed == false`) or removal finished; success carries the new list.
    case favoriteChanged(NHLPlayer, removed: Bool, Result<[NHLPlayer], StoreError>)
    case standingsLoaded(Result<Loaded<NHLStandings>, FetchError>, at: Date)
    case outlineLoaded(Result<Loaded<MapOutline>, FetchError>, at: Date)
    case rosterLoaded(String, Result<Loaded<NHLRoster>, FetchError>, at: Date)
    case playerLoaded(Int, Result<Loaded<NHLPlayer>, FetchError>, at: Date)
    case retryStandings
    case retryRoster(String)
    case retryPlayer(Int)
    /// Dialog answers: exactly the change again.
    case save(NHLPlayer)
    case remove(NHLPlayer)
}

public enum HockeyIntent: Equatable, Sendable {
    case list(ListIntent)
    /// `a`: Teams, to pick a player to add.
    case addPlayers
    /// `F`: back to My Players from anywhere.
    case myPlayers
    case toggleView
    case showView(TeamsView)
    case mapMove(MapNavigation.Direction)
    case openTeam(String)
    case filter
    case clearFilter
    case favorite
    case remove
    /// Esc: close the player, or go up one level.
    case back
}

extension Tab {
    public static let hockey = Tab("hockey", title: "Hockey", short: "NHL", module: HockeyModule.self)
}

extension AppState {
    public var hockey: HockeyState {
        get { self[HockeyModule.self] }
        set { self[HockeyModule.self] = newValue }
    }
}

extension AppAction {
    public static func hockey(_ action: HockeyAction) -> AppAction { .to(HockeyModule.self, action) }
}

/// The NHL Player Tracker (the mobile app's navigation controller): My Players →
/// Teams (list ⇄ map) → roster → player, `F` home from anywhere.
public enum HockeyModule: TabModule {
    static let removeTitle = "Remove from favorites"
    static let storeMessage = "There was a problem saving/deleting this player. Do you want to try again?"

    public static func initialState(_ context: ScreenContext) -> HockeyState { HockeyState() }

    public static func event(_ event: AppEvent) -> HockeyAction { .app(event) }

    public static func isBusy(_ s: HockeyState) -> Bool {
        s.standings.isLoading || s.roster?.isLoading == true || s.selectedPlayer.flatMap { s.landings[$0.id]?.isLoading } == true
    }

    public static func canGoBack(_ s: HockeyState, _ context: ScreenContext) -> Bool { !s.path.isEmpty || s.isShowingPlayer }

    public static func isModal(_ s: HockeyState) -> Bool { s.filtering }
    public static func acceptsText(_ s: HockeyState) -> Bool { s.filtering }

    public static func title(_ s: HockeyState, _ context: ScreenContext) -> String {
        var parts = ["Hockey", s.path.isEmpty ? "My Players" : "Teams"]
        if let tri = s.rosterTricode { parts.append(s.standings.value?.team(tri)?.nickname ?? tri) }
        if s.isShowingPlayer, let p = s.selectedPlayer { parts.append(p.name) }
        return parts.joined(separator: context.display.ascii ? " > " : " › ")
    }

    // MARK: reduce

    public static func reduce(_ state: inout HockeyState, _ action: HockeyAction, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        switch action {
        case .app(.appear):
            // The Favorites tab may have changed the list: read it again (a local, cheap read).
            var effects = loadFavorites(&state)
            if state.top == .teams, !state.standings.isSettled, !state.standings.isLoading { effects += loadStandings(&state) }
            return effects + prepareMap(&state, context) + playerEffects(&state, context)
        case .app(.refresh):
            switch state.top {
            case nil: return loadFavorites(&state) + playerEffects(&state, context, force: true)
            case .teams: return loadStandings(&state, refresh: true)
            case .roster(let tri):
                // The open player, else the roster (and on wide terminals the player beside it).
                if state.isShowingPlayer { return playerEffects(&state, context, force: true) }
                return loadRoster(&state, tri, refresh: true) + (context.isSplit ? playerEffects(&state, context, force: true) : [])
            }
        case .app(.resized):
            revealAll(&state, context)
            return prepareMap(&state, context)
        case .app(.back):
            return back(&state, context)
        case .intent(let intent):
            return self.intent(&state, intent, context)
        case .filterKey(let key):
            return filterKey(&state, key, context)
        case .mouse(let event):
            return mouse(&state, event, context)
        case .favoritesLoaded(let result):
            state.favorites.apply(result)
            clampFavorites(&state)
            state.myPlayers.reveal(state.myPlayersSpec, context)
            return playerEffects(&state, context)
        case .favoriteChanged(let player, let removed, let result):
            switch result {
            case .success(let list):
                state.favorites.apply(.success(list))
                clampFavorites(&state)
                if removed && state.top == nil { state.myPlayers.showingDetail = false; state.requestedPlayer = nil }
                state.myPlayers.reveal(state.myPlayersSpec, context)
                return [.notice(removed ? "Removed \(player.name) from favorites" : "Added \(player.name) to favorites")]
                    + playerEffects(&state, context)
            case .failure(let error):
                return [.present(Dialog(title: Dialog<HockeyAction>.oopsTitle, message: storeMessage,
                                        detail: "The database said: \(error.message).", buttons: ["Cancel", "Retry"],
                                        confirm: removed ? .remove(player) : .save(player)))]
            }
        case .standingsLoaded(let result, let at):
            let failure = state.standings.apply(result, at: at)
            if case .success = result { state.rebuildTeamRows(); state.mapScene = nil }
            revealAll(&state, context)
            return (failure.map { Effect.retryDialog(for: $0, .retryStandings) } ?? []) + prepareMap(&state, context)
        case .outlineLoaded(let result, let at):
            state.outline.apply(result, at: at)
            state.mapScene = nil
            return prepareMap(&state, context)
        case .rosterLoaded(let tri, let result, let at):
            var load = state.rosters[tri] ?? Loadable()
            let failure = load.apply(result.mapError { describe404($0, "The NHL has no current roster for \(tri).") }, at: at)
            state.rosters[tri] = load
            guard state.rosterTricode == tri else { return [] }
            state.rosterList.reveal(state.rosterSpec(context), context)
            let retry = failure.map { Effect.retryDialog(for: $0, HockeyAction.retryRoster(tri)) } ?? []
            return retry + playerEffects(&state, context)
        case .playerLoaded(let id, let result, let at):
            var load = state.landings[id] ?? Loadable()
            let failure = load.apply(result.mapError { describe404($0, "The NHL has no player \(id).") }, at: at)
            state.landings[id] = load
            var effects: [Effect<HockeyAction>] = []
            if case .success(let loaded) = result, state.favoriteIDs.contains(id) { effects.append(refreshFavorite(loaded.value)) }
            if let failure, state.selectedPlayer?.id == id {
                effects += Effect.retryDialog(for: failure, .retryPlayer(id))
            }
            return effects
        case .retryStandings:
            return loadStandings(&state, refresh: true)
        case .retryRoster(let tri):
            return loadRoster(&state, tri, refresh: true)
        case .retryPlayer(let id):
            return loadPlayer(&state, id)
        case .save(let player):
            return [save(player)]
        case .remove(let player):
            return [remove(player)]
        }
    }

    /// A 404 says what is missing rather than "HTTP 404".
    static func describe404(_ error: FetchError, _ what: String) -> FetchError {
        if case .httpStatus(404) = error { return .other("\(what) (HTTP 404)") }
        return error
    }

    static func back(_ state: inout HockeyState, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        switch state.top {
        case nil:
            state.myPlayers.apply(.back, state.myPlayersSpec, context)
            state.requestedPlayer = nil
        case .roster where state.rosterList.showingDetail:
            state.rosterList.apply(.back, state.rosterSpec(context), context)
            state.requestedPlayer = nil
        default:
            state.path.removeLast()
            state.requestedPlayer = nil
        }
        return prepareMap(&state, context) + playerEffects(&state, context)
    }

    static func intent(_ state: inout HockeyState, _ intent: HockeyIntent, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        switch intent {
        case .list(let list):
            return listIntent(&state, list, context)
        case .addPlayers:
            state.path = [.teams]
            state.myPlayers.showingDetail = false
            state.requestedPlayer = nil
            var effects: [Effect<HockeyAction>] = []
            if !state.standings.isSettled, !state.standings.isLoading { effects += loadStandings(&state) }
            return effects + prepareMap(&state, context)
        case .myPlayers:
            state.path = []
            state.myPlayers.showingDetail = false
            state.rosterList.showingDetail = false
            state.requestedPlayer = nil
            return loadFavorites(&state) + playerEffects(&state, context)
        case .toggleView:
            return self.intent(&state, .showView(state.teamsView == .list ? .map : .list), context)
        case .showView(let view):
            guard view != state.teamsView else { return [] }
            // The selection follows across the views.
            if view == .map, let t = state.selectedTeam { state.mapSelected = t.tricode }
            state.teamsView = view
            if view == .list, let tri = state.mapSelected,
               let i = state.teamRows.firstIndex(where: { if case .team(let t) = $0 { return t.tricode == tri } else { return false } }) {
                state.teamsList.viewport.selected = i
                state.teamsList.reveal(state.teamsSpec, context)
            }
            return prepareMap(&state, context)
        case .mapMove(let direction):
            guard let scene = state.mapScene, let current = scene.badge(state.mapSelected) else { return [] }
            let points = scene.badges.filter { $0.id != current.id }.map { (id: $0.id, at: $0.anchor) }
            if let next = MapNavigation.next(from: current.anchor, direction, among: points) { state.mapSelected = next }
            return []
        case .openTeam(let tri):
            state.path = [.teams, .roster(tri)]
            state.rosterList = ListDetail()
            state.requestedPlayer = nil
            if state.rosters[tri]?.value == nil, state.rosters[tri]?.isLoading != true { return loadRoster(&state, tri) }
            return playerEffects(&state, context)
        case .filter:
            state.filtering = true
            state.teamsView = .list
            return []
        case .clearFilter:
            state.filter = ""
            state.rebuildTeamRows()
            state.teamsList.reveal(state.teamsSpec, context)
            return []
        case .favorite:
            guard let player = state.selectedPlayer else { return [] }
            if state.favoriteIDs.contains(player.id) { return [.notice("\(player.name) is already a favorite (x removes him)")] }
            return [save(player)]
        case .back:
            return back(&state, context)
        case .remove:
            guard let player = state.selectedPlayer else { return [] }
            guard state.favoriteIDs.contains(player.id) else { return [.notice("\(player.name) is not a favorite (f adds him)")] }
            return [.present(Dialog(title: removeTitle, message: "Remove \(player.name) from favorites?",
                                    buttons: ["Cancel", "Remove"], selected: 0, confirm: .remove(player), destructive: true))]
        }
    }

    static func listIntent(_ state: inout HockeyState, _ intent: ListIntent, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        switch state.top {
        case nil:
            let opened = intent == .open
            state.myPlayers.apply(intent, state.myPlayersSpec, context)
            if intent == .back { state.requestedPlayer = nil }
            return playerEffects(&state, context, force: opened)
        case .teams:
            if intent == .open {
                guard let team = state.selectedTeam else { return [] }
                return self.intent(&state, .openTeam(team.tricode), context)
            }
            state.teamsList.apply(intent, state.teamsSpec, context)
            return []
        case .roster:
            let opened = intent == .open
            state.rosterList.apply(intent, state.rosterSpec(context), context)
            if intent == .back { state.requestedPlayer = nil }
            return playerEffects(&state, context, force: opened)
        }
    }

    /// Typing into the filter: printable keys are text; Enter keeps it, Esc clears it.
    static func filterKey(_ state: inout HockeyState, _ key: Key, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        switch FilterField.key(key, text: &state.filter, editing: &state.filtering) {
        case .kept, .ignored: return []
        case .move(let intent):
            state.teamsList.apply(intent, state.teamsSpec, context)
            return []
        case .edited, .cleared: break
        }
        state.rebuildTeamRows()
        state.teamsList.reveal(state.teamsSpec, context)
        return []
    }

    static func mouse(_ state: inout HockeyState, _ event: MouseEvent, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        switch state.top {
        case nil:
            guard state.myPlayers.mouse(event, state.myPlayersSpec, context) else { return [] }
            return playerEffects(&state, context, force: event.kind == .doubleClick)
        case .teams:
            let layout = TeamsLayout(context)
            if event.kind == .click, event.position.y == layout.switchRow.y {
                if let view = layout.switchHit(event.position) {
                    return intent(&state, .showView(view), context)
                }
                return []
            }
            if state.teamsView == .map {
                guard event.kind == .click || event.kind == .doubleClick,
                      let scene = state.mapScene else { return [] }
                let area = layout.map
                let local = Point(x: event.position.x - area.x, y: event.position.y - area.y)
                guard let badge = scene.badge(at: local) else { return [] }
                state.mapSelected = badge.id
                return intent(&state, .openTeam(badge.id), context)
            }
            guard state.teamsList.mouse(event, state.teamsSpec, context) else { return [] }
            if state.teamsList.showingDetail {
                state.teamsList.showingDetail = false
                if let t = state.selectedTeam { return intent(&state, .openTeam(t.tricode), context) }
            }
            return []
        case .roster:
            guard state.rosterList.mouse(event, state.rosterSpec(context), context) else { return [] }
            return playerEffects(&state, context, force: event.kind == .doubleClick)
        }
    }

    static func revealAll(_ state: inout HockeyState, _ context: ScreenContext) {
        state.myPlayers.reveal(state.myPlayersSpec, context)
        state.teamsList.reveal(state.teamsSpec, context)
        state.rosterList.reveal(state.rosterSpec(context), context)
    }

    static func clampFavorites(_ state: inout HockeyState) {
        let count = state.favorites.value?.count ?? 0
        state.myPlayers.viewport.selected = min(state.myPlayers.viewport.selected, max(0, count - 1))
        if count == 0 { state.myPlayers.showingDetail = false }
    }

    // MARK: requests

    static func loadFavorites(_ state: inout HockeyState) -> [Effect<HockeyAction>] {
        state.favorites.start()
        return [.database("list favorite players", key: "hockey.favorites", reading: true) { store, _ throws(StoreError) in
            try store.players()
        } then: { .favoritesLoaded($0) }]
    }

    static func save(_ player: NHLPlayer) -> Effect<HockeyAction> {
        .database("save favorite player \(player.id)") { store, now throws(StoreError) in
            try store.savePlayer(player, at: now)
            return try store.players()
        } then: { .favoriteChanged(player, removed: false, $0) }
    }

    static func remove(_ player: NHLPlayer) -> Effect<HockeyAction> {
        .database("remove favorite player \(player.id)") { store, _ throws(StoreError) in
            try store.deletePlayer(id: player.id)
            return try store.players()
        } then: { .favoriteChanged(player, removed: true, $0) }
    }

    /// Fresh statistics for a favorite are written back, so My Players shows them offline next time.
    static func refreshFavorite(_ player: NHLPlayer) -> Effect<HockeyAction> {
        .database("refresh favorite player \(player.id)", key: "hockey.favorites") { store, _ throws(StoreError) in
            try store.refreshPlayer(player)
            return try store.players()
        } then: { .favoritesLoaded($0) }
    }

    static func loadStandings(_ state: inout HockeyState, refresh: Bool = false) -> [Effect<HockeyAction>] {
        state.standings.start()
        return [.fetch(.nhlStandings(refresh: refresh), key: "hockey.standings") { .standingsLoaded($0, at: $1) }]
    }

    static func loadRoster(_ state: inout HockeyState, _ tri: String, refresh: Bool = false) -> [Effect<HockeyAction>] {
        var load = state.rosters[tri] ?? Loadable()
        load.start()
        state.rosters[tri] = load
        return [.fetch(.nhlRoster(tri, refresh: refresh), key: "hockey.roster") { .rosterLoaded(tri, $0, at: $1) }]
    }

    static func loadPlayer(_ state: inout HockeyState, _ id: Int) -> [Effect<HockeyAction>] {
        var load = state.landings[id] ?? Loadable()
        load.start()
        state.landings[id] = load
        state.requestedPlayer = id
        return [.fetch(.nhlPlayer(id), key: "hockey.player") { .playerLoaded(id, $0, at: $1) }]
    }

    /// The detail on screen asks for its player's statistics each time it
    /// shows a different player (or on Enter / `r`: `force`).
    static func playerEffects(_ state: inout HockeyState, _ context: ScreenContext, force: Bool = false) -> [Effect<HockeyAction>] {
        guard context.isShowing(HockeyModule.self), state.top != .teams, let player = state.selectedPlayer else { return [] }
        guard state.isShowingPlayer || context.isSplit else { return [] }
        guard force || state.requestedPlayer != player.id else { return [] }
        return loadPlayer(&state, player.id)
    }

    /// Builds the map scene for this size (state) and asks for the outline once (the effect).
    static func prepareMap(_ state: inout HockeyState, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        guard state.top == .teams, state.teamsView == .map else { return [] }
        var effects: [Effect<HockeyAction>] = []
        if !state.outline.isSettled, !state.outline.isLoading {
            state.outline.start()
            effects.append(.fetch(.mapOutline, key: "hockey.map") { .outlineLoaded($0, at: $1) })
        }
        let area = TeamsLayout(context).map
        let size = Size(width: area.width, height: area.height)
        let braille = !context.display.ascii
        if let scene = state.mapScene, scene.size == size, scene.braille == braille { return effects }
        if state.outline.isLoading && state.outline.value == nil { return effects }
        state.mapScene = MapScene.make(outline: state.outline.value, teams: state.teams.map(\.tricode), size: size, braille: braille)
        return effects
    }

    // MARK: keys

    public static func keyAction(_ key: Key, _ state: HockeyState, _ context: ScreenContext) -> HockeyAction? {
        if state.filtering { return .filterKey(key) }
        return HockeyKeys.map(state, context).intent(for: key).map { .intent($0) }
    }

    public static func mouseAction(_ event: MouseEvent, _ state: HockeyState, _ context: ScreenContext) -> HockeyAction? {
        .mouse(event)
    }

    public static func keyHelp(_ state: HockeyState, _ context: ScreenContext) -> [KeyHelp] {
        if state.filtering { return [HockeyKeys.filter] }
        return [HockeyKeys.map(state, context).described]
    }

    public static func render(_ state: HockeyState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        HockeyView.render(state, context, into: &canvas, area: area)
    }
}
