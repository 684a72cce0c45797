/// One entrant of a field contest (a driver in a race, a golfer in a round):
/// where they stand and what they have done, in the sport's own words.
public struct Entrant: Equatable, Sendable {
    public var competitor: Competitor
    /// Their place (1 leads); nil before the field has an order, or out of it.
    public var place: Int?
    /// Level with another on the same place (golf's `T2`).
    public var tied = false
    /// What the place is by: a time, a gap, a score to par (`1:32:10.345`, `+5.212s`, `-17`).
    public var score: Score?
    /// Out of the order or beside it: `DNF`, `+1 Lap`, `CUT`, `WD`.
    public var status: String?
    /// A second column where the sport has one: a driver's team, a golfer's holes played (`thru 14`).
    public var detail: String?
    /// Laps completed, where the sport counts them (a race's classification).
    public var laps: Int?

    public init(_ competitor: Competitor, place: Int? = nil, tied: Bool = false, score: Score? = nil, status: String? = nil,
                detail: String? = nil) {
        self.competitor = competitor; self.place = place; self.tied = tied; self.score = score; self.status = status; self.detail = detail
    }

    /// `1`, `T2`, `-` without a place.
    public var placeText: String { place.map { (tied ? "T" : "") + String($0) } ?? "-" }

    /// The field placed by their scores' numbers, where the answer gave no places:
    /// equal numbers share a place and are tied, the next after them skips
    /// (two at 2 make the next 4). Lower is better for golf and times, higher
    /// for points. An entrant without a number keeps its order, after the placed.
    public static func placed(_ field: [Entrant], lowerIsBetter: Bool) -> [Entrant] {
        let numbered = field.compactMap { e in e.score?.value.map { (e, $0) } }
        // A stable sort keeps the answer's order among equals.
        let order = numbered.enumerated().sorted { a, b in
            a.element.1 != b.element.1 ? (lowerIsBetter ? a.element.1 < b.element.1 : a.element.1 > b.element.1) : a.offset < b.offset
        }.map(\.element)
        var out: [Entrant] = []
        var i = 0
        while i < order.count {
            var j = i
            while j < order.count, order[j].1 == order[i].1 { j += 1 }
            for k in i..<j {
                var e = order[k].0
                e.place = i + 1
                e.tied = j - i > 1
                out.append(e)
            }
            i = j
        }
        return out + field.filter { $0.score?.value == nil }
    }
}
