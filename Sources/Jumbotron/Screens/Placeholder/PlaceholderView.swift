import TerminalUI

enum PlaceholderView {
    static func render(_ state: PlaceholderState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let mid = area.y + area.height / 2 - 1
        canvas.text(state.message, x: area.x, y: mid, width: area.width, style: theme.heading, align: .center)
        canvas.text(state.detail, x: area.x, y: mid + 1, width: area.width, style: theme.muted, align: .center)
    }
}
