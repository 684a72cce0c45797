import FoundationEssentials
import Synchronization

/// How far behind the live feeds everything is shown, to match a stream that
/// runs behind the real game: one delay for every league, and any league's
/// own (`[delay] nfl = 60`).
public struct Delays: Hashable, Sendable {
    /// Seconds; 0 shows everything as it comes.
    public var all: Int
    /// By league id (`nfl`, `eng.1`): a league's own delay instead of `all`.
    public var leagues: [String: Int]

    /// Ten minutes: the longest a stream runs behind, and what bounds the answers kept.
    public static let maximum = 600
    public static let step = 5

    public init(all: Int = 0, leagues: [String: Int] = [:]) {
        self.all = Self.clamped(all)
        self.leagues = leagues.mapValues(Self.clamped)
    }

    public static func clamped(_ seconds: Int) -> Int { min(max(0, seconds), maximum) }

    public func seconds(for league: String) -> Int { leagues[league] ?? all }

    /// Any delay at all (the header says so; `status` answers from the app's snapshot alone).
    public var isOn: Bool { all > 0 || leagues.values.contains { $0 > 0 } }

    /// `+`/`-` while watching: every delay moves by `seconds` (each league's own too).
    public func adjusted(by seconds: Int) -> Delays {
        Delays(all: all + seconds, leagues: leagues.mapValues { $0 + seconds })
    }
}

/// The delays in force, shared between the app (which changes them with
/// `+`/`-`) and the data source that holds answers back.
public final class DelayLine: Sendable {
    private let current: Mutex<Delays>
    /// How often an answer still waiting out its delay asks again meanwhile (the app's live pace):
    /// the timeline fills while the first answer comes of age, so the picture moves on with
    /// every poll after it, not only once the polls that start then are old enough.
    public let pace: Duration
    /// The user's zone: a day is live only as today or, past midnight, yesterday there.
    public let zone: Zone
    public init(_ delays: Delays = Delays(), pace: Duration = .seconds(30), zone: Zone = .utc) {
        current = Mutex(delays); self.pace = max(pace, .seconds(5)); self.zone = zone
    }
    public var delays: Delays {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}

extension Endpoint {
    /// The league whose delay holds this answer back: what changes while a
    /// game is played (scoreboards, game centers). Standings, rosters, lists
    /// and pictures are shown as they come.
    public var delayedLeague: String? {
        switch self {
        case .mlbSchedule, .mlbGameFeed, .mlbWinProbability, .mlbLinescore: "mlb"
        case .nhlSchedule, .nhlLanding, .nhlBoxscore, .nhlPlayByPlay: "nhl"
        // The season's file is every day but today's: the live scores are the scoreboard's.
        case .nbaScoreboard, .nbaBoxscore, .nbaPlayByPlay: "nba"
        case .espnDay(let league, _), .espnWeek(let league, _, _, _), .espnSummary(let league, _), .espnLeaderboard(let league, _): league.league
        default: nil
        }
    }

    /// The one day a request is for, when it is for one (a day's scoreboard).
    public var day: Day? {
        switch self {
        case .mlbSchedule(let date), .nhlSchedule(let date), .nbaScoreboard(let date), .espnDay(_, let date): Day(iso: date)
        default: nil
        }
    }
}
