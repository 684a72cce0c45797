import FoundationEssentials

/// A league's name in the one game model: `mlb`, `nhl`. Each league declares
/// its own beside its decoder, so a new league adds no case here.
public struct LeagueID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// One game as every league's scoreboard describes it. The board's rows, the
/// printed tables, and what follows teams across leagues read this, never a
/// league's own payload types.
public struct GameSummary: Equatable, Sendable, Identifiable {
    public enum Side: Equatable, Sendable { case away, home }

    public enum State: Equatable, Sendable {
        case scheduled
        /// `period` is the league's words for where the game is (`Top 5th`,
        /// `2nd`); `clock` what is left of it, or `INT` between periods.
        case live(period: String, clock: String?)
        /// Play has stopped for a while (baseball's weather delays); still live.
        case delayed
        /// `detail` when the game went past regulation (`F/10`, `Final/SO`).
        case final(detail: String?)
        case postponed, suspended, cancelled
        /// Stopped and not to be finished as played (a soccer match's weather, crowd or floodlights).
        case abandoned
    }

    public struct Team: Equatable, Sendable {
        /// Unique across leagues: the league's name and its own id (`mlb:147`).
        public var id: String
        public var abbreviation: String
        public var name: String
        /// The score to show: nil until the game has one to show.
        public var score: Int?
        /// `95-67`, `12-5-2`, when the payload carries one.
        public var record: String?
        /// A college team's place in the poll (1–25), drawn `#5` before its name.
        public var rank: Int?

        public init(id: String, abbreviation: String, name: String, score: Int? = nil, record: String? = nil, rank: Int? = nil) {
            self.id = id; self.abbreviation = abbreviation; self.name = name; self.score = score; self.record = record; self.rank = rank
        }

        /// `#5 Ohio State Buckeyes` for a ranked team, the name alone otherwise.
        public var rankedName: String { rank.map { "#\($0) \(name)" } ?? name }
    }

    public var league: LeagueID
    public var id: Int
    public var start: Date?
    public var state: State
    public var away: Team
    public var home: Team
    /// The side that won a final, as the league decides it (a shootout's winner, MLB's `isWinner`).
    public var winner: Side?
    /// Where the game stands beyond the clock, while live: `1 out, runners on 1st and 3rd`, `3rd & 9 at ATL 20`.
    public var situation: String?
    /// Where to watch, national networks first; empty when the feed names none.
    public var watch: [String] = []
    /// The last play in words, when the scoreboard carries it (the NFL's).
    public var lastPlay: String?
    /// Live past regulation (overtime, a shootout, extra innings): the score
    /// was level, which spoiler-free mode must not tell.
    public var overtime = false
    /// The start's day is known but its time is not (`start` is the feed's
    /// placeholder, what print gives; the rows say `TBD`).
    public var timeTBD = false
    /// Soccer: each player sent off so far, in order (`38' Emil Jensen (AVL)`).
    public var redCards: [String] = []
    /// Where it is played (`Acrisure Stadium, Pittsburgh`), when the feed says.
    public var venue: String?
    /// The score by period so far, when the scoreboard carries it.
    public var lineScore: LineScore?
    /// Live and in the closing stretch or past it: the last five minutes of
    /// the last quarter or period, the 9th inning on, a match's last ten
    /// minutes. Where a close game is worth an alert.
    public var late = false
    /// The scoreboard's last play: its id and its kind in the feed's words
    /// (`Interception Return`), where the feed gives them (ESPN's football).
    public var lastPlayID: String?
    public var lastPlayType: String?

    public init(league: LeagueID, id: Int, start: Date?, state: State, away: Team, home: Team, winner: Side? = nil) {
        self.league = league; self.id = id; self.start = start; self.state = state
        self.away = away; self.home = home; self.winner = winner
    }

    public func team(_ side: Side) -> Team { side == .away ? away : home }

    /// Under way, delays included: what live refresh and the `live` marker follow.
    public var isLive: Bool {
        switch state {
        case .live, .delayed: true
        default: false
        }
    }

    public var isFinal: Bool { if case .final = state { true } else { false } }

    /// Postponed, suspended, cancelled or delayed: the row says so in the attention colour.
    public var needsAttention: Bool {
        switch state {
        case .postponed, .suspended, .cancelled, .delayed, .abandoned: true
        default: false
        }
    }

    /// The words on the right of a row and in the `state` column of print:
    /// the start (`7:05 PM`, `TBD`), `Top 5th`, `2nd 12:34`, `Final/OT`, `Postponed`.
    public func stateText(locale: TimeLocale, timeZone: Zone) -> String {
        switch state {
        case .scheduled: timeTBD ? "TBD" : start.map { TimeText.time($0, locale: locale, timeZone: timeZone) } ?? "TBD"
        case .live(let period, let clock): clock.map { "\(period) \($0)" } ?? period
        case .delayed: "Delayed"
        case .final(let detail): detail ?? "Final"
        case .postponed: "Postponed"
        case .suspended: "Suspended"
        case .cancelled: "Cancelled"
        case .abandoned: "Abandoned"
        }
    }
}

/// A league's game that can say itself in the model every league shares.
public protocol Summarized {
    var summary: GameSummary { get }
}

extension MLBGame: Summarized {}
extension NHLGame: Summarized {}
extension NBAGame: Summarized {}
extension ESPNGame: Summarized {}

extension GameSummary {
    /// This answer with the scores an earlier answer of the same game knew
    /// where this one has none: a poll that dropped a score says nothing
    /// about it (unknown is not zero), so it neither reads `0` nor sets off
    /// a goal when the score comes back.
    public func keepingScores(of earlier: GameSummary) -> GameSummary {
        guard earlier.id == id, state != .scheduled, away.score == nil || home.score == nil else { return self }
        var g = self
        if g.away.score == nil { g.away.score = earlier.away.score }
        if g.home.score == nil { g.home.score = earlier.home.score }
        return g
    }
}
