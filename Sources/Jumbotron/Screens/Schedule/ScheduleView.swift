import Foundation
import SportsCore
import TerminalUI

/// The team's season: a title bar in the team's colours, section headings that
/// stay pinned while their section scrolls, game rows and shorter bye rows.
enum ScheduleView {
    static func render(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let s = app.schedule
        let layout = ListDetailLayout(content: area, headerHeight: 1, split: Layout.isSplit(app.size))
        renderTitle(app, theme: theme, into: &canvas, area: layout.header)
        if s.showingDetail && layout.detail == nil, case .game(let g) = s.selectedRow {
            ScheduleDetailView.render(g, app: app, theme: theme, into: &canvas, area: layout.list)
            return
        }
        if s.rows.isEmpty {
            renderEmpty(app, theme: theme, into: &canvas, area: layout.list)
        } else {
            renderList(app, theme: theme, into: &canvas, area: layout.list)
        }
        if let detail = layout.detail {
            canvas.vline(x: detail.x - 1, y: detail.y, height: detail.height, style: theme.border)
            if case .game(let g) = s.selectedRow {
                ScheduleDetailView.render(g, app: app, theme: theme, into: &canvas, area: detail.inset(left: 1))
            }
        }
    }

    /// The "navigation bar": the root team's name and record in its colours.
    static func renderTitle(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let team = app.schedule.team
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
        if let marker = StaleMarker.text(app.schedule.origin, loadedAt: app.schedule.loadedAt) {
            canvas.text(marker + " ", x: area.x, y: area.y, width: area.width, style: style, align: .right)
        }
    }

    static func renderEmpty(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let s = app.schedule
        var lines: [(String, Style)] = []
        if s.isLoading {
            lines = CenteredMessage.loading("Loading the schedule…", app: app, theme: theme)
        } else if let failure = s.failure {
            lines = CenteredMessage.failed("Could not load the schedule.", failure, theme: theme)
        } else if s.loaded {
            lines = [("The schedule has no games.", theme.heading)]
        }
        CenteredMessage.render(lines, into: &canvas, area: area)
    }

    static func renderList(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let s = app.schedule
        s.viewport.forEachVisible(count: s.rows.count, height: area.height, rowHeight: s.rowHeight) { i, y in
            let h = min(s.rowHeight(i), area.height - y)
            ScheduleRowView.render(s.rows[i], selected: i == s.viewport.selected, logos: s.logos, display: app.display,
                                   theme: theme, into: &canvas, area: Rect(x: area.x, y: area.y + y, width: area.width, height: h))
        }
        // The heading of the section being scrolled stays on the top line.
        if let pinned = StickyHeader.pinned(offset: s.viewport.offset, headers: s.headers) {
            ScheduleRowView.render(s.rows[pinned], selected: false, logos: s.logos, display: app.display, theme: theme,
                                   into: &canvas, area: Rect(x: area.x, y: area.y, width: area.width, height: 1))
        }
    }
}
