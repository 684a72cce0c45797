import Foundation
import SportsCore
import TerminalUI

/// The scoreboard: date header, one three-line row per game, and the detail
/// pane beside it (wide) or over it (narrow, after Enter).
enum ScoresView {
    static func render(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let s = app.scores
        let layout = ScoresLayout(content: area, split: Layout.isSplit(app.size))
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
        if let marker = staleMarker(app.scores) {
            canvas.text(marker, x: area.x, y: area.y, width: area.width - 1, style: theme.warning, align: .right)
        }
        canvas.hline(x: area.x, y: area.y + 1, width: area.width, style: theme.border)
    }

    /// `stale · 2 h old` when a cached copy stands in for a failed fetch.
    static func staleMarker(_ s: ScoresState) -> String? {
        guard case .staleCache(let fetchedAt, _) = s.origin else { return nil }
        let age = max(0, (s.loadedAt ?? fetchedAt).timeIntervalSince(fetchedAt))
        return "stale, \(ageText(age)) old"
    }

    static func ageText(_ seconds: TimeInterval) -> String {
        switch seconds {
        case ..<60: "<1 min"
        case ..<3600: "\(Int(seconds / 60)) min"
        case ..<86_400: "\(Int(seconds / 3600)) h"
        default: "\(Int(seconds / 86_400)) d"
        }
    }

    static func renderEmpty(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let s = app.scores
        let dateText = TimeText.longDate(s.date, locale: app.display.locale)
        var lines: [(String, Style)] = []
        if s.isLoading {
            let frames = app.display.glyphs.spinner
            lines = [("\(frames[app.spinnerFrame % frames.count]) Loading games for \(dateText)…", theme.muted)]
        } else if let failure = s.failure {
            if case .noSample = failure, let dates = s.bundledDates {
                lines = [("No bundled sample for \(dateText).", theme.heading),
                         ("Offline sample dates: " + dates.map(\.iso).joined(separator: ", "), theme.muted),
                         ("Press d to pick one.", theme.muted)]
            } else {
                lines = [("Could not load games for \(dateText).", theme.error), (failure.detail, theme.muted),
                         ("Press r to try again.", theme.muted)]
            }
        } else if s.loadedDate != nil {
            lines = [("No games scheduled for \(dateText)", theme.heading)]
        }
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            canvas.text(line.0, x: area.x, y: top + i, width: area.width, style: line.1, align: .center)
        }
    }

    static func renderList(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let s = app.scores
        s.viewport.forEachVisible(count: s.games.count, height: area.height, rowHeight: { _ in ScoresLayout.rowHeight }) { index, y in
            let row = Rect(x: area.x, y: area.y + y, width: area.width, height: min(ScoresLayout.rowHeight, area.height - y))
            GameRowView.render(s.games[index], selected: index == s.viewport.selected, display: app.display,
                               theme: theme, into: &canvas, area: row)
        }
    }
}
