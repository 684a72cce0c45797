import FoundationEssentials

/// `/v1/gamecenter/{id}/play-by-play`: every event of the game in order,
/// with rink coordinates for shots, and the players dressed (`rosterSpots`)
/// that the events name by id.
public struct NHLPlayByPlay: Equatable, Sendable {
    public struct Player: Equatable, Sendable {
        public var name: String
        public var number: Int?
        public var teamId: Int?
    }

    public var game: NHLGame
    public var plays: [NHLPlay]
    public var roster: [Int: Player]

    public init(game: NHLGame, plays: [NHLPlay], roster: [Int: Player] = [:]) {
        self.game = game; self.plays = plays; self.roster = roster
    }

    /// The same through `JSONDecoder` and the `Decodable` types: what the
    /// reading in place (`NHLPlayByPlayReading`) is checked against.
    static func decodedByType(_ data: Data) throws -> NHLPlayByPlay {
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        let game = wire.game
        var roster: [Int: Player] = [:]
        for spot in wire.rosterSpots?.elements ?? [] { roster[spot.id] = spot.player }
        let plays = (wire.plays?.elements ?? []).enumerated()
            .sorted { ($0.element.sortOrder ?? $0.offset, $0.offset) < ($1.element.sortOrder ?? $1.offset, $1.offset) }
            .map(\.element)
        return NHLPlayByPlay(game: game, plays: plays, roster: roster)
    }

    /// Which side an event belongs to, from its owning team's id.
    public func side(_ play: NHLPlay) -> NHLSide? {
        guard let team = play.teamId else { return nil }
        if team == game.away.id { return .away }
        if team == game.home.id { return .home }
        return nil
    }

    public func name(_ id: Int?) -> String? { id.flatMap { roster[$0]?.name } }

    /// The team an event is told for. The API owns a blocked shot to the
    /// blocking team; a fan reads it as the shooter's attempt, so it is the
    /// shooter's team (from the roster, else the other side).
    public func teamId(of play: NHLPlay) -> Int? {
        guard play.kind == "blocked-shot" else { return play.teamId }
        if let shooter = play.details.shooter, let team = roster[shooter]?.teamId { return team }
        guard let owner = play.teamId else { return nil }
        if owner == game.away.id { return game.home.id }
        if owner == game.home.id { return game.away.id }
        return nil
    }

    /// Shots on goal per period and side, counted from the events (the landing
    /// has only totals); shootout attempts are not shots of the game.
    public func shotsByPeriod() -> [Int: (away: Int, home: Int)] {
        var out: [Int: (away: Int, home: Int)] = [:]
        for play in plays where (play.kind == "shot-on-goal" || play.kind == "goal") && play.periodType != "SO" {
            guard play.period > 0, let side = side(play) else { continue }
            var tally = out[play.period] ?? (0, 0)
            if side == .away { tally.away += 1 } else { tally.home += 1 }
            out[play.period] = tally
        }
        return out
    }

    struct Wire: Decodable {
        var game: NHLGame
        var plays: LossyList<NHLPlay>?
        var rosterSpots: LossyList<Spot>?
        enum K: String, CodingKey { case plays, rosterSpots }
        init(from decoder: any Decoder) throws {
            // The game's own fields sit beside the events: one reading of the file for both.
            game = try NHLGame(from: decoder)
            let c = try decoder.container(keyedBy: K.self)
            plays = try? c.decodeIfPresent(LossyList<NHLPlay>.self, forKey: .plays)
            rosterSpots = try? c.decodeIfPresent(LossyList<Spot>.self, forKey: .rosterSpots)
        }
    }

    struct Spot: Decodable {
        var id: Int
        var player: Player
        init(id: Int, player: Player) { self.id = id; self.player = player }
        enum K: String, CodingKey { case playerId, teamId, firstName, lastName, sweaterNumber }
        init(from decoder: any Decoder) throws {
            let f = try Fields(decoder, K.self)
            guard let id = f.int(.playerId) else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no player id")) }
            self.id = id
            let first = f.text(.firstName), last = f.text(.lastName)
            let short = first.flatMap { $0.first }.map { "\($0). " + (last ?? "") } ?? last
            player = Player(name: short ?? "?", number: f.count(.sweaterNumber), teamId: f.int(.teamId))
        }
    }
}

public enum NHLSide: Equatable, Sendable { case away, home }

/// One event of the play-by-play.
public struct NHLPlay: Equatable, Sendable, Decodable {
    public var eventId: Int?
    public var sortOrder: Int?
    public var period = 0
    public var periodType: String?
    public var time: String?
    /// `goal`, `shot-on-goal`, `missed-shot`, `blocked-shot`, `hit`, `penalty`, `faceoff`, …
    public var kind: String
    public var teamId: Int?
    /// Rink feet from centre ice: x −100…100 along the length, y −42.5…42.5.
    public var x: Double?
    public var y: Double?
    /// `left`/`right`: where the home team's goal is this period.
    public var homeDefends: String?
    public var situationCode: String?
    public var details = Details()

    public struct Details: Equatable, Sendable {
        public var scorer: Int?, shooter: Int?, assist1: Int?, assist2: Int?, goalie: Int?
        public var scorerTotal: Int?, assist1Total: Int?, assist2Total: Int?
        public var hitter: Int?, hittee: Int?, winner: Int?, loser: Int?, blocker: Int?, player: Int?
        public var committedBy: Int?, drawnBy: Int?, servedBy: Int?
        public var shotType: String?, reason: String?, descKey: String?, penaltyType: String?
        public var minutes: Int?
        public var awayScore: Int?, homeScore: Int?, awaySOG: Int?, homeSOG: Int?
    }

    public var isGoal: Bool { kind == "goal" }
    public var isPenalty: Bool { kind == "penalty" }
    /// Shots the map draws: on goal, missed, and goals.
    public var isShot: Bool { kind == "shot-on-goal" || kind == "missed-shot" || kind == "goal" }

    public init(kind: String, period: Int, time: String?, teamId: Int?) {
        self.kind = kind; self.period = period; self.time = time; self.teamId = teamId
    }

    enum K: String, CodingKey { case eventId, sortOrder, periodDescriptor, timeInPeriod, typeDescKey, homeTeamDefendingSide, situationCode, details }
    enum D: String, CodingKey {
        case xCoord, yCoord, eventOwnerTeamId, scoringPlayerId, shootingPlayerId, assist1PlayerId, assist2PlayerId, goalieInNetId
        case scoringPlayerTotal, assist1PlayerTotal, assist2PlayerTotal, hittingPlayerId, hitteePlayerId, winningPlayerId
        case losingPlayerId, blockingPlayerId, playerId, committedByPlayerId, drawnByPlayerId, servedByPlayerId
        case shotType, reason, descKey, typeCode, duration, awayScore, homeScore, awaySOG, homeSOG
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, K.self)
        guard let kind: String = f.get(.typeDescKey) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "an event with no type"))
        }
        self.kind = kind
        eventId = f.int(.eventId); sortOrder = f.int(.sortOrder); time = f.get(.timeInPeriod)
        homeDefends = f.get(.homeTeamDefendingSide); situationCode = f.get(.situationCode)
        if let p: NHLPeriodDescriptor = f.get(.periodDescriptor) { period = p.number ?? 0; periodType = p.type }
        guard let nested = try? f.c.nestedContainer(keyedBy: D.self, forKey: .details) else { return }
        // Only the keys an event carries are read (five to ten of the thirty
        // known): asking for each known key was most of the decoding.
        let d = Fields(nested)
        var out = Details()
        for key in nested.allKeys {
            switch key {
            // Coordinates outside the rink (and then some) are not placed at all.
            case .xCoord: x = d.double(key).flatMap { abs($0) <= 110 ? $0 : nil }
            case .yCoord: y = d.double(key).flatMap { abs($0) <= 50 ? $0 : nil }
            case .eventOwnerTeamId: teamId = d.int(key)
            case .scoringPlayerId: out.scorer = d.int(key)
            case .shootingPlayerId: out.shooter = d.int(key)
            case .assist1PlayerId: out.assist1 = d.int(key)
            case .assist2PlayerId: out.assist2 = d.int(key)
            case .goalieInNetId: out.goalie = d.int(key)
            case .scoringPlayerTotal: out.scorerTotal = d.count(key)
            case .assist1PlayerTotal: out.assist1Total = d.count(key)
            case .assist2PlayerTotal: out.assist2Total = d.count(key)
            case .hittingPlayerId: out.hitter = d.int(key)
            case .hitteePlayerId: out.hittee = d.int(key)
            case .winningPlayerId: out.winner = d.int(key)
            case .losingPlayerId: out.loser = d.int(key)
            case .blockingPlayerId: out.blocker = d.int(key)
            case .playerId: out.player = d.int(key)
            case .committedByPlayerId: out.committedBy = d.int(key)
            case .drawnByPlayerId: out.drawnBy = d.int(key)
            case .servedByPlayerId: out.servedBy = d.int(key)
            case .shotType: out.shotType = d.get(key)
            case .reason: out.reason = d.get(key)
            case .descKey: out.descKey = d.get(key)
            case .typeCode: out.penaltyType = d.get(key)
            case .duration: out.minutes = d.count(key)
            case .awayScore: out.awayScore = d.count(key)
            case .homeScore: out.homeScore = d.count(key)
            case .awaySOG: out.awaySOG = d.count(key)
            case .homeSOG: out.homeSOG = d.count(key)
            }
        }
        details = out
    }
}
