import FoundationEssentials
import SportsCore
import TerminalUI

public enum FavoritesIntent: Sendable, Equatable {
    case remove, openIMDb
    case list(ListIntent)
}

public enum FavoritesAction: Equatable, Sendable {
    case app(AppEvent)
    case intent(FavoritesIntent)
    case mouse(MouseEvent)
    case posterLoaded(String, PictureStore.Status)
}

/// The tab, its state and its actions, as the app reaches them.
extension Tab { public static let favorites = Tab("favorites", title: "Favorites", short: "Fav", module: FavoritesModule.self) }
extension AppAction { public static func favorites(_ action: FavoritesAction) -> AppAction { .to(FavoritesModule.self, action) } }

/// Everything saved, straight from the database (no network): the list of
/// the saved shows and players, their details, and `x` to remove one, which
/// the favorites feature confirms and carries out.
public enum FavoritesModule: TabModule {
    public static var state: WritableKeyPath<AppState, FavoritesState> { \.favorites }
    public static func initialState(_ context: ScreenContext) -> FavoritesState {
        var state = FavoritesState()
        state.rebuild(from: context.saved)
        return state
    }

    public static func event(_ event: AppEvent) -> FavoritesAction { .app(event) }

    public static func isBusy(_ state: FavoritesState) -> Bool { false }

    public static func canGoBack(_ state: FavoritesState, _ context: ScreenContext) -> Bool { state.showingDetail }

    /// An open show names itself in the title: `Favorites › Harbor Lights`.
    public static func title(_ state: FavoritesState, _ context: ScreenContext) -> String {
        guard state.list.showingDetail, let show = state.selectedShow else { return context.tab.title }
        return context.path([context.tab.title, show.name])
    }

    /// After every action the rows on screen ask for their posters (each once
    /// per run), so a row never waits on a poster nobody requested, whatever
    /// moved it into view (a key, the wheel, a resize, a new favorite).
    public static func reduce(_ state: inout FavoritesState, _ action: FavoritesAction,
                              _ context: ScreenContext) -> [Effect<FavoritesAction>] {
        reduceAction(&state, action, context) + posterRequests(&state, context)
    }

    static func reduceAction(_ state: inout FavoritesState, _ action: FavoritesAction,
                             _ context: ScreenContext) -> [Effect<FavoritesAction>] {
        switch action {
        case .app(.appear):
            return []
        case .app(.refresh):
            return [.favorites(.reload)]
        case .app(.resized): state.list.reveal(state.spec(context), context); return []
        case .app(.back): return intent(&state, .list(.back), context)
        case .app(.savedChanged):
            state.rebuild(from: context.saved)
            state.list.reveal(state.spec(context), context)
            return []
        case .intent(let intent):
            return self.intent(&state, intent, context)
        case .mouse(let event):
            state.list.mouse(event, state.spec(context), context)
            return []
        case .posterLoaded(let url, let status):
            state.posters.finish(url, status)
            return []
        }
    }

    static func intent(_ state: inout FavoritesState, _ intent: FavoritesIntent,
                       _ context: ScreenContext) -> [Effect<FavoritesAction>] {
        switch intent {
        case .remove:
            if let show = state.selectedShow { return [.favorites(.remove(.show(show)))] }
            if let player = state.selectedPlayer { return [.favorites(.remove(.player(player)))] }
            return []
        case .openIMDb:
            guard let url = state.selectedShow?.imdbURL else { return [] }
            return [.notice("Opening \(url.absoluteString)"), .openURL(url)]
        case .list(let list):
            state.list.apply(list, state.spec(context), context)
            return []
        }
    }

    /// The posters of the show rows on screen and of the open show, each once per run.
    static func posterRequests(_ state: inout FavoritesState, _ context: ScreenContext) -> [Effect<FavoritesAction>] {
        guard context.isShowing(FavoritesModule.self) else { return [] }
        var wanted: [String] = []
        let f = state
        let spec = f.spec(context)
        let height = f.list.layout(spec, context).list.height
        f.list.viewport.forEachVisible(count: f.rows.count, height: height, rowHeight: spec.rowHeight) { i, _ in
            if case .show(let show) = f.rows[i], let m = show.image?.medium { wanted.append(m) }
        }
        if let o = (f.list.showingDetail || context.isSplit) ? f.selectedShow?.image?.original : nil { wanted.append(o) }
        return state.posters.request(wanted) { .posterLoaded($0, $1) }
    }

    // MARK: keys

    static func keys(_ f: FavoritesState, _ context: ScreenContext) -> KeyMap<FavoritesIntent> {
        var bindings: [KeyBinding<FavoritesIntent>] = []
        let show = f.selectedShow
        if show != nil { bindings.append(KeyBinding([.char("x")], .remove, help: "Delete from favorites", hint: "delete")) }
        if f.selectedPlayer != nil { bindings.append(KeyBinding([.char("x")], .remove, help: "Remove from favorites", hint: "remove")) }
        if show?.imdbID != nil { bindings.append(KeyBinding([.char("o")], .openIMDb, help: "Open the IMDb page", hint: "IMDb")) }
        return KeyMap("Favorites", bindings + f.list.bindings(f.spec(context), context) { .list($0) })
    }

    public static func keyAction(_ key: Key, _ state: FavoritesState, _ context: ScreenContext) -> FavoritesAction? {
        keys(state, context).intent(for: key).map { .intent($0) }
    }

    public static func mouseAction(_ event: MouseEvent, _ state: FavoritesState, _ context: ScreenContext) -> FavoritesAction? {
        .mouse(event)
    }

    public static func keyHelp(_ state: FavoritesState, _ context: ScreenContext) -> [KeyHelp] {
        [keys(state, context).described]
    }

    public static func render(_ state: FavoritesState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        FavoritesView.render(state, context, into: &canvas, area: area)
    }
}
