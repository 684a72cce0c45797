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

    public static func decode(_ data: Data) throws -> MLBWinProbability {
        let entries = try JSONDecoder().decode(LossyList<Entry>.self, from: data).elements
        var points: [Point] = []
        for (i, e) in entries.enumerated() {
            // A point without a probability says nothing; one outside 0–100 is noise.
            guard let home = e.homeTeamWinProbability, home.isFinite, (0...100).contains(home) else { continue }
            let previous = points.last?.home ?? 50
            let added = e.homeTeamWinProbabilityAdded.flatMap { $0.isFinite ? $0 : nil } ?? home - previous
            points.append(Point(atBatIndex: e.atBatIndex ?? e.about?.atBatIndex ?? i, inning: e.about?.inning,
                                isTop: e.about?.isTopInning, home: home, added: added,
                                event: e.result?.event, description: e.result?.description))
        }
        return MLBWinProbability(points: points)
    }

    struct Entry: Decodable {
        var atBatIndex: Int?
        var about: MLBPlay.About?
        var result: MLBPlay.Result?
        var homeTeamWinProbability: Double?
        var homeTeamWinProbabilityAdded: Double?
    }
}
