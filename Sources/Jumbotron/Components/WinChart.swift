import FoundationEssentials
import TerminalUI

/// The home side's chance to win after each play as a line across the pane:
/// home on top, the away side at the bottom, the 50 % line dotted; the
/// biggest swings numbered on the line, and marks (innings, quarters) under
/// it. Every league's win probability is drawn by this one chart.
struct WinChart {
    /// The home side's chance, 0…100, after each play.
    var points: [Double]
    var home: String
    var away: String
    /// Indices of `points` numbered 1, 2, 3… on the line.
    var swings: [Int] = []
    /// Words under the chart at a point's column (`1` for an inning, `Q2`), where they fit.
    var marks: [(index: Int, text: String)] = []

    /// Draws the chart `rows` tall from the pen, the marks under it, and moves the pen past them.
    func render(rows: Int, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        let label = max(DisplayWidth.of(home), DisplayWidth.of(away), 3) + 1
        let columns = max(4, pen.width - label), rows = max(2, rows)
        var grid = BrailleGrid(columns: columns, rows: rows)
        let n = points.count
        func dot(_ i: Int) -> (Double, Double) {
            let p = min(100, max(0, points[i]))
            return (n <= 1 ? 0 : Double(i) / Double(n - 1) * Double(grid.dotWidth - 1), (100 - p) / 100 * Double(grid.dotHeight - 1))
        }
        for x in stride(from: 0, to: grid.dotWidth, by: 4) { grid.set(x, grid.dotHeight / 2) }
        for i in 0..<n { grid.line(dot(max(0, i - 1)), dot(i)) }
        let top = pen.y
        for (i, line) in grid.text(braille: !context.display.ascii).enumerated() {
            canvas.text(line, x: pen.x + label, y: top + i, width: columns, style: theme.heading)
        }
        canvas.text(home, x: pen.x, y: top, width: label - 1, style: theme.muted)
        canvas.text("50%", x: pen.x, y: top + rows / 2, width: label - 1, style: theme.muted)
        canvas.text(away, x: pen.x, y: top + rows - 1, width: label - 1, style: theme.muted)
        for (rank, i) in swings.enumerated() where points.indices.contains(i) {
            let (dx, dy) = dot(i)
            canvas.text(String(rank + 1), x: pen.x + label + min(columns - 1, Int(dx / 2)), y: top + min(rows - 1, Int(dy / 4)),
                        width: 1, style: theme.attention.with(.bold))
        }
        pen.y = top + rows
        var nextFree = 0
        for mark in marks where points.indices.contains(mark.index) {
            let cx = n <= 1 ? 0 : Int(Double(mark.index) / Double(n - 1) * Double(columns - 1))
            let width = DisplayWidth.of(mark.text)
            guard cx >= nextFree, cx + width <= columns else { continue }
            canvas.text(mark.text, x: pen.x + label + cx, y: pen.y, width: width, style: theme.muted)
            nextFree = cx + width + 1
        }
        pen.skip()
    }

    /// The `count` plays that moved the chance most, biggest first.
    static func biggestSwings(_ points: [Double], _ count: Int) -> [Int] {
        guard points.count > 1 else { return [] }
        let moves = (1..<points.count).map { (index: $0, size: abs(points[$0] - points[$0 - 1])) }
        return moves.sorted { $0.size != $1.size ? $0.size > $1.size : $0.index < $1.index }.prefix(count).map(\.index)
    }
}
