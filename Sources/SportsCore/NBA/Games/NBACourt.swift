import FoundationEssentials

/// Where a shot was taken, in feet on one half court: `across` from the
/// middle of the lane (±25), `along` from the baseline (the rim is 5.25 ft
/// out, half court 47). Every shot is drawn at one basket.
public enum NBACourt {
    public static let halfLength = 47.0, width = 50.0, rimFromBaseline = 5.25
    /// The three-point arc's radius, and how far from the middle its straight corner lines run.
    public static let threeRadius = 23.75, cornerThree = 22.0
    public static let laneWidth = 16.0, freeThrowLine = 19.0, freeThrowRadius = 6.0, restrictedRadius = 4.0

    public struct Spot: Equatable, Sendable {
        public var across: Double
        public var along: Double
        public init(across: Double, along: Double) { self.across = across; self.along = along }

        /// Inside the half court's lines (a heave from the backcourt is not).
        public var isOnHalfCourt: Bool {
            abs(across) <= NBACourt.width / 2 && along >= 0 && along <= NBACourt.halfLength
        }
    }

    /// The shot's spot: from the legacy tenths of a foot when the feed has them,
    /// else from the percentages of the whole court and the basket's side;
    /// nil when it has neither, or numbers no court could hold.
    public static func spot(_ a: NBAAction) -> Spot? {
        if let x = a.xLegacy, let y = a.yLegacy, abs(x) <= 2_000, abs(y) <= 2_000 {
            return Spot(across: x / 10, along: y / 10 + rimFromBaseline)
        }
        guard let x = a.x, let y = a.y, abs(x) <= 1_000, abs(y) <= 1_000 else { return nil }
        switch a.side {
        case "left": return Spot(across: y / 100 * width - width / 2, along: x / 100 * halfLength * 2)
        case "right": return Spot(across: width / 2 - y / 100 * width, along: (100 - x) / 100 * halfLength * 2)
        default:
            // No side: the nearer basket.
            let fromLeft = x / 100 * halfLength * 2
            return fromLeft <= halfLength ? Spot(across: y / 100 * width - width / 2, along: fromLeft)
                : Spot(across: width / 2 - y / 100 * width, along: halfLength * 2 - fromLeft)
        }
    }

    /// Beyond the arc, or in a corner past the straight lines.
    public static func isThree(_ s: Spot) -> Bool {
        let dx = s.across, dy = s.along - rimFromBaseline
        if abs(dx) >= cornerThree && dy <= cornerDepth { return true }
        return (dx * dx + dy * dy).squareRoot() > threeRadius && dy > cornerDepth
    }

    /// How far from the rim (along the court) the corner lines meet the arc.
    public static var cornerDepth: Double { (threeRadius * threeRadius - cornerThree * cornerThree).squareRoot() }
}
