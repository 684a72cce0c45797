import FoundationEssentials

/// A game's score by period as its scoreboard tells it, and the columns
/// after the periods (baseball's hits and errors, hockey's shots on goal).
/// Read where the scoreboard carries it; a multiview card draws it.
public struct LineScore: Equatable, Sendable {
    public struct Column: Equatable, Sendable {
        public var label: String
        public var away: String
        public var home: String
        public init(_ label: String, away: String, home: String) { self.label = label; self.away = away; self.home = home }
    }

    /// The periods so far, then the extra columns.
    public var columns: [Column]
    /// Where the total goes among the columns (after the periods, before the extras).
    public var totalAt: Int
    /// What the total's column is called: `R` in baseball, `T` elsewhere.
    public var total: String

    public init(columns: [Column], totalAt: Int? = nil, total: String = "T") {
        self.columns = columns; self.totalAt = min(totalAt ?? columns.count, columns.count); self.total = total
    }

    /// Periods numbered from 1; past regulation `OT`, `2OT` (or, where extra
    /// periods keep their numbers, as baseball's innings do, the number).
    /// A period a side has no figure for is left blank, and so is every
    /// period of regulation still to come (a board's nine innings, four quarters).
    public static func periods(away: [Int?], home: [Int?], regulation: Int, numberedPast: Bool = false) -> [Column] {
        // A feed's count of periods is bounded here: a hostile one neither overflows nor balloons.
        let regulation = min(max(regulation, 0), 30)
        let count = min(max(away.count, home.count, regulation), 30)
        return (0..<count).map { i in
            let extra = i + 1 - regulation
            let label = extra <= 0 || numberedPast ? String(i + 1) : extra == 1 ? "OT" : "\(extra)OT"
            func figure(_ side: [Int?]) -> String { side.indices.contains(i) ? side[i].map(String.init) ?? "" : "" }
            return Column(label, away: figure(away), home: figure(home))
        }
    }

    /// The line with the teams' totals in place.
    public func withTotals(away: Int?, home: Int?) -> [Column] {
        var all = columns
        all.insert(Column(total, away: away.map(String.init) ?? "", home: home.map(String.init) ?? ""), at: totalAt)
        return all
    }
}
