import FoundationEssentials
import Primitives

/// `/api/v1/standings`: one record per division, each with its teams. The
/// API mixes in other standings types (spring training) even when asked for
/// `regularSeason`, so the decoder keeps only regular-season records.
public struct MLBStandings: Equatable, Sendable {
    public var divisions: [StandingsDivision]

    public init(divisions: [StandingsDivision]) { self.divisions = divisions }

    public static func decode(_ data: Data) throws -> MLBStandings {
        let payload = try JSONDecoder().decode(Payload.self, from: data)
        let regular = payload.records.elements.filter { ($0.standingsType ?? "regularSeason") == "regularSeason" }
        var byDivision: [Int: StandingsDivision] = [:]
        for record in regular {
            guard let id = record.division?.id else { continue }
            let teams = record.teamRecords.elements.map(StandingsTeam.init).sorted(by: StandingsTeam.order)
            byDivision[id] = StandingsDivision(id: id, name: StandingsDivision.name(id: id, given: record.division?.name),
                                               leagueID: record.league?.id ?? record.division?.league?.id, teams: teams)
        }
        let divisions = byDivision.values.sorted { a, b in
            let ia = StandingsDivision.order.firstIndex(of: a.id) ?? .max, ib = StandingsDivision.order.firstIndex(of: b.id) ?? .max
            return ia != ib ? ia < ib : a.id < b.id
        }
        return MLBStandings(divisions: divisions)
    }

    struct Payload: Decodable {
        var records: LossyList<Record>
    }

    struct Record: Decodable {
        var standingsType: String?
        var league: Ref?
        var division: Division?
        var teamRecords: LossyList<TeamRecord>
    }

    struct Ref: Decodable { var id: Int? }

    struct Division: Decodable {
        var id: Int?
        var name: String?
        var league: Ref?
    }

    struct TeamRecord: Decodable {
        var team: MLBGame.Team
        var wins, losses: Int?
        var winningPercentage, gamesBack, divisionRank: String?
        var streak: Streak?
        var records: Splits?
    }

    struct Streak: Decodable { var streakCode: String? }
    struct Splits: Decodable { var splitRecords: [Split]? }
    struct Split: Decodable {
        var type: String?
        var wins: Int?
        var losses: Int?
    }
}

public struct StandingsDivision: Equatable, Sendable, Identifiable {
    public var id: Int
    public var name: String
    public var leagueID: Int?
    public var teams: [StandingsTeam]

    /// American League first, then National; East, Central, West in each.
    static let order = [201, 202, 200, 204, 205, 203]
    static let names = [200: "AL West", 201: "AL East", 202: "AL Central", 203: "NL West", 204: "NL East", 205: "NL Central"]

    /// The short name (`AL East`): unhydrated payloads carry only the id.
    static func name(id: Int, given: String?) -> String {
        if let short = names[id] { return short }
        return given ?? "Division \(id)"
    }

    public var isAmerican: Bool { leagueID == 103 || (leagueID == nil && [200, 201, 202].contains(id)) }
}

public struct StandingsTeam: Equatable, Sendable {
    public var teamID: Int?
    public var name: String
    public var abbreviation: String
    public var wins: Int
    public var losses: Int
    /// As the API writes it: `.605`.
    public var pct: String
    /// `-` for the leader, `4.5` otherwise.
    public var gamesBack: String
    public var streak: String?
    /// `7-3`.
    public var lastTen: String?
    public var divisionRank: Int?

    init(_ r: MLBStandings.TeamRecord) {
        teamID = r.team.id
        name = ScoreRules.teamName(r.team)
        abbreviation = ScoreRules.abbreviation(r.team)
        // Payload numbers are kept to what a season can hold: `wins + losses`
        // on two huge values trapped.
        wins = min(max(r.wins ?? 0, 0), Self.maxGames)
        losses = min(max(r.losses ?? 0, 0), Self.maxGames)
        let games = wins + losses
        pct = r.winningPercentage ?? (games == 0 ? ".000" : Self.pctText(Double(wins) / Double(games)))
        gamesBack = r.gamesBack ?? "-"
        streak = r.streak?.streakCode
        if let ten = r.records?.splitRecords?.first(where: { $0.type == "lastTen" }), let w = ten.wins, let l = ten.losses {
            lastTen = "\(w)-\(l)"
        }
        divisionRank = r.divisionRank.flatMap { Int($0) }
    }

    public init(teamID: Int?, name: String, abbreviation: String, wins: Int, losses: Int, pct: String, gamesBack: String,
                streak: String?, lastTen: String?, divisionRank: Int?) {
        self.teamID = teamID; self.name = name; self.abbreviation = abbreviation; self.wins = wins; self.losses = losses
        self.pct = pct; self.gamesBack = gamesBack; self.streak = streak; self.lastTen = lastTen; self.divisionRank = divisionRank
    }

    public static let maxGames = 10_000

    /// `.605`, as baseball writes it (`1.000` for a perfect record).
    static func pctText(_ value: Double) -> String {
        let s = Fixed.text(value, places: 3)
        return s.hasPrefix("0") ? String(s.dropFirst()) : s
    }

    /// Division rank when given, else most wins over fewest losses.
    static func order(_ a: StandingsTeam, _ b: StandingsTeam) -> Bool {
        switch (a.divisionRank, b.divisionRank) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return (a.wins - a.losses, a.name) > (b.wins - b.losses, b.name) ? true : false
        }
    }
}
