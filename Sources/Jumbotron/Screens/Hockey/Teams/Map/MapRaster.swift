import SportsCore
import TerminalUI

/// The outline drawn into text rows once per size: Braille dots (2×4 per
/// cell) where the terminal has Unicode, slope characters otherwise. Frames
/// only copy these rows.
public enum MapRaster {
    public static func rows(_ outline: MapOutline, _ projection: MapProjection, braille: Bool) -> [String] {
        braille ? brailleRows(outline, projection) : asciiRows(outline, projection)
    }

    static func brailleRows(_ outline: MapOutline, _ projection: MapProjection) -> [String] {
        var grid = BrailleGrid(columns: projection.width, rows: projection.height)
        for line in outline.lines {
            var previous: (Double, Double)?
            for point in line {
                let (cx, cy) = projection.project(point)
                let p = (cx * 2, cy * 4)
                if let q = previous { segment(q, p) { x, y in grid.set(x, y) } }
                previous = p
            }
        }
        return grid.text(braille: true)
    }

    static func asciiRows(_ outline: MapOutline, _ projection: MapProjection) -> [String] {
        let w = projection.width, h = projection.height
        var cells = Array(repeating: Character(" "), count: w * h)
        for line in outline.lines {
            var previous: (Double, Double)?
            for point in line {
                let p = projection.project(point)
                if let q = previous {
                    let char = slope(dx: p.0 - q.0, dy: p.1 - q.1)
                    segment(q, p) { x, y in if x >= 0, y >= 0, x < w, y < h { cells[y * w + x] = char } }
                }
                previous = p
            }
        }
        return (0..<h).map { String(cells[($0 * w)..<($0 * w + w)]) }
    }

    /// A segment's look in cells, which are about twice as tall as wide.
    static func slope(dx: Double, dy: Double) -> Character {
        let ax = abs(dx), ay = abs(dy) * 2
        if ax >= ay * 2 { return "-" }
        if ay >= ax * 2 { return "|" }
        return (dx > 0) == (dy < 0) ? "/" : "\\"
    }

    /// Every grid point on the segment (DDA), bounded so a wild coordinate
    /// can neither spin nor overflow an Int: such a segment is dropped.
    static func segment(_ a: (Double, Double), _ b: (Double, Double), _ plot: (Int, Int) -> Void) {
        let limit = 1e6
        guard [a.0, a.1, b.0, b.1].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return }
        let steps = min(4096, Int(max(abs(b.0 - a.0), abs(b.1 - a.1)).rounded(.up)))
        for i in 0...max(steps, 0) {
            let t = steps == 0 ? 0 : Double(i) / Double(steps)
            plot(Int((a.0 + (b.0 - a.0) * t).rounded(.down)), Int((a.1 + (b.1 - a.1) * t).rounded(.down)))
        }
    }
}

/// The map for one size: outline rows and badge places, built in the
/// reducer when the size, the glyph set or the teams change.
public struct MapScene: Equatable, Sendable {
    public let size: Size
    public let braille: Bool
    public let rows: [String]
    public let badges: [BadgeLayout.Placement]
    /// The outline's non-blank cells: a frame writes these cells directly
    /// (no text measuring), about a fifth of the area.
    public let ink: [Ink]

    public struct Ink: Equatable, Sendable {
        public let x: Int16
        public let y: Int16
        public let scalar: Unicode.Scalar
    }

    init(size: Size, braille: Bool, rows: [String], badges: [BadgeLayout.Placement]) {
        self.size = size; self.braille = braille; self.rows = rows; self.badges = badges
        var ink: [Ink] = []
        for (y, row) in rows.enumerated() {
            for (x, scalar) in row.unicodeScalars.enumerated() where scalar != " " {
                ink.append(Ink(x: Int16(truncatingIfNeeded: x), y: Int16(truncatingIfNeeded: y), scalar: scalar))
            }
        }
        self.ink = ink
    }

    public static func make(outline: MapOutline?, teams: [String], size: Size, braille: Bool) -> MapScene {
        let projection = MapProjection(width: size.width, height: size.height)
        let rows = outline.map { MapRaster.rows($0, projection, braille: braille) } ?? []
        let anchors = teams.compactMap { tri in
            NHLClubs.club(tri).map { (id: tri, at: projection.cell(GeoPoint(longitude: $0.longitude, latitude: $0.latitude))) }
        }
        return MapScene(size: size, braille: braille, rows: rows, badges: BadgeLayout.place(anchors, in: size))
    }

    public func badge(_ id: String?) -> BadgeLayout.Placement? { badges.first { $0.id == id } }
    public func badge(at point: Point) -> BadgeLayout.Placement? { badges.first { $0.contains(point) } }
}
