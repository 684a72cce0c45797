import TerminalUI

/// The game centers' pinned strip: `i Summary  b Box  p Plays …` with the
/// section on screen marked; only its name and the other keys when the full
/// strip does not fit; a marker (`live`, a stale copy's age) on the right.
enum SectionStrip {
    struct Item {
        let key: Character
        let short: String
        let title: String
        let isOn: Bool
    }

    static func render(_ items: [Item], marker: String?, _ theme: Theme, into canvas: inout Canvas, x: Int, y: Int, width: Int) {
        canvas.fill(Rect(x: x - 1, y: y, width: width + 2, height: 1))
        let full = items.reduce(0) { $0 + DisplayWidth.of($1.short) + 5 }
        var cx = x
        for item in items {
            if full <= width || item.isOn {
                let label = full <= width ? "\(item.key) \(item.short)" : item.title
                canvas.text(" \(label) ", x: cx, y: y, width: max(0, x + width - cx), style: item.isOn ? theme.selection.with(.bold) : theme.muted)
                cx += DisplayWidth.of(label) + 2 + (full <= width ? 2 : 1)
            } else {
                canvas.text(String(item.key), x: cx, y: y, width: max(0, x + width - cx), style: theme.hintKey)
                cx += 2
            }
        }
        if let marker { canvas.text(marker, x: x, y: y, width: width, style: theme.muted, align: .right) }
    }
}
