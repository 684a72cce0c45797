import FoundationEssentials

/// `liveData/playbyplay/playbyplay_{id}.json`: every action of the game in
/// order. Shots carry where they were taken: `xLegacy`/`yLegacy` in tenths
/// of a foot from the rim, `x`/`y` in percent of the whole court with `side`.
public struct NBAPlayByPlay: Equatable, Sendable {
    public var gameId: Int
    public var actions: [NBAAction]

    public static func decode(_ data: Data) throws -> NBAPlayByPlay {
        guard let game = try JSONDecoder().decode(Wire.self, from: data).game, let text = game.gameId, let id = Int(text), id > 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no game id"))
        }
        return NBAPlayByPlay(gameId: id, actions: game.actions?.elements ?? [])
    }

    struct Wire: Decodable {
        struct Game: Decodable { var gameId: String?; var actions: LossyList<NBAAction>? }
        var game: Game?
    }

    /// Field-goal attempts (not free throws), in order.
    public var shots: [NBAAction] { actions.filter(\.isFieldGoal) }
}

public struct NBAAction: Equatable, Sendable, Decodable {
    public var number: Int
    public var period: Int
    public var clock: String?
    /// `2pt`, `3pt`, `freethrow`, `rebound`, `turnover`, `foul`, `substitution`, `timeout`, `period`, `jumpball`, …
    public var type: String
    public var subType: String?
    public var descriptor: String?
    public var teamTricode: String?
    public var personId: Int?
    public var playerNameI: String?
    public var assistNameI: String?
    public var description: String?
    public var scoreHome: Int?
    public var scoreAway: Int?
    /// `Made`, `Missed`.
    public var shotResult: String?
    public var shotDistance: Double?
    public var x: Double?, y: Double?
    public var xLegacy: Double?, yLegacy: Double?
    /// The basket shot at, with `x`/`y`: `left`, `right`.
    public var side: String?

    enum Key: String, CodingKey {
        case actionNumber, period, clock, actionType, subType, descriptor, teamTricode, personId, playerNameI, assistPlayerNameInitial
        case description, scoreHome, scoreAway, shotResult, shotDistance, x, y, xLegacy, yLegacy, side, isFieldGoal
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(decoder, Key.self)
        guard let number = f.int(.actionNumber), let period = f.count(.period), let type: String = f.get(.actionType) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "an action needs a number, a period and a type"))
        }
        self.number = number; self.period = min(period, 20); self.type = type
        clock = f.get(.clock); subType = f.get(.subType); descriptor = f.get(.descriptor)
        teamTricode = Optional(f.get(.teamTricode) ?? "").nonEmpty
        personId = f.int(.personId); playerNameI = Optional(f.get(.playerNameI) ?? "").nonEmpty
        assistNameI = Optional(f.get(.assistPlayerNameInitial) ?? "").nonEmpty
        description = f.get(.description)
        scoreHome = Self.score(f, .scoreHome); scoreAway = Self.score(f, .scoreAway)
        shotResult = f.get(.shotResult)
        shotDistance = f.double(.shotDistance).flatMap { (0...100).contains($0) ? $0 : nil }
        x = f.double(.x); y = f.double(.y); xLegacy = f.double(.xLegacy); yLegacy = f.double(.yLegacy)
        side = f.get(.side)
        isFieldGoal = f.int(.isFieldGoal) == 1 || type == "2pt" || type == "3pt"
    }

    /// `"102"` as the feed writes it, or a number.
    static func score(_ f: Fields<Key>, _ key: Key) -> Int? {
        if let s: String = f.get(key) { return Int(s).flatMap { (0...1000).contains($0) ? $0 : nil } }
        return f.count(key)
    }

    public var isFieldGoal = false
    public var isMade: Bool { shotResult == "Made" }
    public var isFreeThrow: Bool { type == "freethrow" }
    /// Made field goals and free throws: the plays that change the score.
    public var isScoring: Bool { isMade && (isFieldGoal || isFreeThrow) }
    /// 3 for a three, 2 for any other field goal, 1 for a free throw.
    public var value: Int { type == "3pt" ? 3 : isFreeThrow ? 1 : 2 }

    public init(number: Int, period: Int, type: String) { self.number = number; self.period = period; self.type = type }
}
