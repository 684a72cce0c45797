import FoundationEssentials
import SportsCore
import TerminalUI

/// The tab, its state and its actions, as the app reaches them.
extension Tab { public static let scores = Tab("scores", title: "Scores", short: "Scr", module: ScoresModule.self) }
extension AppAction { public static func scores(_ action: ScoresAction) -> AppAction { .to(ScoresModule.self, action) } }

/// The Scores tab's shell: the league picker (`l`) and switch (`L`), the shared date picker
/// (`d`), and the league on screen's board, whatever the league. Everything
/// a league does is behind its entry in the league table.
public enum ScoresModule: TabModule {
    public static var state: WritableKeyPath<AppState, ScoresState> { \.scores }
    public static func initialState(_ context: ScreenContext) -> ScoresState { ScoresState(date: context.today) }

    public static func event(_ event: AppEvent) -> ScoresAction { .app(event) }

    public static func isBusy(_ state: ScoresState) -> Bool { state.league.entry.isBusy(state) }
    public static func isModal(_ state: ScoresState) -> Bool { state.presented != nil }
    public static func acceptsText(_ state: ScoresState) -> Bool { state.presented != nil }

    public static func canGoBack(_ state: ScoresState, _ context: ScreenContext) -> Bool {
        state.presented != nil || context.jumpedFrom != nil || state.league.entry.canGoBack(state)
    }

    /// `Scores › NHL`, `Scores › MLB › Standings`: the league is always named.
    public static func title(_ state: ScoresState, _ context: ScreenContext) -> String {
        let entry = state.league.entry
        return context.path([context.tab.title, state.league.name] + (entry.cover(state).flatMap { entry.coverTitles[$0]?.title }.map { [$0] } ?? []))
    }

    // MARK: reduce

    public static func reduce(_ state: inout ScoresState, _ action: ScoresAction, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        var effects: [Effect<ScoresAction>] = []
        switch action {
        case .app(.back) where state.presented != nil:
            state.presented = nil
        case .app(.back) where context.jumpedFrom != nil && state.league.entry.cover(state) == nil:
            effects = state.league.entry.event(&state, .back, context) + [.navigate(.back)]
        case .openGame(let link):
            if state.league != link.league {
                effects = state.league.entry.leave(&state)
                state.league = link.league
            }
            effects += state.league.entry.open(&state, link, context)
        case .openBoard(let league, let day, let cover, let season):
            if state.league != league { effects = switchLeague(&state, to: league, context) }
            if let day { effects += state.league.entry.show(&state, day, context) }
            if let cover { effects += state.league.entry.openCover(&state, cover, season, context) }
        case .openPlayer(let league, let id):
            if state.league != league { effects = switchLeague(&state, to: league, context) }
            effects += state.league.entry.openPlayer(&state, id, context)
        case .openTeam(let league, let code, let season, let versus):
            if state.league != league { effects = switchLeague(&state, to: league, context) }
            effects += state.league.entry.openTeam(&state, code, season, versus, context)
        case .app(let event):
            effects = state.league.entry.event(&state, event, context)
        case .picker(let key):
            effects = picker(&state, key, context)
        case .leaguePicker(let key):
            guard var picker = state.leaguePicker else { break }
            switch LeaguePicker.reduce(&picker, key, context.leagues) {
            case .stay: state.leaguePicker = picker
            case .cancelled: state.leaguePicker = nil
            case .picked(let league):
                state.leaguePicker = nil
                if league != state.league { effects = switchLeague(&state, to: league, context) }
            }
        default:
            // The action names its league: that board alone is asked.
            if let league = action.league { effects = league.entry.reduce(&state, action, context) ?? [] }
        }
        return effects + state.league.entry.follow(&state, context)
    }

    /// Another league's board as it was left, painted at once; what it still
    /// needs (its first day, a live day's refresh) is asked for.
    static func switchLeague(_ state: inout ScoresState, to league: ScoresLeague, _ context: ScreenContext) -> [Effect<ScoresAction>] {
        let leaving = state.league.entry.leave(&state)
        state.league = league
        return leaving + state.league.entry.event(&state, .appear, context)
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
            return state.league.entry.show(&state, day, context)
        }
    }

    // MARK: input

    public static func keyAction(_ key: Key, _ state: ScoresState, _ context: ScreenContext) -> ScoresAction? {
        if state.picker != nil { return key == .char("?") ? nil : .picker(key) }
        if state.leaguePicker != nil { return key == .char("?") && state.leaguePicker?.filter.isEmpty == true ? nil : .leaguePicker(key) }
        // Opened from My Teams: Esc goes back there (the game's pushed center with it), unless standings are open.
        if key == .escape, context.jumpedFrom != nil, state.league.entry.cover(state) == nil { return .app(.back) }
        return state.league.entry.keyAction(key, state, context)
    }

    public static func mouseAction(_ event: MouseEvent, _ state: ScoresState, _ context: ScreenContext) -> ScoresAction? {
        state.presented != nil ? nil : state.league.entry.mouseAction(event, state)
    }

    public static func keyHelp(_ state: ScoresState, _ context: ScreenContext) -> [KeyHelp] {
        if state.picker != nil { return [DatePickerKeys.help] }
        if state.leaguePicker != nil { return [LeaguePicker.help, LeaguePicker.shortNames(context.leagues)] }
        let back = context.jumpedFrom.map { [KeyHelp.Entry(keys: [.escape], help: "Back to \(TabTable.tab(named: $0)?.title ?? $0)", hint: "back", label: "Esc")] } ?? []
        let helps = state.league.entry.keyHelp(state, context)
        guard state.league.entry.cover(state) == nil, !back.isEmpty, let first = helps.first else { return helps }
        return [KeyHelp(title: first.title, entries: back + first.entries)] + helps.dropFirst()
    }

    // MARK: view

    public static func render(_ state: ScoresState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        state.league.entry.render(state, context, &canvas, area)
        if let picker = state.picker {
            DatePickerView.render(picker, today: context.today, display: context.display, theme: context.theme,
                                  into: &canvas, area: area)
        }
        if let picker = state.leaguePicker { LeaguePickerView.render(picker, state, context, into: &canvas, area: area) }
    }
}
