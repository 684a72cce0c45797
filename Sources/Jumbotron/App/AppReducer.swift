import Pictures
import SportsCore
import TerminalUI

/// The root reducer: app-wide overlays first, then the module of the visible
/// tab, then the global keys. It forwards screen actions to their module and
/// never decides what a screen's key means. Pure: effects come back as data.
public enum AppReducer {
    public static func reduce(_ state: inout AppState, _ action: AppAction) -> [Command] {
        switch action {
        case .start:
            return saved(.request(.reload), &state) + state.tab.driver.send(.appear, &state, state.tab)
        case .navigate(let route):
            return AppRouter.navigate(route, &state, jumping: false)
        case .resize(let size):
            state.size = size
            return state.uniqueModules.flatMap { $0.send(.resized, &state, state.tab) }
        case .tick:
            state.spinnerFrame &+= 1
            return []
        case .clock(let now):
            state.now = now
            return []
        case .settingsSaved(let outcome):
            SettingsFeature.saved(outcome, &state)
            return []
        case .dayChanged(let day):
            state.today = day
            return []
        case .module(let moduleAction):
            return forward(moduleAction, &state)
        case .saved(let savedAction):
            return saved(savedAction, &state)
        case .notice(let text):
            state.notice = text
            return []
        case .acknowledged:
            return []
        case .picturesWanted(let wishes):
            guard state.display.showsPictures else { return [] }
            let (depth, pixels) = (state.display.pictures, state.display.pixels)
            return wishes.compactMap { wish in
                guard let request = PictureShelf.request(for: wish.id), state.pictures.begin(wish) else { return nil }
                return .picture(PictureJob(wish: wish, request: request, depth: depth, pixels: pixels,
                                           generation: state.pictures.generation))
            }
        case .pictureConverted(let wish, let picture, let generation):
            if generation == state.pictures.generation { state.pictures.finish(wish, picture) }
            return []
        case .terminalReport(let report, let encoder):
            return TerminalAnswers.apply(report, encoder: encoder, &state)
        case .bannerExpired:
            state.banner = nil
            return []
        case .alertsDue:
            return AlertsFeature.spaced(&state)
        case .search(let action):
            return SearchFeature.reduce(action, &state)
        case .databaseRepaired(let keptAs):
            state.notice = "The favorites database was damaged: kept as \(keptAs), started a new one"
            return []
        case .key(.ctrl("c")):
            return quit(&state)
        case .key(.ctrl("z")):
            return [.suspend]
        case .key(let key):
            state.notice = nil
            if state.presented != nil { return overlayKey(&state, key) }
            return screenKey(&state, key)
        case .mouse(let event):
            return mouse(&state, event)
        case .paste(let text):
            return paste(text, &state)
        }
    }

    /// Pasted text goes to the field that has the keys, up to what a field
    /// holds, as typing; anywhere else it is dropped whole (never commands).
    static func paste(_ text: String, _ state: inout AppState) -> [Command] {
        if var search = state.presented?.search { return SearchFeature.paste(text, &search, &state) }
        guard state.presented == nil, state.tab.driver.acceptsText(state) else {
            if !text.isEmpty { state.notice = "Paste ignored: no text field is open" }
            return []
        }
        var commands: [Command] = []
        for c in text.lazy.filter({ !$0.isNewline }).prefix(FilterField.maximumLength) { commands += screenKey(&state, .char(c)) }
        return commands
    }

    static func quit(_ state: inout AppState) -> [Command] {
        state.shouldQuit = true
        return [.quit]
    }

    // MARK: forwarding to modules

    /// Hands an action to the module it is addressed to.
    static func forward(_ action: ModuleAction, _ state: inout AppState) -> [Command] {
        for module in state.uniqueModules {
            if let commands = module.forward(action, &state) { return commands }
        }
        return []
    }

    /// Runs the module's reducer on its own state, then performs what it asked for.
    static func reduce<M: TabModule>(_ module: M.Type, _ action: M.Action, _ state: inout AppState, tab: Tab) -> [Command] {
        let context = state.context(tab: tab)
        let effects = M.reduce(&state[keyPath: M.state], action, context)
        return perform(effects, &state) { AppAction.to(module, $0) }
    }

    /// The favorites feature's reducer on the one saved copy; when the lists
    /// change, every module hears it (a row built from them is rebuilt).
    static func saved(_ action: SavedAction, _ state: inout AppState) -> [Command] {
        let before = state.saved
        let effects = SavedFeature.reduce(&state.saved, action)
        var commands = perform(effects, &state) { AppAction.saved($0) }
        if !state.saved.sameLists(as: before) {
            for module in state.uniqueModules { commands += module.send(.savedChanged, &state, state.tab) }
        }
        return commands
    }

    /// Dialogs and notices are shown here, favorites requests go to their
    /// feature, a sent action is reduced at once, and the rest is lifted into
    /// commands for the runtime.
    static func perform<A>(_ effects: [Effect<A>], _ state: inout AppState,
                           _ lift: @escaping @Sendable (A) -> AppAction) -> [Command] {
        var commands: [Command] = []
        for effect in effects {
            switch effect {
            case .present(let dialog):
                var shown = dialog.map(lift)
                if shown.offline, !state.offlineHinted, !state.display.offline {
                    state.offlineHinted = true
                    shown.detail = [shown.detail, Dialog<AppAction>.offlineHint].compactMap { $0 }.joined(separator: " ")
                }
                present(shown, &state)
            case .notice(let text):
                state.notice = text
            case .quit:
                commands += quit(&state)
            case .favorites(let request):
                commands += saved(.request(request), &state)
            case .send(let action):
                commands += reduce(&state, lift(action))
            case .alert(let news):
                commands += AlertsFeature.alert(news, &state)
            case .title(let text):
                commands += AlertsFeature.title(text, &state)
            case .navigate(let route):
                commands += AppRouter.navigate(route, &state)
            default:
                if let command = effect.command(lift) { commands.append(command) }
            }
        }
        return commands
    }

    // MARK: keys

    static func overlayKey(_ state: inout AppState, _ key: Key) -> [Command] {
        switch state.presented {
        case .help(let over):
            guard let intent = HelpKeys.map.intent(for: key) else { return [] }
            let p = HelpLayout(state)
            let page = max(1, p.visibleRows - 1)
            var scroll = min(state.helpScroll, p.maxScroll)
            switch intent {
            case .close:
                state.presented = over
                return []
            case .up: scroll -= 1
            case .down: scroll += 1
            case .pageUp: scroll -= page
            case .pageDown: scroll += page
            case .top: scroll = 0
            case .bottom: scroll = p.maxScroll
            }
            state.helpScroll = min(max(0, scroll), p.maxScroll)
            return []
        case .dialog(var dialog):
            if key == .char("?") {
                openHelp(&state)
                return []
            }
            let outcome = DialogReducer.reduce(&dialog, key)
            state.presented = .dialog(dialog)
            switch outcome {
            case .stay: return []
            case .cancelled:
                dismissDialog(&state)
                return []
            case .confirmed(let action):
                dismissDialog(&state)
                return reduce(&state, action)
            }
        case .settings:
            if key == .char("?"), state.settingsSheet.typing == nil {
                openHelp(&state)
                return []
            }
            return SettingsFeature.key(key, &state)
        case .search(var search):
            return SearchFeature.key(key, &search, &state)
        case nil:
            return []
        }
    }

    static func screenKey(_ state: inout AppState, _ key: Key) -> [Command] {
        if !Layout.isTooSmall(state.size), let commands = state.tab.driver.key(key, &state) { return commands }
        return globalKey(&state, key)
    }

    static func isModal(_ state: AppState) -> Bool { state.tab.driver.isModal(state) }

    static func globalKey(_ state: inout AppState, _ key: Key) -> [Command] {
        let map = isModal(state) ? KeyMap("Global", GlobalKeys.always) : GlobalKeys.map(tabs: state.tabs, delays: !state.display.offline)
        guard let intent = map.intent(for: key) else { return [] }
        switch intent {
        case .quit:
            // `q` closes what is open (a detail, the standings, a picker) before it quits.
            if key == .char("q"), state.tab.driver.canGoBack(state) {
                return state.tab.driver.send(.back, &state, state.tab)
            }
            return quit(&state)
        case .suspend: return [.suspend]
        case .help:
            openHelp(&state)
            return []
        case .nextTab: return select(&state, (state.tabIndex + 1) % state.tabs.count)
        case .previousTab: return select(&state, (state.tabIndex + state.tabs.count - 1) % state.tabs.count)
        case .goTo(let index): return select(&state, index)
        case .refresh: return state.tab.driver.send(.refresh, &state, state.tab)
        case .delay(let seconds):
            state.display.delays = state.display.delays.adjusted(by: seconds)
            state.notice = GlobalKeys.delayNotice(state.display.delays)
            return [.setDelays(state.display.delays)]
        case .settings:
            SettingsFeature.open(&state)
            return []
        case .search:
            state.presented = .search(SearchState(items: SearchIndex.build(state)))
            return []
        }
    }

    static func openHelp(_ state: inout AppState) {
        state.presented = .help(over: state.presented)
        state.helpScroll = 0
    }

    /// A dialog goes up at once when nothing is presented, else waits its
    /// turn (help over the screen gives way to it); the same one is never queued twice.
    static func present(_ dialog: Dialog<AppAction>, _ state: inout AppState) {
        guard state.presented?.dialog != dialog, !state.dialogsWaiting.contains(dialog) else { return }
        if state.presented == nil || state.presented == .help { state.presented = .dialog(dialog) } else { state.dialogsWaiting.append(dialog) }
    }

    /// The dialog is answered: the next waiting one, if any, takes its place.
    static func dismissDialog(_ state: inout AppState) {
        state.presented = state.dialogsWaiting.isEmpty ? nil : .dialog(state.dialogsWaiting.removeFirst())
    }

    static func select(_ state: inout AppState, _ index: Int) -> [Command] {
        guard state.tabs.indices.contains(index), state.tabs[index] != state.tab else { return [] }
        state.tab = state.tabs[index]
        return state.tab.driver.send(.appear, &state, state.tab)
    }
}
