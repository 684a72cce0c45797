import Foundation
import SportsCore
import TerminalUI

/// Saved shows, straight from the database: no network needed.
enum FavoritesView {
    static func render(_ app: AppState, theme: Theme, into canvas: inout Canvas, area: Rect) {
        let f = app.favorites
        let layout = ListDetailLayout(content: area, headerHeight: 1, split: Layout.isSplit(app.size))
        canvas.text("Favorites", x: layout.header.x, y: layout.header.y, width: layout.header.width, style: theme.heading, align: .center)
        canvas.text("\(f.shows.count) saved", x: layout.header.x, y: layout.header.y, width: layout.header.width - 1,
                    style: theme.muted, align: .right)
        if f.showingDetail && layout.detail == nil, let show = f.selectedShow {
            ShowDetailView.render(show, saved: true, app: app, theme: theme, into: &canvas, area: layout.list)
            return
        }
        if f.shows.isEmpty {
            var lines: [(String, Style)] = []
            if let failure = f.failure {
                lines = [("The favorites database cannot be read.", theme.error), (failure.message, theme.muted)]
            } else if f.loaded {
                lines = [("No favorites yet.", theme.heading), ("To add one, press f on a show in the Shows tab.", theme.muted)]
            }
            CenteredMessage.render(lines, into: &canvas, area: layout.list)
        } else {
            f.viewport.forEachVisible(count: f.shows.count, height: layout.list.height) { i, y in
                let show = f.shows[i]
                ShowRowView.render(show, saved: true, selected: i == f.viewport.selected,
                                   poster: show.image?.medium.flatMap { app.shows.posters[$0] },
                                   display: app.display, theme: theme,
                                   into: &canvas, area: Rect(x: layout.list.x, y: layout.list.y + y, width: layout.list.width, height: 1))
            }
        }
        if let detail = layout.detail {
            canvas.vline(x: detail.x - 1, y: detail.y, height: detail.height, style: theme.border)
            if let show = f.selectedShow {
                ShowDetailView.render(show, saved: true, app: app, theme: theme, into: &canvas, area: detail.inset(left: 1))
            }
        }
    }
}
