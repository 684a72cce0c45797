import FoundationEssentials
import SportsCore
import TerminalUI

public enum ScheduleAction: Equatable, Sendable {
    case app(AppEvent)
    case list(ListIntent)
    case mouse(MouseEvent)
    case loaded(Result<Loaded<YinzCamSchedule>, FetchError>, at: Date)
    case logoLoaded(String, PictureStore.Status)
    case retry
    /// `f`/`x`: follow or unfollow the schedule's team in My Teams.
    case follow(Bool)
    /// `v`: the selected final's score, while spoilers are hidden.
    case reveal
}

/// The tab, its state and its actions, as the app reaches them.
extension Tab { public static let schedule = Tab("schedule", title: "Schedule", short: "NFL", module: ScheduleModule.self) }
extension AppAction { public static func schedule(_ action: ScheduleAction) -> AppAction { .to(ScheduleModule.self, action) } }

/// A YinzCam-style NFL team schedule: pinned section headings, game and
/// bye rows, logos as badges, the game detail.
public enum ScheduleModule: TabModule {
    public static var state: WritableKeyPath<AppState, ScheduleState> { \.schedule }
    public static func initialState(_ context: ScreenContext) -> ScheduleState { ScheduleState() }

    public static func event(_ event: AppEvent) -> ScheduleAction { .app(event) }

    public static func isBusy(_ state: ScheduleState) -> Bool { state.isLoading }

    public static func canGoBack(_ state: ScheduleState, _ context: ScreenContext) -> Bool { state.list.showingDetail }

    public static func reduce(_ state: inout ScheduleState, _ action: ScheduleAction, _ context: ScreenContext) -> [Effect<ScheduleAction>] {
        switch action {
        case .app(.appear):
            guard !state.load.isSettled, !state.isLoading else { return [] }
            return load(&state)
        case .app(.refresh), .retry:
            return load(&state)
        case .app(.savedChanged):
            // A game revealed with `v`: its score comes back.
            if let value = state.load.value { state.rows = rows(value, context) }
            return []
        case .reveal:
            guard case .game(let g)? = state.selectedRow, ScheduleSpoilers.hides(g, hide: context.display.hideSpoilers,
                                                                                  revealed: context.saved.revealed),
                  let key = ScheduleSpoilers.key(g) else { return [] }
            return [.favorites(.reveal(key))]
        case .app(.resized):
            return reveal(&state, context)
        case .app(.back):
            state.list.apply(.back, state.spec, context)
            return []
        case .follow(let on):
            guard let team = followable(state) else { return [] }
            return [.favorites(on ? .save(.team(team)) : .remove(.team(team)))]
        case .list(let intent):
            state.list.apply(intent, state.spec, context)
            return requestVisibleLogos(&state, context)
        case .mouse(let event):
            state.list.mouse(event, state.spec, context)
            return requestVisibleLogos(&state, context)
        case .loaded(let result, let at):
            let keep = state.load.value != nil ? state.list.viewport : nil
            let failure = state.load.apply(result, at: at)
            if case .success(let loaded) = result {
                state.rows = rows(loaded.value, context)
                state.headers = state.rows.indices.filter { if case .heading = state.rows[$0] { return true } else { return false } }
                state.list.viewport = keep ?? ListViewport(selected: 0)
                if keep == nil { state.list.viewport.move(by: 0, count: state.rows.count, isSelectable: state.isSelectable) }
            }
            let retry = failure.map { Effect.retryDialog(for: $0, ScheduleAction.retry, service: "YinzCam schedule", showing: state.load.value != nil) } ?? []
            guard case .success = result else { return retry }
            return retry + reveal(&state, context)
        case .logoLoaded(let triCode, let status):
            state.logos[triCode] = status
            return []
        }
    }

    /// The rows as shown: with spoilers hidden, finals' scores and every record left out.
    static func rows(_ schedule: YinzCamSchedule, _ context: ScreenContext) -> [ScheduleRow] {
        ScheduleSpoilers.rows(ScheduleRules.rows(schedule), hide: context.display.hideSpoilers, revealed: context.saved.revealed)
    }

    static func load(_ state: inout ScheduleState) -> [Effect<ScheduleAction>] {
        state.load.start()
        return [.fetch(.yinzcamSchedule, key: "schedule") { .loaded($0, at: $1) }]
    }

    /// Keeps the selection visible, then asks for the logos of the rows now on screen.
    static func reveal(_ state: inout ScheduleState, _ context: ScreenContext) -> [Effect<ScheduleAction>] {
        state.list.reveal(state.spec, context)
        return requestVisibleLogos(&state, context)
    }

    static func requestVisibleLogos(_ state: inout ScheduleState, _ context: ScreenContext) -> [Effect<ScheduleAction>] {
        var wanted: [String] = []
        if let root = state.team?.triCode, !root.isEmpty { wanted.append(root) }
        let rows = state.rows
        let height = state.list.layout(state.spec, context).list.height
        state.list.viewport.forEachVisible(count: rows.count, height: height, rowHeight: state.rowHeight) { i, _ in
            if case .game(let g) = rows[i] { wanted += [g.away.triCode, g.home.triCode] }
        }
        var effects: [Effect<ScheduleAction>] = []
        for tri in wanted where !tri.isEmpty && !state.requestedLogos.contains(tri) {
            state.requestedLogos.insert(tri)
            effects.append(.image(.nflLogo(tri)) { .logoLoaded(tri, $0) })
        }
        return effects
    }

    public static func keyAction(_ key: Key, _ state: ScheduleState, _ context: ScreenContext) -> ScheduleAction? {
        if let team = followable(state), let on = FollowedTeam.keys(follow: true, unfollow: false, team, context.saved)
            .first(where: { $0.keys.contains(key) })?.intent { return .follow(on) }
        if key == .char("v"), revealable(state, context) { return .reveal }
        return keyMap(state, context).intent(for: key).map { .list($0) }
    }

    /// The schedule's own team, named as ESPN's scoreboard names it (YinzCam writes WAS for WSH).
    static func followable(_ state: ScheduleState) -> FollowedTeam? {
        guard let team = state.team else { return nil }
        return FollowedTeam.nfl(code: team.triCode, name: team.fullName ?? team.name ?? team.triCode)
    }

    public static func mouseAction(_ event: MouseEvent, _ state: ScheduleState, _ context: ScreenContext) -> ScheduleAction? {
        .mouse(event)
    }

    static func keyMap(_ state: ScheduleState, _ context: ScreenContext) -> KeyMap<ListIntent> {
        KeyMap("Schedule", state.list.bindings(state.spec, context) { $0 })
    }

    public static func keyHelp(_ state: ScheduleState, _ context: ScreenContext) -> [KeyHelp] {
        let follow = followable(state).map { FollowedTeam.keys(follow: true, unfollow: false, $0, context.saved) } ?? []
        let list = keyMap(state, context).described
        var entries = follow.map { KeyHelp.Entry(keys: $0.keys, help: $0.help, hint: $0.hint) }
        if revealable(state, context) { entries.append(KeyHelp.Entry(keys: [.char("v")], help: "Reveal this game's score", hint: "reveal")) }
        return [KeyHelp(title: list.title, entries: entries + list.entries)]
    }

    /// The selected game is a final whose score is hidden.
    static func revealable(_ state: ScheduleState, _ context: ScreenContext) -> Bool {
        guard case .game(let g)? = state.selectedRow else { return false }
        return ScheduleSpoilers.hides(g, hide: context.display.hideSpoilers, revealed: context.saved.revealed)
    }

    public static func render(_ state: ScheduleState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        ScheduleView.render(state, context, into: &canvas, area: area)
    }
}
