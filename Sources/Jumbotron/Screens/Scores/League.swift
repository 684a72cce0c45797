import FoundationEssentials
import SportsCore
import TerminalUI

/// A league in the Scores tab, by its types: what a day's schedule decodes
/// to, its game center and its standings. Everything a league does is in
/// `LeagueRules`; the board, the center driver and their views are written
/// once against it, so a new league is a folder and a line in the league table.
public protocol League: SendableMetatype {
    associatedtype Game: Equatable & Sendable & Summarized
    /// What a schedule answer decodes to: the games, and for a league whose
    /// unit is a week, what the feed says of the week (its number, the byes).
    associatedtype Slate: Equatable & Sendable = [Game]
    static func games(in slate: Slate) -> [Game]
    /// The slate with its games replaced (arranged, or patched by a center).
    static func slate(_ slate: Slate, with games: [Game]) -> Slate
    associatedtype Center: GameCenterModel where Center.Game == Game
    associatedtype Standings: StandingsModel
    /// Its postseason as a tree, pushed over the board with `b` (none by default).
    associatedtype Bracket: StandingsModel = NoStandings
    /// Its statistical leaders, pushed over the board with `L` (none by default).
    associatedtype Leaders: StandingsModel = NoStandings
}

extension League {
    /// A game in the model every league shares: rows and print read this.
    public static func summary(_ game: Game) -> Contest { game.summary }
}

/// A game center's state, by its types: the sections it offers, the answers
/// it is fed, its own intents (`!`, `o`, `[`) and what it keeps of a final.
public protocol GameCenterModel: Equatable, Sendable {
    associatedtype Game: Equatable & Sendable
    associatedtype Section: CenterSection
    associatedtype Answer: Equatable & Sendable
    associatedtype Intent: Equatable & Sendable
    associatedtype Kept: Equatable & Sendable
}

/// A center's section as its strip, its key and the hint bar name it.
public protocol CenterSection: Hashable, CaseIterable, Sendable where AllCases == [Self] {
    var title: String { get }
    /// The strip's word for it.
    var short: String { get }
    var key: Character { get }
    var hint: String { get }
}

/// A league's standings pushed over its board with `s`, or another table
/// pushed the same way (its bracket, a tennis draw).
public protocol StandingsModel: SendableMetatype {
    associatedtype State: Equatable & Sendable
    associatedtype Action: Equatable & Sendable
}

/// What the shell asks of a league. Pure, like every reducer: fetches come back as data.
protocol LeagueRules: League where Center: CenterRules, Standings: StandingsRules, Bracket: StandingsRules,
                                      Leaders: StandingsRules {
    /// The fetch plan for a day of one league of the family (`today`: a league whose today
    /// comes from elsewhere than its other days, as the NBA's).
    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<Slate>
    /// One league's offline sample days, and the one its board opens on.
    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?)
    /// What `←`/`→` step by: a day, or the NFL's week.
    static var step: BoardStep { get }
    /// The board's heading: the day, or the week and the day.
    static func heading(_ date: Day, _ slate: Slate?, _ context: ScreenContext) -> String
    /// The list: the games, under headings (pinned) and followed by notes where the league has them.
    static func rows(_ slate: Slate, _ context: ScreenContext) -> [BoardRow]
    /// A row's line under the teams (the down and distance), when the game has one now.
    static func situation(_ game: Game) -> RowSituation?
    /// The side marked on its row (the team with the ball).
    static func marked(_ game: Game) -> Contest.Side?
    /// Players a side has had sent off (soccer's red cards): marked by its name.
    static func sentOff(_ game: Game, _ side: Contest.Side) -> Int
    /// How long a day with a live game waits before it is fetched again.
    static func livePace(_ configured: Duration) -> Duration
    static var longestGame: TimeInterval { get }
    /// The day's games in the board's order (MLB puts starred clubs first).
    static func arrange(_ games: [Game], _ context: ScreenContext) -> [Game]
    /// The home side on the row's first line (soccer's way), not the away side.
    static var homeFirst: Bool { get }
    /// A row's width for its state (`Final/2OT` needs ten columns).
    static var stateWidth: Int { get }
    /// A row's width for a side's score: three for runs, goals and points; more for cricket's `227 & 231`.
    static var scoreWidth: Int { get }
    /// A followed team's games go first in each run of rows (not on a leaderboard, whose order is the point).
    static var followedFirst: Bool { get }
    /// A row's lines with its rule (three for two sides; one for a leaderboard's line).
    static var rowHeight: Int { get }
    /// Draws a row: two sides by default; a family whose rows are not two sides draws its own.
    static func drawRow(_ game: Contest, _ row: Game, _ look: RowLook, into canvas: inout Canvas, area: Rect)
    /// The badge on a team's row, in the club's colours.
    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style
    /// What a row adds beside a team's name when there is room (pitchers of record).
    static func note(_ game: Game, _ side: Contest.Side) -> String?
    /// The row takes what a fresher center answer says of the game (clock, score).
    static func patch(_ row: Game, with center: Center) -> Game
    /// `print game --league`: the sections' names (the first by default), and one as a table.
    static var printSections: [String] { get }
    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable
    /// `print standings --league`: nil where the league has none.
    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable?
}

extension League where Slate == [Game] {
    public static func games(in slate: [Game]) -> [Game] { slate }
    public static func slate(_ slate: [Game], with games: [Game]) -> [Game] { games }
}

/// How a board row is to be drawn: selected, spoilers hidden, who is followed, the state's words when held back.
struct RowLook {
    var selected: Bool
    var hidden: Bool
    var display: DisplayOptions
    var theme: Theme
    var badgeWidth: Int
    var followed: Set<String>
    var marked: Bool
    var state: String?
}

/// What the board's arrows step by, and how its keys name it.
struct BoardStep {
    var days: Int
    var word: String
    /// `t`'s help: today, or the week it falls in.
    var current: String

    static let day = BoardStep(days: 1, word: "day", current: "Today")
    static let week = BoardStep(days: 7, word: "week", current: "This week")
}

/// A row's line under its teams: what is happening, and a flag to catch the eye (`RED ZONE`).
struct RowSituation: Equatable, Sendable {
    var text: String
    var flag: String?
}

/// A line of the board's list: a game (its index in the slate's games), a
/// heading over the games that follow, or a note after them.
enum BoardRow: Equatable, Sendable {
    case game(Int)
    case heading(String)
    case note(String)

    var isGame: Bool { if case .game = self { true } else { false } }
    var isHeading: Bool { if case .heading = self { true } else { false } }
}

extension LeagueRules {
    static var step: BoardStep { .day }
    static func heading(_ date: Day, _ slate: Slate?, _ context: ScreenContext) -> String {
        TimeText.longDate(date, locale: context.display.locale)
    }
    static func rows(_ slate: Slate, _ context: ScreenContext) -> [BoardRow] { games(in: slate).indices.map(BoardRow.game) }
    static func situation(_ game: Game) -> RowSituation? { nil }
    static func hasSituation(_ game: Game) -> Bool { situation(game) != nil }
    static func marked(_ game: Game) -> Contest.Side? { nil }
    static func sentOff(_ game: Game, _ side: Contest.Side) -> Int { 0 }
    static var homeFirst: Bool { false }
    static var scoreWidth: Int { 3 }
    static var rowHeight: Int { 3 }
    static var followedFirst: Bool { true }
    static func drawRow(_ game: Contest, _ row: Game, _ look: RowLook, into canvas: inout Canvas, area: Rect) {
        GameRowView<Self>.render(game, row, selected: look.selected, display: look.display, theme: look.theme, into: &canvas, area: area,
                                 hideScores: look.hidden, badgeWidth: look.badgeWidth, followed: look.followed, marked: look.marked,
                                 state: look.state)
    }
    static func livePace(_ configured: Duration) -> Duration { configured }
    /// The longest a game of this sport runs: a final that started longer ago than this before
    /// the delay began was over before it, so a board held back by the delay shows it at once.
    static var longestGame: TimeInterval { 5 * 3600 }
    static func arrange(_ games: [Game], _ context: ScreenContext) -> [Game] { games }
    static func note(_ game: Game, _ side: Contest.Side) -> String? { nil }
    static func patch(_ row: Game, with center: Center) -> Game { row }
    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? { nil }

    /// The first board: the date asked for, else the offline sample's, else today.
    static func initialBoard(_ league: ScoresLeague, today: Day, requested: Day?, offline: OfflineDataSource?) -> BoardState<Self> {
        let days = offline.map { sampleDays(league, $0) }
        let date = requested ?? days?.opening ?? today
        return BoardState(league: league, date: date, bundledDates: days?.all, standings: Standings.initial(league, date, offline: offline),
                          bracket: Bracket.initial(league, date, offline: offline), leaders: Leaders.initial(league, date, offline: offline))
    }
    static func scheduleKey(_ league: ScoresLeague) -> String { "\(league.rawValue)-scores" }
}

/// What the center driver asks of a league's center.
protocol CenterRules: GameCenterModel {
    init(gameId: Int)
    var gameId: Int { get }
    var section: Section { get set }
    /// Where each section was left, so coming back finds it there.
    var scrolls: [Section: Int] { get set }
    /// A live refresh is waiting on its timer.
    var refreshScheduled: Bool { get set }
    var isLive: Bool { get }
    var isFinal: Bool { get }
    /// The answer that heads the center (MLB's feed, the NHL's landing).
    var head: LoadState { get }
    /// Any of its requests is out (the busy spinner).
    var isBusy: Bool { get }
    /// How long a live game waits before the next refresh (the feed's own pace, or a fixed one).
    var liveWait: Duration { get }
    static func id(of game: Game) -> Int
    static func isFinal(_ row: Game) -> Bool
    func offers(_ section: Section, _ row: Game?) -> Bool
    /// Asks for the head answer.
    mutating func fetchHead(final: Bool) -> [Effect<Answer>]
    /// A live poll: the head answer, or a lighter check of whether it changed (MLB's linescore).
    mutating func fetchLive() -> [Effect<Answer>]
    /// What the section on screen needs and does not have; `again`: a refresh, so live data is asked for anew.
    mutating func sectionNeeds(row: Game?, again: Bool) -> [Effect<Answer>]
    /// Takes an answer; nil when it is for another game.
    mutating func apply(_ answer: Answer) -> CenterAnswerEffect?
    /// A final's answers as they stand, merged with what was kept before.
    func keep(merging earlier: Kept?) -> Kept?
    /// A kept final, shown at once.
    mutating func restore(_ kept: Kept)
    /// The league's own intents; `list` for the scroll they reset.
    /// `body`: the section's drawing area (for a cursor to scroll into view).
    /// Returns the section to turn to when the intent opens another (a play in At bat).
    mutating func perform(_ intent: Intent, list: inout ListDetail, body: Size) -> Section?
    /// Every key of a section (`!`, `o`, `[` `]`), each saying whether it does something now.
    func keys(for section: Section, paneWidth: Int) -> [CenterKey<Intent>]
    /// What its drawings are kept by (in the app's `DrawingShelf`).
    associatedtype MemoKey: Equatable & Sendable
    /// What the section's drawing depends on, compared cheaply (never whole payloads).
    func memoKey(row: Game, size: Size, _ context: ScreenContext) -> MemoKey
    /// Draws the section on screen, whole, from the top of `area`; returns its height.
    func render(row: Game, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) -> Int
}

extension CenterRules {
    /// Most centers poll the head answer itself.
    mutating func fetchLive() -> [Effect<Answer>] { fetchHead(final: false) }
}

/// A key of a center's section: help lists it always, and it is bound only while it `works`
/// (no "previous" on the first plate appearance).
struct CenterKey<Intent: Sendable & Equatable> {
    let binding: KeyBinding<Intent>
    let works: Bool

    init(_ keys: [Key], _ intent: Intent, help: String, hint: String? = nil, works: Bool = true) {
        binding = KeyBinding(keys, intent, help: help, hint: hint)
        self.works = works
    }
}

/// How an answer changed a center: the head answer (and whether it failed
/// with nothing to show), or another one.
enum CenterAnswerEffect: Equatable {
    case head(failure: FetchError?, hadValue: Bool)
    case other
    /// A live poll's light check came back: the head answer is asked again only when it `changed`.
    case probed(changed: Bool)
}

/// A load by phase and age: enough for the strip's marker and the status lines.
public struct LoadState: Equatable, Sendable {
    var isLoading = false
    var hasValue = false
    var origin: Origin?
    var loadedAt: Date?
    var failure: FetchError?
    var revision: UInt64

    init<V>(_ load: Loadable<V, FetchError>) {
        isLoading = load.isLoading; hasValue = load.value != nil; origin = load.origin
        loadedAt = load.loadedAt; failure = load.failure; revision = load.revision
    }
}

/// What the board asks of a league's standings.
protocol StandingsRules: StandingsModel {
    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> State
    /// `s` on the board: the standings for the day shown (a season on hand is not fetched again).
    static func open(_ s: inout State, day: Day) -> [Effect<Action>]
    /// Opened by a route that names a season (`nhl/bracket/2025`); the day's own season when nil.
    static func open(_ s: inout State, day: Day, season: Int?) -> [Effect<Action>]
    /// `r` while they are on screen.
    static func refresh(_ s: inout State) -> [Effect<Action>]
    static func reduce(_ s: inout State, _ action: Action, _ context: ScreenContext, visible: Bool) -> [Effect<Action>]
    /// A key's action; `close` when it goes back to the board.
    static func keyAction(_ key: Key, _ s: State, _ context: ScreenContext) -> StandingsKey<Action>?
    static func mouse(_ event: MouseEvent) -> Action
    static func keyHelp(_ s: State, _ context: ScreenContext) -> KeyHelp
    static func render(_ s: State, _ context: ScreenContext, into canvas: inout Canvas, area: Rect)
    /// A resize keeps the scroll inside the table.
    static func clamp(_ s: inout State, _ context: ScreenContext)
    static func isLoading(_ s: State) -> Bool
    /// The board's key that opens it, and help's words for it: `s` and the league's standings unless said.
    static var coverKey: Character { get }
    static func coverHelp(_ league: ScoresLeague) -> String
    /// Its word in the hint bar; nil: in help only (the bar keeps room for the games' own keys).
    static var coverHint: String? { get }
    static var coverTitle: String { get }
    /// The word of its route (`nhl/standings`, `atp/draws`, `nhl/bracket`).
    static var routeWord: String { get }
    /// What the cover says while spoilers hide it: a heading and why.
    static var hiddenLines: (heading: String, why: String) { get }
    /// `print bracket` and the like: nil where the league has none.
    static func printTable(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                           offline: OfflineDataSource?) async throws(FetchError) -> PrintTable?
}

extension StandingsRules {
    static var coverKey: Character { "s" }
    static func coverHelp(_ league: ScoresLeague) -> String { "\(league.name) standings" }
    static var coverHint: String? { "standings" }
    static var coverTitle: String { "Standings" }
    static var routeWord: String { coverTitle.lowercased() }
    static var hiddenLines: (heading: String, why: String) {
        ("Standings are hidden while spoilers are.", "Records, streaks and the last ten count today's results.")
    }
    static func open(_ s: inout State, day: Day, season: Int?) -> [Effect<Action>] { open(&s, day: day) }
    static func printTable(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                           offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? { nil }
}

enum StandingsKey<Action> {
    case action(Action)
    case close
}
