import FoundationEssentials
import SportsCore
import TerminalUI

/// Everything saved, straight from the database (no network): shows and
/// NHL players under pinned section headings.
enum FavoritesView {
    static func render(_ f: FavoritesState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let saved = context.saved
        let theme = context.theme
        ListDetailView.render(f.list, f.spec(context), context, into: &canvas, area: area,
            header: { canvas, area in
                canvas.text("Favorites", x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
                canvas.text("\(saved.showList.count + saved.playerList.count) saved", x: area.x, y: area.y, width: area.width - 1,
                            style: theme.muted, align: .right)
            },
            row: { canvas, i, area, selected in
                row(f, f.rows[i], selected: selected, context, into: &canvas, area: area)
            },
            detail: { canvas, area, offset in
                if let show = f.selectedShow {
                    return ShowDetailView.render(show, saved: true, posters: f.posters, context, into: &canvas, area: area,
                                                 scroll: offset)
                }
                if let player = f.selectedPlayer {
                    return PlayerDetailView.render(player, load: nil, favorite: true, context, into: &canvas, area: area,
                                                   scroll: offset)
                }
                return nil
            },
            empty: {
                if let failure = saved.failure {
                    return [("The favorites database cannot be read.", theme.error), (failure.message, theme.muted)]
                }
                return saved.isSettled ? [("No favorites yet.", theme.heading),
                                   ("To add one, press f on a show in the Shows tab, or on a player in Hockey.", theme.muted)] : []
            },
            after: { canvas, area in
                if let pinned = StickyHeader.pinned(offset: f.list.viewport.offset, headers: f.headers) {
                    row(f, f.rows[pinned], selected: false, context, into: &canvas,
                        area: Rect(x: area.x, y: area.y, width: area.width, height: 1))
                }
            })
    }

    static func row(_ f: FavoritesState, _ row: FavoriteRow, selected: Bool, _ context: ScreenContext,
                    into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        switch row {
        case .heading(let title):
            SectionHeading.render(title, theme: theme, into: &canvas, area: area)
        case .show(let show):
            ShowRowView.render(show, saved: true, selected: selected, poster: show.image?.medium.flatMap { f.posters[$0] },
                               context, into: &canvas, area: area)
        case .player(let player):
            MyPlayersView.row(player, selected: selected, context, into: &canvas,
                              area: Rect(x: area.x, y: area.y, width: area.width, height: 1))
        }
    }
}
