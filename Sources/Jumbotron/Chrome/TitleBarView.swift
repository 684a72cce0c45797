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
        if state.display.offline { right += "offline sample " }
        let used = canvas.text(right, x: area.x, y: area.y, width: area.width, style: theme.titleBar, align: .right)
        let screen = AppView.screenTitle(state)
        canvas.text(" Jumbotron \(state.display.glyphs.bullet) \(screen)", x: area.x, y: area.y,
                    width: area.width - (right.isEmpty ? 0 : used), style: theme.titleText)
    }
}
