import FoundationEssentials
import TerminalUI

/// The league picker over the board: the filter typed so far, then each
/// sport's leagues (`NFL · 14 games · 8 live`), the one on screen marked, the
/// cursor's highlighted; scrolled to keep the cursor in view on a small terminal.
enum LeaguePickerView {
    static func render(_ p: LeaguePickerState, _ s: ScoresState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let lines = LeaguePicker.lines(p.filter, context.leagues)
        let width = min(area.width, 48), height = min(area.height, max(8, lines.count + 5))
        let box = area.centered(width: width, height: height)
        guard box.width > 10, box.height > 4 else { return }
        canvas.fill(box, style: .plain)
        canvas.box(box, title: "Pick a league", style: theme.border, titleStyle: theme.heading)
        let x = box.x + 2, inner = box.width - 4
        let typed = p.filter.isEmpty ? "type a name" : p.filter
        canvas.text("Filter: ", x: x, y: box.y + 1, style: theme.muted)
        canvas.text(typed, x: x + 8, y: box.y + 1, width: max(0, inner - 8), style: p.filter.isEmpty ? theme.muted : Style.bold.with(.underline))
        let top = box.y + 2, rows = box.height - 4
        guard !lines.isEmpty else {
            canvas.text("No league's name has \"\(p.filter)\".", x: x, y: top, width: inner, style: theme.muted)
            return
        }
        let cursor = LeaguePicker.current(p, context.leagues)
        let at = lines.firstIndex { if case .league(let id, _) = $0 { id == cursor } else { false } } ?? 0
        let first = max(0, min(at - rows + 1 + (at + 1 < lines.count ? 1 : 0), lines.count - rows))
        for (i, line) in lines.enumerated().dropFirst(max(0, first)).prefix(rows) {
            let y = top + i - max(0, first)
            switch line {
            case .sport(let sport):
                canvas.text(sport.name, x: x, y: y, width: inner, style: theme.heading)
            case .league(let id, let enabled):
                let selected = id == cursor
                let base: Style = selected ? theme.selection : .plain
                if selected { canvas.fill(Rect(x: x, y: y, width: inner, height: 1), style: base) }
                let mark = id == s.league ? context.display.glyphs.bullet : " "
                canvas.text(mark, x: x, y: y, width: 1, style: theme.on(base, theme.live))
                canvas.text(id.name, x: x + 2, y: y, width: inner - 2, style: enabled ? base.with(.bold) : theme.on(base, theme.muted))
                if let counts = id.entry.counts(s) {
                    let words = "\(counts.games) \(counts.games == 1 ? "game" : "games")" + (counts.live > 0 ? " · \(counts.live) live" : "")
                    let w = DisplayWidth.of(words)
                    if DisplayWidth.of(id.name) + 4 + w <= inner {
                        canvas.text(words, x: x + inner - w, y: y, width: w, style: theme.on(base, counts.live > 0 ? theme.live : theme.muted))
                    }
                }
            }
        }
        canvas.text("Enter show  Esc cancel", x: x, y: box.maxY - 2, width: inner, style: theme.muted)
    }
}
