import TerminalUI

/// The whole frame as a pure function of state.
public enum AppView {
    public static let tooSmallMessage = "Terminal too small — need at least 40×12"

    public static func render(_ state: AppState, into canvas: inout Canvas) {
        canvas.glyphs = state.display.glyphs
        canvas.reset(size: state.size)
        if Layout.isTooSmall(state.size) {
            renderTooSmall(state, into: &canvas)
            return
        }
        let theme = state.display.theme
        let layout = state.layout
        TitleBarView.render(state, theme: theme, into: &canvas, area: layout.title)
        if let banner = state.banner {
            // A followed team's news over the title line; it never takes the keys.
            canvas.fill(layout.title, style: theme.selection.with(.bold))
            canvas.text(" " + banner, x: layout.title.x, y: layout.title.y, width: layout.title.width, style: theme.selection.with(.bold))
        }
        state.tab.driver.render(state, &canvas, layout.content)
        HintBarView.render(state, theme: theme, into: &canvas, area: layout.hints)
        TabBarView.render(state, theme: theme, into: &canvas, area: layout.tabs)
        if state.presented?.under == .settings { SettingsView.render(state, into: &canvas) }
        if let search = state.presented?.search { SearchView.render(search, theme: theme, into: &canvas, area: layout.content) }
        if let dialog = state.presented?.dialog { DialogView.render(dialog, theme: theme, into: &canvas, area: layout.content) }
        if state.presented?.isHelp == true { HelpOverlayView.render(state, theme: theme, into: &canvas, area: layout.content) }
        // An image would cover the overlay (kitty draws over text): none under one.
        if state.presented != nil { canvas.removeImages(intersecting: layout.content) }
    }

    /// The title line's screen name, from the visible module.
    public static func screenTitle(_ state: AppState) -> String { state.tab.driver.title(state) }

    /// One centred line; shorter wordings when even that does not fit, and
    /// ASCII dash and times sign in ASCII mode.
    static func renderTooSmall(_ state: AppState, into canvas: inout Canvas) {
        let ascii = state.display.ascii
        let candidates = ascii
            ? ["Terminal too small - need at least 40x12", "Too small: need 40x12", "40x12"]
            : [tooSmallMessage, "Too small: need 40×12", "40×12"]
        let message = candidates.first { DisplayWidth.of($0) <= state.size.width } ?? candidates[candidates.count - 1]
        let y = max(0, state.size.height / 2)
        canvas.text(message, x: 0, y: y, width: state.size.width, style: .bold, align: .center)
    }
}
