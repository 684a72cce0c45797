import FoundationEssentials

/// What a landing carries before puck drop (`matchup`): each team's record,
/// its goalies' season lines (`goalieComparison`) and the skaters leading
/// each category (`skaterComparison`, over the last games or the season).
/// Read field by field like the rest of the landing: a broken goalie or
/// leader is left out, never the preview.
public struct NHLMatchup: Equatable, Sendable {
    public struct Goalie: Equatable, Sendable {
        public var name: String
        public var gamesPlayed: Int?
        /// `12-5-2`.
        public var record: String?
        public var goalsAgainstAverage: Double?
        public var savePercentage: Double?
        public var shutouts: Int?
    }

    public struct Skater: Equatable, Sendable {
        public var name: String
        public var position: String?
        public var value: Int?
    }

    /// One category (`goals`, `assists`, `points`) with each side's leader.
    public struct Leader: Equatable, Sendable {
        public var category: String
        public var away: Skater?
        public var home: Skater?
    }

    public var awayRecord: String?
    public var homeRecord: String?
    /// Most games first: the likely starter leads.
    public var awayGoalies: [Goalie]
    public var homeGoalies: [Goalie]
    public var leaders: [Leader]
    /// `last5Games`, `season`: what the leaders count.
    public var leadersContext: String?

    public init(awayRecord: String? = nil, homeRecord: String? = nil, awayGoalies: [Goalie] = [], homeGoalies: [Goalie] = [],
                leaders: [Leader] = [], leadersContext: String? = nil) {
        self.awayRecord = awayRecord; self.homeRecord = homeRecord; self.awayGoalies = awayGoalies
        self.homeGoalies = homeGoalies; self.leaders = leaders; self.leadersContext = leadersContext
    }

    public var isEmpty: Bool { awayRecord == nil && homeRecord == nil && awayGoalies.isEmpty && homeGoalies.isEmpty && leaders.isEmpty }

}

struct MatchupWire: Decodable {
    var value: NHLMatchup
    enum K: String, CodingKey { case goalieComparison, skaterComparison }
    enum Side: String, CodingKey { case awayTeam, homeTeam }
    enum TeamKey: String, CodingKey { case teamTotals, leaders }
    enum Totals: String, CodingKey { case record }
    enum Skaters: String, CodingKey { case leaders, contextLabel }

    init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        var m = NHLMatchup()
        if let goalies = try? f.c.nestedContainer(keyedBy: Side.self, forKey: .goalieComparison) {
            for side in [Side.awayTeam, .homeTeam] {
                guard let team = try? goalies.nestedContainer(keyedBy: TeamKey.self, forKey: side) else { continue }
                let record = (try? team.nestedContainer(keyedBy: Totals.self, forKey: .teamTotals)).flatMap { Fields($0).text(.record) }
                let list = ((try? team.decodeIfPresent(LossyList<GoalieWire>.self, forKey: .leaders)) ?? nil)?.elements.map(\.goalie) ?? []
                let ranked = list.enumerated().sorted { ($0.element.gamesPlayed ?? 0, -$0.offset) > ($1.element.gamesPlayed ?? 0, -$1.offset) }
                    .map(\.element)
                if side == .awayTeam { m.awayRecord = record; m.awayGoalies = ranked } else { m.homeRecord = record; m.homeGoalies = ranked }
            }
        }
        if let skaters = try? f.c.nestedContainer(keyedBy: Skaters.self, forKey: .skaterComparison) {
            let s = Fields(skaters)
            m.leadersContext = s.text(.contextLabel)
            m.leaders = ((s.get(.leaders) as LossyList<LeaderWire>?)?.elements ?? []).map(\.leader)
        }
        value = m
    }
}

struct GoalieWire: Decodable {
    var goalie: NHLMatchup.Goalie
    enum K: String, CodingKey { case name, firstName, lastName, gamesPlayed, record, gaa, savePctg, shutouts }
    init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        let name = NHLNames.fullName(f.text(.firstName), f.text(.lastName)) ?? f.text(.name)
        guard let name else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a goalie with no name")) }
        goalie = NHLMatchup.Goalie(name: name, gamesPlayed: f.count(.gamesPlayed), record: f.text(.record),
                                   goalsAgainstAverage: f.average(.gaa), savePercentage: f.fraction(.savePctg), shutouts: f.count(.shutouts))
    }
}

struct LeaderWire: Decodable {
    var leader: NHLMatchup.Leader
    enum K: String, CodingKey { case category, awayLeader, homeLeader }
    enum P: String, CodingKey { case name, firstName, lastName, positionCode, value }
    init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        guard let category = f.text(.category) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a leader with no category"))
        }
        func skater(_ key: K) -> NHLMatchup.Skater? {
            guard let c = try? f.c.nestedContainer(keyedBy: P.self, forKey: key) else { return nil }
            let p = Fields(c)
            guard let name = NHLNames.fullName(p.text(.firstName), p.text(.lastName)) ?? p.text(.name) else { return nil }
            return NHLMatchup.Skater(name: name, position: p.text(.positionCode), value: p.count(.value))
        }
        leader = NHLMatchup.Leader(category: category, away: skater(.awayLeader), home: skater(.homeLeader))
    }
}
