import SportsCore
import TerminalUI

/// The root reducer: routes input to the top overlay, then the active screen,
/// then the global keys. Pure: no clock, no I/O; effects are returned as commands.
public enum AppReducer {
    public static func reduce(_ state: inout AppState, _ action: AppAction) -> [Command] {
        switch action {
        case .start:
            return appear(&state)
        case .resize(let size):
            state.size = size
            ScoresReducer.revealSelection(&state)
            StandingsReducer.clampScroll(&state)
            return ScheduleReducer.reveal(&state)
        case .tick:
            state.spinnerFrame &+= 1
            return []
        case .dayChanged(let day):
            state.today = day
            return []
        case .timerFired(.liveRefresh):
            return ScoresReducer.timerFired(&state)
        case .scoresLoaded(let day, let result, let at):
            return ScoresReducer.loaded(&state, day, result, at: at)
        case .standingsLoaded(let season, let result, let at):
            return StandingsReducer.loaded(&state, season, result, at: at)
        case .scheduleLoaded(let result, let at):
            return ScheduleReducer.loaded(&state, result, at: at)
        case .logoLoaded(let triCode, let status):
            state.schedule.logos[triCode] = status
            return []
        case .showsLoaded(let page, let result, let at):
            return ShowsReducer.loaded(&state, page, result, at: at)
        case .posterLoaded(let url, let status):
            state.shows.posters[url.absoluteString] = status
            return []
        case .favoritesLoaded(let result):
            return ShowsReducer.favoritesLoaded(&state, result)
        case .favoriteChanged(let show, let deleted, let result):
            return ShowsReducer.changed(&state, show, deleted: deleted, result)
        case .favoritesRepaired(let keptAs):
            state.notice = "The favorites database was damaged: kept as \(keptAs), started a new one"
            return []
        case .key(.ctrl("c")):
            return quit(&state)
        case .key(.ctrl("z")):
            return [.suspend]
        case .key(let key):
            state.notice = nil
            if !state.overlays.isEmpty { return reduceOverlayKey(&state, key) }
            return reduceGlobalKey(&state, key)
        case .mouse(let event):
            return reduceMouse(&state, event)
        }
    }

    static func quit(_ state: inout AppState) -> [Command] {
        state.shouldQuit = true
        return [.quit]
    }

    static func reduceOverlayKey(_ state: inout AppState, _ key: Key) -> [Command] {
        switch state.overlays.last {
        case .help:
            if key == .escape || key == .char("q") || key == .char("?") || key == .enter {
                state.overlays.removeLast()
            }
            return []
        case .dialog(var dialog):
            let outcome = DialogReducer.reduce(&dialog, key)
            state.overlays[state.overlays.count - 1] = .dialog(dialog)
            switch outcome {
            case .stay: return []
            case .cancelled:
                state.overlays.removeLast()
                return []
            case .confirmed(let intent):
                state.overlays.removeLast()
                return perform(&state, intent)
            }
        case .datePicker(var picker):
            let outcome = DatePickerReducer.reduce(&picker, key, today: state.today)
            state.overlays[state.overlays.count - 1] = .datePicker(picker)
            return ScoresReducer.picker(&state, outcome)
        case nil:
            return []
        }
    }

    /// A failed fetch: the retry dialog with the brief's words, once. A
    /// cancelled request or a date offline mode has no sample for is not
    /// something to retry, so it gets no dialog.
    static func presentFailure(_ state: inout AppState, _ error: FetchError, retry: DialogIntent) {
        switch error {
        case .cancelled, .noSample: return
        default: break
        }
        let dialog = DialogState.retryFetch(detail: error.detail, retry: retry)
        if !state.overlays.contains(.dialog(dialog)) { state.overlays.append(.dialog(dialog)) }
    }

    /// A dialog's confirm button: exactly the action that failed, again.
    static func perform(_ state: inout AppState, _ intent: DialogIntent) -> [Command] {
        switch intent {
        case .retryScores(let day):
            guard day == state.scores.date else { return [] }
            return ScoresReducer.load(&state, day)
        case .retryStandings(let season):
            guard season == state.standings.season else { return [] }
            return StandingsReducer.load(&state)
        case .retrySchedule:
            return ScheduleReducer.load(&state)
        case .retryShows(let page):
            return ShowsReducer.loadPage(&state, page)
        case .deleteFavorite(let show), .retryDelete(let show):
            return [.deleteFavorite(show)]
        case .retrySave(let show):
            return [.saveFavorite(show)]
        }
    }

    /// A tab became visible: let it load what it needs.
    static func appear(_ state: inout AppState) -> [Command] {
        switch state.tab {
        case .scores: return ScoresReducer.appear(&state)
        case .schedule: return ScheduleReducer.appear(&state)
        case .shows: return ShowsReducer.appearShows(&state)
        case .favorites: return ShowsReducer.appearFavorites(&state)
        }
    }

    static func select(_ state: inout AppState, _ tab: Tab) -> [Command] {
        guard tab != state.tab else { return [] }
        state.tab = tab
        return appear(&state)
    }

    /// The active screen's own keys come before the global ones.
    static func reduceScreenKey(_ state: inout AppState, _ key: Key) -> [Command]? {
        switch state.tab {
        case .scores:
            if state.standings.isOpen { return StandingsReducer.key(&state, key) }
            return ScoresReducer.key(&state, key)
        case .schedule: return ScheduleReducer.key(&state, key)
        case .shows: return ShowsReducer.showsKey(&state, key)
        case .favorites: return ShowsReducer.favoritesKey(&state, key)
        }
    }

    static func reduceGlobalKey(_ state: inout AppState, _ key: Key) -> [Command] {
        if !Layout.isTooSmall(state.size), let commands = reduceScreenKey(&state, key) { return commands }
        guard let intent = GlobalKeys.map.intent(for: key) else { return [] }
        switch intent {
        case .quit: return quit(&state)
        case .suspend: return [.suspend]
        case .help: state.overlays.append(.help); return []
        case .nextTab: return select(&state, state.tab.next)
        case .previousTab: return select(&state, state.tab.previous)
        case .goTo(let tab): return select(&state, tab)
        case .refresh:
            switch state.tab {
            case .scores: return state.standings.isOpen ? StandingsReducer.load(&state) : ScoresReducer.refresh(&state)
            case .schedule: return ScheduleReducer.load(&state)
            case .shows: return [.loadFavorites] + ShowsReducer.loadPage(&state, 0)
            case .favorites: return [.loadFavorites]
            }
        }
    }

    static func reduceMouse(_ state: inout AppState, _ event: MouseEvent) -> [Command] {
        guard state.overlays.isEmpty, !Layout.isTooSmall(state.size) else { return [] }
        let layout = state.layout
        if layout.tabs.contains(event.position) {
            guard event.kind == .click, let tab = TabBarView.tab(at: event.position.x, width: layout.tabs.width) else { return [] }
            return select(&state, tab)
        }
        guard layout.content.contains(event.position) || event.kind == .wheelUp || event.kind == .wheelDown else { return [] }
        switch state.tab {
        case .scores:
            if state.standings.isOpen { return StandingsReducer.mouse(&state, event) }
            return ScoresReducer.mouse(&state, event)
        case .schedule: return ScheduleReducer.mouse(&state, event)
        case .shows: return ShowsReducer.mouse(&state, event, favorites: false)
        case .favorites: return ShowsReducer.mouse(&state, event, favorites: true)
        }
    }

    /// `o IMDb` is offered only for a show that has an IMDb id.
    static func imdbAware(_ help: KeyHelp, _ show: TVShow?) -> KeyHelp {
        KeyHelp(title: help.title, entries: help.entries.compactMap { e in
            guard e.keys == [.char("o")] else { return e }
            return show?.imdbID == nil ? nil : KeyHelp.Entry(keys: e.keys, help: e.help, hint: "IMDb")
        })
    }

    /// While a detail pane is open the hint bar offers the way back instead of "details".
    static func detailAware(_ help: KeyHelp, showingDetail: Bool) -> KeyHelp {
        guard showingDetail else { return help }
        return KeyHelp(title: help.title, entries: help.entries.map { e in
            let hint: String? = e.keys.contains(.escape) ? "back" : (e.keys.contains(.enter) ? nil : e.hint)
            return KeyHelp.Entry(keys: e.keys, help: e.help, hint: hint)
        })
    }

    /// The key help for the active screen, most specific first: what help and the hint bar show.
    public static func keyHelp(for state: AppState) -> [KeyHelp] {
        switch state.overlays.last {
        case .datePicker:
            let picker = DatePickerKeys.map.described
            return [KeyHelp(title: picker.title, entries: picker.entries + [DatePickerKeys.typing])]
        case .dialog:
            return [KeyHelp(title: "Dialog", entries: [
                KeyHelp.Entry(keys: [.left, .right, .tab], help: "Move between buttons", hint: "choose"),
                KeyHelp.Entry(keys: [.enter], help: "Press the highlighted button", hint: "press"),
                KeyHelp.Entry(keys: [.char("y")], help: "The last button (Retry, Delete)", hint: nil),
                KeyHelp.Entry(keys: [.escape, .char("n")], help: "Cancel", hint: "cancel"),
            ])]
        case .help, nil:
            break
        }
        switch state.tab {
        case .scores:
            if state.standings.isOpen { return [StandingsKeys.map.described, GlobalKeys.map.described] }
            return [detailAware(ScoresKeys.map.described, showingDetail: state.scores.showingDetail), GlobalKeys.map.described]
        case .schedule:
            return [detailAware(ScheduleKeys.map.described, showingDetail: state.schedule.showingDetail), GlobalKeys.map.described]
        case .shows:
            if state.shows.filtering {
                return [KeyHelp(title: "Filter", entries: [
                    KeyHelp.Entry(keys: [.enter], help: "Keep the filter", hint: "keep", label: "Enter"),
                    KeyHelp.Entry(keys: [.escape], help: "Clear the filter", hint: "clear", label: "Esc"),
                ])]
            }
            let help = imdbAware(ShowsKeys.shows.described, state.shows.selectedShow)
            return [detailAware(help, showingDetail: state.shows.showingDetail), GlobalKeys.map.described]
        case .favorites:
            let help = imdbAware(ShowsKeys.favorites.described, state.favorites.selectedShow)
            return [detailAware(help, showingDetail: state.favorites.showingDetail), GlobalKeys.map.described]
        }
    }
}
