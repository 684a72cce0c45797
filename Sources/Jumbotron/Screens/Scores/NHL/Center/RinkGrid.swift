import FoundationEssentials
import Glibc
import SportsCore
import TerminalUI

/// A rink 200 by 85 feet drawn to scale in dots (Braille, 2×4 a cell, where
/// dots are about square; one dot a cell in ASCII, where cells are twice as
/// tall as wide), each dot tagged with what it shows so a cell can take the
/// colour of the most important thing in it: a goal over a shot over a line.
struct RinkGrid {
    enum Mark: UInt8, Comparable {
        case none = 0, line, awayShot, homeShot, awayGoal, homeGoal
        static func < (a: Mark, b: Mark) -> Bool { a.rawValue < b.rawValue }
    }

    static let length = 200.0, width = 85.0, cornerRadius = 28.0

    let columns: Int, rows: Int
    let braille: Bool
    private(set) var marks: [Mark]
    /// Dots per foot, across and down.
    let scaleX: Double, scaleY: Double

    var dotWidth: Int { braille ? columns * 2 : columns }
    var dotHeight: Int { braille ? rows * 4 : rows }

    /// The rink as wide as `columns` allows, with the height that keeps its shape.
    init(columns: Int, braille: Bool) {
        self.columns = max(10, columns); self.braille = braille
        let dotsAcross = Double(braille ? self.columns * 2 : self.columns)
        scaleX = (dotsAcross - 1) / Self.length
        scaleY = braille ? scaleX : scaleX / 2
        let dotsDown = Int((Self.width * scaleY).rounded(.up)) + 1
        rows = braille ? (dotsDown + 3) / 4 : dotsDown
        marks = Array(repeating: .none, count: (braille ? self.columns * 2 : self.columns) * (braille ? rows * 4 : rows))
        drawRink()
    }

    /// Rink feet (x along the length, y across, centre ice at 0,0) to a dot.
    func dot(_ x: Double, _ y: Double) -> (Int, Int) {
        (Int(((x + Self.length / 2) * scaleX).rounded()), Int(((Self.width / 2 - y) * scaleY).rounded()))
    }

    mutating func mark(_ x: Double, _ y: Double, _ mark: Mark, size: Int = 1) {
        guard x.isFinite, y.isFinite else { return }
        let (dx, dy) = dot(min(max(x, -99), 99), min(max(y, -42), 42))
        for ox in 0..<size { for oy in 0..<size { put(dx + ox - size / 2, dy + oy - size / 2, mark) } }
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

    private mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, from: Double = 0, to: Double = 360) {
        let steps = 48
        var last: (Double, Double)?
        for i in 0...steps {
            let a = (from + (to - from) * Double(i) / Double(steps)) * .pi / 180
            let p = (cx + r * cos(a), cy + r * sin(a))
            if let last { segment(last, p) }
            last = p
        }
    }

    /// Boards with rounded corners, the centre line, blue lines, goal lines,
    /// and (where there is room) the faceoff circles.
    private mutating func drawRink() {
        let hx = Self.length / 2, hy = Self.width / 2, r = Self.cornerRadius
        segment((-hx + r, hy), (hx - r, hy)); segment((-hx + r, -hy), (hx - r, -hy))
        segment((-hx, hy - r), (-hx, -hy + r)); segment((hx, hy - r), (hx, -hy + r))
        circle(hx - r, hy - r, r, from: 0, to: 90); circle(-hx + r, hy - r, r, from: 90, to: 180)
        circle(-hx + r, -hy + r, r, from: 180, to: 270); circle(hx - r, -hy + r, r, from: 270, to: 360)
        segment((0, hy), (0, -hy))
        for x in [-25.0, 25.0] { segment((x, hy), (x, -hy)) }
        // Goal lines run where the corners leave room for them.
        let inset = (r * r - (89 - (hx - r)) * (89 - (hx - r))).squareRoot() + (hy - r)
        for x in [-89.0, 89.0] { segment((x, inset), (x, -inset)) }
        guard dotWidth >= 100 else { return }
        circle(0, 0, 15)
        for x in [-69.0, 69.0] { for y in [-22.0, 22.0] { circle(x, y, 15) } }
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
                    case .awayShot, .homeShot: "o"
                    case .awayGoal, .homeGoal: "*"
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
