import FoundationEssentials

/// A player as the Hockey tab shows and the favorites store keeps him: bio
/// from a roster row or a landing, statistics only from a landing.
/// Encoded with its own (synthesized) schema for the database, so a change
/// in the API's shape never makes a saved favorite unreadable.
public struct NHLPlayer: Codable, Hashable, Sendable, Identifiable {
    public var id: Int
    public var firstName: String
    public var lastName: String
    public var teamAbbrev: String?
    public var teamName: String?
    public var number: Int?
    /// The API's code: `C`, `L`, `R`, `D`, `G`.
    public var position: String?
    /// `L` or `R`: shoots (skaters) or catches (goalies).
    public var hand: String?
    public var heightInches: Int?
    public var heightCentimeters: Int?
    public var weightPounds: Int?
    public var weightKilograms: Int?
    /// `yyyy-MM-dd`.
    public var birthDate: String?
    public var birthCity: String?
    public var birthStateProvince: String?
    /// Three-letter code (`CAN`, `SWE`).
    public var birthCountry: String?
    public var headshot: String?
    /// What the landing said of the draft; nil when only a roster row is known.
    public var draft: Draft?
    /// The season `seasonStats` belongs to (`20242025`).
    public var season: Int?
    /// Current regular season; nil means no games this season (or not known yet, see `statsKnown`).
    public var seasonStats: StatLine?
    public var career: StatLine?
    public var lastGames: [GameLine]
    /// The record came from a landing: missing statistics mean "no games", not "not loaded".
    public var statsKnown: Bool

    public init(id: Int, firstName: String, lastName: String, teamAbbrev: String? = nil, number: Int? = nil,
                position: String? = nil, hand: String? = nil) {
        self.id = id; self.firstName = firstName; self.lastName = lastName; self.teamAbbrev = teamAbbrev
        self.number = number; self.position = position; self.hand = hand
        lastGames = []; statsKnown = false
    }

    public var name: String { [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ") }
    public var isGoalie: Bool { position == "G" }

    public enum Draft: Codable, Hashable, Sendable {
        case undrafted
        case drafted(year: Int?, team: String?, round: Int?, pick: Int?, overall: Int?)
    }

    /// Statistics of one season or a career; skaters and goalies fill different fields.
    public struct StatLine: Codable, Hashable, Sendable {
        public var gamesPlayed: Int?
        public var goals: Int?
        public var assists: Int?
        public var points: Int?
        public var plusMinus: Int?
        public var pim: Int?
        public var powerPlayGoals: Int?
        public var shorthandedGoals: Int?
        public var gameWinningGoals: Int?
        public var shots: Int?
        /// A fraction (0.1226).
        public var shootingPctg: Double?
        public var wins: Int?
        public var losses: Int?
        public var otLosses: Int?
        public var shutouts: Int?
        public var goalsAgainstAvg: Double?
        /// A fraction (0.915).
        public var savePctg: Double?

        public init(gamesPlayed: Int? = nil) { self.gamesPlayed = gamesPlayed }
    }

    /// One of the last five games.
    public struct GameLine: Codable, Hashable, Sendable {
        public var date: String?
        public var opponent: String?
        public var home: Bool?
        public var goals: Int?
        public var assists: Int?
        public var points: Int?
        public var plusMinus: Int?
        public var toi: String?
        public var decision: String?
        public var shotsAgainst: Int?
        public var goalsAgainst: Int?
        public var savePctg: Double?

        public init(date: String? = nil, opponent: String? = nil) { self.date = date; self.opponent = opponent }
    }
}

// MARK: decoding the API

extension NHLPlayer {
    /// `/v1/player/{id}/landing`.
    public static func decodeLanding(_ data: Data) throws -> NHLPlayer {
        try JSONDecoder().decode(Landing.self, from: data).player
    }

    fileprivate enum K: String, CodingKey {
        case id, playerId, firstName, lastName, sweaterNumber, positionCode, position, shootsCatches
        case heightInInches, heightInCentimeters, weightInPounds, weightInKilograms
        case birthDate, birthCity, birthStateProvince, birthCountry, headshot
        case currentTeamAbbrev, fullTeamName, draftDetails, featuredStats, careerTotals, last5Games
    }

    /// The fields a roster row and a landing share.
    fileprivate init?(bio f: Fields<K>, idKey: K, positionKey: K) {
        guard let id = f.int(idKey) else { return nil }
        self.init(id: id, firstName: f.text(.firstName) ?? "", lastName: f.text(.lastName) ?? "",
                  number: f.int(.sweaterNumber), position: (f.get(positionKey) as String?)?.uppercased(),
                  hand: (f.get(.shootsCatches) as String?)?.uppercased())
        if firstName.isEmpty && lastName.isEmpty { lastName = "Player \(id)" }
        heightInches = f.int(.heightInInches); heightCentimeters = f.int(.heightInCentimeters)
        weightPounds = f.int(.weightInPounds); weightKilograms = f.int(.weightInKilograms)
        birthDate = f.get(.birthDate); birthCity = f.text(.birthCity)
        birthStateProvince = f.text(.birthStateProvince); birthCountry = f.get(.birthCountry)
        headshot = f.get(.headshot)
    }

    /// A roster row: bio only, statistics unknown until the landing arrives.
    struct RosterRow: Decodable {
        var player: NHLPlayer?
        init(from decoder: any Decoder) throws {
            player = NHLPlayer(bio: try Fields(decoder, K.self), idKey: .id, positionKey: .positionCode)
        }
    }

    private struct Landing: Decodable {
        var player: NHLPlayer

        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            guard var p = NHLPlayer(bio: f, idKey: .playerId, positionKey: .position) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [K.playerId], debugDescription: "no playerId"))
            }
            p.teamAbbrev = f.get(.currentTeamAbbrev)
            p.teamName = f.text(.fullTeamName)
            let draft: DraftWire? = f.get(.draftDetails)
            p.draft = draft.map { .drafted(year: $0.year, team: $0.teamAbbrev, round: $0.round, pick: $0.pickInRound,
                                           overall: $0.overallPick) } ?? .undrafted
            let featured: Featured? = f.get(.featuredStats)
            p.season = featured?.season
            p.seasonStats = featured?.regularSeason?.subSeason?.line
            let career: Career? = f.get(.careerTotals)
            p.career = career?.regularSeason?.line ?? featured?.regularSeason?.career?.line
            p.lastGames = ((f.get(.last5Games) as LossyList<Game>?)?.elements ?? []).map(\.line)
            p.statsKnown = true
            player = p
        }
    }

    private struct DraftWire: Decodable {
        var year, round, pickInRound, overallPick: Int?
        var teamAbbrev: String?
        enum K: String, CodingKey { case year, round, pickInRound, overallPick, teamAbbrev }
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            year = f.int(.year); round = f.int(.round); pickInRound = f.int(.pickInRound); overallPick = f.int(.overallPick)
            teamAbbrev = f.get(.teamAbbrev)
        }
    }

    private struct Featured: Decodable {
        var season: Int?
        var regularSeason: Regular?
        struct Regular: Decodable { var subSeason: Stats?; var career: Stats? }
        enum K: String, CodingKey { case season, regularSeason }
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            season = f.int(.season); regularSeason = f.get(.regularSeason)
        }
    }

    private struct Career: Decodable { var regularSeason: Stats? }

    private struct Stats: Decodable {
        var line: StatLine
        enum K: String, CodingKey {
            case gamesPlayed, goals, assists, points, plusMinus, pim, powerPlayGoals, shorthandedGoals, gameWinningGoals
            case shots, shootingPctg, wins, losses, otLosses, shutouts, goalsAgainstAvg, savePctg
        }
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            var l = StatLine(gamesPlayed: f.count(.gamesPlayed))
            l.goals = f.count(.goals); l.assists = f.count(.assists); l.points = f.count(.points)
            l.plusMinus = f.tally(.plusMinus); l.pim = f.count(.pim); l.powerPlayGoals = f.count(.powerPlayGoals)
            l.shorthandedGoals = f.count(.shorthandedGoals); l.gameWinningGoals = f.count(.gameWinningGoals)
            l.shots = f.count(.shots); l.shootingPctg = f.fraction(.shootingPctg)
            l.wins = f.count(.wins); l.losses = f.count(.losses); l.otLosses = f.count(.otLosses); l.shutouts = f.count(.shutouts)
            l.goalsAgainstAvg = f.average(.goalsAgainstAvg); l.savePctg = f.fraction(.savePctg)
            line = l
        }
    }

    private struct Game: Decodable {
        var line: GameLine
        enum K: String, CodingKey {
            case gameDate, opponentAbbrev, homeRoadFlag, goals, assists, points, plusMinus, toi, decision
            case shotsAgainst, goalsAgainst, savePctg
        }
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            var g = GameLine(date: f.get(.gameDate), opponent: f.get(.opponentAbbrev))
            g.home = (f.get(.homeRoadFlag) as String?).map { $0 == "H" }
            g.goals = f.count(.goals); g.assists = f.count(.assists); g.points = f.count(.points); g.plusMinus = f.tally(.plusMinus)
            g.toi = f.get(.toi); g.decision = f.get(.decision)
            g.shotsAgainst = f.count(.shotsAgainst); g.goalsAgainst = f.count(.goalsAgainst); g.savePctg = f.fraction(.savePctg)
            line = g
        }
    }
}

/// `/v1/roster/{TRI}/current`: forwards, defensemen and goalies.
public struct NHLRoster: Codable, Hashable, Sendable {
    public var tricode: String
    public var players: [NHLPlayer]

    public init(tricode: String, players: [NHLPlayer]) {
        self.tricode = tricode
        self.players = Self.sorted(players)
    }

    /// By jersey number; players without one last, by name.
    public static func sorted(_ players: [NHLPlayer]) -> [NHLPlayer] {
        players.sorted { a, b in
            switch (a.number, b.number) {
            case let (x?, y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return (a.lastName, a.firstName, a.id) < (b.lastName, b.firstName, b.id)
            }
        }
    }

    public static func decode(_ data: Data, tricode: String) throws -> NHLRoster {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        var seen = Set<Int>()
        var players: [NHLPlayer] = []
        for group in [wire.forwards, wire.defensemen, wire.goalies] {
            for var p in group?.elements.compactMap(\.player) ?? [] where seen.insert(p.id).inserted {
                p.teamAbbrev = tricode.uppercased()
                players.append(p)
            }
        }
        return NHLRoster(tricode: tricode.uppercased(), players: players)
    }

    private struct Wire: Decodable {
        var forwards, defensemen, goalies: LossyList<NHLPlayer.RosterRow>?
        enum K: String, CodingKey { case forwards, defensemen, goalies }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: K.self)
            guard c.contains(.forwards) || c.contains(.defensemen) || c.contains(.goalies) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a roster (no forwards, defensemen or goalies)"))
            }
            forwards = try? c.decodeIfPresent(LossyList.self, forKey: .forwards)
            defensemen = try? c.decodeIfPresent(LossyList.self, forKey: .defensemen)
            goalies = try? c.decodeIfPresent(LossyList.self, forKey: .goalies)
        }
    }
}
