import TerminalUI

enum DialogView {
    static func render<Intent>(_ d: Dialog<Intent>, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let width = min(area.width - 4, max(44, min(64, DisplayWidth.of(d.message) + 6)))
        guard width > 10 else { return }
        let inner = width - 4
        let message = Canvas.wrap(d.message, width: inner, maxLines: max(1, min(20, area.height - 6)))
        // The detail gets what the screen has left (a list of config problems can be long).
        let room = max(1, min(20, area.height - 7 - message.count))
        var detail = d.detail.map { Canvas.wrap($0, width: inner, maxLines: room + 1) } ?? []
        if detail.count > room { detail = Array(detail.prefix(room - 1)) + ["…"] }
        let height = 2 + message.count + (detail.isEmpty ? 0 : detail.count + 1) + 3
        let box = area.centered(width: width, height: height)
        canvas.box(box, title: d.title, style: theme.border, titleStyle: theme.error)
        var y = box.y + 2
        for line in message { canvas.text(line, x: box.x + 2, y: y, width: inner); y += 1 }
        if !detail.isEmpty {
            y += 1
            for line in detail { canvas.text(line, x: box.x + 2, y: y, width: inner, style: theme.muted); y += 1 }
        }
        // Buttons right-aligned on the last inner line, the selected one highlighted.
        let labels = d.buttons.map { "[ \($0) ]" }
        var x = box.maxX - 2 - labels.reduce(0) { $0 + DisplayWidth.of($1) + 1 } + 1
        let by = box.maxY - 2
        for (i, label) in labels.enumerated() {
            let danger = d.destructive && i == labels.count - 1
            let style = i == d.selected ? (danger ? theme.negative : theme.selection.with(.bold)) : (danger ? theme.error : Style.plain)
            x += canvas.text(label, x: x, y: by, style: style) + 1
        }
    }
}
