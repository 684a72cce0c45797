import FoundationEssentials
import SportsCore
import TerminalUI

public enum BasketballAction: Equatable, Sendable {
    case app(AppEvent)
    case intent(BasketballIntent)
    /// A key while typing into the filter.
    case filterKey(Key)
    case mouse(MouseEvent)
    case teamsLoaded(Result<Loaded<[NBATeam]>, FetchError>, at: Date)
    case playersLoaded(team: Int, cursor: Int?, Result<Loaded<NBAPlayersPage>, FetchError>, at: Date)
    case retryTeams
    case retryPage(team: Int, cursor: Int?)
    /// The cursor rested on a team beside the list: now its players are worth asking for.
    case restedOn(team: Int)
    /// A second of a rate-limit wait has passed.
    case tick
}

public enum BasketballIntent: Equatable, Sendable {
    case list(ListIntent)
    case players(ListIntent)
    case filter
    case clearFilter
    case cycleConference
    case openSignUp
    case browseSample
    case toggleOrder
    case closePopup
    case scrollPopup(Int)
    /// Esc during a rate-limit countdown: stop waiting (r asks again).
    case stopWaiting
    case follow, unfollow
}

extension Tab { public static let basketball = Tab("basketball", title: "Basketball", short: "NBA", module: BasketballModule.self) }

extension TimerID {
    public static let nbaRateLimit = TimerID("basketball.rateLimit")
    /// Beside the list, a team's players are asked for once the cursor rests on it, not for every team it passes.
    public static let nbaPlayersRest = TimerID("basketball.rest")
}


extension AppAction { public static func basketball(_ action: BasketballAction) -> AppAction { .to(BasketballModule.self, action) } }

/// NBA teams with a name and conference filter, a team's players
/// a page at a time, a player popup; a missing key explained in place, a
/// refused key said plainly, a rate limit waited out with a countdown.
public enum BasketballModule: TabModule {
    public static var state: WritableKeyPath<AppState, BasketballState> { \.basketball }
    public static func initialState(_ context: ScreenContext) -> BasketballState { BasketballState() }

    public static func event(_ event: AppEvent) -> BasketballAction { .app(event) }

    public static func isBusy(_ s: BasketballState) -> Bool {
        s.teams.isLoading || s.openTeam.flatMap { s.players[$0.id]?.isLoading } == true
    }

    public static func canGoBack(_ s: BasketballState, _ context: ScreenContext) -> Bool { s.list.showingDetail || s.presented != nil }

    public static func isModal(_ s: BasketballState) -> Bool { s.filtering || s.presented != nil }
    public static func acceptsText(_ s: BasketballState) -> Bool { s.filtering }

    public static func title(_ s: BasketballState, _ context: ScreenContext) -> String {
        var title = context.tab.title
        if s.sample { title += " (sample)" }
        if let team = s.openTeam { return context.path([title, team.fullName] + (s.popup.map { [$0.name] } ?? [])) }
        if !s.filterSummary.isEmpty { title += " \(context.display.glyphs.bullet) " + s.filterSummary }
        return title
    }

    public static func reduce(_ state: inout BasketballState, _ action: BasketballAction, _ context: ScreenContext) -> [Effect<BasketballAction>] {
        switch action {
        case .app(.appear):
            guard !state.teams.isSettled, !state.teams.isLoading else { return [] }
            return loadTeams(&state)
        case .app(.refresh):
            // The team shown (open, or beside the list) whose players failed: r asks again.
            if let team = state.openTeam ?? (context.isSplit ? state.selectedTeam : nil), let loaded = state.players[team.id],
               loaded.failure != nil {
                return loadPage(&state, team.id, loaded.nextCursor)
            }
            state.rateTries = 0
            return loadTeams(&state)
        case .app(.savedChanged):
            return []
        case .app(.resized):
            state.list.reveal(state.spec, context)
            revealPlayers(&state, context)
            return []
        case .app(.back):
            if state.presented != nil { state.presented = nil; return [] }
            state.list.apply(.back, state.spec, context)
            state.loadAll = false
            return []
        case .intent(let intent): return self.intent(&state, intent, context)
        case .filterKey(let key): return filterKey(&state, key, context)
        case .mouse(let event):
            let before = state.list.selected
            guard state.list.mouse(event, state.spec, context) else { return [] }
            if state.list.selected != before { state.playersViewport = ListViewport() }
            // The wheel passes teams as the arrows do; a click picks one.
            if event.kind == .wheelUp || event.kind == .wheelDown { return restThenLoad(state, context) }
            return firstPage(&state, context)
        case .restedOn(let team):
            guard state.selectedTeam?.id == team else { return [] }
            return firstPage(&state, context)
        case .teamsLoaded(let result, let at):
            let failure = state.teams.apply(result, at: at)
            if case .success = result { state.rateTries = 0; state.applyFilters(); state.list.reveal(state.spec, context) }
            if case .rateLimited(let after)? = failure { return waitOut(&state, after, retry: .retryTeams) }
            // Trying again cannot help a refused key: the tab says where the key goes instead of a dialog.
            if failure == .keyRefused && !state.sample { return [] }
            return (failure.map { Effect.retryDialog(for: $0, .retryTeams, quiet: saysInPlace, service: "balldontlie", showing: state.teams.value != nil) } ?? []) + firstPage(&state, context)
        case .playersLoaded(let team, let cursor, let result, _):
            return playersLoaded(&state, team, cursor, result, context)
        case .retryTeams:
            return loadTeams(&state)
        case .retryPage(let team, let cursor):
            return loadPage(&state, team, cursor)
        case .tick:
            guard var wait = state.wait else { return [] }
            wait.remaining -= 1
            if wait.remaining > 0 {
                state.wait = wait
                return [.startTimer(.nbaRateLimit, after: .seconds(1), fire: .tick)]
            }
            state.wait = nil
            return reduce(&state, wait.retry, context)
        }
    }


    static func intent(_ state: inout BasketballState, _ intent: BasketballIntent, _ context: ScreenContext) -> [Effect<BasketballAction>] {
        switch intent {
        case .list(let list):
            let before = state.list.selected
            state.list.apply(list, state.spec, context)
            if state.list.selected != before || list == .open { state.playersViewport = ListViewport() }
            if state.list.selected != before && !state.list.showingDetail { return restThenLoad(state, context) }
            return firstPage(&state, context)
        case .players(.open):
            state.presented = state.selectedPlayer.map { .player($0, scroll: 0) }
            return []
        case .players(.back):
            state.list.apply(.back, state.spec, context)
            state.loadAll = false
            return []
        case .players(let move):
            guard let team = state.openTeam else { return [] }
            let count = state.ordered(team).count
            let page = max(1, BasketballLayout(context).players.height - 1)
            switch move {
            case .up: state.playersViewport.move(by: -1, count: count)
            case .down: state.playersViewport.move(by: 1, count: count)
            case .pageUp: state.playersViewport.move(by: -page, count: count)
            case .pageDown: state.playersViewport.move(by: page, count: count)
            case .top: state.playersViewport.move(by: -count, count: count)
            case .bottom:
                state.playersViewport.move(by: count, count: count)
                if let loaded = state.players[team.id], !loaded.done {
                    state.loadAll = true
                    if !loaded.isLoading {
                        let effects = loadPage(&state, team.id, loaded.nextCursor)
                        revealPlayers(&state, context)
                        return effects
                    }
                }
            case .open, .back, .scroll: break
            }
            let effects = nextPageIfNeeded(&state, context)
            revealPlayers(&state, context)
            return effects
        case .filter:
            state.filtering = true
            state.list.closeDetail()
            return []
        case .clearFilter:
            state.filter = ""
            state.applyFilters()
            return firstPage(&state, context)
        case .cycleConference:
            state.conference = state.conference.next
            state.applyFilters()
            state.list.reveal(state.spec, context)
            return firstPage(&state, context)
        case .openSignUp:
            return [.notice("Opening \(BasketballState.signUpURL.absoluteString)"), .openURL(BasketballState.signUpURL)]
        case .browseSample:
            state.sample = true
            state.teams.reset()
            state.players = [:]
            return loadTeams(&state)
        case .toggleOrder:
            state.byName.toggle()
            state.playersViewport = ListViewport()
            return []
        case .closePopup:
            state.presented = nil
            return []
        case .scrollPopup(let delta):
            if case .player(let player, let scroll) = state.presented { state.presented = .player(player, scroll: max(0, scroll + delta)) }
            return []
        case .follow, .unfollow:
            guard let t = state.selectedTeam, !t.conference.isEmpty else { return [] }
            let team = FollowedTeam.make(league: .nba, abbreviation: t.abbreviation, name: t.fullName)
            return [.favorites(intent == .follow ? .save(.team(team)) : .remove(.team(team)))]
        case .stopWaiting:
            state.wait = nil
            state.rateTries = 0
            state.loadAll = false
            return [.cancelTimer(.nbaRateLimit), .notice("Stopped waiting for balldontlie's rate limit; r asks again")]
        }
    }

    /// Typing into the filter: printable keys are text; Enter keeps it, Esc clears it.
    static func filterKey(_ state: inout BasketballState, _ key: Key, _ context: ScreenContext) -> [Effect<BasketballAction>] {
        switch FilterField.key(key, text: &state.filter, editing: &state.filtering) {
        case .kept: return firstPage(&state, context)
        case .ignored: return []
        case .move(let intent): return self.intent(&state, .list(intent), context)
        case .edited, .cleared: break
        }
        state.applyFilters()
        state.list.reveal(state.spec, context)
        return []
    }


    // MARK: keys and views

    public static func keyAction(_ key: Key, _ state: BasketballState, _ context: ScreenContext) -> BasketballAction? {
        if state.filtering { return .filterKey(key) }
        return BasketballKeys.map(state, context).intent(for: key).map { .intent($0) }
    }

    public static func mouseAction(_ event: MouseEvent, _ state: BasketballState, _ context: ScreenContext) -> BasketballAction? {
        state.needsKey || state.list.showingDetail ? nil : .mouse(event)
    }

    public static func keyHelp(_ state: BasketballState, _ context: ScreenContext) -> [KeyHelp] {
        if state.filtering { return [BasketballKeys.filter] }
        return [BasketballKeys.map(state, context).described]
    }

    public static func render(_ state: BasketballState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        BasketballView.render(state, context, into: &canvas, area: area)
    }
}
