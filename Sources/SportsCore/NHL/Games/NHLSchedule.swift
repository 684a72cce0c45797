import FoundationEssentials

/// `/v1/schedule/{date}`: the week from that date (`gameWeek`, a day each).
/// The Scores tab shows one day of it. Every field past a game's id is
/// optional: a malformed game is left out, a missing field left blank.
public struct NHLSchedule: Equatable, Sendable {
    public struct GameDay: Equatable, Sendable {
        public var date: String
        public var games: [NHLGame]
    }

    public var days: [GameDay]

    public init(days: [GameDay]) { self.days = days }

    /// The games of `day`, by start time (ties by id), as the scoreboard lists them.
    public func games(on day: Day) -> [NHLGame] {
        (days.first { $0.date == day.iso }?.games ?? []).sorted {
            ($0.startTimeUTC ?? "", $0.id) < ($1.startTimeUTC ?? "", $1.id)
        }
    }

    public static func decode(_ data: Data) throws -> NHLSchedule {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        return NHLSchedule(days: (wire.gameWeek?.elements ?? []).compactMap { day in
            guard let date = day.date else { return nil }
            return GameDay(date: date, games: day.games?.elements ?? [])
        })
    }

    struct Wire: Decodable {
        struct Day: Decodable { var date: String?; var games: LossyList<NHLGame>? }
        var gameWeek: LossyList<Day>?
    }
}

/// One game as the schedule (and a landing's header) describe it.
public struct NHLGame: Equatable, Sendable, Identifiable, Decodable {
    public struct Team: Equatable, Sendable {
        public var id: Int?
        public var abbrev: String?
        public var placeName: String?
        public var commonName: String?
        public var score: Int?
        public var sog: Int?

        /// `Calgary Flames`: the place and the name; the clubs' table when the
        /// payload has no `commonName` (the edited schedule has none).
        public var fullName: String {
            if let commonName { return placeName.map { "\($0) \(commonName)" } ?? commonName }
            if let club = NHLClubs.club(abbrev) { return club.name }
            return placeName ?? abbrev ?? "?"
        }
    }

    public struct Clock: Equatable, Sendable {
        public var timeRemaining: String?
        public var inIntermission: Bool?
    }

    public var id: Int
    public var season: Int?
    /// 1 preseason, 2 regular season, 3 playoffs.
    public var gameType: Int?
    public var startTimeUTC: String?
    public var venue: String?
    /// `FUT`, `PRE`, `LIVE`, `CRIT`, `OVER`, `FINAL`, `OFF`.
    public var gameState: String?
    /// `OK`, or `PPD`, `SUSP`, `CNCL`.
    public var gameScheduleState: String?
    public var away: Team
    public var home: Team
    public var period: Int?
    /// `REG`, `OT`, `SO`.
    public var periodType: String?
    public var otPeriods: Int?
    public var clock: Clock?
    /// The last period's type of a final game (`gameOutcome.lastPeriodType`).
    public var lastPeriodType: String?
    /// `tvBroadcasts[].network`, national ones first.
    public var broadcasts: [String] = []
    /// A playoff game's series (`seriesStatus`).
    public var series: NHLSeries?

    enum Key: String, CodingKey {
        case id, season, gameType, startTimeUTC, venue, gameState, gameScheduleState, awayTeam, homeTeam
        case periodDescriptor, clock, gameOutcome, tvBroadcasts, seriesStatus
    }
    struct Broadcast: Decodable { var network: String?; var market: String? }
    enum TeamKey: String, CodingKey { case id, abbrev, placeName, commonName, name, score, sog }
    enum PeriodKey: String, CodingKey { case number, periodType, otPeriods }
    enum ClockKey: String, CodingKey { case timeRemaining, inIntermission }
    enum OutcomeKey: String, CodingKey { case lastPeriodType, otPeriods }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, Key.self)
        guard let id = f.int(.id) else { throw DecodingError.dataCorrupted(.init(codingPath: [Key.id], debugDescription: "no game id")) }
        self.id = id
        season = f.int(.season); gameType = f.int(.gameType); startTimeUTC = f.get(.startTimeUTC); venue = f.text(.venue)
        gameState = f.get(.gameState); gameScheduleState = f.get(.gameScheduleState)
        away = Self.team(f.c, .awayTeam); home = Self.team(f.c, .homeTeam)
        if let p = try? Fields(f.c.superDecoder(forKey: .periodDescriptor), PeriodKey.self) {
            period = p.count(.number); periodType = p.get(.periodType); otPeriods = p.count(.otPeriods)
        }
        if let c = try? Fields(f.c.superDecoder(forKey: .clock), ClockKey.self) {
            clock = Clock(timeRemaining: c.get(.timeRemaining), inIntermission: c.get(.inIntermission))
        }
        let tv = (f.get(.tvBroadcasts) as LossyList<Broadcast>?)?.elements ?? []
        var seen = Set<String>()
        broadcasts = (tv.filter { $0.market == "N" } + tv.filter { $0.market != "N" }).compactMap(\.network)
            .filter { !$0.isEmpty && seen.insert($0).inserted }
        series = try? f.c.decodeIfPresent(NHLSeries.self, forKey: .seriesStatus)
        if let o = try? Fields(f.c.superDecoder(forKey: .gameOutcome), OutcomeKey.self) {
            lastPeriodType = o.get(.lastPeriodType)
            otPeriods = otPeriods ?? o.count(.otPeriods)
        }
    }

    static func team(_ c: KeyedDecodingContainer<Key>, _ key: Key) -> Team {
        guard let t = try? Fields(c.superDecoder(forKey: key), TeamKey.self) else { return Team() }
        return Team(id: t.int(.id), abbrev: t.get(.abbrev), placeName: t.text(.placeName),
                    commonName: t.text(.commonName) ?? t.text(.name), score: t.count(.score), sog: t.count(.sog))
    }
}
