import FoundationEssentials
import SportsCore
import TerminalUI

/// The team's season: a title bar in the team's colours, section headings that
/// stay pinned while their section scrolls, game rows and shorter bye rows.
enum ScheduleView {
    static func render(_ s: ScheduleState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let display = context.display, theme = context.theme
        ListDetailView.render(s.list, s.spec, context, into: &canvas, area: area,
            header: { canvas, area in renderTitle(s, context, into: &canvas, area: area) },
            row: { canvas, i, area, selected in
                ScheduleRowView.render(s.rows[i], selected: selected, logos: s.logos, display: display, followed: context.saved.teamIDs, theme: theme,
                                       into: &canvas, area: area)
            },
            empty: {
                CenteredMessage.status(s.load, loading: "Loading the schedule…", failed: "Could not load the schedule.", context)
                    ?? (s.load.value != nil ? [("The schedule has no games.", theme.heading)] : [])
            },
            after: { canvas, area in
                // The heading of the section being scrolled stays on the top line.
                if let pinned = StickyHeader.pinned(offset: s.viewport.offset, headers: s.headers) {
                    ScheduleRowView.render(s.rows[pinned], selected: false, logos: s.logos, display: display, followed: context.saved.teamIDs, theme: theme,
                                           into: &canvas, area: Rect(x: area.x, y: area.y, width: area.width, height: 1))
                }
            })
    }

    /// The "navigation bar": the root team's name and record in its colours.
    static func renderTitle(_ s: ScheduleState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let team = ScheduleSpoilers.team(s.team, hide: context.display.hideSpoilers)
        let club = NFLClubs.club(team?.triCode)
        let style = theme.monochrome ? Style([.reverse, .bold])
            : Style(fg: club.flatMap { Color(hex: $0.secondaryHex) } ?? .named(.white),
                    bg: club.flatMap { Color(hex: $0.primaryHex) } ?? .indexed(238), .bold)
        canvas.fill(area, style: style)
        var title = "SCHEDULE"
        if let team {
            title = (team.fullName ?? team.name ?? team.triCode).uppercased()
            if let record = team.record, !record.isEmpty { title += "  \(record)" }
        }
        canvas.text(" " + title, x: area.x, y: area.y, width: area.width, style: style)
        if let marker = StaleMarker.text(s.load.origin, loadedAt: s.load.loadedAt) {
            canvas.text(marker + " ", x: area.x, y: area.y, width: area.width, style: style, align: .right)
        }
    }
}
