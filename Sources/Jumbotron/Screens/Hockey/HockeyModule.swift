import FoundationEssentials
import SportsCore
import TerminalUI

public enum HockeyAction: Equatable, Sendable {
    case app(AppEvent)
    case intent(HockeyIntent)
    case myPlayers(MyPlayersAction)
    case teams(TeamsAction)
    case roster(RosterAction)
    case playerLoaded(Int, Result<Loaded<NHLPlayer>, FetchError>, at: Date)
    case retryPlayer(Int)
}

/// What a key means on the stack: a screen's own intent, or a move on the stack.
public enum HockeyIntent: Equatable, Sendable {
    case myPlayers(MyPlayersIntent)
    case teams(TeamsIntent)
    case roster(RosterIntent)
    /// `a`: Teams, to pick a player to add.
    case addPlayers
    /// `F`: back to My Players from anywhere.
    case home
    case openTeam(String)
    /// Esc: close the player, or go up one level.
    case back
}

/// The tab, its state and its actions, as the app reaches them.
extension Tab { public static let hockey = Tab("hockey", title: "Hockey", short: "NHL", module: HockeyModule.self) }
extension AppAction { public static func hockey(_ action: HockeyAction) -> AppAction { .to(HockeyModule.self, action) } }

/// The NHL Player Tracker (the mobile app's navigation controller): My Players →
/// Teams (list ⇄ map) → roster → player, `F` home from anywhere. This module
/// is the stack; each screen is its own reducer, lifted here, and the player
/// on screen gets his landing asked for in one place.
public enum HockeyModule: TabModule {
    public static var state: WritableKeyPath<AppState, HockeyState> { \.hockey }
    public static func initialState(_ context: ScreenContext) -> HockeyState { HockeyState() }

    public static func event(_ event: AppEvent) -> HockeyAction { .app(event) }

    public static func isBusy(_ s: HockeyState) -> Bool {
        s.teams.standings.isLoading || (s.rosterTricode != nil && s.roster.roster?.isLoading == true)
            || s.stats.shown.flatMap { s.stats[$0]?.isLoading } == true
    }

    public static func canGoBack(_ s: HockeyState, _ context: ScreenContext) -> Bool { !s.path.isEmpty || s.isShowingPlayer }

    public static func isModal(_ s: HockeyState) -> Bool { s.top == .teams && s.teams.filtering }
    public static func acceptsText(_ s: HockeyState) -> Bool { isModal(s) }

    public static func title(_ s: HockeyState, _ context: ScreenContext) -> String {
        var parts = ["Hockey", s.path.isEmpty ? "My Players" : "Teams"]
        if let tri = s.rosterTricode { parts.append(s.teams.standings.value?.team(tri)?.nickname ?? tri) }
        if s.isShowingPlayer, let p = s.selectedPlayer(context) { parts.append(p.name) }
        return context.path(parts)
    }

    // MARK: reduce

    public static func reduce(_ state: inout HockeyState, _ action: HockeyAction, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        let force = asksAgain(action, state, context)
        let effects = reduceAction(&state, action, context)
        return effects + followPlayer(&state, context, force: force)
    }

    static func reduceAction(_ state: inout HockeyState, _ action: HockeyAction, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        switch action {
        case .app(.appear):
            return state.top == .teams ? teams(&state, .shown, context) : []
        case .app(.refresh):
            switch state.top {
            case nil: return [.favorites(.reload)]
            case .teams: return teams(&state, .refresh, context)
            case .roster: return state.isShowingPlayer ? [] : roster(&state, .refresh, context)
            }
        case .app(.resized):
            return myPlayers(&state, .reveal, context) + teams(&state, .resized, context) + roster(&state, .reveal, context)
        case .app(.savedChanged):
            return myPlayers(&state, .reveal, context)
        case .app(.back):
            return back(&state, context)
        case .intent(let intent):
            return self.intent(&state, intent, context)
        case .myPlayers(let action):
            return myPlayers(&state, action, context)
        case .teams(.openTeam(let tri)):
            return open(&state, tri)
        case .teams(let action):
            return teams(&state, action, context)
        case .roster(let action):
            return roster(&state, action, context)
        case .playerLoaded(let id, let result, let at):
            let failure = state.stats.apply(id, result, at: at)
            var effects: [Effect<HockeyAction>] = []
            if case .success(let loaded) = result { effects.append(.favorites(.refresh(loaded.value))) }
            if let failure, state.selectedPlayer(context)?.id == id { effects += Effect.retryDialog(for: failure, .retryPlayer(id), service: "NHL player", showing: state.stats.landings[id]?.value != nil) }
            return effects
        case .retryPlayer(let id):
            return [loadPlayer(&state, id)]
        }
    }

    static func intent(_ state: inout HockeyState, _ intent: HockeyIntent, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        switch intent {
        case .myPlayers(let i): return myPlayers(&state, .intent(i), context)
        case .teams(let i): return teams(&state, .intent(i), context)
        case .roster(let i): return roster(&state, .intent(i), context)
        case .addPlayers:
            state.path.set([.teams(TeamsState())])
            state.myPlayers.list.closeDetail()
            return teams(&state, .shown, context)
        case .home:
            state.path.popToRoot()
            state.myPlayers.list.closeDetail()
            return []
        case .openTeam(let tri):
            return open(&state, tri)
        case .back:
            return back(&state, context)
        }
    }

    /// Esc: an open player closes, else the stack goes up one level.
    static func back(_ state: inout HockeyState, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        switch state.top {
        case nil: return myPlayers(&state, .intent(.list(.back)), context)
        case .roster where state.roster.list.showingDetail: return roster(&state, .intent(.list(.back)), context)
        default:
            state.path.pop()
            return state.top == .teams ? teams(&state, .shown, context) : []
        }
    }

    static func open(_ state: inout HockeyState, _ tri: String) -> [Effect<HockeyAction>] {
        state.path.set([.teams(state.teams), .roster(RosterState())])
        return rosterScope.run(&state) { RosterScreen.open(&$0, tri) }
    }

    // MARK: the screens, lifted

    static let myPlayersScope = Scope(\HockeyState.myPlayers, embed: HockeyAction.myPlayers)
    static let teamsScope = Scope(\HockeyState.teams, embed: HockeyAction.teams)
    static let rosterScope = Scope(\HockeyState.roster, embed: HockeyAction.roster)

    static func myPlayers(_ state: inout HockeyState, _ action: MyPlayersAction, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        let stats = state.stats
        return myPlayersScope.run(&state) { MyPlayersScreen.reduce(&$0, action, stats, context) }
    }

    static func teams(_ state: inout HockeyState, _ action: TeamsAction, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        let visible = state.top == .teams
        return teamsScope.run(&state) { TeamsScreen.reduce(&$0, action, context, visible: visible) }
    }

    static func roster(_ state: inout HockeyState, _ action: RosterAction, _ context: ScreenContext) -> [Effect<HockeyAction>] {
        let stats = state.stats
        return rosterScope.run(&state) { RosterScreen.reduce(&$0, action, stats, context) }
    }

    // MARK: the player on screen

    /// Enter, a double click or `r` asks for the player on screen again, even
    /// if he was shown last time.
    static func asksAgain(_ action: HockeyAction, _ state: HockeyState, _ context: ScreenContext) -> Bool {
        switch action {
        case .myPlayers(.intent(.list(.open))), .roster(.intent(.list(.open))),
             .intent(.myPlayers(.list(.open))), .intent(.roster(.list(.open))), .app(.refresh): true
        case .myPlayers(.mouse(let event)), .roster(.mouse(let event)): event.kind == .doubleClick
        default: false
        }
    }

    /// The one place a landing is asked for: whenever the detail on screen
    /// shows a different player than after the last action (or `force`).
    static func followPlayer(_ state: inout HockeyState, _ context: ScreenContext, force: Bool) -> [Effect<HockeyAction>] {
        guard context.isShowing(HockeyModule.self) else { return [] }
        let player = state.shownPlayer(context)
        let changed = player?.id != state.stats.shown
        state.stats.shown = player?.id
        guard let player, force || changed else { return [] }
        return [loadPlayer(&state, player.id)]
    }

    static func loadPlayer(_ state: inout HockeyState, _ id: Int) -> Effect<HockeyAction> {
        state.stats.start(id)
        return .fetch(.nhlPlayer(id), key: "hockey.player") { .playerLoaded(id, $0, at: $1) }
    }

    /// A 404 says what is missing rather than "HTTP 404".
    static func describe404(_ error: FetchError, _ what: String) -> FetchError {
        if case .httpStatus(404) = error { return .other("\(what) (HTTP 404)") }
        return error
    }

    // MARK: keys

    public static func keyAction(_ key: Key, _ state: HockeyState, _ context: ScreenContext) -> HockeyAction? {
        if isModal(state) { return .teams(.filterKey(key)) }
        return HockeyKeys.map(state, context).intent(for: key).map { .intent($0) }
    }

    public static func mouseAction(_ event: MouseEvent, _ state: HockeyState, _ context: ScreenContext) -> HockeyAction? {
        switch state.top {
        case nil: .myPlayers(.mouse(event))
        case .teams: .teams(.mouse(event))
        case .roster: .roster(.mouse(event))
        }
    }

    public static func keyHelp(_ state: HockeyState, _ context: ScreenContext) -> [KeyHelp] {
        if isModal(state) { return [TeamsKeys.filter] }
        return [HockeyKeys.map(state, context).described]
    }

    public static func render(_ state: HockeyState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        HockeyView.render(state, context, into: &canvas, area: area)
    }
}
