import FoundationEssentials

/// `/api/v1.1/game/{gamePk}/feed/live`: one game as the game center shows it.
/// Real feeds are ragged (a live play has no result yet, `officialDate` can be
/// missing, a batter may have no player entry), so everything past the game's
/// key and its status is optional and a part that cannot be read is left out.
public struct MLBGameFeed: Equatable, Sendable {
    public var gamePk: Int
    /// Seconds the API asks a client to wait between polls (`metaData.wait`).
    public var wait: Int?
    /// The scoreboard's view of the game (status, teams, venue, linescore), so
    /// the game center and the list share one set of rules.
    public var game: MLBGame
    /// Everyone in the game by id: names for box scores and plays.
    public var players: [Int: Player]
    public var weather: Weather?
    public var info: Info?
    public var probablePitchers: MLBGame.Sides<MLBGame.Person>
    public var decisions: MLBGame.Decisions?
    /// Every plate appearance in order, the current one last while live.
    public var plays: [Play]
    /// Indexes into `plays`; ones past the end are dropped when decoded.
    public var scoringPlays: [Int]
    public var box: MLBBoxscore?

    public struct Player: Equatable, Sendable {
        public var fullName: String?
        public var boxscoreName: String?
        public var lastName: String?
        public var position: String?
        public var batSide: String?
        public var pitchHand: String?
        public var number: String?
    }

    public struct Weather: Equatable, Sendable {
        public var condition: String?
        public var temp: String?
        public var wind: String?
    }

    public struct Info: Equatable, Sendable {
        public var attendance: Int?
        public var firstPitch: String?
        public var gameDurationMinutes: Int?
    }

    /// The name a box score prints: the payload's own `boxscoreName`, else the last name.
    public func shortName(_ id: Int?) -> String? {
        guard let id, let p = players[id] else { return nil }
        return p.boxscoreName ?? p.lastName ?? p.fullName
    }

    public func fullName(_ person: MLBGame.Person?) -> String? {
        person?.fullName ?? person?.id.flatMap { players[$0]?.fullName }
    }

    /// The plate appearances that scored, in order, ignoring indexes past the plays.
    public var scoring: [Play] {
        scoringPlays.filter { plays.indices.contains($0) }.map { plays[$0] }
    }

    /// The plate appearance under way (live) or the last one (final).
    public var currentPlay: Play? { plays.last }

}

extension MLBGame {
    /// Away and home of anything, either possibly missing.
    public struct Sides<Value: Equatable & Sendable>: Equatable, Sendable {
        public var away: Value?
        public var home: Value?
        public init(away: Value? = nil, home: Value? = nil) { self.away = away; self.home = home }
        public subscript(side: ScoreRules.Side) -> Value? { side == .away ? away : home }
    }

    /// The pitchers of record of a final game.
    public struct Decisions: Equatable, Sendable {
        public var winner: Pitcher?
        public var loser: Pitcher?
        public var save: Pitcher?
        public init(winner: Pitcher? = nil, loser: Pitcher? = nil, save: Pitcher? = nil) {
            self.winner = winner; self.loser = loser; self.save = save
        }
    }

    /// A pitcher as the schedule hydrates him: season W-L and ERA, and today's note.
    public struct Pitcher: Equatable, Sendable {
        public var id: Int?
        /// `Taillon`: the last word of the full name, kept (rows show it on every frame).
        public private(set) var lastName: String?
        public var fullName: String? { didSet { lastName = Self.lastWord(fullName) } }
        public var wins: Int?
        public var losses: Int?
        public var era: String?
        /// The season's innings, strikeouts and WHIP, for a probable starter's line.
        public var inningsPitched: String?
        public var strikeOuts: Int?
        public var whip: String?
        /// `(W, 5-3)` from the game log, when the payload has one.
        public var note: String?
        public init(id: Int? = nil, fullName: String? = nil, wins: Int? = nil, losses: Int? = nil, era: String? = nil, note: String? = nil) {
            self.id = id; self.fullName = fullName; self.wins = wins; self.losses = losses; self.era = era; self.note = note
            self.lastName = Self.lastWord(fullName)
        }

        static func lastWord(_ name: String?) -> String? { name?.split(separator: " ").last.map(String.init) }
    }
}

/// One plate appearance.
public struct MLBPlay: Equatable, Sendable {
    public var result: Result?
    public var about: About?
    public var count: Count?
    public var matchup: Matchup?
    /// The pitches only (actions such as mound visits are left out).
    public var pitches: [Pitch]

    public struct Result: Equatable, Sendable {
        public var event: String?
        public var eventType: String?
        public var description: String?
        public var rbi: Int?
        public var awayScore: Int?
        public var homeScore: Int?
        public var isOut: Bool?
        public init(event: String? = nil, description: String? = nil, awayScore: Int? = nil, homeScore: Int? = nil) {
            self.event = event; self.description = description; self.awayScore = awayScore; self.homeScore = homeScore
        }
    }

    public struct About: Equatable, Sendable {
        public var atBatIndex: Int?
        public var halfInning: String?
        public var isTopInning: Bool?
        public var inning: Int?
        public var isComplete: Bool?
        public var isScoringPlay: Bool?
        public init(inning: Int? = nil, isTopInning: Bool? = nil, isComplete: Bool? = nil, isScoringPlay: Bool? = nil) {
            self.inning = inning; self.isTopInning = isTopInning; self.isComplete = isComplete; self.isScoringPlay = isScoringPlay
        }
    }

    public struct Count: Equatable, Sendable {
        public var balls: Int?
        public var strikes: Int?
        public var outs: Int?
    }

    public struct Matchup: Equatable, Sendable {
        public var batter: MLBGame.Person?
        public var pitcher: MLBGame.Person?
        public var batSide: Code?
        public var pitchHand: Code?
        public var postOnFirst: MLBGame.Person?
        public var postOnSecond: MLBGame.Person?
        public var postOnThird: MLBGame.Person?
    }

    public struct Code: Equatable, Sendable {
        public var code: String?
        public var description: String?
    }

    public struct Pitch: Equatable, Sendable {
        public var number: Int?
        /// `FF`, `Four-Seam Fastball`.
        public var type: Code?
        /// `B`, `Ball`; `S`, `Swinging Strike`; `X`, `In play, out(s)`.
        public var call: Code?
        public var isBall: Bool
        public var isStrike: Bool
        public var isInPlay: Bool
        public var speed: Double?
        public var pX: Double?
        public var pZ: Double?
        public var zoneTop: Double?
        public var zoneBottom: Double?
        /// The count after this pitch.
        public var count: Count?
    }

    public init(result: Result? = nil, about: About? = nil, count: Count? = nil, matchup: Matchup? = nil, pitches: [Pitch] = []) {
        self.result = result; self.about = about; self.count = count; self.matchup = matchup; self.pitches = pitches
    }

    /// True once the plate appearance has a result (a live one has none yet).
    public var isComplete: Bool { about?.isComplete ?? (result?.event != nil) }
    public var isScoring: Bool { about?.isScoringPlay ?? false }
    public var isTop: Bool { about?.isTopInning ?? (about?.halfInning == "top") }
}

extension MLBGameFeed {
    public typealias Play = MLBPlay
}

extension MLBPlay {
    /// Each pitch's count after it: balls up to four, strikes up to three,
    /// a foul adding a strike only below two (a foul bunt, `L`, always counts).
    static func counted(_ pitches: [Pitch]) -> [Pitch] {
        var balls = 0, strikes = 0
        return pitches.map { pitch in
            var p = pitch
            let code = pitch.call?.code ?? ""
            if pitch.isBall { balls = min(4, balls + 1) }
            else if code == "F" || code == "R" { if strikes < 2 { strikes += 1 } }
            else if pitch.isStrike { strikes = min(3, strikes + 1) }
            p.count = Count(balls: balls, strikes: strikes, outs: nil)
            return p
        }
    }
}
