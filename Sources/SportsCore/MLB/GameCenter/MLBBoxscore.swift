import FoundationEssentials

/// `liveData.boxscore`: each team's batters and pitchers with today's lines
/// and their season to date, and the notes (2B, HR, E, …) as the payload words them.
public struct MLBBoxscore: Equatable, Sendable {
    public var away: Team
    public var home: Team
    /// Game-wide notes (pitches-strikes, umpires, weather, …).
    public var notes: [Note]

    public subscript(side: ScoreRules.Side) -> Team { side == .away ? away : home }

    public struct Team: Equatable, Sendable {
        public var teamID: Int?
        public var abbreviation: String?
        public var name: String?
        /// Everyone who batted, starters and substitutes, in the payload's order.
        public var batters: [Int]
        /// In order of appearance.
        public var pitchers: [Int]
        public var players: [Int: Player]
        /// Team notes by section (`BATTING`, `FIELDING`).
        public var notes: [NoteSection]
        public var totals: Batting?

        public init(teamID: Int? = nil, abbreviation: String? = nil, name: String? = nil, batters: [Int] = [], pitchers: [Int] = [],
                    players: [Int: Player] = [:], notes: [NoteSection] = [], totals: Batting? = nil) {
            self.teamID = teamID; self.abbreviation = abbreviation; self.name = name; self.batters = batters
            self.pitchers = pitchers; self.players = players; self.notes = notes; self.totals = totals
        }

        /// Batters in batting order, each with `isSubstitute` when he came in
        /// for the slot's starter (`battingOrder` 201 follows 200).
        public var lineup: [(id: Int, slot: Int, isSubstitute: Bool)] {
            let ordered = batters.compactMap { id -> (Int, Int)? in
                guard let order = players[id]?.battingOrder.flatMap({ Int($0) }), order > 0 else { return nil }
                return (id, order)
            }.sorted { $0.1 < $1.1 }
            return ordered.map { (id: $0.0, slot: $0.1 / 100, isSubstitute: $0.1 % 100 != 0) }
        }
    }

    public struct Player: Equatable, Sendable {
        public var person: MLBGame.Person?
        public var position: Position?
        public var battingOrder: String?
        public var stats: Lines?
        public var seasonStats: Lines?

        public struct Position: Equatable, Sendable { public var abbreviation: String? }
        public struct Lines: Equatable, Sendable {
            public var batting: Batting?
            public var pitching: Pitching?
        }
    }

    public struct Batting: Equatable, Sendable {
        public var atBats: Int?
        public var runs: Int?
        public var hits: Int?
        public var rbi: Int?
        public var baseOnBalls: Int?
        public var strikeOuts: Int?
        public var leftOnBase: Int?
        public var avg: String?
        public var ops: String?
        public var plateAppearances: Int?
    }

    public struct Pitching: Equatable, Sendable {
        public var inningsPitched: String?
        public var hits: Int?
        public var runs: Int?
        public var earnedRuns: Int?
        public var baseOnBalls: Int?
        public var strikeOuts: Int?
        public var homeRuns: Int?
        public var numberOfPitches: Int?
        public var strikes: Int?
        public var era: String?
        public var wins: Int?
        public var losses: Int?
        public var whip: String?
        /// `(W, 5-3)`, `(H, 4)`, `(BS, 2)`.
        public var note: String?
    }

    public struct Note: Equatable, Sendable {
        public var label: String?
        public var value: String?
    }

    public struct NoteSection: Equatable, Sendable {
        public var title: String?
        public var fieldList: [Note]?
    }
}
