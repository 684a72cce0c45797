import FoundationEssentials
import Primitives

/// `liveData/boxscore/boxscore_{id}.json`: the game's header (status, clock,
/// arena, officials, attendance), the line score and every player's line.
/// A player or team without statistics shows what it has, never a crash.
public struct NBABoxscore: Equatable, Sendable {
    public struct Player: Equatable, Sendable {
        public var id: Int?
        public var name: String
        /// `C. Johnson`: what the narrow table and the plays use.
        public var shortName: String
        public var jersey: String?
        public var position: String?
        public var starter: Bool
        public var played: Bool
        /// `ACTIVE`, `INACTIVE`.
        public var status: String?
        /// `INACTIVE_INJURY`, `DNP_COACH`, …
        public var notPlayingReason: String?
        public var notPlayingDescription: String?
        public var stats: Line?
    }

    /// One line of the box: a player's or the team's totals.
    public struct Line: Equatable, Sendable {
        /// `PT34M12.00S`.
        public var minutes: String?
        public var points, rebounds, offensiveRebounds, defensiveRebounds, assists, steals, blocks, turnovers, fouls: Int?
        public var fieldGoalsMade, fieldGoalsAttempted, threesMade, threesAttempted, freeThrowsMade, freeThrowsAttempted: Int?
        public var plusMinus: Int?
    }

    public struct Team: Equatable, Sendable {
        public var id: Int?
        public var tricode: String?
        public var city: String?
        public var name: String?
        public var score: Int?
        public var periods: [Int] = []
        public var players: [Player] = []
        public var totals: Line?
        public var leadChanges: Int?
        public var timesTied: Int?
        public var biggestLead: Int?
    }

    public var gameId: Int
    public var status: Int?
    public var statusText: String?
    public var period: Int?
    public var clock: String?
    public var regulationPeriods: Int?
    public var startUTC: String?
    public var attendance: Int?
    public var arena: String?
    public var officials: [String] = []
    public var away: Team
    public var home: Team

    public func team(_ side: Contest.Side) -> Team { side == .away ? away : home }

    /// Nobody has a line yet (before tip-off the feed may list no players).
    public var isEmpty: Bool { away.players.isEmpty && home.players.isEmpty }

    public static func decode(_ data: Data) throws -> NBABoxscore {
        guard let game = try JSONDecoder().decode(Wire.self, from: data).game else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no game"))
        }
        return game.box
    }

    struct Wire: Decodable { var game: GameWire? }

    struct GameWire: Decodable {
        var box: NBABoxscore
        enum Key: String, CodingKey {
            case gameId, gameStatus, gameStatusText, period, gameClock, regulationPeriods, gameTimeUTC, attendance, arena, officials
            case awayTeam, homeTeam
        }
        enum ArenaKey: String, CodingKey { case arenaName, arenaCity, arenaState }
        enum OfficialKey: String, CodingKey { case name }

        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, Key.self)
            guard let text: String = f.get(.gameId), let id = Int(text), id > 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: [Key.gameId], debugDescription: "no game id"))
            }
            var arena: String?
            if let a = try? Fields(f.c.superDecoder(forKey: .arena), ArenaKey.self) {
                let parts = [a.get(.arenaName) as String?, a.get(.arenaCity) as String?, a.get(.arenaState) as String?]
                arena = Optional(parts.compactMap { $0?.trimmedWhitespace }.filter { !$0.isEmpty }.joined(separator: ", ")).nonEmpty
            }
            var officials: [String] = []
            if var list = try? f.c.nestedUnkeyedContainer(forKey: .officials) {
                while !list.isAtEnd, officials.count < 8 {
                    guard let o = try? Fields(list.superDecoder(), OfficialKey.self) else { break }
                    if let name: String = o.get(.name), !name.isEmpty { officials.append(name) }
                }
            }
            box = NBABoxscore(gameId: id, status: f.int(.gameStatus), statusText: f.get(.gameStatusText),
                              period: f.count(.period), clock: (f.get(.gameClock) as String?).flatMap { $0.isEmpty ? nil : $0 },
                              regulationPeriods: f.count(.regulationPeriods), startUTC: f.get(.gameTimeUTC),
                              attendance: f.count(.attendance), arena: arena, officials: officials,
                              away: Self.team(f.c, .awayTeam), home: Self.team(f.c, .homeTeam))
        }

        enum TeamKey: String, CodingKey { case teamId, teamTricode, teamCity, teamName, score, periods, players, statistics }
        enum PeriodKey: String, CodingKey { case score }
        enum PlayerKey: String, CodingKey {
            case personId, name, nameI, jerseyNum, position, starter, played, status, notPlayingReason, notPlayingDescription, statistics
        }

        static func team(_ c: KeyedDecodingContainer<Key>, _ key: Key) -> Team {
            guard let t = try? Fields(c.superDecoder(forKey: key), TeamKey.self) else { return Team() }
            var team = Team(id: t.int(.teamId), tricode: t.get(.teamTricode), city: t.get(.teamCity), name: t.get(.teamName),
                            score: t.count(.score))
            if var list = try? t.c.nestedUnkeyedContainer(forKey: .periods) {
                while !list.isAtEnd, team.periods.count < 20 {
                    guard let p = try? Fields(list.superDecoder(), PeriodKey.self) else { break }
                    team.periods.append(p.count(.score) ?? 0)
                }
            }
            if var list = try? t.c.nestedUnkeyedContainer(forKey: .players) {
                var skipped = 0
                while !list.isAtEnd, team.players.count < 40 {
                    guard let decoder = try? list.superDecoder() else { break }
                    if let p = player(decoder) { team.players.append(p) } else { skipped += 1 }
                }
                if skipped > 0 { DecodeReport.current?.add(skipped) }
            }
            if let s = try? Fields(t.c.superDecoder(forKey: .statistics), StatKey.self) {
                team.totals = line(s)
                team.leadChanges = s.count(.leadChanges); team.timesTied = s.count(.timesTied); team.biggestLead = s.count(.biggestLead)
            }
            return team
        }

        static func player(_ decoder: any Decoder) -> Player? {
            guard let p = try? Fields(decoder, PlayerKey.self) else { return nil }
            let full: String? = (p.get(.name) as String?)?.trimmedWhitespace, short: String? = (p.get(.nameI) as String?)?.trimmedWhitespace
            guard let name = Optional(full ?? short ?? "").nonEmpty else { return nil }
            let stats = try? Fields(p.c.superDecoder(forKey: .statistics), StatKey.self)
            return Player(id: p.int(.personId), name: name, shortName: Optional(short ?? "").nonEmpty ?? name,
                          jersey: p.get(.jerseyNum), position: Optional(p.get(.position) ?? "").nonEmpty,
                          starter: flag(p, .starter), played: flag(p, .played), status: p.get(.status),
                          notPlayingReason: Optional(p.get(.notPlayingReason) ?? "").nonEmpty,
                          notPlayingDescription: Optional(p.get(.notPlayingDescription) ?? "").nonEmpty,
                          stats: stats.map(line))
        }

        /// `"1"`, `1` or `true`.
        static func flag(_ f: Fields<PlayerKey>, _ key: PlayerKey) -> Bool {
            if let s: String = f.get(key) { return s == "1" || s.lowercased() == "true" }
            if let b: Bool = f.get(key) { return b }
            return f.int(key) == 1
        }

        enum StatKey: String, CodingKey {
            case minutes, points, reboundsTotal, reboundsOffensive, reboundsDefensive, assists, steals, blocks, turnovers, foulsPersonal
            case fieldGoalsMade, fieldGoalsAttempted, threePointersMade, threePointersAttempted, freeThrowsMade, freeThrowsAttempted
            case plusMinusPoints, leadChanges, timesTied, biggestLead
        }

        static func line(_ s: Fields<StatKey>) -> Line {
            Line(minutes: s.get(.minutes), points: s.count(.points), rebounds: s.count(.reboundsTotal),
                 offensiveRebounds: s.count(.reboundsOffensive), defensiveRebounds: s.count(.reboundsDefensive),
                 assists: s.count(.assists), steals: s.count(.steals), blocks: s.count(.blocks), turnovers: s.count(.turnovers),
                 fouls: s.count(.foulsPersonal), fieldGoalsMade: s.count(.fieldGoalsMade), fieldGoalsAttempted: s.count(.fieldGoalsAttempted),
                 threesMade: s.count(.threePointersMade), threesAttempted: s.count(.threePointersAttempted),
                 freeThrowsMade: s.count(.freeThrowsMade), freeThrowsAttempted: s.count(.freeThrowsAttempted),
                 plusMinus: s.tally(.plusMinusPoints))
        }
    }
}

extension NBABoxscore.Team {
    public var fullName: String {
        switch (city, name) {
        case (let c?, let n?): "\(c) \(n)"
        case (nil, let n?): n
        default: tricode ?? "?"
        }
    }
}

extension NBABoxscore.Player {
    /// Why a player has no line: `DNP – Coach's decision`, `Inactive – Injury: Back; Nerve Impingement`.
    /// While the game is on (`over` false) a player on the bench may still come
    /// in: only one listed inactive or not with the team is said to be out; the
    /// rest have not played yet (`notInYet`).
    public func notPlayingText(over: Bool = true) -> String? {
        guard !played else { return nil }
        if !over {
            let code = (notPlayingReason ?? "").uppercased()
            guard status == "INACTIVE" || code.hasPrefix("INACTIVE") || code.hasPrefix("NWT") else { return Self.notInYet }
        }
        return notPlayingText
    }

    /// A player on the bench of a game still on, who may come in.
    public static let notInYet = "not in yet"

    /// Why a player has no line, the game over.
    public var notPlayingText: String? {
        guard !played else { return nil }
        let code = notPlayingReason ?? (status == "INACTIVE" ? "INACTIVE" : "DNP")
        var words = code.split(separator: "_").map { $0.lowercased() }
        let head: String = switch words.first {
        case "inactive": "Inactive"
        case "nwt": "Not with team"
        default: "DNP"
        }
        if !words.isEmpty { words.removeFirst() }
        var text = head
        let kind = words.joined(separator: " ")
        let reason = kind == "coach" ? "Coach's decision" : kind.capitalizedWords
        if !reason.isEmpty { text += " – " + reason }
        if let d = notPlayingDescription {
            let detail = d.hasPrefix("N/A; ") ? String(d.dropFirst(5)) : d
            if !detail.isEmpty, detail != "N/A" { text += (reason.isEmpty ? " – " : ": ") + detail }
        }
        return text
    }

    /// `43:44` from `PT43M44.00S`; nil when the feed has none or no time was played.
    public var minutesText: String? { NBABoxscore.minutesText(stats?.minutes) }
}

extension NBABoxscore {
    /// Minutes and seconds played, rounded down as the arena's box shows them.
    public static func minutesText(_ iso: String?) -> String? {
        guard let seconds = NBAGameRules.seconds(iso), seconds > 0 else { return nil }
        let whole = Int(seconds.rounded(.down))
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }
}
