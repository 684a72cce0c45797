import SportsCore
import TerminalUI

/// A club's roster in its colours, by jersey number; the player beside it on wide terminals.
enum RosterView {
    static func render(_ s: HockeyState, _ tri: String, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let load = s.rosters[tri]
        let players = s.rosterPlayers
        let favorites = s.favoriteIDs
        ListDetailView.render(s.rosterList, s.rosterSpec(context), context, into: &canvas, area: area,
            header: { canvas, area in
                let style = TeamColors.row(tri, context.display).with(.bold)
                canvas.fill(area, style: style)
                let name = s.standings.value?.team(tri)?.nickname ?? NHLClubs.club(tri)?.name ?? tri
                canvas.text(" \(name.uppercased())", x: area.x, y: area.y, width: area.width, style: style)
                var right = players.isEmpty ? "" : "\(players.count) players"
                if let marker = StaleMarker.text(load?.origin, loadedAt: load?.loadedAt) { right = marker }
                canvas.text(right + " ", x: area.x, y: area.y, width: area.width, style: style, align: .right)
            },
            row: { canvas, i, area, selected in
                row(players[i], favorite: favorites.contains(players[i].id), selected: selected, context, into: &canvas, area: area)
            },
            detail: { canvas, area in
                guard let p = s.selectedPlayer else { return false }
                PlayerDetailView.render(p, load: s.landings[p.id], favorite: favorites.contains(p.id), context, into: &canvas, area: area)
                return true
            },
            empty: {
                if let load, let lines = CenteredMessage.status(load, loading: "Loading the roster…", failed: "Could not load the roster.", context) {
                    return lines
                }
                return load?.value != nil ? [("The roster is empty.", theme.heading)] : []
            })
    }

    /// `#34  Auston Matthews` with `Center · Shoots L` beside it, or under it when narrow.
    static func row(_ p: NHLPlayer, favorite: Bool, selected: Bool, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let display = context.display
        let style = selected ? TeamColors.selected(context.theme, display) : TeamColors.row(p.teamAbbrev, display)
        canvas.fill(area, style: style)
        let number = (p.number.map { "#\($0)" } ?? "").fixedWidth(4)
        let star = favorite ? display.glyphs.star : " "
        let name = "\(star)\(number) \(p.name)"
        let detail = NHLPlayerFacts.positionAndHand(p, separator: display.glyphs.bullet == "•" ? "·" : "-")
        if area.height >= 2 {
            canvas.text(name, x: area.x, y: area.y, width: area.width, style: style.with(.bold))
            canvas.text(detail, x: area.x + 6, y: area.y + 1, width: max(0, area.width - 6), style: style)
        } else {
            let dw = canvas.text(detail + " ", x: area.x, y: area.y, width: area.width, style: style, align: .right)
            canvas.text(name, x: area.x, y: area.y, width: max(0, area.width - dw - 1), style: style.with(.bold))
        }
    }
}
