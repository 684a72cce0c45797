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

    private(set) var dots: TaggedDotGrid<Mark>
    /// Dots per foot, across and down.
    let scaleX: Double, scaleY: Double

    var columns: Int { dots.columns }
    var rows: Int { dots.rows }
    var braille: Bool { dots.braille }

    /// The rink as wide as `columns` allows, with the height that keeps its shape.
    init(columns: Int, braille: Bool) {
        let columns = max(10, columns)
        scaleX = Self.scaleX(columns: columns, braille: braille)
        scaleY = braille ? scaleX : scaleX / 2
        dots = TaggedDotGrid(columns: columns, rows: Self.rows(columns: columns, braille: braille), braille: braille, empty: .none)
        drawRink()
    }

    /// The largest rink inside `columns` × `rows` cells, keeping its shape
    /// (never narrower than 40 columns, where a smaller one would not read).
    init(fitting columns: Int, rows: Int, braille: Bool) {
        var fit = max(10, columns)
        while fit > 40 && Self.rows(columns: fit, braille: braille) > rows { fit -= 1 }
        self.init(columns: fit, braille: braille)
    }

    static func scaleX(columns: Int, braille: Bool) -> Double { (Double(braille ? columns * 2 : columns) - 1) / length }

    /// The rows a rink `columns` wide takes.
    static func rows(columns: Int, braille: Bool) -> Int {
        let scaleX = scaleX(columns: columns, braille: braille)
        let dotsDown = Int((width * (braille ? scaleX : scaleX / 2)).rounded(.up)) + 1
        return braille ? (dotsDown + 3) / 4 : dotsDown
    }

    /// Rink feet (x along the length, y across, centre ice at 0,0) to a dot.
    func dot(_ x: Double, _ y: Double) -> (Int, Int) { Self.dot(x, y, scaleX, scaleY) }

    static func dot(_ x: Double, _ y: Double, _ scaleX: Double, _ scaleY: Double) -> (Int, Int) {
        (Int(((x + length / 2) * scaleX).rounded()), Int(((width / 2 - y) * scaleY).rounded()))
    }

    mutating func mark(_ x: Double, _ y: Double, _ mark: Mark, size: Int = 1) {
        guard x.isFinite, y.isFinite else { return }
        let (dx, dy) = dot(min(max(x, -99), 99), min(max(y, -42), 42))
        dots.spot(dx, dy, size: size, mark)
    }

    private mutating func segment(_ a: (Double, Double), _ b: (Double, Double)) { dots.line(dot(a.0, a.1), dot(b.0, b.1), .line) }

    private mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, from: Double = 0, to: Double = 360) {
        let scaleX = scaleX, scaleY = scaleY
        dots.arc(cx, cy, r, from: from, to: to, steps: 48, .line) { Self.dot($0, $1, scaleX, scaleY) }
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
        guard dots.dotWidth >= 100 else { return }
        circle(0, 0, 15)
        for x in [-69.0, 69.0] { for y in [-22.0, 22.0] { circle(x, y, 15) } }
    }

    /// Each cell's text and its most important mark, row by row.
    func cells() -> [[(Character, Mark)]] {
        dots.cells { m in
            switch m {
            case .none: " "
            case .line: "."
            case .awayShot, .homeShot: "o"
            case .awayGoal, .homeGoal: "*"
            }
        }
    }
}
