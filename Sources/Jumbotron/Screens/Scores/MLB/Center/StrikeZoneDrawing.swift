import SportsCore
import TerminalUI

/// The strike zone as a picture, for terminals that show pixels: the same
/// view as the Braille one (3.6 feet across, 0.5 to 4.5 feet up, the
/// catcher's side), the zone's box and its thirds, each pitch a ball to
/// scale (2.9 inches across) in its outcome's colour, numbered beside it.
enum StrikeZoneDrawing {
    static let outline = Drawing.RGB(r: 170, g: 170, b: 170), thirds = Drawing.RGB(r: 95, g: 95, b: 95)
    static let ball = Drawing.RGB(r: 40, g: 175, b: 75), strike = Drawing.RGB(r: 220, g: 55, b: 55)
    static let inPlay = Drawing.RGB(r: 235, g: 185, b: 30)
    static let radius = 2.9 / 12 / 2

    static func make(_ pitches: [(number: Int, x: Double, z: Double, color: Drawing.RGB)], top: Double, bottom: Double) -> Drawing {
        let half = StrikeZoneView.spanX / 2, w = StrikeZoneView.plateHalfWidth
        var d = Drawing(left: -half, top: StrikeZoneView.highZ, width: StrikeZoneView.spanX,
                        height: StrikeZoneView.highZ - StrikeZoneView.lowZ)
        for i in 1...2 {
            let x = -w + 2 * w * Double(i) / 3, z = bottom + (top - bottom) * Double(i) / 3
            d.shapes.append(.line(x0: x, y0: top, x1: x, y1: bottom, thirds, width: 1))
            d.shapes.append(.line(x0: -w, y0: z, x1: w, y1: z, thirds, width: 1))
        }
        let corners = [(-w, top), (w, top), (w, bottom), (-w, bottom)]
        for i in 0..<4 {
            let (a, b) = (corners[i], corners[(i + 1) % 4])
            d.shapes.append(.line(x0: a.0, y0: a.1, x1: b.0, y1: b.1, outline, width: 2))
        }
        for pitch in pitches {
            d.shapes.append(.dot(x: pitch.x, y: pitch.z, radius: radius, pitch.color))
            d.shapes.append(.digits(String(pitch.number), x: pitch.x + radius * 1.3, y: pitch.z + radius * 2.2, height: 0.2, pitch.color))
        }
        return d
    }

    static func color(_ pitch: MLBPlay.Pitch) -> Drawing.RGB {
        pitch.isInPlay ? inPlay : pitch.isStrike ? strike : ball
    }
}
