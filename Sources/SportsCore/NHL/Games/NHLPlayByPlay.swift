import Foundation

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

    public static func decode(_ data: Data) throws -> NHLPlayByPlay {
        let game = try JSONDecoder().decode(NHLGame.self, from: data)
        let wire = try JSONDecoder().decode(Wire.self, from: data)
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
        var plays: LossyList<NHLPlay>?
        var rosterSpots: LossyList<Spot>?
        enum K: String, CodingKey { case plays, rosterSpots }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: K.self)
            plays = try? c.decodeIfPresent(LossyList<NHLPlay>.self, forKey: .plays)
            rosterSpots = try? c.decodeIfPresent(LossyList<Spot>.self, forKey: .rosterSpots)
        }
    }

    struct Spot: Decodable {
        var id: Int
        var player: Player
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
        guard let d = try? Fields(f.c.superDecoder(forKey: .details), D.self) else { return }
        // Coordinates outside the rink (and then some) are not placed at all.
        x = d.double(.xCoord).flatMap { abs($0) <= 110 ? $0 : nil }
        y = d.double(.yCoord).flatMap { abs($0) <= 50 ? $0 : nil }
        teamId = d.int(.eventOwnerTeamId)
        details = Details(scorer: d.int(.scoringPlayerId), shooter: d.int(.shootingPlayerId), assist1: d.int(.assist1PlayerId),
                          assist2: d.int(.assist2PlayerId), goalie: d.int(.goalieInNetId),
                          scorerTotal: d.count(.scoringPlayerTotal), assist1Total: d.count(.assist1PlayerTotal),
                          assist2Total: d.count(.assist2PlayerTotal), hitter: d.int(.hittingPlayerId), hittee: d.int(.hitteePlayerId),
                          winner: d.int(.winningPlayerId), loser: d.int(.losingPlayerId), blocker: d.int(.blockingPlayerId),
                          player: d.int(.playerId), committedBy: d.int(.committedByPlayerId), drawnBy: d.int(.drawnByPlayerId),
                          servedBy: d.int(.servedByPlayerId), shotType: d.get(.shotType), reason: d.get(.reason),
                          descKey: d.get(.descKey), penaltyType: d.get(.typeCode), minutes: d.count(.duration),
                          awayScore: d.count(.awayScore), homeScore: d.count(.homeScore),
                          awaySOG: d.count(.awaySOG), homeSOG: d.count(.homeSOG))
    }
}
