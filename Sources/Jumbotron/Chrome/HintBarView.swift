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
        var x = area.x + 1
        for item in items(state, width: area.width - 1) {
            x += canvas.text(item.key, x: x, y: area.y, style: theme.hintKey)
            x += canvas.text(" " + item.hint, x: x, y: area.y, style: theme.hintText)
            x += 2
        }
    }

    /// What the bar shows within `width`: each key once (the first offer of
    /// it wins), in order; the way back (`Esc`) and `?` always, the others
    /// from the left as they fit.
    static func items(_ state: AppState, width: Int) -> [(key: String, hint: String)] {
        let ascii = state.display.ascii
        var seen = Set<Key>()
        var all: [(key: String, hint: String, kept: Bool)] = []
        for help in AppReducer.keyHelp(for: state) {
            for entry in help.entries {
                guard let hint = entry.hint, let first = entry.keys.first, seen.insert(first).inserted else { continue }
                all.append((first.label(ascii: ascii), hint, first == .escape || first == .char("?")))
            }
        }
        func size(_ item: (key: String, hint: String, kept: Bool)) -> Int { DisplayWidth.of(item.key) + 1 + DisplayWidth.of(item.hint) + 2 }
        var room = width + 2 - all.filter(\.kept).map(size).reduce(0, +)   // the last item needs no gap after it
        var shown: [(key: String, hint: String)] = []
        for item in all {
            if item.kept {
                shown.append((item.key, item.hint))
            } else if size(item) <= room {
                room -= size(item)
                shown.append((item.key, item.hint))
            } else {
                room = 0   // never a later, shorter hint after one left out: the bar reads left to right
            }
        }
        return shown
    }
}
