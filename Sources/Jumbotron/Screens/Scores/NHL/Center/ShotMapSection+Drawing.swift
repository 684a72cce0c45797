import SportsCore
import TerminalUI

/// The rink on screen: a picture where the terminal shows pixels, else (and
/// until the picture is made) Braille in the cells.
extension ShotMapSection {
    /// Places the rink as a picture; false when it is not made yet (or cannot be).
    static func pictured(_ shots: [NHLPlay], _ pbp: NHLPlayByPlay, marked: NHLPlay?, _ styles: (away: Style, home: Style),
                         _ context: ScreenContext, into canvas: inout Canvas, _ slot: Rect) -> Bool {
        var goal = 0
        let spots = shots.compactMap { play -> RinkDrawing.Spot? in
            guard let (side, x, y) = spot(play, pbp) else { return nil }
            if play.isGoal { goal += 1 }
            return RinkDrawing.Spot(x: x, y: y, away: side == .away, goal: play.isGoal ? goal : nil)
        }
        let ring = marked.flatMap { spot($0, pbp) }.map { ($0.x, $0.y) }
        let drawing = RinkDrawing.make(spots, marked: ring, away: RinkDrawing.rgb(styles.away, fallback: RinkDrawing.blue),
                                       home: RinkDrawing.rgb(styles.home, fallback: RinkDrawing.yellow))
        return PictureSlot.draw(.drawing(drawing.id), in: slot, context, into: &canvas) != nil
    }

    /// The rink in Braille, its goals numbered and the marked shot over it.
    static func braille(_ grid: RinkGrid, _ goals: [(NHLPlay, NHLSide)], marked: NHLPlay?, _ pbp: NHLPlayByPlay,
                        _ styles: (away: Style, home: Style), _ context: ScreenContext, into canvas: inout Canvas, left: Int, top: Int) {
        let theme = context.theme, display = context.display
        for (row, cells) in grid.cells().enumerated() {
            for (col, cell) in cells.enumerated() where cell.0 != " " {
                let style: Style = switch cell.1 {
                case .none, .line: theme.border
                case .awayShot: styles.away
                case .homeShot: styles.home
                case .awayGoal: styles.away.with(.bold)
                case .homeGoal: styles.home.with(.bold)
                }
                canvas.set(left + col, top + row, Cell(cell.0, style: style))
            }
        }
        // Goals numbered where they were scored, no two numbers touching.
        var labels = LabelPlacer(columns: grid.columns, rows: grid.rows)
        for (i, (play, side)) in goals.enumerated() {
            guard let (_, px, py) = spot(play, pbp) else { continue }
            let (dx, dy) = grid.dot(px, py)
            let col = grid.braille ? dx / 2 : dx, row = grid.braille ? dy / 4 : dy
            guard col >= 0, col < grid.columns, row >= 0, row < grid.rows else { continue }
            let at = labels.place(width: 1, column: col, row: row)
            canvas.set(left + at.column, top + at.row, Cell(label(i), style: (side == .away ? styles.away : styles.home).with([.bold, .reverse])))
        }
        // The shot marked from the plays, over whatever else is drawn there.
        if let play = marked, let (_, px, py) = spot(play, pbp) {
            let (dx, dy) = grid.dot(px, py)
            let col = grid.braille ? dx / 2 : dx, row = grid.braille ? dy / 4 : dy
            if col >= 0, col < grid.columns, row >= 0, row < grid.rows {
                canvas.set(left + col, top + row, Cell(display.ascii ? "@" : "◉", style: theme.attention.with([.bold, .reverse])))
            }
        }
    }
}
