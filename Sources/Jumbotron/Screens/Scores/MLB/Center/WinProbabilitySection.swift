import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// The home team's chance to win after each plate appearance, as a line
/// across the pane (home on top, the away team below the 50 % line), the
/// biggest swings numbered on the line and told underneath.
enum WinProbabilitySection {
    static let swings = 3

    /// `bottom`: the pane's last row; the chart takes the pane's height, less
    /// the innings under it and the first lines of the swings.
    static func render(_ c: MLBCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas, bottom: Int) {
        if CenterStatus.show(c.winProbability, "the win probability", missing: "No win probability for this game.", context,
                             &pen, into: &canvas) { return }
        guard let wp = c.winProbability.value, let feed = c.feed.value else { return }
        let theme = context.theme
        let away = ScoreRules.abbreviation(feed.game.teams.away.team), home = ScoreRules.abbreviation(feed.game.teams.home.team)
        guard let last = wp.points.last else {
            pen.line("No win probability for this game yet.", theme.muted, into: &canvas)
            return
        }
        pen.line("\(home) \(Int(last.home.rounded()))% · \(away) \(Int((100 - last.home).rounded()))%", .bold, into: &canvas)
        pen.skip()
        let label = max(DisplayWidth.of(home), DisplayWidth.of(away), 3) + 1
        // The chart takes the pane's room less what is told under it (the
        // innings, a blank line, the swings' heading and each swing), so the
        // whole section fits where it can.
        let biggest = wp.biggestSwings(swings)
        let told = biggest.map { point -> Int in
            1 + ((point.description ?? point.event).map { Canvas.wrap($0, width: max(1, pen.width - 3)).count } ?? 0)
        }
        let columns = max(4, pen.width - label), rows = max(8, bottom - pen.y - 3 - told.reduce(0, +))
        var grid = BrailleGrid(columns: columns, rows: rows)
        let n = wp.points.count
        func dot(_ i: Int, _ p: Double) -> (Double, Double) {
            (n == 1 ? 0 : Double(i) / Double(n - 1) * Double(grid.dotWidth - 1), (100 - p) / 100 * Double(grid.dotHeight - 1))
        }
        // The 50 % line, dotted, in the same raster.
        for x in stride(from: 0, to: grid.dotWidth, by: 4) { grid.set(x, grid.dotHeight / 2) }
        for i in 0..<n { grid.line(dot(max(0, i - 1), wp.points[max(0, i - 1)].home), dot(i, wp.points[i].home)) }
        let top = pen.y
        let braille = !context.display.ascii
        for (i, line) in grid.text(braille: braille).enumerated() {
            canvas.text(line, x: pen.x + label, y: top + i, width: columns, style: theme.heading)
        }
        canvas.text(home, x: pen.x, y: top, width: label - 1, style: theme.muted)
        canvas.text("50%", x: pen.x, y: top + rows / 2, width: label - 1, style: theme.muted)
        canvas.text(away, x: pen.x, y: top + rows - 1, width: label - 1, style: theme.muted)
        for (rank, point) in biggest.enumerated() {
            guard let i = wp.points.firstIndex(of: point) else { continue }
            let (dx, dy) = dot(i, point.home)
            canvas.text(String(rank + 1), x: pen.x + label + min(columns - 1, Int(dx / 2)), y: top + min(rows - 1, Int(dy / 4)),
                        width: 1, style: theme.attention.with(.bold))
        }
        pen.y = top + rows
        innings(wp, columns: columns, context, into: &canvas, x: pen.x + label, y: pen.y)
        pen.skip(2)
        pen.line("Biggest swings", theme.heading, into: &canvas)
        for (rank, point) in biggest.enumerated() {
            let half = point.isTop.map { $0 ? "Top" : "Bot" } ?? ""
            let inning = point.inning.map { "\(half) \(PlaysSection.ordinal($0))" } ?? ""
            let team = point.added >= 0 ? home : away
            let head = "\(rank + 1)  \(inning)  +\(Fixed.text(abs(point.added), places: 0))% \(team)"
            pen.line(head, .bold, into: &canvas)
            if let words = point.description ?? point.event { pen.wrapped(words, theme.muted, indent: 3, into: &canvas) }
        }
    }

    /// Inning numbers under the chart, at each inning's first plate appearance.
    static func innings(_ wp: MLBWinProbability, columns: Int, _ context: ScreenContext, into canvas: inout Canvas, x: Int, y: Int) {
        let n = wp.points.count
        var previous: Int?, nextFree = 0
        for (i, point) in wp.points.enumerated() {
            guard let inning = point.inning, inning != previous else { continue }
            previous = inning
            let cx = n == 1 ? 0 : Int(Double(i) / Double(n - 1) * Double(columns - 1))
            let text = String(inning)
            guard cx >= nextFree, cx + text.count <= columns else { continue }
            canvas.text(text, x: x + cx, y: y, width: text.count, style: context.theme.muted)
            nextFree = cx + text.count + 1
        }
    }
}
