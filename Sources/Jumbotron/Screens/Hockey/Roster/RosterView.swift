import FoundationEssentials
import SportsCore
import TerminalUI

/// A club's roster in its colours, by jersey number; the player beside it on wide terminals.
enum RosterView {
    static func render(_ s: RosterState, _ stats: PlayerStats, team: NHLTeam?, _ tri: String, _ context: ScreenContext,
                       into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let load = s.rosters[tri]
        let players = s.players
        let favorites = context.saved.playerIDs
        ListDetailView.render(s.list, RosterScreen.spec(s, stats, context), context, into: &canvas, area: area,
            header: { canvas, area in header(team, tri, load: load, count: players.count, context, into: &canvas, area: area) },
            row: { canvas, i, area, selected in
                row(players[i], favorite: favorites.contains(players[i].id), selected: selected, context, into: &canvas, area: area)
            },
            detail: { canvas, area, offset in
                guard let p = RosterScreen.selected(s, stats) else { return nil }
                return PlayerDetailView.render(p, load: stats[p.id], favorite: favorites.contains(p.id), context,
                                               into: &canvas, area: area, scroll: offset)
            },
            empty: {
                if let load, let lines = CenteredMessage.status(load, loading: "Loading the roster…", failed: "Could not load the roster.", context) {
                    return lines
                }
                return load?.value != nil ? [("The roster is empty.", theme.heading)] : []
            })
    }

    /// The nickname on the club's colours and the count (or the stale marker).
    /// With pictures on and a tall terminal the header grows to hold the club's
    /// logo beside the full name, division and record.
    static func header(_ team: NHLTeam?, _ tri: String, load: Loadable<NHLRoster, FetchError>?, count: Int, _ context: ScreenContext,
                       into canvas: inout Canvas, area: Rect) {
        let style = TeamColors.row(tri, context.display).with(.bold)
        canvas.fill(area, style: style)
        let name = team?.nickname ?? NHLClubs.club(tri)?.name ?? tri
        var right = count == 0 ? "" : "\(count) players"
        if let marker = StaleMarker.text(load?.origin, loadedAt: load?.loadedAt) { right = marker }
        let slot = RosterScreen.logoSlot(context)
        var x = area.x
        if let slot, let logo = team?.logo.flatMap(URL.init(string:)) {
            let rect = Rect(x: area.x + 1, y: area.y, width: slot.width, height: slot.height)
            LogoSlot.draw(.url(logo), in: rect, context, into: &canvas, badgeWidth: 5) { canvas, bx, by in
                _ = HockeyView.badge(tri, x: bx, y: by, context, into: &canvas)
            }
            x = rect.maxX + 1
        }
        canvas.text(" \(name.uppercased())", x: x, y: area.y, width: area.maxX - x, style: style)
        canvas.text(right + " ", x: x, y: area.y, width: area.maxX - x, style: style, align: .right)
        guard slot != nil, let team, area.height > 2 else { return }
        let plain = TeamColors.row(tri, context.display)
        let place = [team.name, team.division.map { "\($0) Division" }].compactMap { $0 }.joined(separator: " \(context.display.glyphs.bullet) ")
        canvas.text(" " + place, x: x, y: area.y + 1, width: area.maxX - x, style: plain)
        if team.wins != nil || team.points != nil {
            let points = team.points.map { ", \($0) pts" } ?? ""
            canvas.text(" \(team.record)\(points)", x: x, y: area.y + 2, width: area.maxX - x, style: plain)
        }
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
            // The number and name come first: the position column gets what is
            // left and is cut (a server's long codes once covered the name).
            let nameWidth = min(Canvas.fit(name, width: area.width).width, area.width)
            let room = max(0, area.width - nameWidth - 2)
            let dw = canvas.text(detail + " ", x: area.maxX - room, y: area.y, width: room, style: style, align: .right)
            canvas.text(name, x: area.x, y: area.y, width: max(0, area.width - dw - 1), style: style.with(.bold))
        }
    }
}
