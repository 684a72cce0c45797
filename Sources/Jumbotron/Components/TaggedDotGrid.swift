import Glibc
import TerminalUI

/// A drawing to scale in dots, each tagged with what it shows, so a cell takes
/// the colour of the most important thing in it (a goal over a shot over a
/// line). Braille where the terminal has it (2×4 a cell, about square); one
/// dot a cell in ASCII (cells twice as tall as wide). The rink and the court
/// map their feet to dots and draw through it.
struct TaggedDotGrid<Mark: Comparable & Sendable> {
    let columns: Int, rows: Int
    let braille: Bool
    private(set) var marks: [Mark]
    private let empty: Mark

    init(columns: Int, rows: Int, braille: Bool, empty: Mark) {
        self.columns = columns; self.rows = rows; self.braille = braille; self.empty = empty
        marks = Array(repeating: empty, count: (braille ? columns * 2 : columns) * (braille ? rows * 4 : rows))
    }

    var dotWidth: Int { braille ? columns * 2 : columns }
    var dotHeight: Int { braille ? rows * 4 : rows }

    /// Marks a dot, unless something more important is there already.
    mutating func put(_ x: Int, _ y: Int, _ mark: Mark) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let i = y * dotWidth + x
        if marks[i] < mark { marks[i] = mark }
    }

    /// A square of `size` dots centred on a dot (a made shot is drawn larger).
    mutating func spot(_ x: Int, _ y: Int, size: Int, _ mark: Mark) {
        for ox in 0..<size { for oy in 0..<size { put(x + ox - size / 2, y + oy - size / 2, mark) } }
    }

    /// A straight line between two dots.
    mutating func line(_ a: (Int, Int), _ b: (Int, Int), _ mark: Mark) {
        let steps = max(abs(b.0 - a.0), abs(b.1 - a.1), 1)
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            put(Int((Double(a.0) + Double(b.0 - a.0) * t).rounded()), Int((Double(a.1) + Double(b.1 - a.1) * t).rounded()), mark)
        }
    }

    /// An arc around (cx, cy) in the drawing's own units, angles in degrees,
    /// as `steps` straight pieces; `dot` maps those units to dots.
    mutating func arc(_ cx: Double, _ cy: Double, _ r: Double, from: Double, to: Double, steps: Int, _ mark: Mark,
                      dot: (Double, Double) -> (Int, Int)) {
        var last: (Int, Int)?
        for i in 0...steps {
            let a = (from + (to - from) * Double(i) / Double(steps)) * .pi / 180
            let p = dot(cx + r * cos(a), cy + r * sin(a))
            if let last { line(last, p, mark) }
            last = p
        }
    }

    /// Each cell's text and its most important mark, row by row; `ascii` names
    /// a one-dot cell's character by its mark.
    func cells(ascii: (Mark) -> Character) -> [[(Character, Mark)]] {
        let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        return (0..<rows).map { cy in
            (0..<columns).map { cx in
                if !braille {
                    let m = marks[cy * dotWidth + cx]
                    return (ascii(m), m)
                }
                var value: UInt32 = 0, top = empty
                for dx in 0..<2 { for dy in 0..<4 {
                    let m = marks[(cy * 4 + dy) * dotWidth + cx * 2 + dx]
                    if m != empty { value |= bits[dx][dy]; top = max(top, m) }
                } }
                return (value == 0 ? " " : Character(Unicode.Scalar(0x2800 + value)!), top)
            }
        }
    }
}
