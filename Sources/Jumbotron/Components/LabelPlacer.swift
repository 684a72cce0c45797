/// Numbers placed on a drawing (pitches on the strike zone, goals on the
/// rink) so that no two run together: each keeps a blank cell from every
/// other on its row (`3 1`, never `31`), and one whose own place is taken
/// moves to the nearest free place, a column counting half a row (cells are
/// about twice as tall as wide).
struct LabelPlacer {
    let columns: Int, rows: Int
    private var taken: Set<Int> = []

    init(columns: Int, rows: Int) {
        self.columns = max(1, columns); self.rows = max(1, rows)
    }

    /// Candidate moves, nearest first, within a few cells.
    private static let moves: [(dx: Int, dy: Int)] = {
        var all: [(Int, Int)] = []
        for dy in -2...2 { for dx in -4...4 { all.append((dx, dy)) } }
        return all.sorted { abs($0.0) + 2 * abs($0.1) < abs($1.0) + 2 * abs($1.1) }
    }()

    /// Where a label `width` cells wide goes, wanted at (`column`, `row`):
    /// the nearest place clear of every label placed so far, or its own
    /// place (clamped to the drawing) when nothing near is free.
    mutating func place(width: Int, column: Int, row: Int) -> (column: Int, row: Int) {
        let width = max(1, min(width, columns))
        let home = (column: min(max(0, column), columns - width), row: min(max(0, row), rows - 1))
        for move in Self.moves {
            let c = home.column + move.dx, r = home.row + move.dy
            guard c >= 0, c + width <= columns, r >= 0, r < rows, isClear(c - 1...c + width, row: r) else { continue }
            take(c..<(c + width), row: r)
            return (c, r)
        }
        take(home.column..<(home.column + width), row: home.row)
        return home
    }

    private func isClear(_ cells: ClosedRange<Int>, row: Int) -> Bool {
        !cells.contains { taken.contains(row * columns + $0) }
    }

    private mutating func take(_ cells: Range<Int>, row: Int) {
        for c in cells { taken.insert(row * columns + c) }
    }
}
