import FoundationEssentials

/// A league's postseason as a tree: rounds from the first to the final, each
/// a list of series slots in draw order, so that slots `2k` and `2k+1` of a
/// round feed slot `k` of the next (or slot `k` alone, in a round `fedBy` one:
/// baseball's wild card series each feed a division series with a club that
/// had a bye). A slot whose teams are not known yet has
/// no entrants (drawn as `TBD`); nothing is ever guessed.
public struct PlayoffBracket: Equatable, Sendable {
    public var season: Int
    public var rounds: [PlayoffRound]
    /// What the answer said that could not be taken as it was, and how it was read instead.
    public var problems: [String]

    public init(season: Int, rounds: [PlayoffRound], problems: [String] = []) {
        self.season = season; self.rounds = rounds; self.problems = problems
    }

    public var series: [PlayoffSeries] { rounds.flatMap(\.slots) }
    /// No series has a team yet: the league has not drawn this postseason.
    public var isUndrawn: Bool { series.allSatisfy { $0.top == nil && $0.bottom == nil } }
}

public struct PlayoffRound: Equatable, Sendable {
    public var name: String
    public var slots: [PlayoffSeries]
    /// How many slots of the round before feed each slot of this one: 2, or 1 where the other club had a bye.
    public var fedBy: Int

    public init(name: String, slots: [PlayoffSeries], fedBy: Int = 2) { self.name = name; self.slots = slots; self.fedBy = fedBy }

    /// The slots of the round before that feed slot `slot` of this one.
    public func feeders(of slot: Int) -> Range<Int> { (slot * fedBy)..<((slot + 1) * fedBy) }
}

/// One series: its two teams (top seed first), the wins each has and who won it.
public struct PlayoffSeries: Equatable, Sendable {
    /// The league's name for the series (the NHL's letters A to O).
    public var code: String
    /// 1 for the first round.
    public var round: Int
    public var top: Entrant?
    public var bottom: Entrant?
    public var neededToWin: Int
    public var winner: Side?
    /// A game of the series under way, where the answer has it (MLB's does).
    public var live: LiveGame?

    public enum Side: Equatable, Sendable { case top, bottom }

    public struct Entrant: Equatable, Sendable {
        /// The seed as the league writes it (`D1`, `WC2`, `3`).
        public var seed: String?
        public var id: Int?
        public var abbreviation: String
        /// The club's short name (`Sabres`) and its whole name (`Buffalo Sabres`).
        public var name: String
        public var fullName: String
        public var wins: Int

        public init(seed: String?, id: Int?, abbreviation: String, name: String, fullName: String, wins: Int) {
            self.seed = seed; self.id = id; self.abbreviation = abbreviation; self.name = name; self.fullName = fullName; self.wins = wins
        }
    }

    public init(code: String, round: Int, top: Entrant? = nil, bottom: Entrant? = nil, neededToWin: Int = 4, winner: Side? = nil) {
        self.code = code; self.round = round; self.top = top; self.bottom = bottom; self.neededToWin = neededToWin; self.winner = winner
    }

    public func entrant(_ side: Side) -> Entrant? { side == .top ? top : bottom }

    /// A game of the series being played: its number, each club's runs and where it stands (`Top 7th`).
    public struct LiveGame: Equatable, Sendable {
        public var number: Int?
        public var topScore: Int
        public var bottomScore: Int
        public var state: String

        public init(number: Int?, topScore: Int, bottomScore: Int, state: String) {
            self.number = number; self.topScore = topScore; self.bottomScore = bottomScore; self.state = state
        }

        public func score(_ side: Side) -> Int { side == .top ? topScore : bottomScore }
    }

    /// Both teams are known and at least one game has been won.
    public var isBegun: Bool { (top?.wins ?? 0) + (bottom?.wins ?? 0) > 0 }

    /// `BUF wins 4-2`, `CAR leads 2-0`, `Series tied 1-1`, `Game 7`; `Not begun`; `TBD` while a team is unknown.
    public var state: String {
        guard let top, let bottom else { return "TBD" }
        if let winner, let w = entrant(winner), let l = entrant(winner == .top ? .bottom : .top) {
            return "\(w.abbreviation) wins \(w.wins)-\(l.wins)"
        }
        if !isBegun { return "Not begun" }
        return SeriesText.say(top: top.abbreviation, topWins: top.wins, bottom: bottom.abbreviation, bottomWins: bottom.wins,
                              needed: neededToWin, gameNumber: nil)
    }
}

extension PlayoffSeries {
    /// The answer's wins made sense of, for every league's reader: wins beyond the series held at
    /// `neededToWin`; with one club still to be decided, no wins; the winner the answer names
    /// (`winningTeam`, one of the two clubs' ids), else the club with the wins needed, and neither
    /// when both have them. Each thing wrong is said in `problems`, begun with `label`.
    mutating func settle(_ label: String, winningTeam: Int? = nil, problems: inout [String]) {
        for side in [Side.top, .bottom] {
            guard let team = entrant(side), team.wins > neededToWin else { continue }
            problems.append("\(label): \(team.wins) wins for \(team.abbreviation), more than a series to \(neededToWin) allows; shown as \(neededToWin)")
            if side == .top { top?.wins = neededToWin } else { bottom?.wins = neededToWin }
        }
        guard let a = top, let b = bottom else {
            top?.wins = 0; bottom?.wins = 0
            return
        }
        if a.wins >= neededToWin && b.wins >= neededToWin {
            problems.append("\(label): both \(a.abbreviation) and \(b.abbreviation) have \(neededToWin) wins; no winner is shown")
        } else if let id = winningTeam, id == a.id || id == b.id {
            winner = id == a.id ? .top : .bottom
        } else if a.wins >= neededToWin {
            winner = .top
        } else if b.wins >= neededToWin {
            winner = .bottom
        }
    }
}

/// A series' standing as fans say it, for every league that plays series.
public enum SeriesText {
    /// `CAR leads 2-1`, `Series tied 2-2`, `Game 7`, `FLA wins 4-1`; before a game is decided, `Game 1` (or the game under way).
    public static func say(top: String, topWins: Int, bottom: String, bottomWins: Int, needed: Int, gameNumber: Int?) -> String {
        let high = max(topWins, bottomWins), low = min(topWins, bottomWins)
        let leader = topWins >= bottomWins ? top : bottom
        if high >= needed { return "\(leader) wins \(high)-\(low)" }
        if high == needed - 1 && low == high { return "Game \(2 * needed - 1)" }
        if high == 0 { return "Game \(gameNumber ?? 1)" }
        if high == low { return "Series tied \(high)-\(low)" }
        return "\(leader) leads \(high)-\(low)"
    }
}
