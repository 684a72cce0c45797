import FoundationEssentials

/// One game as ESPN's scoreboard describes it, whatever the league: the teams and their
/// scores by quarter, the status, the live situation, the game's leaders and
/// where to watch. Every field past the id is optional: a game with a
/// missing field shows what is there.
public struct ESPNGame: Equatable, Sendable, Identifiable {
    public struct Team: Equatable, Sendable {
        /// ESPN's team id: what `situation.possession` names.
        public var id: String?
        public var abbreviation: String?
        public var name: String?
        public var score: Int?
        /// Points by quarter as played, overtime included.
        public var quarters: [Int] = []
        /// `7-3`, `4-5-1`: the season's record.
        public var record: String?
        /// At home for the home team, on the road for the away team.
        public var venueRecord: String?
        /// The poll's rank, 1–25 (college); nil unranked.
        public var rank: Int?
        /// ESPN's conference (group) id, college: what `FootballConferences` names.
        public var conferenceID: String?
        /// Soccer: red cards shown so far, penalties scored in a shootout, the two legs' total, the last five (`WWLDW`).
        public var redCards = 0
        public var shootout: Int?
        public var aggregate: Int?
        public var form: String?

        public init(id: String? = nil, abbreviation: String? = nil, name: String? = nil, score: Int? = nil,
                    quarters: [Int] = [], record: String? = nil, venueRecord: String? = nil) {
            self.id = id; self.abbreviation = abbreviation; self.name = name; self.score = score
            self.quarters = quarters; self.record = record; self.venueRecord = venueRecord
        }
    }

    /// Where the ball is while the game is live.
    public struct Situation: Equatable, Sendable {
        /// `3rd & 9 at ATL 20`.
        public var downDistance: String?
        /// The team id with the ball.
        public var possession: String?
        public var isRedZone = false
        /// The last play in words.
        public var lastPlay: String?
        /// The last play's id and its kind in the feed's words (`Fumble Recovery (Opponent)`).
        public var lastPlayID: String?
        public var lastPlayType: String?
        /// Timeouts left in the half, 0…3.
        public var awayTimeouts: Int?
        public var homeTimeouts: Int?

        public init(downDistance: String? = nil, possession: String? = nil, isRedZone: Bool = false, lastPlay: String? = nil) {
            self.downDistance = downDistance; self.possession = possession; self.isRedZone = isRedZone; self.lastPlay = lastPlay
        }
    }

    /// The game's leader in one category: `Passing`, `Marcus Mariota`, `6-9, 51 YDS, 1 TD`.
    public struct Leader: Equatable, Sendable {
        public var category: String
        public var name: String
        public var teamID: String?
        public var line: String

        public init(category: String, name: String, teamID: String?, line: String) {
            self.category = category; self.name = name; self.teamID = teamID; self.line = line
        }
    }

    /// A goal or a card as the scoreboard lists it (soccer's `details`): what
    /// the row's red marks count and an alert names.
    public struct Moment: Equatable, Sendable {
        public enum Kind: String, Equatable, Sendable { case goal, penalty, ownGoal, yellow, red }
        public var kind: Kind
        /// `23'`, `90'+2'`.
        public var minute: String?
        public var teamID: String?
        public var player: String?

        public init(kind: Kind, minute: String?, teamID: String?, player: String?) {
            self.kind = kind; self.minute = minute; self.teamID = teamID; self.player = player
        }

        public var isGoal: Bool { kind == .goal || kind == .penalty || kind == .ownGoal }
    }

    public var id: Int
    /// ESPN's sport (`football`, `soccer`): which rules read the status.
    public var sport = "football"
    public var start: Date?
    /// `STATUS_IN_PROGRESS`, `STATUS_HALFTIME`, `STATUS_FINAL`…
    public var statusName: String?
    /// `pre`, `in`, `post`: what an unknown status name falls back on.
    public var statusState: String?
    /// The feed's own short words for the state (`11:50 - 2nd`, `Final/OT`).
    public var statusDetail: String?
    public var period: Int?
    public var clock: String?
    public var away: Team
    public var home: Team
    public var situation: Situation?
    public var leaders: [Leader] = []
    /// National networks first.
    public var broadcasts: [String] = []
    public var venue: String?
    /// `Atlanta, GA`.
    public var venueCity: String?
    public var attendance: Int?
    public var weather: String?
    /// A headline the feed adds (a playoff round, a game abroad).
    public var note: String?
    /// A playoff series as it stands after this game (`IND wins 4-2`, `BOS leads 3-2`, `Game 7`).
    public var series: String?
    /// Periods in regulation as the feed says (`format.regulation.periods`): 2 for halves.
    public var regulationPeriods: Int?
    /// The regulation periods, four when the feed does not say.
    public var regulation: Int { regulationPeriods ?? 4 }
    /// Soccer: goals and cards in the order played.
    public var moments: [Moment] = []
    /// Soccer: `2nd Leg` of a two-legged tie.
    public var leg: String?
    /// The league the game is in (`nfl`, `ufl`): what its teams' ids in the shared model are scoped by.
    public var league: LeagueID = .nfl

    public init(id: Int, start: Date? = nil, statusName: String? = nil, statusState: String? = nil, statusDetail: String? = nil,
                period: Int? = nil, clock: String? = nil, away: Team, home: Team, situation: Situation? = nil) {
        self.id = id; self.start = start; self.statusName = statusName; self.statusState = statusState
        self.statusDetail = statusDetail; self.period = period; self.clock = clock
        self.away = away; self.home = home; self.situation = situation
    }

    public func team(_ home: Bool) -> Team { home ? self.home : away }

    public var isSoccer: Bool { sport == "soccer" }

    /// The side with the ball, when the feed says and it is one of the two.
    public var possessionIsHome: Bool? {
        guard let id = situation?.possession else { return nil }
        if id == home.id { return true }
        if id == away.id { return false }
        return nil
    }
}
