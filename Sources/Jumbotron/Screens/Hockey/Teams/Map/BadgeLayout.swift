import TerminalUI

/// Places three-letter badges near their arenas so none covers another:
/// each takes its own spot if free, else the nearest free spot (a step
/// sideways costs less than a line, cells being tall), keeping one blank
/// column between badges. West to east, so crowded eastern badges spill
/// into the Atlantic, where there is room.
public enum BadgeLayout {
    public struct Placement: Equatable, Sendable {
        public let id: String
        /// Where the arena is.
        public let anchor: Point
        /// The badge's first cell.
        public let origin: Point
        public let width: Int
        public var moved: Bool { anchor.x != origin.x + width / 2 || anchor.y != origin.y }
        public func contains(_ p: Point) -> Bool { p.y == origin.y && p.x >= origin.x && p.x < origin.x + width }
    }

    /// Badges that find no room (a tiny area) are left out; callers decide what that means.
    public static func place(_ anchors: [(id: String, at: Point)], in size: Size, width: Int = 3,
                             maxDistance: Int = 12) -> [Placement] {
        guard size.width >= width, size.height >= 1 else { return [] }
        var taken = Array(repeating: false, count: size.width * size.height)
        func free(_ x: Int, _ y: Int) -> Bool {
            guard y >= 0, y < size.height, x >= 0, x + width <= size.width else { return false }
            for cx in max(0, x - 1)...min(size.width - 1, x + width) where taken[y * size.width + cx] { return false }
            return true
        }
        let offsets = candidateOffsets(maxDistance)
        var placed: [Placement] = []
        let order = anchors.sorted { ($0.at.x, $0.at.y, $0.id) < ($1.at.x, $1.at.y, $1.id) }
        for a in order {
            let left = a.at.x - width / 2
            guard let o = offsets.first(where: { free(left + $0.x, a.at.y + $0.y) }) else { continue }
            let origin = Point(x: left + o.x, y: a.at.y + o.y)
            for cx in origin.x..<(origin.x + width) { taken[origin.y * size.width + cx] = true }
            placed.append(Placement(id: a.id, anchor: a.at, origin: origin, width: width))
        }
        return placed
    }

    /// Every offset within `distance`, cheapest first (a line costs two columns).
    static func candidateOffsets(_ distance: Int) -> [Point] {
        var all: [Point] = []
        for dy in -distance...distance {
            for dx in -2 * distance...2 * distance { all.append(Point(x: dx, y: dy)) }
        }
        return all.sorted { a, b in
            let ca = abs(a.x) + 2 * abs(a.y), cb = abs(b.x) + 2 * abs(b.y)
            return ca != cb ? ca < cb : (a.y, a.x) < (b.y, b.x)
        }
    }
}

/// The arrow keys on the map: the nearest team in that direction, judged by
/// where the arenas are (badges are nudged apart and may sit on the wrong
/// side of a neighbour: Pittsburgh's badge east of Toronto's).
public enum MapNavigation {
    public enum Direction: Sendable { case left, right, up, down }

    /// The nearest point within 45° of the direction (a cone); when the cone is
    /// empty, the nearest on that side. A line counts as two columns, cells being tall.
    public static func next(from current: Point, _ direction: Direction, among points: [(id: String, at: Point)]) -> String? {
        var inCone: (id: String, distance: Int)?
        var onSide: (id: String, distance: Int)?
        func better(_ candidate: (id: String, distance: Int), than best: (id: String, distance: Int)?) -> Bool {
            guard let best else { return true }
            return candidate.distance != best.distance ? candidate.distance < best.distance : candidate.id < best.id
        }
        for p in points {
            let dx = p.at.x - current.x, dy = (p.at.y - current.y) * 2
            let (along, across): (Int, Int)
            switch direction {
            case .right: (along, across) = (dx, abs(dy))
            case .left: (along, across) = (-dx, abs(dy))
            case .down: (along, across) = (dy, abs(dx))
            case .up: (along, across) = (-dy, abs(dx))
            }
            guard along > 0 else { continue }
            let candidate = (id: p.id, distance: along * along + across * across)
            if across <= along {
                if better(candidate, than: inCone) { inCone = candidate }
            } else if better(candidate, than: onSide) {
                onSide = candidate
            }
        }
        return (inCone ?? onSide)?.id
    }
}
