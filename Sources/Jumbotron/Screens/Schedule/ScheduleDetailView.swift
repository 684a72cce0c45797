import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// One game: the teams, the week, kick-off, result, venue and broadcasts. It
/// draws from `scroll` rows above `area` and returns the rows it takes.
enum ScheduleDetailView {
    @discardableResult
    static func render(_ g: ScheduleGame, _ s: ScheduleState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect,
                       scroll: Int = 0) -> Int {
        guard area.width > 10, area.height > 2 else { return 0 }
        let d = context.display, theme = context.theme
        let top = area.y - scroll
        var y = top + 1
        let x = area.x + 1, w = area.width - 2
        // Values wrap under themselves rather than lose their end ("1:00 PM E…"
        // in the split view lost the time zone).
        func field(_ label: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            canvas.text(label, x: x, y: y, width: 9, style: theme.muted)
            for part in context.drawings.wraps.lines(value, width: max(1, w - 10), maxLines: 3) {
                canvas.text(part, x: x + 10, y: y, width: w - 10)
                y += 1
            }
        }
        y += LogoSlot.pair((.nflLogo(g.away.triCode), .nflLogo(g.home.triCode)), in: area, x: x, y: y, width: w, context,
                           into: &canvas, badgeWidth: ScheduleRowView.badgeWidth) { canvas, home, bx, by in
            let tri = home ? g.home.triCode : g.away.triCode
            ScheduleRowView.badge(tri, status: s.logos[tri], display: d, theme: theme, into: &canvas, x: bx, y: by)
        }
        for side in [g.away, g.home] {
            ScheduleRowView.badge(side.triCode, status: s.logos[side.triCode], display: d, theme: theme, into: &canvas, x: x, y: y)
            canvas.text(side.fullName + (side.line.isEmpty ? "" : "  \(side.line)"), x: x + 6, y: y, width: w - 6, style: .bold)
            y += 1
        }
        y += 1
        canvas.text("\(g.week) \(d.glyphs.dash) \(g.section.capitalizedWords)", x: x, y: y, width: w, style: theme.heading)
        y += 2
        field("State", ScheduleRules.stateText(g, locale: d.locale, timeZone: d.timeZone))
        if let kickoff = g.kickoff {
            field("Kick-off", g.isTBA ? "To be announced" : TimeText.fullDateTime(kickoff, locale: d.locale, timeZone: d.timeZone))
        }
        field("Result", g.result)
        if g.kind == .final, g.result == nil, context.display.hideSpoilers { field("Result", "\(Spoilers.mask) \(Spoilers.mask) · \(Spoilers.hint)") }
        if let team = ScheduleSpoilers.team(s.team, hide: context.display.hideSpoilers) {
            field("Record", team.record.map { "\(team.name ?? team.triCode) \($0)" })
        }
        field("Venue", g.venue)
        field("TV", g.tv)
        field("Radio", g.radio)
        field("Where", g.rootIsHome ? "Home" : "Away")
        return y - top
    }
}
