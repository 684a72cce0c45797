import SportsCore
import TerminalUI

/// The root reducer: routes input to the top overlay, then the active screen,
/// then the global keys. Pure: no clock, no I/O; effects are returned as commands.
public enum AppReducer {
    public static func reduce(_ state: inout AppState, _ action: AppAction) -> [Command] {
        switch action {
        case .resize(let size):
            state.size = size
            return []
        case .tick:
            state.spinnerFrame &+= 1
            return []
        case .dayChanged(let day):
            state.today = day
            return []
        case .timerFired:
            return []
        case .key(.ctrl("c")):
            return quit(&state)
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
        case nil:
            return []
        }
    }

    static func reduceGlobalKey(_ state: inout AppState, _ key: Key) -> [Command] {
        guard let intent = GlobalKeys.map.intent(for: key) else { return [] }
        switch intent {
        case .quit: return quit(&state)
        case .help: state.overlays.append(.help); return []
        case .nextTab: state.tab = state.tab.next; return []
        case .previousTab: state.tab = state.tab.previous; return []
        case .goTo(let tab): state.tab = tab; return []
        case .refresh: return []
        }
    }

    static func reduceMouse(_ state: inout AppState, _ event: MouseEvent) -> [Command] {
        guard state.overlays.isEmpty, !Layout.isTooSmall(state.size) else { return [] }
        let layout = state.layout
        if event.kind == .click, layout.tabs.contains(event.position),
           let tab = TabBarView.tab(at: event.position.x, width: layout.tabs.width) {
            state.tab = tab
        }
        return []
    }

    /// The key help for the active screen, most specific first: what help and the hint bar show.
    public static func keyHelp(for state: AppState) -> [KeyHelp] {
        [GlobalKeys.map.described]
    }
}
