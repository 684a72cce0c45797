import SportsCore
import TerminalUI

/// The pitch as a picture, for terminals that show pixels: a 105 × 68 m
/// pitch to scale with its markings (halfway line, centre circle, both
/// boxes with their six-yard boxes, spots and arcs, the goals), mown in
/// stripes, and each starter as a disc in his side's colour with his number
/// at his place: the home side from the left goal, the away side from the
/// right, as the characters place them. Names stay in the lists under it,
/// by number. A player sent off wears a red ring.
enum SoccerPitchDrawing {
    static let length = 105.0, breadth = 68.0
    static let grass = Drawing.RGB(r: 48, g: 118, b: 56), mown = Drawing.RGB(r: 56, g: 132, b: 64)
    static let chalk = Drawing.RGB(r: 238, g: 238, b: 238), red = Drawing.RGB(r: 220, g: 40, b: 40)
    static let ink = Drawing.RGB(r: 20, g: 20, b: 20)

    /// `home` from the left goal and `away` from the right; one side alone spreads over the whole pitch.
    static func make(home: ESPNSummary.Lineup?, away: ESPNSummary.Lineup?, colours: (home: Drawing.RGB, away: Drawing.RGB)) -> Drawing {
        var d = Drawing(left: -2.5, top: breadth + 1, width: length + 5, height: breadth + 2)
        markings(&d)
        let both = home != nil && away != nil
        if let home { place(home, fromLeft: true, span: both ? (5.5, 46) : (5.5, 96), colour: colours.home, into: &d) }
        if let away { place(away, fromLeft: !both, span: both ? (5.5, 46) : (5.5, 96), colour: colours.away, into: &d) }
        return d
    }

    static func markings(_ d: inout Drawing) {
        let stripes = 10
        for i in 0..<stripes {
            let w = length / Double(stripes)
            d.shapes.append(.box(x: Double(i) * w, y: breadth, width: w, height: breadth, i % 2 == 0 ? grass : mown))
        }
        func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
            d.shapes.append(.line(x0: x0, y0: y0, x1: x1, y1: y1, chalk, width: 2))
        }
        line(0, 0, length, 0); line(0, breadth, length, breadth); line(0, 0, 0, breadth); line(length, 0, length, breadth)
        line(length / 2, 0, length / 2, breadth)
        let middle = breadth / 2
        d.shapes.append(.arc(x: length / 2, y: middle, radius: 9.15, from: 0, to: 360, chalk, width: 2))
        d.shapes.append(.dot(x: length / 2, y: middle, radius: 0.5, chalk))
        for goalLine in [0.0, length] {
            let inward = goalLine == 0 ? 1.0 : -1.0
            for (depth, half) in [(16.5, 20.16), (5.5, 9.16)] {
                let edge = goalLine + inward * depth
                line(goalLine, middle + half, edge, middle + half); line(edge, middle + half, edge, middle - half)
                line(edge, middle - half, goalLine, middle - half)
            }
            let spot = goalLine + inward * 11
            d.shapes.append(.dot(x: spot, y: middle, radius: 0.5, chalk))
            // The arc outside the box: where the circle round the spot is more than 5.5 m further in.
            let (from, to) = inward > 0 ? (-53.13, 53.13) : (126.87, 233.13)
            d.shapes.append(.arc(x: spot, y: middle, radius: 9.15, from: from, to: to, chalk, width: 2))
            d.shapes.append(.box(x: goalLine == 0 ? -2 : length, y: middle + 3.66, width: 2, height: 7.32, chalk))
        }
    }

    /// A side's lines from its goalkeeper (at `span.0` from its goal) to its
    /// front line (at `span.1`), each line's players spread across the pitch.
    static func place(_ lineup: ESPNSummary.Lineup, fromLeft: Bool, span: (Double, Double), colour: Drawing.RGB, into d: inout Drawing) {
        let rows = SoccerPitch.lines(lineup)
        guard !rows.isEmpty else { return }
        let step = rows.count > 1 ? (span.1 - span.0) / Double(rows.count - 1) : 0
        let number = luminance(colour) > 140 ? ink : chalk
        for (k, players) in rows.enumerated() {
            let depth = span.0 + Double(k) * step
            let x = fromLeft ? depth : length - depth
            for (i, player) in players.enumerated() {
                // Facing right, a side's left is the top of the picture; facing left, the bottom.
                let slot = fromLeft ? i : players.count - 1 - i
                let y = breadth - Double(2 * slot + 1) * breadth / Double(2 * players.count)
                d.shapes.append(.dot(x: x, y: y, radius: 2.8, colour))
                if player.red { d.shapes.append(.arc(x: x, y: y, radius: 3.4, from: 0, to: 360, red, width: 3)) }
                let digits = String((player.jersey ?? "").filter(\.isNumber).prefix(2))
                guard !digits.isEmpty else { continue }
                let height = 2.6, width = Double(digits.count) * 0.8 * height
                d.shapes.append(.digits(digits, x: x - width / 2, y: y + height / 2, height: height, number))
            }
        }
    }

    static func luminance(_ c: Drawing.RGB) -> Double { 0.299 * Double(c.r) + 0.587 * Double(c.g) + 0.114 * Double(c.b) }
}

extension SoccerPitchDrawing {
    /// Where the terminal shows pixels, the pitch as a picture to scale,
    /// centred in the pane; false (and the characters drawn) until it is made.
    static func pictured(home: ESPNSummary.Lineup?, away: ESPNSummary.Lineup?, styles: (home: Style, away: Style),
                         _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) -> Bool {
        guard context.display.pixels != nil else { return false }
        // A cell is about twice as tall as it is wide: the pitch keeps its proportions in the slot.
        let aspect = (length + 5) / (breadth + 2)
        let rows = max(8, min(18, Int(Double(pen.width) / (2 * aspect))))
        let width = min(pen.width, Int((Double(rows) * 2 * aspect).rounded()))
        let colours = (home: RinkDrawing.rgb(styles.home, fallback: RinkDrawing.blue),
                       away: RinkDrawing.rgb(styles.away, fallback: RinkDrawing.yellow))
        let drawing = make(home: home, away: away, colours: colours)
        let slot = Rect(x: pen.x + (pen.width - width) / 2, y: pen.y, width: width, height: rows)
        guard PictureSlot.draw(.drawing(drawing.id), in: slot, context, into: &canvas) != nil else { return false }
        pen.skip(rows)
        return true
    }
}
