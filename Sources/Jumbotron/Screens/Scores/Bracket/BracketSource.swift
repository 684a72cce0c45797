import FoundationEssentials
import SportsCore
import TerminalUI

/// Where a league's postseason tree comes from: the one thing a league writes
/// to have `b`, its route and `print bracket`; the screen is written once.
public protocol BracketSource: Sendable {
    /// A season's bracket; `finished`: a past postseason, which never changes.
    static func fetch(_ league: ScoresLeague, season: Int, finished: Bool, refresh: Bool) -> Fetch<PlayoffBracket>
    /// The postseason a day looks back on: the last one begun by then.
    static func season(on day: Day) -> Int
    /// The first season `[` goes back to.
    static var firstSeason: Int { get }
    /// `2026 Stanley Cup Playoffs`.
    static func title(_ league: ScoresLeague, season: Int) -> String
    /// Why a season before the first has no tree (a board's day may be older than the format drawn).
    static var beforeFirstSeason: String { get }
}

extension BracketSource {
    public static var beforeFirstSeason: String { "There is no bracket before \(firstSeason)." }
}

/// A league's bracket over its board: the season shown and a cursor on a series.
public struct BracketState: Equatable, Sendable {
    public var league: ScoresLeague
    public var season: Int
    /// The season of the board's day: `]` goes no further, and it alone may still change.
    public var latest: Int
    public var load = Loadable<PlayoffBracket, FetchError>()
    /// The cursor: a round (0 the first) and a slot in it.
    public var round = 0
    public var slot = 0
    /// Whether the cursor was put on the series of the moment (once per season shown).
    var placed = false

    public init(league: ScoresLeague, season: Int) {
        self.league = league; self.season = season; latest = season
    }
}

public enum BracketAction: Equatable, Sendable {
    case loaded(season: Int, Result<Loaded<PlayoffBracket>, FetchError>, at: Date)
    case retry
    case move(Move)
    /// `[` and `]`: the season before or after.
    case season(step: Int)
    case mouse(MouseEvent)
    /// `Enter` on a series: its games (the top club's postseason against the other); `T`: a club's page, asked which.
    case openSeries, pickTeam
    /// A club's page, by the code its league follows it by.
    case openTeam(String)

    public typealias Move = TreeMove
}

enum BracketIntent: Equatable, Sendable {
    case move(TreeMove)
    case season(step: Int)
    case openSeries, pickTeam
    case close
}
