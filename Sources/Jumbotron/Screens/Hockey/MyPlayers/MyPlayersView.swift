import SportsCore
import TerminalUI

/// The root: favorite players, or the line pointing at the add key.
enum MyPlayersView {
    static func render(_ s: MyPlayersState, _ stats: PlayerStats, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let saved = context.saved.players
        let players = MyPlayersScreen.players(context)
        ListDetailView.render(s.list, MyPlayersScreen.spec(s, stats, context), context, into: &canvas, area: area,
            header: { canvas, area in
                canvas.text(" My Players", x: area.x, y: area.y, width: area.width, style: theme.heading)
                if !players.isEmpty {
                    canvas.text("\(players.count) saved ", x: area.x, y: area.y, width: area.width, style: theme.muted, align: .right)
                }
            },
            row: { canvas, i, area, selected in
                row(stats.latest(players[i]), selected: selected, context, into: &canvas, area: area)
            },
            detail: { canvas, area, offset in
                guard let p = MyPlayersScreen.selected(s, stats, context) else { return nil }
                return PlayerDetailView.render(p, load: stats[p.id], favorite: true, context, into: &canvas, area: area,
                                               scroll: offset)
            },
            empty: {
                if let failure = saved.failure {
                    return [("The favorites database cannot be read.", theme.error), (failure.message, theme.muted)]
                }
                guard saved.isSettled else { return [] }
                return [("No favorite players yet \(context.display.glyphs.dash) press a to add one", theme.heading)]
            })
    }

    /// `TOR  #34  Auston Matthews     Center · TOR` over `GP 20  G 12  A 9  P 21`.
    static func row(_ p: NHLPlayer, selected: Bool, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let base = selected ? theme.selection : Style.plain
        canvas.fill(area, style: base)
        var x = area.x + 1
        if let tri = p.teamAbbrev { x += HockeyView.badge(tri, x: x, y: area.y, context, into: &canvas) + 2 }
        let name = (p.number.map { "#\($0)  " } ?? "") + p.name
        let right = [NHLPlayerFacts.positionName(p.position), p.teamAbbrev].compactMap { $0 }
            .joined(separator: " \(context.display.glyphs.bullet) ")
        let rw = canvas.text(right + " ", x: area.x, y: area.y, width: area.width, style: theme.on(base, theme.muted), align: .right)
        canvas.text(name, x: x, y: area.y, width: max(0, area.maxX - x - rw - 1), style: base.with(.bold))
        if area.height > 1 {
            let summary = NHLPlayerFacts.seasonSummary(p)
            canvas.text(summary.isEmpty ? "no statistics saved" : summary, x: area.x + 7, y: area.y + 1,
                        width: max(0, area.width - 8), style: theme.on(base, theme.muted))
        }
    }
}
