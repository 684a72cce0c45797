import TerminalUI

/// The keys that work here, on one line above the tabs; a notice replaces them.
enum HintBarView {
    static func render(_ state: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        if let notice = state.notice {
            canvas.text(" " + notice, x: area.x, y: area.y, width: area.width, style: theme.warning)
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
