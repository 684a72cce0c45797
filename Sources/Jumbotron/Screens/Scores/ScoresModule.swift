import Foundation
import SportsCore
import TerminalUI

public enum ScoresAction: Equatable, Sendable {
    case app(AppEvent)
    case intent(ScoresIntent)
    case mouse(MouseEvent)
    /// A key while the date picker is open.
    case picker(Key)
    case standings(StandingsAction)
    /// The MLB schedule for a day arrived (or failed), at the given time.
    case loaded(Day, Result<Loaded<[MLBGame]>, FetchError>, at: Date)
    case retry(Day)
    /// Time to fetch a date with a live game again.
    case liveRefreshDue
    case center(GameCenterAction)
    /// Everything of the NHL board.
    case nhl(NHLBoardAction)
}

extension Tab {
    public static let scores = Tab("scores", title: "Scores", short: "MLB", module: ScoresModule.self)
}

extension TimerID {
    /// Re-fetch while a game on the shown date is live.
    public static let liveRefresh = TimerID("scores.liveRefresh")
}

extension AppState {
    public var scores: ScoresState { get { self[ScoresModule.self] } set { self[ScoresModule.self] = newValue } }
    public var standings: StandingsState { get { scores.standings } set { scores.standings = newValue } }
}

extension AppAction {
    public static func scores(_ action: ScoresAction) -> AppAction { .to(ScoresModule.self, action) }
}

/// The MLB scoreboard for any date: ←/→/t, the date picker on `d`, game
/// detail on Enter, standings on `s`, live refresh.
public enum ScoresModule: TabModule {
    public static func initialState(_ context: ScreenContext) -> ScoresState { ScoresState(date: context.today) }

    public static func event(_ event: AppEvent) -> ScoresAction { .app(event) }

    public static func isBusy(_ state: ScoresState) -> Bool {
        if state.league == .nhl {
            let n = state.nhl
            return n.isLoading || n.standings.load.isLoading || n.center?.landing.isLoading == true
                || n.center?.box.isLoading == true || n.center?.plays.isLoading == true
        }
        return state.isLoading || state.standings.load.isLoading || state.center?.feed.isLoading == true
            || state.center?.winProbability.isLoading == true
    }

    public static func isModal(_ state: ScoresState) -> Bool { state.picker != nil }
    public static func acceptsText(_ state: ScoresState) -> Bool { state.picker != nil }

    public static func canGoBack(_ state: ScoresState, _ context: ScreenContext) -> Bool {
        if state.picker != nil { return true }
        if state.league == .nhl { return state.nhl.showingStandings || state.nhl.list.showingDetail }
        return !state.path.isEmpty || state.list.showingDetail
    }

    /// `Scores › NHL`, `Scores › MLB › Standings`: the league is always named.
    public static func title(_ state: ScoresState, _ context: ScreenContext) -> String {
        let standings = state.league == .nhl ? state.nhl.showingStandings : state.isShowingStandings
        return context.path([context.tab.title, state.league.name] + (standings ? ["Standings"] : []))
    }

    // MARK: reduce

    public static func reduce(_ state: inout ScoresState, _ action: ScoresAction, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        if state.league == .nhl, let effects = ScoresLeagues.reduceNHL(&state, action, context) {
            return effects + liftNHL(NHLCenterFeature.follow(&state.nhl, context, visible: ScoresLeagues.nhlVisible(state, context)))
        }
        if case .nhl(let action) = action {   // an NHL answer or timer while the MLB board is on screen
            return liftNHL(NHLBoard.reduce(&state.nhl, action, context, visible: false))
        }
        let effects = reduceScreen(&state, action, context)
        return effects + GameCenterFeature.follow(&state, context)
    }

    static func liftNHL(_ effects: [Effect<NHLBoardAction>]) -> [Effect<ScoresAction>] {
        effects.map { $0.map { .nhl($0) } }
    }

    static func reduceScreen(_ state: inout ScoresState, _ action: ScoresAction, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        switch action {
        case .app(.appear):
            guard !state.load.isSettled, !state.isLoading else { return [] }
            return load(&state, state.date)
        case .app(.refresh):
            if state.isShowingStandings { return lift(StandingsScreen.load(&state.standings)) }
            var effects = load(&state, state.date)
            if GameCenterFeature.isVisible(state, context), let pk = state.center?.gamePk {
                effects += GameCenterFeature.fetchFeed(&state, pk) + GameCenterFeature.sectionNeeds(&state)
            }
            return effects
        case .app(.savedChanged):
            return []
        case .app(.resized):
            state.list.reveal(state.spec, context)
            StandingsScreen.clampScroll(&state.standings, context)
            return []
        case .app(.back):
            if state.picker != nil { state.picker = nil }
            else if !state.path.isEmpty { state.path.removeLast() }
            else { state.list.apply(.back, state.spec, context) }
            return []
        case .intent(let intent):
            return perform(&state, intent, context)
        case .mouse(let event):
            if event.kind == .click, let intent = ScoresView.headerClick(state, context, at: event.position) {
                return perform(&state, intent, context)
            }
            state.list.mouse(event, state.spec, context)
            return []
        case .picker(let key):
            return picker(&state, key, context)
        case .standings(let action):
            if action == .close { state.path.removeAll { $0 == .standings }; return [] }
            let visible = state.isShowingStandings && context.isShowing(ScoresModule.self)
            return lift(StandingsScreen.reduce(&state.standings, action, context, visible: visible))
        case .loaded(let day, let result, let at):
            return loaded(&state, day, result, at: at, context)
        case .retry(let day):
            guard day == state.date else { return [] }
            return load(&state, day)
        case .liveRefreshDue:
            guard state.league == .mlb, state.hasLiveGame, !state.isLoading else { return [] }
            return load(&state, state.date)
        case .center(let action):
            return GameCenterFeature.reduce(&state, action, context)
        case .nhl:
            return []   // handled before
        }
    }

    static func lift(_ effects: [Effect<StandingsAction>]) -> [Effect<ScoresAction>] {
        effects.map { $0.map { .standings($0) } }
    }

    static func perform(_ state: inout ScoresState, _ intent: ScoresIntent, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        switch intent {
        case .previousDay: return show(&state, state.date.adding(days: -1))
        case .nextDay: return show(&state, state.date.adding(days: 1))
        case .today: return show(&state, context.today)
        case .pickDate:
            state.picker = DatePickerState(cursor: state.date, available: state.bundledDates)
            return []
        case .standings:
            state.path.append(.standings)
            return lift(StandingsScreen.open(&state.standings, season: state.date.year))
        case .list(let intent):
            state.list.apply(intent, state.spec, context)
            return []
        case .center(let intent):
            return GameCenterFeature.perform(&state, intent, context)
        case .switchLeague:
            return ScoresLeagues.switchLeague(&state, context)
        }
    }

    /// Shows `day`: clears the list and fetches.
    static func show(_ state: inout ScoresState, _ day: Day) -> [Effect<ScoresAction>] {
        let day = day.clampedToAPIRange
        state.date = day
        state.load.reset()
        state.list = ListDetail()
        return load(&state, day)
    }

    static func load(_ state: inout ScoresState, _ day: Day) -> [Effect<ScoresAction>] {
        state.load.start()
        return [.cancelTimer(.liveRefresh), .fetch(.mlbSchedule(day), key: "scores") { .loaded(day, $0, at: $1) }]
    }

    static func loaded(_ state: inout ScoresState, _ day: Day, _ result: Result<Loaded<[MLBGame]>, FetchError>, at: Date,
                       _ context: ScreenContext) -> [Effect<ScoresAction>] {
        guard day == state.date else { return [] }   // an answer for a date no longer shown
        let selectedPk = state.selectedGame?.gamePk
        let favorites = context.display.favoriteMLBTeams
        let failure = state.load.apply(result, at: at) { _, games in ScoreRules.favoritesFirst(games, teams: favorites) }
        if case .success = result {
            if let pk = selectedPk, let i = state.games.firstIndex(where: { $0.gamePk == pk }) { state.list.viewport.selected = i }
            state.list.reveal(state.spec, context)
        }
        var effects: [Effect<ScoresAction>] = failure.map { Effect.retryDialog(for: $0, .retry(day)) } ?? []
        if case .success = result, !context.display.offline, state.hasLiveGame {
            effects.append(.startTimer(.liveRefresh, after: context.liveRefresh, fire: .liveRefreshDue))
        }
        return effects
    }

    static func picker(_ state: inout ScoresState, _ key: Key, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        guard var picker = state.picker else { return [] }
        let outcome = DatePickerReducer.reduce(&picker, key, today: context.today)
        state.picker = picker
        switch outcome {
        case .stay: return []
        case .cancelled:
            state.picker = nil
            return []
        case .picked(let day):
            state.picker = nil
            if state.league == .nhl { return liftNHL(NHLBoard.show(&state.nhl, day)) }
            return show(&state, day)
        }
    }

    // MARK: input

    public static func keyAction(_ key: Key, _ state: ScoresState, _ context: ScreenContext) -> ScoresAction? {
        if state.picker != nil { return key == .char("?") ? nil : .picker(key) }
        if state.league == .nhl { return ScoresLeagues.nhlKeyAction(key, state, context) }
        if state.isShowingStandings {
            return StandingsScreen.keyMap(state.standings, context).intent(for: key).map { $0 == .close ? .standings(.close) : .standings(.intent($0)) }
        }
        return ScoresKeys.map(state, context).intent(for: key).map { .intent($0) }
    }

    public static func mouseAction(_ event: MouseEvent, _ state: ScoresState, _ context: ScreenContext) -> ScoresAction? {
        if state.picker != nil { return nil }
        if state.league == .nhl { return .nhl(.mouse(event)) }
        if state.isShowingStandings { return .standings(.mouse(event)) }
        return .mouse(event)
    }

    public static func keyHelp(_ state: ScoresState, _ context: ScreenContext) -> [KeyHelp] {
        if state.picker != nil { return [DatePickerKeys.help] }
        if state.league == .nhl { return ScoresLeagues.nhlKeyHelp(state, context) }
        if state.isShowingStandings { return [StandingsScreen.keyMap(state.standings, context).described] }
        return [ScoresKeys.map(state, context).described]
    }

    // MARK: view

    public static func render(_ state: ScoresState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        if state.league == .nhl {
            NHLBoardView.render(state.nhl, context, into: &canvas, area: area)
        } else if state.isShowingStandings {
            StandingsView.render(state.standings, context, into: &canvas, area: area)
        } else {
            ScoresView.render(state, context, into: &canvas, area: area)
        }
        if let picker = state.picker {
            DatePickerView.render(picker, today: context.today, display: context.display, theme: context.theme,
                                  into: &canvas, area: area)
        }
    }
}
