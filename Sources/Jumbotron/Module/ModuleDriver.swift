import TerminalUI

/// A tab's module behind one erased type, built once when the `Tab` is
/// declared: the app reducer, state and view call plain functions on it, and
/// this file is the only place that opens a `TabModule`'s generic types.
public struct ModuleDriver: Sendable {
    /// Which module this is: a tab's module is known by it (`ScreenContext.isShowing`).
    public let id: ObjectIdentifier

    let send: @Sendable (AppEvent, inout AppState, Tab) -> [Command]
    let forward: @Sendable (ModuleAction, inout AppState) -> [Command]?
    let key: @Sendable (Key, inout AppState) -> [Command]?
    let mouse: @Sendable (MouseEvent, inout AppState) -> [Command]
    let isBusy: @Sendable (AppState) -> Bool
    let isModal: @Sendable (AppState) -> Bool
    let canGoBack: @Sendable (AppState) -> Bool
    let acceptsText: @Sendable (AppState) -> Bool
    /// The module's own key help.
    let keyHelp: @Sendable (AppState) -> [KeyHelp]
    /// Whether the module means something by `key` now (`?` is a letter in a field).
    let ownsKey: @Sendable (Key, AppState) -> Bool
    let render: @Sendable (AppState, inout Canvas, Rect) -> Void
    let title: @Sendable (AppState) -> String

    init<M: TabModule>(_ module: M.Type) {
        id = ObjectIdentifier(module)
        send = { event, state, tab in AppReducer.reduce(module, M.event(event), &state, tab: tab) }
        forward = { action, state in
            action.action(for: module).map { AppReducer.reduce(module, $0, &state, tab: state.tab) }
        }
        key = { key, state in
            M.keyAction(key, state[keyPath: M.state], state.context()).map { AppReducer.reduce(module, $0, &state, tab: state.tab) }
        }
        mouse = { event, state in
            M.mouseAction(event, state[keyPath: M.state], state.context()).map { AppReducer.reduce(module, $0, &state, tab: state.tab) } ?? []
        }
        isBusy = { M.isBusy($0[keyPath: M.state]) }
        isModal = { M.isModal($0[keyPath: M.state]) }
        canGoBack = { M.canGoBack($0[keyPath: M.state], $0.context()) }
        acceptsText = { M.acceptsText($0[keyPath: M.state]) }
        keyHelp = { M.keyHelp($0[keyPath: M.state], $0.context()) }
        ownsKey = { key, state in M.keyAction(key, state[keyPath: M.state], state.context()) != nil }
        render = { state, canvas, area in M.render(state[keyPath: M.state], state.context(), into: &canvas, area: area) }
        title = { M.title($0[keyPath: M.state], $0.context()) }
    }
}
