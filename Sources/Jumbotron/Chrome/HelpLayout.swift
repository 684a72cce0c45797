import TerminalUI

/// Where the help overlay's lines go: its box, its columns, and how far it
/// can scroll. The overlay draws by it and the app reducer bounds the scroll
/// and offers the scroll keys by it, so both agree at every size.
struct HelpLayout: Equatable {
    /// The most specific key map's title (the screen, picker or dialog).
    var title: String?
    var lines: [HelpOverlayView.Line]
    var keyWidth: Int
    var columns: Int
    /// Rows per column, and how many of them show at once.
    var rows: Int
    var visibleRows: Int
    var box: Rect
    var maxScroll: Int { max(0, rows - visibleRows) }

    init(_ state: AppState) {
        let area = state.layout.content
        let ascii = state.display.ascii
        var lines: [HelpOverlayView.Line] = []
        var behind = state
        behind.presented = state.presented?.under
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
        var rows = (lines.count + columns - 1) / columns
        if columns > 1 {
            // A heading never ends a column away from its keys: the columns grow until every heading sits over them.
            var laid = Self.keepingHeadings(lines, rows: rows)
            while (laid.count + rows - 1) / rows > columns { rows += 1; laid = Self.keepingHeadings(lines, rows: rows) }
            lines = laid
        }
        let visibleRows = min(rows, maxRows)
        let box = area.centered(width: min(area.width, columns * columnWidth + (columns - 1) * 3 + 4),
                                height: min(area.height, visibleRows + 4))
        self.title = helps.first?.title; self.lines = lines; self.keyWidth = keyWidth
        self.columns = columns; self.rows = rows; self.visibleRows = visibleRows; self.box = box
    }

    /// The lines in columns of `rows`, a heading (and the blank before it) moved
    /// to the next column when it would be the last of one, and no column
    /// starting with a blank.
    static func keepingHeadings(_ lines: [HelpOverlayView.Line], rows: Int) -> [HelpOverlayView.Line] {
        var out: [HelpOverlayView.Line] = []
        for line in lines {
            let row = out.count % rows
            if line == .blank, row == 0 { continue }
            if case .heading = line, rows > 1, row == rows - 1 {
                out.append(.blank)
            }
            out.append(line)
        }
        return out
    }
}
