import SportsCore
import TerminalUI

/// Top line: app and screen name on the left; spinner, source and staleness on the right.
enum TitleBarView {
    static func render(_ state: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        canvas.fill(area, style: theme.titleBar)
        var right = ""
        if state.isBusy {
            let frames = state.display.glyphs.spinner
            right += frames[state.spinnerFrame % frames.count] + " loading  "
        }
        let screen = AppView.screenTitle(state)
        let full = " Jumbotron \(state.display.glyphs.bullet) \(screen)"
        // Narrow, the screen's name matters most: the app's name goes first, then
        // "sample" (40 columns lost the name entirely to the spinner and source).
        let fits = DisplayWidth.of(full) + DisplayWidth.of(right) + 16 <= area.width
        if state.display.offline { right += fits ? "offline sample " : "offline " }
        let delays = state.display.delays
        if !state.display.offline, delays.isOn {
            // The whole app is behind the feeds: said where every screen shows it.
            let seconds = delays.leagues.isEmpty ? "\(delays.all) s" : "by league"
            right += fits ? "delayed \(seconds) " : "-\(delays.leagues.isEmpty ? "\(delays.all)s" : "d") "
        }
        let used = canvas.text(right, x: area.x, y: area.y, width: area.width, style: theme.titleBar, align: .right)
        let left = DisplayWidth.of(full) + used + 1 <= area.width ? full : " \(screen)"
        canvas.text(left, x: area.x, y: area.y, width: area.width - (right.isEmpty ? 0 : used), style: theme.titleText)
    }
}
