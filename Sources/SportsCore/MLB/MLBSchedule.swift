import FoundationEssentials

/// `/api/v1/schedule`: dates, each with its games. Every field the real
/// payloads leave out at some hydration level is optional; only the shape
/// itself (`dates`, each game's `gamePk`) is required, so a response that is
/// not a schedule is a decoding error while a sparse game still shows.
public struct MLBSchedule: Decodable, Equatable, Sendable {
    public var dates: [MLBDate]
    /// Games that could not be read at all and were left out.
    public var skippedGames: Int { dates.reduce(0) { $0 + $1.skippedGames } }

    public init(dates: [MLBDate]) { self.dates = dates }

    /// Every game of every date, in the order the scoreboard shows them.
    public var games: [MLBGame] { ScoreRules.sorted(dates.flatMap(\.games)) }

    /// The top-level `"totalGames": N` read without decoding the document (the
    /// offline start looks at every bundled day); nil when it is not there.
    public static func totalGames(in data: Data) -> Int? {
        let key = Array(#""totalGames""#.utf8)
        return data.prefix(1024).withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let b = raw.bindMemory(to: UInt8.self)
            guard b.count > key.count else { return nil }
            for start in 0...(b.count - key.count) where b[start] == key[0] {
                guard (0..<key.count).allSatisfy({ b[start + $0] == key[$0] }) else { continue }
                var i = start + key.count
                while i < b.count, b[i] == 0x20 || b[i] == 0x3A || b[i] == 0x0A || b[i] == 0x09 { i += 1 }
                var value = 0, digits = 0
                while i < b.count, (0x30...0x39).contains(b[i]), digits < 9 { value = value * 10 + Int(b[i] - 0x30); i += 1; digits += 1 }
                return digits > 0 ? value : nil
            }
            return nil
        }
    }

    public static func decode(_ data: Data) throws -> MLBSchedule {
        try read(JSONTree.parse(data))
    }

    /// The same through `JSONDecoder` and the `Decodable` types (which the game
    /// feed shares): what the tree reading is checked against.
    static func decodedByType(_ data: Data) throws -> MLBSchedule {
        try JSONDecoder().decode(MLBSchedule.self, from: data)
    }
}

public struct MLBDate: Decodable, Equatable, Sendable {
    public var date: String?
    public var games: [MLBGame]
    public var skippedGames: Int

    enum CodingKeys: String, CodingKey { case date, games }

    public init(date: String?, games: [MLBGame]) {
        self.date = date; self.games = games; self.skippedGames = 0
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        date = try c.decodeIfPresent(String.self, forKey: .date)
        let lossy = try c.decodeIfPresent(LossyList<MLBGame>.self, forKey: .games) ?? LossyList(elements: [], failures: 0)
        games = lossy.elements
        skippedGames = lossy.failures
    }
}

/// Decodes each element on its own; one malformed element is skipped, not fatal.
/// A value that is nil when it does not decode, instead of failing its parent.
struct LossyValue<Value: Decodable>: Decodable {
    var value: Value?
    init(from decoder: any Decoder) throws { value = try? Value(from: decoder) }
}

struct LossyList<Element: Decodable>: Decodable {
    var elements: [Element]
    var failures: Int

    init(elements: [Element], failures: Int) { self.elements = elements; self.failures = failures }

    init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var failures = 0
        while !c.isAtEnd {
            if let e = try? c.decode(Element.self) { elements.append(e) } else {
                failures += 1
                _ = try? c.decode(Skip.self)
            }
        }
        self.elements = elements
        self.failures = failures
        if failures > 0 { DecodeReport.current?.add(failures) }
    }

    private struct Skip: Decodable {}
}

public struct MLBGame: Decodable, Equatable, Sendable, Identifiable {
    public var gamePk: Int
    public var gameType: String?
    /// Scheduled start, ISO 8601 UTC as the API gives it.
    public var gameDate: String?
    public var officialDate: String?
    public var status: Status
    public var teams: Teams
    public var venue: Venue?
    public var linescore: Linescore?
    public var gameNumber: Int?
    public var doubleHeader: String?
    public var scheduledInnings: Int?
    public var description: String?
    public var seriesDescription: String?
    /// Radio and television, from the `broadcasts` hydration.
    public var broadcasts: [Broadcast]?

    public struct Broadcast: Decodable, Equatable, Sendable {
        public var name: String?
        public var type: String?
        public var isNational: Bool?
    }
    /// Pitchers of record of a final game (`hydrate=decisions`).
    public var decisions: Decisions?

    public var id: Int { gamePk }

    public struct Status: Decodable, Equatable, Sendable {
        public var abstractGameState: String?
        public var codedGameState: String?
        public var detailedState: String?
        public var statusCode: String?
        public var startTimeTBD: Bool?
        public var reason: String?
        public init(abstractGameState: String? = nil, detailedState: String? = nil, startTimeTBD: Bool? = nil) {
            self.abstractGameState = abstractGameState; self.detailedState = detailedState; self.startTimeTBD = startTimeTBD
        }
    }

    public struct Teams: Decodable, Equatable, Sendable {
        public var away: GameTeam
        public var home: GameTeam
    }

    public struct GameTeam: Decodable, Equatable, Sendable {
        public var leagueRecord: Record?
        public var score: Int?
        public var team: Team
        public var isWinner: Bool?
        public var splitSquad: Bool?
        /// The announced starter (`hydrate=probablePitcher`); the key is often missing.
        public var probablePitcher: Pitcher?
    }

    public struct Record: Decodable, Equatable, Sendable {
        public var wins: Int?
        public var losses: Int?
        public var pct: String?
    }

    public struct Team: Decodable, Equatable, Sendable {
        public var id: Int?
        public var name: String?
        public var abbreviation: String?
        public var teamName: String?
        public var locationName: String?
        public var shortName: String?
        public var league: Named?
    }

    public struct Named: Decodable, Equatable, Sendable {
        public var id: Int?
        public var name: String?
    }

    public struct Venue: Decodable, Equatable, Sendable {
        public var id: Int?
        public var name: String?
        public var location: Location?
        public var timeZone: VenueTimeZone?
    }

    public struct Location: Decodable, Equatable, Sendable {
        public var city: String?
        public var state: String?
        public var stateAbbrev: String?
        public var country: String?
    }

    public struct VenueTimeZone: Decodable, Equatable, Sendable {
        public var id: String?
        public var offset: Int?
        public var tz: String?
    }

    public struct Linescore: Decodable, Equatable, Sendable {
        public var currentInning: Int?
        public var currentInningOrdinal: String?
        public var inningState: String?
        public var inningHalf: String?
        public var isTopInning: Bool?
        public var scheduledInnings: Int?
        public var innings: [Inning]?
        public var teams: LineTeams?
        public var balls: Int?
        public var strikes: Int?
        public var outs: Int?
        public var offense: Offense?
        public var defense: Defense?
    }

    public struct Inning: Decodable, Equatable, Sendable {
        public var num: Int
        public var ordinalNum: String?
        public var home: LineStats?
        public var away: LineStats?
    }

    public struct LineStats: Decodable, Equatable, Sendable {
        public var runs: Int?
        public var hits: Int?
        public var errors: Int?
        public var leftOnBase: Int?
    }

    public struct LineTeams: Decodable, Equatable, Sendable {
        public var home: LineStats?
        public var away: LineStats?
    }

    public struct Offense: Decodable, Equatable, Sendable {
        public var batter: Person?
        public var first: Person?
        public var second: Person?
        public var third: Person?
    }

    public struct Defense: Decodable, Equatable, Sendable {
        public var pitcher: Person?
    }

    public struct Person: Decodable, Equatable, Sendable {
        public var id: Int?
        public var fullName: String?
    }
}
