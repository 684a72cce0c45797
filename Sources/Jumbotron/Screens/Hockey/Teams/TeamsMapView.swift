import SportsCore
import TerminalUI

/// North America with every club's badge at its arena; the selected club is
/// named under the map.
enum TeamsMapView {
    static func render(_ s: TeamsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme, display = context.display
        TeamsListView.header(s, context, into: &canvas, area: Rect(x: area.x, y: area.y, width: area.width, height: 1))
        let map = TeamsLayout(context).map
        if let lines = CenteredMessage.status(s.standings, loading: "Loading the NHL teams…", failed: "Could not load the NHL teams.", context),
           s.standings.value == nil {
            CenteredMessage.render(lines, into: &canvas, area: map)
            return
        }
        guard let scene = s.mapScene else {
            CenteredMessage.render(CenteredMessage.loading("Drawing the map…", context), into: &canvas, area: map)
            return
        }
        let land = display.teamColors ? Style(fg: theme.kind == .light ? .indexed(244) : .indexed(66)) : theme.muted
        for dot in scene.ink where Int(dot.y) < map.height && Int(dot.x) < map.width {
            canvas.set(map.x + Int(dot.x), map.y + Int(dot.y), Cell(scalar: dot.scalar, style: land))
        }
        // Leader marks: where a badge that had to move really belongs.
        for b in scene.badges where b.moved && scene.badge(at: b.anchor) == nil {
            canvas.text(display.glyphs.pendingMark, x: map.x + b.anchor.x, y: map.y + b.anchor.y, style: theme.heading)
        }
        for b in scene.badges {
            let selected = b.id == s.mapSelected
            var style = TeamColors.badge(b.id, display)
            if selected {
                style = display.teamColors ? Style(fg: style.background, bg: style.foreground, [.bold, .underline])
                                           : Style([.bold, .underline])
            }
            canvas.text(b.id, x: map.x + b.origin.x, y: map.y + b.origin.y, style: style)
        }
        footer(s, scene, context, into: &canvas, area: Rect(x: area.x, y: map.maxY, width: area.width, height: area.maxY - map.maxY))
    }

    /// `TOR  Toronto Maple Leafs · Scotiabank Arena, Toronto` and the record.
    static func footer(_ s: TeamsState, _ scene: MapScene, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        guard area.height > 0 else { return }
        let theme = context.theme
        canvas.hline(x: area.x, y: area.y, width: area.width, style: theme.border)
        guard let team = s.teams.first(where: { $0.tricode == s.mapSelected }) else { return }
        let x = area.x + 1
        let used = HockeyView.badge(team.tricode, x: x, y: area.y + 1, context, into: &canvas) + 1
        var line = team.name
        if let arena = NHLClubs.club(team.tricode)?.arena { line += " \(context.display.glyphs.bullet) \(arena)" }
        if !context.display.hideSpoilers { line += "  \(team.record), \(team.points.map(String.init) ?? "-") pts" }
        canvas.text(line, x: x + used, y: area.y + 1, width: max(0, area.width - used - 2), style: theme.heading)
        if scene.badges.count < s.teams.count {
            let note = "\(scene.badges.count) of \(s.teams.count) on this small map; m lists all "
            canvas.text(note, x: area.x, y: area.y, width: area.width, style: theme.warning, align: .right)
        }
    }
}
