import TerminalUI

/// Every key of the current screen and the global ones, generated from the
/// key maps the reducers use. Flows into as many columns as the width allows
/// and scrolls when even those do not hold every line (down to 40×12).
enum HelpOverlayView {
    enum Line: Equatable { case heading(String), entry(keys: String, text: String), blank }

    static func render(_ state: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let p = HelpLayout(state)
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
