import FoundationEssentials
import Primitives

/// One NBA game as cdn.nba.com's scoreboard and season schedule describe it.
/// Both use the same team and status fields; the scoreboard adds the live
/// period and clock, the schedule the arena and the broadcasters. Every field
/// past the id is optional: a malformed game is left out, a missing field left blank.
public struct NBAGame: Equatable, Sendable, Identifiable, Decodable {
    public struct Team: Equatable, Sendable {
        public var id: Int?
        public var tricode: String?
        public var city: String?
        public var name: String?
        public var wins: Int?
        public var losses: Int?
        public var score: Int?
        /// Points by period, as played so far (the scoreboard's `periods`).
        public var periods: [Int] = []

        public init(id: Int? = nil, tricode: String? = nil, city: String? = nil, name: String? = nil, wins: Int? = nil,
                    losses: Int? = nil, score: Int? = nil, periods: [Int] = []) {
            self.id = id; self.tricode = tricode; self.city = city; self.name = name; self.wins = wins; self.losses = losses
            self.score = score; self.periods = periods
        }

        /// `Golden State Warriors`; the tricode when the payload has no names.
        public var fullName: String {
            switch (city, name) {
            case (let c?, let n?): "\(c) \(n)"
            case (nil, let n?): n
            case (let c?, nil): c
            default: tricode ?? "?"
            }
        }

        public var record: String? {
            guard let wins, let losses else { return nil }
            return "\(wins)-\(losses)"
        }
    }

    /// The game's number, `0042200123` read as 42200123; `code` gives the ten digits back.
    public var id: Int
    /// 1 not started, 2 under way, 3 over.
    public var status: Int?
    /// The feed's own words: `7:30 pm ET`, `Q2 07:15`, `Half`, `Final/OT`, `PPD`.
    public var statusText: String?
    public var period: Int?
    /// `PT07M15.00S`; nil when the feed sends `""` (between periods, after the final).
    public var clock: String?
    public var startUTC: String?
    public var regulationPeriods: Int?
    /// `BKN leads 2-1`, playoffs only.
    public var seriesText: String?
    public var postponed = false
    public var arena: String?
    /// National and home/away television, radio left out: where to watch.
    public var broadcasters: [String] = []
    public var away: Team
    public var home: Team

    /// The ten-digit id the cdn's paths use.
    public var code: String { Self.code(id) }
    public static func code(_ id: Int) -> String { Fixed.padded(id, width: 10) }

    enum Key: String, CodingKey {
        case gameId, gameStatus, gameStatusText, period, gameClock, gameTimeUTC, gameDateTimeUTC, regulationPeriods
        case seriesText, postponedStatus, arenaName, arenaCity, broadcasters, awayTeam, homeTeam
    }
    enum TeamKey: String, CodingKey { case teamId, teamTricode, teamCity, teamName, wins, losses, score, periods }
    enum PeriodKey: String, CodingKey { case period, score }
    enum BroadcastKey: String, CodingKey {
        case nationalTvBroadcasters, homeTvBroadcasters, awayTvBroadcasters, nationalBroadcasters
    }
    enum BroadcasterKey: String, CodingKey { case broadcasterDisplay, broadcasterAbbreviation }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, Key.self)
        guard let text: String = f.get(.gameId), let id = Int(text), id > 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [Key.gameId], debugDescription: "no game id"))
        }
        self.id = id
        status = f.int(.gameStatus).flatMap { (1...3).contains($0) ? $0 : nil }
        statusText = (f.get(.gameStatusText) as String?)?.trimmedWhitespace
        period = f.int(.period).flatMap { (0...20).contains($0) ? $0 : nil }
        clock = (f.get(.gameClock) as String?).flatMap { $0.isEmpty ? nil : $0 }
        startUTC = f.get(.gameTimeUTC) ?? f.get(.gameDateTimeUTC)
        regulationPeriods = f.int(.regulationPeriods).flatMap { (1...8).contains($0) ? $0 : nil }
        seriesText = (f.get(.seriesText) as String?).flatMap { $0.trimmedWhitespace.isEmpty ? nil : $0.trimmedWhitespace }
        let ppd: String? = f.get(.postponedStatus)
        postponed = ppd == "Y" || ppd == "P" || ["PPD", "Postponed"].contains(statusText ?? "")
        let place = [f.get(.arenaName) as String?, f.get(.arenaCity) as String?].compactMap { $0?.trimmedWhitespace }
        arena = Optional(place.filter { !$0.isEmpty }.joined(separator: ", ")).nonEmpty
        broadcasters = Self.broadcasters(f.c)
        away = Self.team(f.c, .awayTeam)
        home = Self.team(f.c, .homeTeam)
        // A game is its two teams: one that cannot be named is skipped (and counted), never shown as `?`.
        guard away.id != nil || away.tricode != nil, home.id != nil || home.tricode != nil else {
            throw DecodingError.dataCorrupted(.init(codingPath: [Key.awayTeam], debugDescription: "a game without two readable teams"))
        }
    }

    public init(id: Int, away: Team, home: Team) { self.id = id; self.away = away; self.home = home }

    static func team(_ c: KeyedDecodingContainer<Key>, _ key: Key) -> Team {
        guard let t = try? Fields(c.superDecoder(forKey: key), TeamKey.self) else { return Team() }
        var team = Team(id: t.int(.teamId), tricode: t.get(.teamTricode), city: t.get(.teamCity), name: t.get(.teamName),
                        wins: t.count(.wins), losses: t.count(.losses), score: t.count(.score))
        if var list = try? t.c.nestedUnkeyedContainer(forKey: .periods) {
            while !list.isAtEnd, team.periods.count < 20 {
                guard let p = try? Fields(list.superDecoder(), PeriodKey.self) else { break }
                team.periods.append(p.count(.score) ?? 0)
            }
        }
        return team
    }

    /// Television first (national, then home and away), each name once.
    static func broadcasters(_ c: KeyedDecodingContainer<Key>) -> [String] {
        guard let b = try? c.nestedContainer(keyedBy: BroadcastKey.self, forKey: .broadcasters) else { return [] }
        var names: [String] = []
        for key in [BroadcastKey.nationalTvBroadcasters, .nationalBroadcasters, .homeTvBroadcasters, .awayTvBroadcasters] {
            guard var list = try? b.nestedUnkeyedContainer(forKey: key) else { continue }
            while !list.isAtEnd, names.count < 8 {
                guard let e = try? Fields(list.superDecoder(), BroadcasterKey.self) else { break }
                if let name = (e.get(.broadcasterDisplay) ?? e.get(.broadcasterAbbreviation) as String?)?.trimmedWhitespace,
                   !name.isEmpty, !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}
