import FoundationEssentials

/// One tennis match as ESPN's scoreboard gives it: the draw and round it is
/// in, two players or pairs with their seeds, the sets with any tiebreak,
/// the server while it is played, and how it ended (a retirement, a walkover).
public struct TennisMatch: Equatable, Sendable, Identifiable, Summarized {
    public typealias Phase = ContestPhase

    public enum Ending: Equatable, Sendable { case played, retired, walkover }

    /// One set for one side: games won, and the tiebreak's points where it went to one.
    public struct SetScore: Equatable, Sendable {
        public var games: Int
        public var tiebreak: Int?
        public var won: Bool?

        public init(games: Int, tiebreak: Int? = nil, won: Bool? = nil) { self.games = games; self.tiebreak = tiebreak; self.won = won }
    }

    public struct Side: Equatable, Sendable {
        public var id: String
        /// `Carlos Alcaraz`, `S. Baez / F. Comesana` for a pair.
        public var name: String
        public var shortName: String
        public var country: String?
        public var seed: Int?
        public var sets: [SetScore] = []
        public var won = false
        public var isPair = false

        public init(id: String, name: String, shortName: String) { self.id = id; self.name = name; self.shortName = shortName }

        /// Named by ESPN: a slot not yet filled is `TBD` with a negative id.
        public var isNamed: Bool { !id.hasPrefix("-") && name != "TBD" }
    }

    public var league: LeagueID
    public var id: Int
    public var tournament: String
    /// `Men's Singles`, `Women's Doubles`.
    public var draw: String
    /// `Round 1`, `Quarterfinal`, `Qualifying 2nd Round`.
    public var round: String?
    /// ESPN's number of the round: 1 the main draw's first and up to the final; qualifying's from 11.
    public var roundNumber: Int?
    public var court: String?
    public var start: Date?
    public var phase: Phase
    public var ending: Ending = .played
    /// Best of (3 or 5 sets).
    public var bestOf: Int?
    /// The side serving while it is played (nil: not given).
    public var serving: Contest.Side?
    /// ESPN's line of the result (`Kimmer Coppejans (BEL) bt Yuta Shimizu (JPN) 6-3 6-1`).
    public var note: String?
    public var first: Side
    public var second: Side

    public init(league: LeagueID, id: Int, tournament: String, draw: String, start: Date?, phase: Phase, first: Side, second: Side) {
        self.league = league; self.id = id; self.tournament = tournament; self.draw = draw; self.start = start; self.phase = phase
        self.first = first; self.second = second
    }

    /// Both players are named (a later round's match is listed before they are known, as `TBD`).
    public var isDrawn: Bool { first.isNamed && second.isNamed }

    public var winner: Contest.Side? {
        guard phase == .final, first.won != second.won else { return nil }
        return first.won ? .away : .home
    }

    /// Sets won by each side.
    public var setsWon: (first: Int, second: Int) {
        zip(first.sets, second.sets).reduce((0, 0)) { total, set in
            let (a, b) = set
            if let won = a.won { return won ? (total.0 + 1, total.1) : (b.won == true ? (total.0, total.1 + 1) : total) }
            // A set is won at six or seven games two clear, or seven in a tiebreak.
            guard max(a.games, b.games) >= 6, abs(a.games - b.games) >= 2 || max(a.games, b.games) == 7 else { return total }
            return a.games > b.games ? (total.0 + 1, total.1) : (total.0, total.1 + 1)
        }
    }

    /// A side's sets as a row shows them: `7 6 3`, the loser of a tiebreak with its points (`6(2)`).
    public static func setsText(_ side: Side, against other: Side) -> String {
        side.sets.enumerated().map { i, set in
            let theirs = other.sets.indices.contains(i) ? other.sets[i] : nil
            if let tb = set.tiebreak, let opp = theirs?.tiebreak, tb < opp { return "\(set.games)(\(tb))" }
            return String(set.games)
        }.joined(separator: " ")
    }

    public var summary: Contest {
        let state: Contest.State = switch phase {
        case .scheduled: .scheduled
        case .live: .live(period: "Set \(max(1, first.sets.count))", clock: nil)
        case .final: .final(detail: ending == .retired ? "Ret." : ending == .walkover ? "W/O" : nil)
        case .postponed: .postponed
        case .cancelled: .cancelled
        }
        func side(_ s: Side, _ other: Side, _ won: Int) -> Competitor {
            var c = Competitor(id: "\(league):\(s.id)", abbreviation: TennisMatch.code(s), name: s.name, kind: s.isPair ? .pair : .athlete)
            c.scored = s.sets.isEmpty ? nil : Score(text: TennisMatch.setsText(s, against: other), value: won)
            return c
        }
        let won = setsWon
        var contest = Contest(league: league, id: id, start: start, state: state, away: side(first, second, won.first),
                              home: side(second, first, won.second), winner: winner)
        contest.name = [draw, round].compactMap { $0 }.joined(separator: " · ")
        contest.status = phase == .final ? note : nil
        contest.venue = court
        return contest
    }

    /// `ALC` for Carlos Alcaraz; a pair by its first player's.
    static func code(_ side: Side) -> String {
        let first = side.shortName.components(separatedBy: " / ").first ?? side.shortName
        let words = first.split(separator: " ")
        let surname = words.count > 1 && words[0].hasSuffix(".") ? words.dropFirst().joined() : first
        return String(surname.filter(\.isLetter).prefix(3)).uppercased()
    }
}
