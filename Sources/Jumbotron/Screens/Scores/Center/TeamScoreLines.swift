import SportsCore
import TerminalUI

/// A center's first two lines: each team's badge, name (with its record) and
/// score, the winner bold. The scores stand in a column just past the longer
/// name, not at the far edge of a wide pane, so score and team read together.
enum TeamScoreLines {
    /// `homeFirst`: soccer's order, the home side above.
    static func render(_ summary: Contest, started: Bool, marked: Contest.Side? = nil, homeFirst: Bool = false, _ context: ScreenContext,
                       _ pen: inout Pen, into canvas: inout Canvas, badge: (Competitor, Int, Int, inout Canvas) -> Void) {
        let sides: [Contest.Side] = homeFirst ? [.home, .away] : [.away, .home]
        let names = sides.map { side -> String in
            let team = summary.team(side)
            return team.rankedName + (team.record.map { " (\($0))" } ?? "") + (marked == side ? " \(context.display.glyphs.bullet)" : "")
        }
        let longest = names.map(DisplayWidth.of).max() ?? 0
        let scoreX = pen.x + min(pen.width - 4, 6 + longest + 2)
        for (i, side) in sides.enumerated() {
            let team = summary.team(side)
            badge(team, pen.x, pen.y, &canvas)
            let style: Style = summary.winner == side ? .bold : .plain
            canvas.text(names[i], x: pen.x + 6, y: pen.y, width: max(0, scoreX - pen.x - 6), style: style)
            if started, let points = team.score {
                canvas.text(String(points), x: scoreX, y: pen.y, width: 4, style: style, align: .right)
            }
            pen.skip()
        }
    }
}
