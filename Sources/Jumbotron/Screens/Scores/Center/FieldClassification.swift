import SportsCore
import TerminalUI

/// A field contest's classification as a table: place (`T2`), entrant, their
/// team or holes played, what the place is by (a time, a gap, a score to par),
/// laps where counted, and why one is out of the order (`DNF`, `CUT`).
/// Columns give way from the right when the pane is narrow; the name keeps ten.
enum FieldClassification {
    /// The columns' titles in the sport's words (`Driver`, `Team`, `Time`).
    struct Titles: Equatable, Sendable {
        var name = "", detail = "", score = "", status = ""
    }

    static func render(_ contest: Contest, hidden: Bool, titles: Titles = Titles(), note: String? = nil, _ context: ScreenContext,
                       _ pen: inout Pen, into canvas: inout Canvas) {
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
        func widest(_ values: [String], _ title: String, cap: Int) -> Int {
            let w = values.map(DisplayWidth.of).max() ?? 0
            return w == 0 ? 0 : min(cap, max(w, DisplayWidth.of(title)))
        }
        var widths = (detail: widest(field.map { $0.detail ?? "" }, titles.detail, cap: 20),
                      score: widest(field.map { $0.score?.text ?? "" }, titles.score, cap: 14),
                      laps: widest(field.map { $0.laps.map(String.init) ?? "" }, "Laps", cap: 4),
                      status: widest(field.map { $0.status ?? "" }, titles.status, cap: 14))
        func room() -> Int {
            pen.width - 5 - [widths.detail, widths.score, widths.laps, widths.status].filter { $0 > 0 }.reduce(0) { $0 + $1 + 2 }
        }
        // The first to go when narrow: the status, the laps, the team, then the time.
        if room() < 10 { widths.status = 0 }
        if room() < 10 { widths.laps = 0 }
        if room() < 10 { widths.detail = 0 }
        if room() < 10 { widths.score = 0 }
        let name = max(1, min(28, room()))
        // Padded by display cells, not characters: a name in wide letters keeps the columns after it aligned.
        func left(_ text: String, _ width: Int) -> String {
            let fitted = Canvas.fit(text, width: width)
            return fitted.text + String(repeating: " ", count: max(0, width - fitted.width))
        }
        func cells(_ place: String, _ who: String, _ detail: String, _ score: String, _ laps: String, _ status: String) -> String {
            var line = place.rightAligned(in: 3, gap: 0) + "  " + left(who, name)
            if widths.detail > 0 { line += "  " + left(detail, widths.detail) }
            if widths.score > 0 { line += "  " + score.rightAligned(in: widths.score, gap: 0) }
            if widths.laps > 0 { line += "  " + laps.rightAligned(in: widths.laps, gap: 0) }
            if widths.status > 0 { line += "  " + left(status, widths.status) }
            return line
        }
        pen.line(cells("POS", titles.name, titles.detail, titles.score, "Laps", titles.status), theme.muted, into: &canvas)
        for e in field {
            let followed = context.saved.teamIDs.contains(e.competitor.id)
            let who = (followed ? context.display.glyphs.star + " " : "") + e.competitor.name
            let style: Style = followed ? theme.favorite : (e.place == nil ? theme.muted : .plain)
            pen.line(cells(hidden ? "" : e.placeText, who, e.detail ?? "", e.score?.text ?? "", e.laps.map(String.init) ?? "", e.status ?? ""),
                     style, into: &canvas)
        }
        if let note {
            pen.skip()
            pen.wrapped(note, theme.muted, into: &canvas)
        }
    }
}
