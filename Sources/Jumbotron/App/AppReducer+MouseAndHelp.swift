import TerminalUI

/// The mouse, and the key help of what has the keys (what `?` and the hint bar show).
extension AppReducer {
    // MARK: mouse

    static func mouse(_ state: inout AppState, _ event: MouseEvent) -> [Command] {
        guard state.presented == nil, !Layout.isTooSmall(state.size), !isModal(state) else { return [] }
        let layout = state.layout
        if layout.tabs.contains(event.position) {
            guard event.kind == .click,
                  let index = TabBarView.index(at: event.position.x, tabs: state.tabs, width: layout.tabs.width) else { return [] }
            return select(&state, index)
        }
        guard layout.content.contains(event.position) || event.kind == .wheelUp || event.kind == .wheelDown else { return [] }
        return state.tab.driver.mouse(event, &state)
    }

    // MARK: help

    /// The key help of what has the keys, most specific first: what help and the hint bar show.
    public static func keyHelp(for state: AppState) -> [KeyHelp] {
        if state.presented?.isHelp == true {
            return [HelpKeys.described(scrollable: HelpLayout(state).maxScroll > 0)]
        }
        if let dialog = state.presented?.dialog { return [DialogKeys.help(buttons: dialog.buttons), GlobalKeys.modal] }
        if state.presented?.search != nil { return [SearchKeys.map.described, GlobalKeys.modalTyping] }
        if state.presented == .settings {
            return [SettingsKeys.help(state.settingsSheet), state.settingsSheet.typing == nil ? GlobalKeys.modal : GlobalKeys.modalTyping]
        }
        let driver = state.tab.driver
        let own = driver.keyHelp(state)
        if driver.isModal(state) {
            // The hint bar offers `?` only where it opens help (in a filter it is a letter).
            return own + [driver.ownsKey(.char("?"), state) ? GlobalKeys.modalTyping : GlobalKeys.modal]
        }
        // A key the screen's help lists (a list's `/` filter) is its own, not the global one's: read from that
        // help, not by asking the screen about every global key (each a key map built, every frame).
        let taken = Set(own.flatMap { $0.entries.flatMap(\.keys) })
        return own + [GlobalKeys.map(tabs: state.tabs, delays: !state.display.offline).described.dropping(taken.contains)]
    }
}
