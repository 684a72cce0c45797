import SportsCore
import TerminalUI

/// The field as a picture, for terminals that show pixels: the same view as
/// the characters (the away team's end zone on the left), a strip of the
/// field between the sidelines in yards: grass, the end zones in the clubs'
/// colours, the yard lines every five, the numbers every ten, the red zone's
/// edge, the drive so far, the line of scrimmage (blue), the line to gain
/// (yellow) and the ball.
enum FootballFieldDrawing {
    static let grass = Drawing.RGB(r: 46, g: 110, b: 52), chalk = Drawing.RGB(r: 235, g: 235, b: 235)
    static let scrimmage = Drawing.RGB(r: 60, g: 110, b: 230), toGain = Drawing.RGB(r: 245, g: 210, b: 40)
    static let ball = Drawing.RGB(r: 150, g: 85, b: 40), red = Drawing.RGB(r: 215, g: 45, b: 45)

    /// `depth`: how many yards of the field's width the strip shows, so it fills its slot.
    static func make(_ spots: FootballField.Spots, depth: Double, redZone: Bool, away: Drawing.RGB, home: Drawing.RGB,
                     offense: Drawing.RGB) -> Drawing {
        var d = Drawing(left: -10, top: depth / 2, width: 120, height: depth)
        let top = depth / 2, bottom = -depth / 2
        d.shapes.append(.box(x: -10, y: top, width: 120, height: depth, grass))
        d.shapes.append(.box(x: -10, y: top, width: 10, height: depth, away))
        d.shapes.append(.box(x: 100, y: top, width: 10, height: depth, home))
        for yards in stride(from: 0, through: 100, by: 5) {
            d.shapes.append(.line(x0: Double(yards), y0: top, x1: Double(yards), y1: bottom, chalk, width: yards % 10 == 0 ? 2 : 1))
        }
        for yards in stride(from: 10, through: 90, by: 10) {
            let label = String(yards <= 50 ? yards : 100 - yards), height = min(3, depth / 4)
            d.shapes.append(.digits(label, x: Double(yards) - Double(label.count) * 0.8 * height / 2, y: bottom + height + 0.5, height: height, chalk))
        }
        if redZone {
            let goal = spots.rightward ? 100.0 : 0.0, edge = spots.rightward ? 80.0 : 20.0
            d.shapes.append(.line(x0: edge, y0: top, x1: edge, y1: bottom, red, width: 3))
            d.shapes.append(.line(x0: min(goal, edge), y0: top - 0.5, x1: max(goal, edge), y1: top - 0.5, red, width: 3))
        }
        if let start = spots.driveStart, start != spots.ball {
            d.shapes.append(.line(x0: Double(start), y0: 0, x1: Double(spots.ball), y1: 0, offense, width: 5))
        }
        d.shapes.append(.line(x0: Double(spots.ball), y0: top, x1: Double(spots.ball), y1: bottom, scrimmage, width: 3))
        if let gain = spots.toGain, gain != spots.ball {
            d.shapes.append(.line(x0: Double(gain), y0: top, x1: Double(gain), y1: bottom, toGain, width: 3))
        }
        d.shapes.append(.dot(x: Double(spots.ball), y: 0, radius: min(1.5, depth / 8), ball))
        return d
    }

    /// A club's main colour as the picture's, the theme's fallback where the palette has none.
    static func rgb(_ code: String, _ context: ScreenContext, fallback: Drawing.RGB) -> Drawing.RGB {
        let style = NFLBadge.style(code, context.display, context.theme)
        return RinkDrawing.rgb(Style(fg: style.background), fallback: fallback)
    }
}
