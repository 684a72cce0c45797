import Foundation
import SportsCore
import TerminalUI

/// The scoreboard: date header, one three-line row per game, and the detail
/// pane beside it (wide) or over it (narrow, after Enter).
enum ScoresView {
    static func render(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        if app.standings.isOpen {
            StandingsView.render(app, theme: theme, into: &canvas, area: area)
            return
        }
        let s = app.scores
        let layout = ListDetailLayout(content: area, headerHeight: 2, split: Layout.isSplit(app.size))
        renderHeader(app, theme: theme, into: &canvas, area: layout.header)
        if s.showingDetail && layout.detail == nil, let game = s.selectedGame {
            GameDetailView.render(game, display: app.display, theme: theme, into: &canvas, area: layout.list)
            return
        }
        if s.games.isEmpty {
            renderEmpty(app, theme: theme, into: &canvas, area: layout.list)
        } else {
            renderList(app, theme: theme, into: &canvas, area: layout.list)
        }
        if let detail = layout.detail {
            canvas.vline(x: detail.x - 1, y: detail.y, height: detail.height, style: theme.border)
            if let game = s.selectedGame {
                GameDetailView.render(game, display: app.display, theme: theme, into: &canvas, area: detail.inset(left: 1))
            }
        }
    }

    static func renderHeader(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let g = app.display.glyphs
        let title = "\(g.left) \(TimeText.longDate(app.scores.date, locale: app.display.locale)) \(g.right)"
        canvas.text(title, x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
        if let marker = StaleMarker.text(app.scores.origin, loadedAt: app.scores.loadedAt) {
            canvas.text(marker, x: area.x, y: area.y, width: area.width - 1, style: theme.warning, align: .right)
        }
        canvas.hline(x: area.x, y: area.y + 1, width: area.width, style: theme.border)
    }

    static func renderEmpty(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let s = app.scores
        let dateText = TimeText.longDate(s.date, locale: app.display.locale)
        var lines: [(String, Style)] = []
        if s.isLoading {
            lines = CenteredMessage.loading("Loading games for \(dateText)…", app: app, theme: theme)
        } else if let failure = s.failure {
            if case .noSample = failure, let dates = s.bundledDates {
                lines = [("No bundled sample for \(dateText).", theme.heading),
                         ("Offline sample dates: " + dates.map(\.iso).joined(separator: ", "), theme.muted),
                         ("Press d to pick one.", theme.muted)]
            } else {
                lines = CenteredMessage.failed("Could not load games for \(dateText).", failure, theme: theme)
            }
        } else if s.loadedDate != nil {
            lines = [("No games scheduled for \(dateText)", theme.heading)]
        }
        CenteredMessage.render(lines, into: &canvas, area: area)
    }

    static func renderList(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let s = app.scores
        s.viewport.forEachVisible(count: s.games.count, height: area.height, rowHeight: { _ in ListDetailLayout.scoresRowHeight }) { index, y in
            let row = Rect(x: area.x, y: area.y + y, width: area.width, height: min(ListDetailLayout.scoresRowHeight, area.height - y))
            GameRowView.render(s.games[index], selected: index == s.viewport.selected, display: app.display,
                               theme: theme, into: &canvas, area: row)
        }
    }
}
