import TerminalUI

/// A dot raster drawn as text rows: Braille (2×4 dots a cell, so dots are
/// about square and shapes keep their proportions) where the terminal has
/// Unicode, one `*` per touched cell otherwise.
struct BrailleGrid {
    let columns: Int
    let rows: Int
    private var dots: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns); self.rows = max(0, rows)
        dots = Array(repeating: false, count: self.columns * 2 * self.rows * 4)
    }

    var dotWidth: Int { columns * 2 }
    var dotHeight: Int { rows * 4 }

    mutating func set(_ x: Int, _ y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        dots[y * dotWidth + x] = true
    }

    /// A straight segment between two dots (bounded: a wild point draws nothing).
    mutating func line(_ a: (Double, Double), _ b: (Double, Double)) {
        guard [a.0, a.1, b.0, b.1].allSatisfy({ $0.isFinite && abs($0) < 1e5 }) else { return }
        let steps = min(4096, Int(max(abs(b.0 - a.0), abs(b.1 - a.1)).rounded(.up)))
        for i in 0...max(steps, 0) {
            let t = steps == 0 ? 0 : Double(i) / Double(steps)
            set(Int((a.0 + (b.0 - a.0) * t).rounded()), Int((a.1 + (b.1 - a.1) * t).rounded()))
        }
    }

    func text(braille: Bool) -> [String] {
        let bits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        return (0..<rows).map { cy in
            var scalars = String.UnicodeScalarView()
            for cx in 0..<columns {
                var value: UInt32 = 0
                for dx in 0..<2 { for dy in 0..<4 where dots[(cy * 4 + dy) * dotWidth + cx * 2 + dx] { value |= bits[dx][dy] } }
                if braille { scalars.append(value == 0 ? " " : Unicode.Scalar(0x2800 + value)!) }
                else { scalars.append(value == 0 ? " " : "*") }
            }
            return String(scalars)
        }
    }
}
