import TerminalUI

/// The search over the screen: the query as typed, then the matches under
/// their leagues' names, the cursor's reversed, scrolled to keep it in view.
enum SearchView {
    static func box(_ area: Rect) -> Rect {
        let width = min(72, area.width - 2), height = min(24, area.height)
        return Rect(x: area.x + (area.width - width) / 2, y: area.y, width: width, height: height)
    }

    static func render(_ s: SearchState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let r = box(area)
        canvas.fill(r)
        canvas.box(r, title: "Search teams and players", style: theme.border, titleStyle: theme.heading)
        let x = r.x + 2, width = r.width - 4
        let typed = canvas.text("/ " + s.query, x: x, y: r.y + 1, width: width - 1, style: .bold)
        canvas.text("▏", x: x + typed, y: r.y + 1, width: 1, style: theme.muted)
        canvas.hline(x: r.x + 1, y: r.y + 2, width: r.width - 2, style: theme.border)
        let top = r.y + 3, room = max(0, r.maxY - 1 - top)
        guard !s.query.isEmpty else {
            canvas.text("Type a team or a player: letters in order, accents optional (aberg finds Åberg).", x: x, y: top, width: width, style: theme.muted)
            canvas.text("It finds every league's clubs and the players read this run (leaders, pages).", x: x, y: top + 1, width: width,
                        style: theme.muted)
            return
        }
        // What ESPN is doing for the query, on the box's last line.
        let remote = s.asking ? "Asking ESPN for more names…" : s.remoteFailed ? "ESPN could not be asked: only what the app knows." : nil
        if let remote { canvas.text(remote, x: x, y: r.maxY - 2, width: width, style: theme.muted) }
        guard !s.results.isEmpty else {
            canvas.text("Nothing the app knows matches \u{201C}\(s.query)\u{201D}.", x: x, y: top, width: width, style: theme.muted)
            canvas.text("Open a league's leaders (L) or a roster to know its players.", x: x, y: top + 1, width: width, style: theme.muted)
            return
        }
        let rows = remote == nil ? room : max(0, room - 1)
        let lines = lines(s)
        let cursor = lines.firstIndex { $0.result == s.selected } ?? 0
        let first = max(0, min(cursor - rows / 2, lines.count - rows))
        for (i, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            let y = top + i
            guard let index = line.result else {
                canvas.text(line.heading, x: x, y: y, width: width, style: theme.heading)
                continue
            }
            let item = s.results[index]
            let selected = index == s.selected
            let style: Style = selected ? theme.selection : .plain
            let nameWidth = canvas.text("  " + item.name, x: x, y: y, width: width, style: style.with(.bold), pad: selected)
            canvas.text("  " + item.detail, x: x + nameWidth, y: y, width: max(0, width - nameWidth), style: selected ? style : theme.muted, pad: selected)
        }
    }

    /// Each league's name over its matches.
    static func lines(_ s: SearchState) -> [(heading: String, result: Int?)] {
        var out: [(heading: String, result: Int?)] = []
        for (i, item) in s.results.enumerated() {
            if i == 0 || s.results[i - 1].league != item.league { out.append((item.league.name, nil)) }
            out.append(("", i))
        }
        return out
    }
}
