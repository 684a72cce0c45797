import SportsCore
import TerminalUI

/// A field contest's classification as a table: place (`T2`), entrant, their
/// team or holes played, what the place is by (a time, a gap, a score to par)
/// and why one is out of the order (`DNF`, `CUT`). Columns give way from the
/// right when the pane is narrow; the name always keeps ten.
enum FieldClassification {
    static func render(_ contest: Contest, hidden: Bool, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        let shown = hidden ? Spoilers.masked(contest) : contest
        let title = [shown.name, shown.status].compactMap { $0 }.joined(separator: " · ")
        if !title.isEmpty { pen.line(title, theme.heading, into: &canvas) }
        pen.line(shown.stateText(locale: context.display.locale, timeZone: context.display.timeZone), theme.muted, into: &canvas)
        pen.skip()
        guard !shown.field.isEmpty else {
            pen.line("No entrants yet.", theme.muted, into: &canvas)
            return
        }
        if hidden { pen.line("The order is hidden: \(Spoilers.hint).", theme.muted, into: &canvas) }
        let field = shown.field
        let detail = min(20, field.map { DisplayWidth.of($0.detail ?? "") }.max() ?? 0)
        let score = min(14, field.map { DisplayWidth.of($0.score?.text ?? "") }.max() ?? 0)
        let status = min(10, field.map { DisplayWidth.of($0.status ?? "") }.max() ?? 0)
        // Widest first to go: the status, then the team, then the score.
        var widths = (detail: detail, score: score, status: status)
        func room() -> Int { pen.width - 5 - [widths.detail, widths.score, widths.status].filter { $0 > 0 }.reduce(0) { $0 + $1 + 2 } }
        if room() < 10 { widths.status = 0 }
        if room() < 10 { widths.detail = 0 }
        if room() < 10 { widths.score = 0 }
        let name = max(1, room())
        // Padded by display cells, not characters: a name in wide letters keeps the columns after it aligned.
        func left(_ text: String, _ width: Int) -> String {
            let fitted = Canvas.fit(text, width: width)
            return fitted.text + String(repeating: " ", count: max(0, width - fitted.width))
        }
        func cells(_ place: String, _ who: String, _ d: String, _ sc: String, _ st: String) -> String {
            var line = place.rightAligned(in: 3, gap: 0) + "  " + left(who, name)
            if widths.detail > 0 { line += "  " + left(d, widths.detail) }
            if widths.score > 0 { line += "  " + sc.rightAligned(in: widths.score, gap: 0) }
            if widths.status > 0 { line += "  " + left(st, widths.status) }
            return line
        }
        pen.line(cells("POS", "", "", "", ""), theme.muted, into: &canvas)
        for e in field {
            let followed = context.saved.teamIDs.contains(e.competitor.id)
            let who = (followed ? context.display.glyphs.star + " " : "") + e.competitor.name
            let style: Style = followed ? theme.favorite : (e.place == nil ? theme.muted : .plain)
            pen.line(cells(hidden ? "" : e.placeText, who, e.detail ?? "", e.score?.text ?? "", e.status ?? ""), style, into: &canvas)
        }
    }
}
