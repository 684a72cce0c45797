import TerminalUI

/// The keys that work here, on one line above the tabs; a notice replaces them.
enum HintBarView {
    /// Lines a notice may take: a link to copy by hand must be whole.
    static let maxNoticeLines = 4

    /// One line when it fits; else wrapped at spaces (a link keeps a line of
    /// its own when it fits one) and grown upward over the screen's last lines.
    static func renderNotice(_ notice: String, theme: Theme, into canvas: inout Canvas, area: Rect, above content: Rect) {
        let width = max(1, area.width - 2)
        guard DisplayWidth.of(notice) > width else {
            canvas.text(" " + notice, x: area.x, y: area.y, width: area.width, style: theme.warning)
            return
        }
        let lines = Canvas.wrap(notice, width: width, maxLines: min(maxNoticeLines, content.height + 1))
        let top = area.y - (lines.count - 1)
        for (i, line) in lines.enumerated() {
            canvas.fill(Rect(x: area.x, y: top + i, width: area.width, height: 1), style: .plain)
            canvas.text(" " + line, x: area.x, y: top + i, width: area.width, style: theme.warning)
        }
    }

    static func render(_ state: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        if let notice = state.notice {
            renderNotice(notice, theme: theme, into: &canvas, area: area, above: state.layout.content)
            return
        }
        let ascii = state.display.ascii
        var x = area.x + 1
        for help in AppReducer.keyHelp(for: state) {
            for entry in help.entries {
                guard let hint = entry.hint else { continue }
                let key = entry.keys.first.map { $0.label(ascii: ascii) } ?? ""
                let width = DisplayWidth.of(key) + 1 + DisplayWidth.of(hint)
                if x + width > area.maxX { return }
                x += canvas.text(key, x: x, y: area.y, style: theme.hintKey)
                x += canvas.text(" " + hint, x: x, y: area.y, style: theme.hintText)
                x += 2
            }
        }
    }
}
