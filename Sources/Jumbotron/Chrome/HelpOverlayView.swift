import TerminalUI

/// Every key of the current screen and the global ones, generated from the
/// key maps the reducers use. Flows into as many columns as the height needs.
enum HelpOverlayView {
    private enum Line { case heading(String), entry(keys: String, text: String), blank }

    static func render(_ state: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let ascii = state.display.ascii
        var lines: [Line] = []
        var helpState = state
        if helpState.overlays.last == .help { helpState.overlays.removeLast() }
        let helps = AppReducer.keyHelp(for: helpState)
        for help in helps {
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.heading(help.title))
            for e in help.entries { lines.append(.entry(keys: e.keyLabel(ascii: ascii), text: e.help)) }
        }
        var keyWidth = 0, textWidth = 0
        for case .entry(let k, let t) in lines {
            keyWidth = max(keyWidth, DisplayWidth.of(k)); textWidth = max(textWidth, DisplayWidth.of(t))
        }
        keyWidth = min(keyWidth, 12)
        let maxRows = max(1, area.height - 4)
        let columns = max(1, (lines.count + maxRows - 1) / maxRows)
        let rows = (lines.count + columns - 1) / columns
        let columnWidth = keyWidth + 2 + textWidth
        let box = area.centered(width: columns * columnWidth + (columns - 1) * 3 + 4, height: rows + 4)
        canvas.box(box, title: "Keys \(state.display.glyphs.dash) \(helps.first?.title ?? state.tab.title)", style: theme.border, titleStyle: theme.heading)
        let inner = box.inset(top: 1, left: 2, bottom: 2, right: 2)
        let colWidth = columns == 1 ? inner.width : (inner.width - (columns - 1) * 3) / columns
        for (i, line) in lines.enumerated() {
            let col = i / rows, row = i % rows
            guard row < inner.height else { continue }
            let x = inner.x + col * (colWidth + 3), y = inner.y + row
            switch line {
            case .heading(let title):
                canvas.text(title, x: x, y: y, width: colWidth, style: theme.heading)
            case .entry(let keys, let text):
                canvas.text(keys, x: x, y: y, width: min(keyWidth, colWidth), style: theme.hintKey)
                canvas.text(text, x: x + keyWidth + 2, y: y, width: colWidth - keyWidth - 2)
            case .blank:
                break
            }
        }
        canvas.text("Esc closes", x: inner.x, y: box.maxY - 2, width: inner.width, style: theme.muted, align: .right)
    }
}
