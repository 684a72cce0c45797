import SportsCore
import TerminalUI

/// A card's line score: the periods under their names, the total, then the
/// extras (`H E`, `SOG`). Where the card is too narrow for every period, the
/// ones still to come give way first, then the earliest: the latest and the
/// totals are what a glance wants.
enum CardLineScore {
    static let nameWidth = 6

    static func render(_ line: LineScore, _ game: Contest, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        var columns = line.withTotals(away: game.away.score, home: game.home.score)
        let periods = line.totalAt
        func width(_ c: LineScore.Column) -> Int { max(2, c.label.count, c.away.count, c.home.count) + 1 }
        var dropped = 0, unplayed = 0
        while nameWidth + columns.map(width).reduce(0, +) > pen.width, dropped + unplayed < periods {
            let last = periods - dropped - unplayed - 1
            if columns[last].away.isEmpty && columns[last].home.isEmpty {
                columns.remove(at: last)
                unplayed += 1
            } else {
                columns.removeFirst()
                dropped += 1
            }
        }
        guard nameWidth + columns.map(width).reduce(0, +) <= pen.width else { return }
        let totalIndex = periods - dropped - unplayed
        func row(_ head: String, _ cell: (LineScore.Column) -> String, _ style: (Int) -> Style) {
            canvas.text(head, x: pen.x + 1, y: pen.y, width: nameWidth - 1, style: style(-1))
            var x = pen.x + nameWidth
            for (i, column) in columns.enumerated() {
                let w = width(column)
                canvas.text(cell(column), x: x, y: pen.y, width: w, style: style(i), align: .right)
                x += w
            }
            pen.skip()
        }
        let theme = context.theme
        row(dropped > 0 ? context.display.glyphs.ellipsis : "", \.label) { _ in theme.muted }
        for side in [Contest.Side.away, .home] {
            let cell: (LineScore.Column) -> String = side == .away ? { $0.away } : { $0.home }
            row(game.team(side).abbreviation, cell) { i in i == totalIndex || game.winner == side && i < 0 ? .bold : .plain }
        }
    }
}
