import FoundationEssentials
import SportsCore
import TerminalUI

/// One league's scoreboard in the Scores tab: its date, games, selection,
/// game center and standings, kept as they were while another league is on screen.
public struct BoardState<L: League>: Equatable, Sendable, ListScreenState {
    /// Which league of its sport this board is (the table's row says the rest).
    public var league: ScoresLeague
    public var date: Day
    public var load = Loadable<L.Slate, FetchError>() {
        didSet {
            games = load.value.map(L.games) ?? []
            summaries = games.map(L.summary)
            // The reducer arranges the rows with the context; until it does, or when they no longer fit, one a game.
            if rows.lazy.filter(\.isGame).count != games.count { rows = games.indices.map(BoardRow.game) }
        }
    }
    /// The slate's games, and the same in the shared model, made once per answer (rows are drawn every frame).
    public private(set) var games: [L.Game] = []
    public private(set) var summaries: [Contest] = []
    /// The list's lines: the games, under the league's headings where it has them.
    var rows: [BoardRow] = []
    /// The heading lines' indices (pinned while their games scroll).
    var headers: [Int] { rows.indices.filter { rows[$0].isHeading } }
    public var list = ListDetail()
    /// The selected game's center, when it has been on screen.
    public var center: L.Center?
    /// Finished games fetched this run, shown again at once.
    public var kept = KeptFinals<L.Center.Kept>()
    /// Offline: the dates that have bundled samples.
    public var bundledDates: [Day]?
    public var standings: L.Standings.State
    public var bracket: L.Bracket.State
    public var leaders: L.Leaders.State
    /// A player's page, opened over the leaders or by a route (the leagues whose players ESPN describes).
    public var player: PlayerPageState
    /// A team's page, opened from a game, a search or a route (the same leagues).
    public var team: TeamPageState
    /// What the board pushed over its list (whose own routes hold the game's center).
    public private(set) var routes = Routes<BoardRoute>()
    public var showingStandings: Bool { routes.top == .standings }
    public var showingBracket: Bool { routes.top == .bracket }
    public var showingLeaders: Bool { routes.top == .leaders }
    public var showingPlayer: Bool { routes.top == .player }
    public var showingTeam: Bool { routes.top == .team }
    /// Standings, a bracket or a draw is over the list.
    public var showingCover: Bool { routes.top != nil }
    /// Spoiler-free mode covers the standings (records, streaks and the last
    /// ten count today's results) until `v`, for the rest of the run.
    public var standingsRevealed = false
    /// A game to select and open once its day has loaded (a jump from My Teams).
    public var pendingGame: Int?
    /// A team whose game to select once its day has loaded (a game from a team's page, on a board whose ids are not ESPN's).
    public var pendingTeam: String?
    /// The live refresh's and the center's polls: slower after failures, never before `Retry-After`.
    public var pace = PollPace()
    public var centerPace = PollPace()

    public init(league: ScoresLeague, date: Day, bundledDates: [Day]? = nil, standings: L.Standings.State, bracket: L.Bracket.State,
                leaders: L.Leaders.State) {
        self.league = league
        self.date = date
        self.bundledDates = bundledDates
        self.standings = standings
        self.bracket = bracket
        self.leaders = leaders
        player = PlayerPageState(league: league)
        team = TeamPageState(league: league)
    }

    public var isLoading: Bool { load.isLoading }
    public var failure: FetchError? { load.failure }

    public var selectedGame: L.Game? {
        gameIndex(atRow: list.selected).map { games[$0] }
    }

    /// The game on a line of the list, when the line is a game's.
    func gameIndex(atRow i: Int) -> Int? {
        guard rows.indices.contains(i), case .game(let g) = rows[i], games.indices.contains(g) else { return nil }
        return g
    }

    /// The line of the list that shows game `g`.
    func row(ofGame g: Int) -> Int? { rows.firstIndex(of: .game(g)) }

    public var hasLiveGame: Bool { summaries.contains(where: \.isLive) }

    /// A game with a start time not begun yet: what a board on screen may have to watch begin.
    var hasGameComing: Bool { summaries.contains { $0.state == .scheduled && !$0.timeTBD && $0.start != nil } }

    /// How long until the day shown needs asking again for a game that has not begun: none for one past its
    /// start (real games sit in `Pre-Game` for minutes after it: watched at the live pace), until its start
    /// for one later (the preview's line-ups change too: at most ten minutes), nil for none within six hours.
    func untilComing(at now: Date) -> TimeInterval? {
        let starts = summaries.filter { $0.state == .scheduled && !$0.timeTBD }.compactMap(\.start)
            .filter { $0.timeIntervalSince(now) < 6 * 3600 && now.timeIntervalSince($0) < 4 * 3600 }
        return starts.map { min(600, max(0, $0.timeIntervalSince(now))) }.min()
    }
}

/// What a board pushes over its games.
public enum BoardRoute: Equatable, Sendable {
    case standings
    case bracket
    case leaders
    case player
    case team

    /// Its word in a route (`nhl/bracket`) unless the league names it otherwise (tennis's `draws`).
    public var word: String {
        switch self {
        case .standings: "standings"
        case .bracket: "bracket"
        case .leaders: "leaders"
        case .player: "player"
        case .team: "team"
        }
    }
}

extension BoardState {
    mutating func push(_ route: BoardRoute) { routes.push(route) }
    mutating func popRoute() { routes.pop() }
    mutating func popToList() { routes.popToRoot() }
    /// A page on top: back to it where it is pushed already (each page is on the stack once), else pushed.
    mutating func raise(_ route: BoardRoute) { routes.raise(route) }
}

/// The finished games' answers fetched this run: a final never changes, so
/// going back to one shows it at once. Bounded: the oldest leaves first.
/// Each answer is held once by reference: a frame compares the board's state
/// (its drawings are memoised by it), and six whole feeds compared field by
/// field were a fifth of a game center's frame.
public struct KeptFinals<Kept: Equatable & Sendable>: Equatable, Sendable {
    public static var limit: Int { 6 }
    private(set) var games: [(id: Int, kept: KeptAnswer<Kept>)] = []

    public init() {}

    public subscript(id: Int) -> Kept? { games.last { $0.id == id }?.kept.value }

    mutating func keep(_ kept: Kept, id: Int) {
        games.removeAll { $0.id == id }
        games.append((id, KeptAnswer(kept)))
        if games.count > Self.limit { games.removeFirst(games.count - Self.limit) }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.games.count == b.games.count && zip(a.games, b.games).allSatisfy { $0.id == $1.id && $0.kept == $1.kept }
    }
}

/// One kept answer, never changed once made: the same object is the same answer.
final class KeptAnswer<Value: Equatable & Sendable>: Equatable, Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (a: KeptAnswer, b: KeptAnswer) -> Bool { a === b || a.value == b.value }
}

extension BoardState where L: LeagueRules {
    /// A board with its standings as given and its other tables as they start.
    init(league: ScoresLeague, date: Day, bundledDates: [Day]? = nil, standings: L.Standings.State) {
        self.init(league: league, date: date, bundledDates: bundledDates, standings: standings,
                  bracket: L.Bracket.initial(league, date, offline: nil), leaders: L.Leaders.initial(league, date, offline: nil))
    }
}
