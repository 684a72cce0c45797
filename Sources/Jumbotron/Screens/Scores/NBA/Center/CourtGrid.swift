import FoundationEssentials
import Glibc
import SportsCore
import TerminalUI

/// A half court, 50 feet across and 47 from the baseline to half court,
/// drawn to scale in dots: Braille (2×4 a cell, about square) or one dot a
/// cell in ASCII (cells twice as tall as wide). The baseline is at the top.
/// Each dot is tagged so a cell takes the colour of the most important
/// thing in it: a made shot over a miss over a line.
struct CourtGrid {
    enum Mark: UInt8, Comparable {
        case none = 0, line, awayMiss, homeMiss, awayMade, homeMade
        static func < (a: Mark, b: Mark) -> Bool { a.rawValue < b.rawValue }
    }

    let columns: Int, rows: Int
    let braille: Bool
    private(set) var marks: [Mark]
    let scaleX: Double, scaleY: Double

    var dotWidth: Int { braille ? columns * 2 : columns }
    var dotHeight: Int { braille ? rows * 4 : rows }

    /// The rows a court `columns` wide takes.
    static func rows(columns: Int, braille: Bool) -> Int {
        let across = Double(braille ? columns * 2 : columns)
        let scale = (across - 1) / NBACourt.width
        let down = Int((NBACourt.halfLength * (braille ? scale : scale / 2)).rounded(.up)) + 1
        return braille ? (down + 3) / 4 : down
    }

    init(columns: Int, braille: Bool) {
        self.columns = max(12, columns); self.braille = braille
        let across = Double(braille ? self.columns * 2 : self.columns)
        scaleX = (across - 1) / NBACourt.width
        scaleY = braille ? scaleX : scaleX / 2
        rows = Self.rows(columns: self.columns, braille: braille)
        marks = Array(repeating: .none, count: (braille ? self.columns * 2 : self.columns) * (braille ? rows * 4 : rows))
        drawCourt()
    }

    /// Court feet (across from the middle, along from the baseline) to a dot.
    func dot(_ across: Double, _ along: Double) -> (Int, Int) {
        (Int(((across + NBACourt.width / 2) * scaleX).rounded()), Int((along * scaleY).rounded()))
    }

    mutating func mark(_ spot: NBACourt.Spot, _ mark: Mark) {
        guard spot.across.isFinite, spot.along.isFinite, spot.isOnHalfCourt else { return }
        let (x, y) = dot(spot.across, spot.along)
        let size = mark >= .awayMade && braille ? 2 : 1
        for ox in 0..<size { for oy in 0..<size { put(x + ox - size / 2, y + oy - size / 2, mark) } }
    }

    mutating func put(_ x: Int, _ y: Int, _ mark: Mark) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let i = y * dotWidth + x
        if marks[i] < mark { marks[i] = mark }
    }

    private mutating func segment(_ a: (Double, Double), _ b: (Double, Double)) {
        let (ax, ay) = dot(a.0, a.1), (bx, by) = dot(b.0, b.1)
        let steps = max(abs(bx - ax), abs(by - ay), 1)
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            put(Int((Double(ax) + Double(bx - ax) * t).rounded()), Int((Double(ay) + Double(by - ay) * t).rounded()), .line)
        }
    }

    /// An arc around (across, along), angles in degrees from the across axis, towards half court.
    private mutating func arc(_ cx: Double, _ cy: Double, _ r: Double, from: Double, to: Double) {
        let steps = 64
        var last: (Double, Double)?
        for i in 0...steps {
            let a = (from + (to - from) * Double(i) / Double(steps)) * .pi / 180
            let p = (cx + r * cos(a), cy + r * sin(a))
            if let last { segment(last, p) }
            last = p
        }
    }

    /// Sidelines, baseline and half-court line; the lane, the free-throw
    /// circle, the rim and backboard, the restricted area; the three-point
    /// line (straight in the corners, an arc above the break); the centre circle's half.
    private mutating func drawCourt() {
        let w = NBACourt.width / 2, l = NBACourt.halfLength, rim = NBACourt.rimFromBaseline
        segment((-w, 0), (w, 0)); segment((-w, l), (w, l))
        segment((-w, 0), (-w, l)); segment((w, 0), (w, l))
        let lane = NBACourt.laneWidth / 2, ft = NBACourt.freeThrowLine
        segment((-lane, 0), (-lane, ft)); segment((lane, 0), (lane, ft)); segment((-lane, ft), (lane, ft))
        arc(0, ft, NBACourt.freeThrowRadius, from: 0, to: 180)
        segment((-3, 4), (3, 4))
        arc(0, rim, 0.75, from: 0, to: 360)
        arc(0, rim, NBACourt.restrictedRadius, from: 0, to: 180)
        let corner = NBACourt.cornerThree, depth = NBACourt.cornerDepth
        segment((-corner, 0), (-corner, rim + depth)); segment((corner, 0), (corner, rim + depth))
        let start = atan2(depth, corner) * 180 / .pi
        arc(0, rim, NBACourt.threeRadius, from: start, to: 180 - start)
        arc(0, l, 6, from: 180, to: 360)
    }

    /// Each cell's text and its most important mark, row by row.
    func cells() -> [[(Character, Mark)]] {
        let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        return (0..<rows).map { cy in
            (0..<columns).map { cx in
                if !braille {
                    let m = marks[cy * dotWidth + cx]
                    let c: Character = switch m {
                    case .none: " "
                    case .line: "."
                    case .awayMiss, .homeMiss: "x"
                    case .awayMade, .homeMade: "O"
                    }
                    return (c, m)
                }
                var value: UInt32 = 0, top = Mark.none
                for dx in 0..<2 { for dy in 0..<4 {
                    let m = marks[(cy * 4 + dy) * dotWidth + cx * 2 + dx]
                    if m != .none { value |= bits[dx][dy]; top = max(top, m) }
                } }
                return (value == 0 ? " " : Character(Unicode.Scalar(0x2800 + value)!), top)
            }
        }
    }
}
