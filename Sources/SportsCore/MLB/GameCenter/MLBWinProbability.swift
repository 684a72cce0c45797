import FoundationEssentials

/// `/api/v1/game/{gamePk}/winProbability`: a top-level array, one entry per
/// plate appearance, with the home team's chance to win after it (0–100).
public struct MLBWinProbability: Equatable, Sendable {
    public struct Point: Equatable, Sendable {
        public var atBatIndex: Int
        public var inning: Int?
        public var isTop: Bool?
        /// The home team's chance after this plate appearance, 0–100.
        public var home: Double
        /// How much this plate appearance moved it (the API's `homeTeamWinProbabilityAdded`).
        public var added: Double
        public var event: String?
        public var description: String?
    }

    public var points: [Point]

    public init(points: [Point]) { self.points = points }

    /// The `count` largest swings either way, biggest first.
    public func biggestSwings(_ count: Int) -> [Point] {
        Array(points.sorted { abs($0.added) > abs($1.added) || (abs($0.added) == abs($1.added) && $0.atBatIndex < $1.atBatIndex) }
            .prefix(count))
    }

    /// Read from its tree as the feed is: an entry that is not an object is skipped and counted.
    public static func decode(_ data: Data) throws -> MLBWinProbability {
        let tree = try JSONTree.parse(data)
        guard tree.array != nil else { throw FetchError.decoding("not a win probability: no list") }
        var points: [Point] = []
        for (i, e) in tree.objects.enumerated() {
            // A point without a probability says nothing; one outside 0–100 is noise.
            guard let home = e["homeTeamWinProbability"]?.double, (0...100).contains(home) else { continue }
            let previous = points.last?.home ?? 50
            let added = e["homeTeamWinProbabilityAdded"]?.double ?? home - previous
            let about = e["about"].object, result = e["result"].object
            points.append(Point(atBatIndex: e["atBatIndex"]?.int ?? about?["atBatIndex"]?.int ?? i, inning: about?["inning"]?.int,
                                isTop: about?["isTopInning"]?.bool, home: home, added: added,
                                event: result?["event"]?.string, description: result?["description"]?.string))
        }
        return MLBWinProbability(points: points)
    }
}
