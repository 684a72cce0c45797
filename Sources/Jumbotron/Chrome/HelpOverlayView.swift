import TerminalUI

/// Every key of the current screen and the global ones, generated from the
/// key maps the reducers use. Flows into as many columns as the width allows
/// and scrolls when even those do not hold every line (down to 40×12).
enum HelpOverlayView {
    enum Line: Equatable { case heading(String), entry(keys: String, text: String), blank }

    /// Where everything goes; the reducer uses it to bound the scroll.
    struct Placement: Equatable {
        /// The most specific key map's title (the screen, picker or dialog).
        var title: String?
        var lines: [Line]
        var keyWidth: Int
        var columns: Int
        /// Rows per column, and how many of them show at once.
        var rows: Int
        var visibleRows: Int
        var box: Rect
        var maxScroll: Int { max(0, rows - visibleRows) }
    }

    static func placement(_ state: AppState) -> Placement {
        let area = state.layout.content
        let ascii = state.display.ascii
        var lines: [Line] = []
        var behind = state
        behind.overlays.removeAll { $0 == .help }
        let helps = AppReducer.keyHelp(for: behind)
        for help in helps {
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.heading(help.title))
            for e in help.entries { lines.append(.entry(keys: e.keyLabel(ascii: ascii), text: e.help)) }
        }
        var keyWidth = 0, textWidth = 0
        for case .entry(let k, let t) in lines {
            keyWidth = max(keyWidth, DisplayWidth.of(k)); textWidth = max(textWidth, DisplayWidth.of(t))
        }
        for case .heading(let h) in lines { textWidth = max(textWidth, DisplayWidth.of(h) - keyWidth - 2) }
        keyWidth = min(keyWidth, 12)
        // Border and two spaces each side; a column never wider than that leaves.
        let columnWidth = max(1, min(keyWidth + 2 + textWidth, area.width - 4))
        let widest = max(1, (area.width - 4 + 3) / (columnWidth + 3))
        let maxRows = max(1, area.height - 4)   // border, a blank line and the footer
        let columns = min(widest, max(1, (lines.count + maxRows - 1) / maxRows))
        let rows = (lines.count + columns - 1) / columns
        let visibleRows = min(rows, maxRows)
        let box = area.centered(width: min(area.width, columns * columnWidth + (columns - 1) * 3 + 4),
                                height: min(area.height, visibleRows + 4))
        return Placement(title: helps.first?.title, lines: lines, keyWidth: keyWidth, columns: columns, rows: rows, visibleRows: visibleRows, box: box)
    }

    static func render(_ state: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let p = placement(state)
        let title = p.title ?? state.tab.title
        canvas.box(p.box, title: "Keys \(state.display.glyphs.dash) \(title)", style: theme.border, titleStyle: theme.heading)
        let inner = p.box.inset(top: 1, left: 2, bottom: 2, right: 2)
        let colWidth = p.columns == 1 ? inner.width : (inner.width - (p.columns - 1) * 3) / p.columns
        let scroll = min(max(0, state.helpScroll), p.maxScroll)
        for (i, line) in p.lines.enumerated() {
            let col = i / p.rows, row = i % p.rows - scroll
            guard row >= 0, row < min(inner.height, p.visibleRows) else { continue }
            let x = inner.x + col * (colWidth + 3), y = inner.y + row
            switch line {
            case .heading(let title):
                canvas.text(title, x: x, y: y, width: colWidth, style: theme.heading)
            case .entry(let keys, let text):
                let keyWidth = min(p.keyWidth, colWidth)
                canvas.text(keys, x: x, y: y, width: keyWidth, style: theme.hintKey)
                canvas.text(text, x: x + keyWidth + 2, y: y, width: colWidth - keyWidth - 2)
            case .blank:
                break
            }
        }
        var footer = "Esc closes"
        if p.maxScroll > 0 {
            let ascii = state.display.ascii
            let more = [scroll > 0 ? Key.up : nil, scroll < p.maxScroll ? Key.down : nil]
                .compactMap { $0?.label(ascii: ascii, short: true) }.joined()
            footer = "\(more) more  " + footer
        }
        canvas.text(footer, x: inner.x, y: p.box.maxY - 2, width: inner.width, style: theme.muted, align: .right)
    }
}

/// Keys while help is open: scrolling when it does not fit, and closing.
public enum HelpIntent: Sendable, Equatable {
    case up, down, pageUp, pageDown, top, bottom, close
}

public enum HelpKeys {
    public static let map = KeyMap<HelpIntent>("Help", [
        KeyBinding([.down, .char("j")], .down, help: "Scroll down", hint: "scroll"),
        KeyBinding([.up, .char("k")], .up, help: "Scroll up"),
        KeyBinding([.pageDown, .char(" ")], .pageDown, help: "Page down"),
        KeyBinding([.pageUp], .pageUp, help: "Page up"),
        KeyBinding([.home, .char("g")], .top, help: "Top"),
        KeyBinding([.end, .char("G")], .bottom, help: "Bottom"),
        KeyBinding([.escape, .char("q"), .char("?"), .enter], .close, help: "Close help", hint: "close"),
    ])

    /// What the hint bar offers: scrolling only when there is more to see.
    static func described(scrollable: Bool) -> KeyHelp {
        let all = map.described
        return scrollable ? all : KeyHelp(title: all.title, entries: all.entries.filter { $0.hint != "scroll" })
    }
}
