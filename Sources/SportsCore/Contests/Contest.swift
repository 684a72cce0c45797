import FoundationEssentials

/// A league's name in the one game model: `mlb`, `nhl`. Each league declares
/// its own beside its decoder, so a new league adds no case here.
public struct LeagueID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// One contest as every league's scoreboard describes it: a game, a match,
/// a bout, a race or a round. The board's rows, the printed tables, and what
/// follows teams and athletes across leagues read this, never a league's own
/// payload types. Its shape says who is in it: two sides, or a field.
public struct Contest: Equatable, Sendable, Identifiable {
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

    /// A head-to-head contest's sides: teams, players, pairs or fighters.
    public typealias Team = Competitor

    /// Who is in it: two sides, or a ranked field.
    public enum Shape: Equatable, Sendable {
        /// Two sides (a game, a tennis match, a bout), drawn away then home unless the sport puts home first.
        case headToHead(away: Competitor, home: Competitor)
        /// Entrants ranked by place (a race, a round of golf), best first.
        case field([Entrant])
    }

    public var league: LeagueID
    public var id: Int
    public var start: Date?
    public var state: State
    public var shape: Shape
    /// The contest's own name, where one event holds several (`Qualifying`, `Lightweight`, `Men's Singles · Round 1`).
    public var name: String?
    /// The sport's words for where it stands when the state's are not enough (`India won by 3 wkts`).
    public var status: String?
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
    /// A playoff series as it stands with this game (`CAR leads 2-1`, `Game 7`, `FLA wins 4-1`).
    public var series: String?

    /// The series is over (`FLA wins 4-1`): what an alert and My Teams call won or lost.
    public var seriesDecided: Bool { series?.contains(" wins ") == true }

    public init(league: LeagueID, id: Int, start: Date?, state: State, away: Team, home: Team, winner: Side? = nil) {
        self.league = league; self.id = id; self.start = start; self.state = state
        shape = .headToHead(away: away, home: home); self.winner = winner
    }

    /// A field contest: its entrants, best placed first.
    public init(league: LeagueID, id: Int, start: Date?, state: State, field: [Entrant], name: String? = nil) {
        self.league = league; self.id = id; self.start = start; self.state = state
        shape = .field(field); self.name = name
    }

    /// The away side of a head-to-head contest; a field has none (`Competitor.nobody`, and writing it does nothing).
    public var away: Team {
        get { if case .headToHead(let away, _) = shape { away } else { .nobody } }
        set { if case .headToHead(_, let home) = shape { shape = .headToHead(away: newValue, home: home) } }
    }

    /// The home side of a head-to-head contest; a field has none.
    public var home: Team {
        get { if case .headToHead(_, let home) = shape { home } else { .nobody } }
        set { if case .headToHead(let away, _) = shape { shape = .headToHead(away: away, home: newValue) } }
    }

    /// A field's entrants, best placed first; none for a head-to-head contest.
    public var field: [Entrant] { if case .field(let entrants) = shape { entrants } else { [] } }

    public var isField: Bool { if case .field = shape { true } else { false } }

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
    var summary: Contest { get }
}

extension MLBGame: Summarized {}
extension NHLGame: Summarized {}
extension NBAGame: Summarized {}
extension ESPNGame: Summarized {}

extension Contest {
    /// This answer with the scores an earlier answer of the same game knew
    /// where this one has none: a poll that dropped a score says nothing
    /// about it (unknown is not zero), so it neither reads `0` nor sets off
    /// a goal when the score comes back.
    public func keepingScores(of earlier: Contest) -> Contest {
        guard earlier.id == id, state != .scheduled, away.score == nil || home.score == nil else { return self }
        var g = self
        if g.away.score == nil { g.away.score = earlier.away.score }
        if g.home.score == nil { g.home.score = earlier.home.score }
        return g
    }
}

extension Contest {
    /// Whether a followed team or athlete is in it: one of its two sides, or an entrant of its field.
    public func involves(_ ids: Set<String>) -> Bool {
        switch shape {
        case .headToHead(let away, let home): ids.contains(away.id) || ids.contains(home.id)
        case .field(let field): field.contains { ids.contains($0.competitor.id) }
        }
    }

    /// The followed entrant of a field, by id.
    public func entrant(_ id: String) -> Entrant? { field.first { $0.competitor.id == id } }

    /// How an alert or a title names it: `CHC @ DET`, or a field's own name (`Race`, `The RSM Classic`).
    public var matchup: String {
        isField ? (name ?? league.rawValue.uppercased()) : "\(away.abbreviation) @ \(home.abbreviation)"
    }
}

extension FollowedTeam {
    /// Whether it plays in the contest: as one of its sides, or in its field; a player, through their team.
    public func isIn(_ contest: Contest) -> Bool { contest.involves(playsFor.map { [id, $0] } ?? [id]) }
}
