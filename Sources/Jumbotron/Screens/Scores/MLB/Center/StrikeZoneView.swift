import SportsCore
import TerminalUI

/// The strike zone to scale, as the catcher sees it: the 17-inch plate's
/// width and the batter's own top and bottom, in Braille dots (about square,
/// so feet across and feet up keep their proportion), each pitch numbered
/// at its `pX`/`pZ` and coloured by ball, strike or in play.
struct StrikeZoneView {
    static let plateHalfWidth = 17.0 / 12 / 2
    /// What the drawing covers, in feet: 3.6 across the plate's centre, 0.5 to 4.5 up.
    static let spanX = 3.6
    static let lowZ = 0.5, highZ = 4.5
    /// The smallest drawing: the plate and a pitch either side still read.
    static let minimumRows = 9

    /// Columns for `rows` so that a foot is as wide as it is tall (dots are square).
    static func columns(rows: Int) -> Int { Int((spanX / (highZ - lowZ) * Double(rows * 4) / 2).rounded()) }

    /// The rows of the largest drawing that fits `height` rows and `width`
    /// columns, keeping its proportions, never under `minimumRows`.
    static func rows(fitting width: Int, height: Int) -> Int {
        var rows = max(minimumRows, height)
        while rows > minimumRows && columns(rows: rows) > width { rows -= 1 }
        return rows
    }

    static func style(_ pitch: MLBPlay.Pitch, _ theme: Theme) -> Style {
        if pitch.isInPlay { return theme.attention.with(.bold) }
        if pitch.isStrike { return theme.negative.with(.bold) }
        return theme.positive.with(.bold)
    }

    /// Draws at (x, y) and returns the rows used.
    static func render(_ pitches: [MLBPlay.Pitch], _ context: ScreenContext, into canvas: inout Canvas, x: Int, y: Int,
                       rows: Int = minimumRows) -> Int {
        let theme = context.theme
        let columns = columns(rows: rows)
        var grid = BrailleGrid(columns: columns, rows: rows)
        let top = median(pitches.compactMap(\.zoneTop)) ?? 3.4
        let bottom = median(pitches.compactMap(\.zoneBottom)) ?? 1.6
        func dot(_ px: Double, _ pz: Double) -> (Double, Double) {
            ((px + spanX / 2) / spanX * Double(grid.dotWidth - 1), (highZ - pz) / (highZ - lowZ) * Double(grid.dotHeight - 1))
        }
        // Where the terminal shows pixels, the same view drawn at its own resolution; Braille until it is made.
        if context.display.pixels != nil {
            let drawn = pitches.enumerated().compactMap { i, p -> (number: Int, x: Double, z: Double, color: Drawing.RGB)? in
                position(p).map { (p.number ?? i + 1, $0.x, $0.z, StrikeZoneDrawing.color(p)) }
            }
            let drawing = StrikeZoneDrawing.make(drawn, top: top, bottom: bottom)
            if PictureSlot.draw(.drawing(drawing.id), in: Rect(x: x, y: y, width: columns, height: rows), context, into: &canvas) != nil {
                return rows
            }
        }
        let corners = [dot(-plateHalfWidth, top), dot(plateHalfWidth, top), dot(plateHalfWidth, bottom), dot(-plateHalfWidth, bottom)]
        for i in 0..<4 { grid.line(corners[i], corners[(i + 1) % 4]) }
        for (i, row) in grid.text(braille: !context.display.ascii).enumerated() {
            canvas.text(row, x: x, y: y + i, width: columns, style: theme.border)
        }
        // Pitches last: a number over the outline, none touching another.
        var labels = LabelPlacer(columns: columns, rows: rows)
        for (i, pitch) in pitches.enumerated() {
            guard let (px, pz) = position(pitch) else { continue }
            let (dx, dy) = dot(px, pz)
            let label = String(pitch.number ?? i + 1)
            let (cx, cy) = labels.place(width: label.count, column: Int(dx / 2), row: Int(dy / 4))
            canvas.text(label, x: x + cx, y: y + cy, width: label.count, style: style(pitch, theme))
        }
        return rows
    }

    /// Where a pitch crossed, in feet. A hostile coordinate (1e300) would trap
    /// when made an Int: anything off the drawing is pinned to its edge.
    static func position(_ pitch: MLBPlay.Pitch) -> (x: Double, z: Double)? {
        guard let px = pitch.pX, let pz = pitch.pZ, px.isFinite, pz.isFinite else { return nil }
        return (min(max(px, -spanX), spanX), min(max(pz, lowZ - 1), highZ + 1))
    }

    static func median(_ values: [Double]) -> Double? {
        let finite = values.filter { $0.isFinite && $0 > 0 && $0 < 10 }.sorted()
        return finite.isEmpty ? nil : finite[finite.count / 2]
    }
}
