import FoundationEssentials
import SportsCore
import TerminalUI

/// A bye week: the team does not play. Its detail says so and shows the games
/// either side, so the pane beside the list is never empty and a pushed detail
/// has something to say while stepping through the season.
enum ScheduleByeView {
    @discardableResult
    static func render(week: String, at index: Int, _ s: ScheduleState, _ context: ScreenContext, into canvas: inout Canvas,
                       area: Rect, scroll: Int = 0) -> Int {
        guard area.width > 10, area.height > 2 else { return 0 }
        let d = context.display, theme = context.theme
        let x = area.x + 1, w = area.width - 2
        let top = area.y - scroll
        var y = top + 1
        canvas.text("BYE", x: x, y: y, width: w, style: theme.heading.with(.bold))
        y += 1
        canvas.text(week, x: x, y: y, width: w, style: theme.heading)
        y += 2
        let name = s.team.map { $0.fullName ?? $0.name ?? $0.triCode } ?? "The team"
        for line in context.drawings.wraps.lines("\(name) do not play this week.", width: w, maxLines: 4) {
            canvas.text(line, x: x, y: y, width: w)
            y += 1
        }
        if let record = ScheduleSpoilers.team(s.team, hide: context.display.hideSpoilers)?.record, !record.isEmpty {
            y += 1
            field("Record", record)
        }
        y += 1
        if let before = game(before: index, in: s.rows) { field("Before", summary(before, d)) }
        if let after = game(after: index, in: s.rows) { field("After", summary(after, d)) }
        return y - top

        func field(_ label: String, _ value: String) {
            canvas.text(label, x: x, y: y, width: 9, style: theme.muted)
            for part in context.drawings.wraps.lines(value, width: max(1, w - 10), maxLines: 3) {
                canvas.text(part, x: x + 10, y: y, width: w - 10)
                y += 1
            }
        }
    }

    /// `Week 6 · vs BENGALS · W 24-17`, `Week 8 · at RAVENS · Sun, Oct 30`.
    static func summary(_ g: ScheduleGame, _ d: DisplayOptions) -> String {
        let opponent = g.rootIsHome ? "vs \(g.away.name)" : "at \(g.home.name)"
        let when = g.result ?? ScheduleRules.dateText(g, locale: d.locale, timeZone: d.timeZone)
        return [g.week, opponent, when].filter { !$0.isEmpty }.joined(separator: " \(d.glyphs.bullet) ")
    }

    static func game(before index: Int, in rows: [ScheduleRow]) -> ScheduleGame? {
        rows[..<min(index, rows.count)].reversed().lazy.compactMap { if case .game(let g) = $0 { g } else { nil } }.first
    }

    static func game(after index: Int, in rows: [ScheduleRow]) -> ScheduleGame? {
        guard index + 1 < rows.count else { return nil }
        return rows[(index + 1)...].lazy.compactMap { if case .game(let g) = $0 { g } else { nil } }.first
    }
}
