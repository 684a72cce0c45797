import FoundationEssentials

/// One club's line in `/v1/standings/now`: the team list of the Hockey tab
/// (the API has no other current-teams call with conference and division).
public struct NHLTeam: Codable, Hashable, Sendable, Identifiable {
    public var tricode: String
    /// `Toronto Maple Leafs`.
    public var name: String
    /// `Maple Leafs`: the roster's title.
    public var commonName: String?
    public var placeName: String?
    public var conference: String?
    public var division: String?
    public var gamesPlayed: Int?
    public var wins: Int?
    public var losses: Int?
    public var otLosses: Int?
    public var points: Int?
    public var goalsFor: Int?
    public var goalsAgainst: Int?
    public var streakCode: String?
    public var streakCount: Int?
    public var divisionRank: Int?
    public var leagueRank: Int?
    /// `x`, `y`, `z`, `p` late in a season; absent mid-season.
    public var clinch: String?
    /// The club's logo (`teamLogo`, an SVG URL), for the roster's header.
    public var logo: String?

    public var id: String { tricode }

    public init(tricode: String, name: String, commonName: String? = nil, conference: String? = nil, division: String? = nil) {
        self.tricode = tricode; self.name = name; self.commonName = commonName
        self.conference = conference; self.division = division
    }

    /// `W-L-OTL`; `-` when a part is missing (a missing part once read `--32-9`).
    public var record: String {
        guard let wins, let losses, let otLosses else { return "-" }
        return "\(wins)-\(losses)-\(otLosses)"
    }

    public var nickname: String { commonName ?? name }
}

public struct NHLStandings: Codable, Hashable, Sendable {
    /// `20242025`.
    public var season: Int?
    public var date: String?
    public var teams: [NHLTeam]

    public init(season: Int? = nil, date: String? = nil, teams: [NHLTeam]) {
        self.season = season; self.date = date; self.teams = teams
    }

    public func team(_ tricode: String) -> NHLTeam? { teams.first { $0.tricode == tricode.uppercased() } }

    /// The API's four divisions in the order fans read them (East, then West);
    /// any other division name follows, alphabetically.
    public static let divisionOrder = ["Atlantic", "Metropolitan", "Central", "Pacific"]

    /// Teams grouped by division, each group in division rank (then points, then name).
    public var byDivision: [(division: String, teams: [NHLTeam])] {
        let groups = Dictionary(grouping: teams) { $0.division ?? "Other" }
        let names = groups.keys.sorted { a, b in
            let ia = Self.divisionOrder.firstIndex(of: a) ?? Int.max, ib = Self.divisionOrder.firstIndex(of: b) ?? Int.max
            return ia != ib ? ia < ib : a < b
        }
        return names.map { name in
            (name, groups[name]!.sorted { a, b in
                if let ra = a.divisionRank, let rb = b.divisionRank, ra != rb { return ra < rb }
                if (a.points ?? -1) != (b.points ?? -1) { return (a.points ?? -1) > (b.points ?? -1) }
                return a.name < b.name
            })
        }
    }

    public static func decode(_ data: Data) throws -> NHLStandings {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        var seen = Set<String>()
        let teams = wire.standings.elements.compactMap(\.team).filter { seen.insert($0.tricode).inserted }
        let first = wire.standings.elements.first
        return NHLStandings(season: first?.season, date: first?.date, teams: teams)
    }

    private struct Wire: Decodable {
        var standings: LossyList<Row>
        enum CodingKeys: String, CodingKey { case standings }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            standings = try c.decode(LossyList<Row>.self, forKey: .standings)
        }
    }

    private struct Row: Decodable {
        var team: NHLTeam?
        var season: Int?
        var date: String?

        enum K: String, CodingKey {
            case teamAbbrev, teamName, teamCommonName, placeName, conferenceName, divisionName, gamesPlayed, wins, losses
            case otLosses, points, goalFor, goalAgainst, streakCode, streakCount, divisionSequence, leagueSequence
            case clinchIndicator, seasonId, date, teamLogo
        }

        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            season = f.int(.seasonId)
            date = f.get(.date)
            guard let tri = f.text(.teamAbbrev)?.uppercased(), Self.isTricode(tri) else { team = nil; return }
            var t = NHLTeam(tricode: tri, name: f.text(.teamName) ?? tri, commonName: f.text(.teamCommonName),
                            conference: f.get(.conferenceName), division: f.get(.divisionName))
            t.placeName = f.text(.placeName)
            t.gamesPlayed = f.count(.gamesPlayed); t.wins = f.count(.wins); t.losses = f.count(.losses)
            t.otLosses = f.count(.otLosses); t.points = f.count(.points)
            t.goalsFor = f.count(.goalFor); t.goalsAgainst = f.count(.goalAgainst)
            t.streakCode = f.get(.streakCode); t.streakCount = f.int(.streakCount)
            t.divisionRank = f.int(.divisionSequence); t.leagueRank = f.int(.leagueSequence)
            t.clinch = f.get(.clinchIndicator)
            t.logo = f.text(.teamLogo)
            if t.conference?.isEmpty == true { t.conference = nil }
            if t.division?.isEmpty == true { t.division = nil }
            team = t
        }

        /// Two or three ASCII letters: a tricode is also a file and URL path part.
        static func isTricode(_ s: String) -> Bool {
            (2...3).contains(s.count) && s.allSatisfy { $0.isASCII && $0.isLetter }
        }
    }
}
