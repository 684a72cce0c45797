import SportsCore
import TerminalUI

/// The shot map's rink as a picture, for terminals that show pixels: the
/// same rink as the Braille one (boards, red and blue lines, goal lines,
/// faceoff circles) in feet, each shot a dot in its team's colour, each goal
/// a larger dot with its number, the marked shot ringed.
enum RinkDrawing {
    struct Spot { let x, y: Double; let away: Bool; let goal: Int? }

    static let grey = Drawing.RGB(r: 150, g: 150, b: 150), red = Drawing.RGB(r: 200, g: 40, b: 40)
    static let blue = Drawing.RGB(r: 50, g: 90, b: 210), yellow = Drawing.RGB(r: 240, g: 200, b: 40)

    static func make(_ spots: [Spot], marked: (Double, Double)?, away: Drawing.RGB, home: Drawing.RGB) -> Drawing {
        let hx = RinkGrid.length / 2, hy = RinkGrid.width / 2, r = RinkGrid.cornerRadius
        var d = Drawing(left: -hx - 1, top: hy + 1, width: RinkGrid.length + 2, height: RinkGrid.width + 2)
        func line(_ a: (Double, Double), _ b: (Double, Double), _ c: Drawing.RGB = grey, width: Double = 2) {
            d.shapes.append(.line(x0: a.0, y0: a.1, x1: b.0, y1: b.1, c, width: width))
        }
        func arc(_ x: Double, _ y: Double, _ radius: Double, _ from: Double = 0, _ to: Double = 360, _ c: Drawing.RGB = grey) {
            d.shapes.append(.arc(x: x, y: y, radius: radius, from: from, to: to, c, width: 2))
        }
        line((-hx + r, hy), (hx - r, hy)); line((-hx + r, -hy), (hx - r, -hy))
        line((-hx, hy - r), (-hx, -hy + r)); line((hx, hy - r), (hx, -hy + r))
        arc(hx - r, hy - r, r, 0, 90); arc(-hx + r, hy - r, r, 90, 180)
        arc(-hx + r, -hy + r, r, 180, 270); arc(hx - r, -hy + r, r, 270, 360)
        line((0, hy), (0, -hy), red, width: 3)
        for x in [-25.0, 25.0] { line((x, hy), (x, -hy), blue, width: 3) }
        let inset = (r * r - (89 - (hx - r)) * (89 - (hx - r))).squareRoot() + (hy - r)
        for x in [-89.0, 89.0] { line((x, inset), (x, -inset), red, width: 1) }
        arc(0, 0, 15, 0, 360, blue)
        for x in [-69.0, 69.0] { for y in [-22.0, 22.0] { arc(x, y, 15, 0, 360, red) } }
        for spot in spots where spot.goal == nil {
            d.shapes.append(.dot(x: clamp(spot.x, hx), y: clamp(spot.y, hy), radius: 1.3, spot.away ? away : home))
        }
        for spot in spots {
            guard let number = spot.goal else { continue }
            let (x, y) = (clamp(spot.x, hx), clamp(spot.y, hy))
            d.shapes.append(.dot(x: x, y: y, radius: 2.4, spot.away ? away : home))
            d.shapes.append(.digits(String(number), x: x + 3, y: y + 3, height: 6, spot.away ? away : home))
        }
        if let (x, y) = marked { d.shapes.append(.arc(x: clamp(x, hx), y: clamp(y, hy), radius: 4, from: 0, to: 360, yellow, width: 3)) }
        return d
    }

    /// A hostile coordinate pinned to the rink's edge.
    static func clamp(_ v: Double, _ limit: Double) -> Double { v.isFinite ? min(max(v, -limit), limit) : 0 }

    /// A style's colour for the drawing; `fallback` where it has none of its own.
    static func rgb(_ style: Style, fallback: Drawing.RGB) -> Drawing.RGB {
        guard let c = style.foreground.paletteRGB else { return fallback }
        return Drawing.RGB(r: c.0, g: c.1, b: c.2)
    }
}
