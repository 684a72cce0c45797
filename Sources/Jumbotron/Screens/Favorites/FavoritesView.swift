import Foundation
import SportsCore
import TerminalUI

/// Saved shows, straight from the database: no network needed.
enum FavoritesView {
    static func render(_ tv: TVState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let f = tv.favorites
        let display = context.display, theme = context.theme
        ListDetailView.render(f.list, f.spec, context, into: &canvas, area: area,
            header: { canvas, area in
                canvas.text("Favorites", x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
                canvas.text("\(f.shows.count) saved", x: area.x, y: area.y, width: area.width - 1, style: theme.muted, align: .right)
            },
            row: { canvas, i, area, selected in
                let show = f.shows[i]
                ShowRowView.render(show, saved: true, selected: selected, poster: show.image?.medium.flatMap { tv.posters[$0] },
                                   display: display, theme: theme, into: &canvas, area: area)
            },
            detail: { canvas, area in
                guard let show = f.selectedShow else { return false }
                ShowDetailView.render(show, saved: true, posters: tv.posters, context, into: &canvas, area: area)
                return true
            },
            empty: {
                if let failure = f.failure {
                    return [("The favorites database cannot be read.", theme.error), (failure.message, theme.muted)]
                }
                return f.loaded ? [("No favorites yet.", theme.heading), ("To add one, press f on a show in the Shows tab.", theme.muted)] : []
            })
    }
}
