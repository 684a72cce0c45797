import Foundation
import SportsCore

/// One game's center: its feed, the section on screen, each section's
/// scroll, and where the At bat and Box score sections are looking.
public struct GameCenterState: Equatable, Sendable {
    public enum Section: String, CaseIterable, Sendable {
        case summary, box, plays, atBat, winProbability

        public var title: String {
            switch self {
            case .summary: "Summary"
            case .box: "Box score"
            case .plays: "Plays"
            case .atBat: "At bat"
            case .winProbability: "Win probability"
            }
        }

        /// The strip's word for it.
        public var short: String {
            switch self {
            case .summary: "Summary"
            case .box: "Box"
            case .plays: "Plays"
            case .atBat: "At bat"
            case .winProbability: "Win %"
            }
        }

        public var key: Character {
            switch self {
            case .summary: "i"
            case .box: "b"
            case .plays: "p"
            case .atBat: "a"
            case .winProbability: "w"
            }
        }
    }

    public var gamePk: Int
    public var feed = Loadable<MLBGameFeed, FetchError>()
    public var winProbability = Loadable<MLBWinProbability, FetchError>()
    public var section: Section = .summary
    /// Where each section was left, so coming back finds it there.
    public var scrolls: [Section: Int] = [:]
    /// Plays: scoring plays only (`!`).
    public var scoringOnly = false
    /// Box score: the team shown when both do not fit side by side.
    public var boxSide: ScoreRules.Side = .away
    /// At bat: the plate appearance shown; nil follows the latest.
    public var playIndex: Int?
    /// A live refresh is waiting on its timer.
    public var refreshScheduled = false

    public init(gamePk: Int) { self.gamePk = gamePk }

    /// Whether `section` can exist for this game: everything past the summary
    /// needs a game under way or over. Before the feed arrives the
    /// scoreboard's row decides.
    public func offers(_ section: Section, _ game: MLBGame?) -> Bool {
        guard section != .summary else { return true }
        if let feed = feed.value {
            switch section {
            case .box: return feed.box.map { !$0.away.batters.isEmpty || !$0.home.batters.isEmpty } ?? false
            case .plays, .atBat: return !feed.plays.isEmpty
            case .winProbability: return !feed.plays.isEmpty && Self.hasStarted(feed.game)
            case .summary: return true
            }
        }
        return game.map(Self.hasStarted) ?? false
    }

    static func hasStarted(_ game: MLBGame) -> Bool {
        switch ScoreRules.phase(game) {
        case .live, .final, .delayed, .suspended: game.linescore?.innings?.isEmpty == false
        default: false
        }
    }

    /// The game as the center knows it: the feed's when it has come, else the row's.
    func game(_ row: MLBGame?) -> MLBGame? { feed.value?.game ?? row }

    public var isLive: Bool { feed.value.map { ScoreRules.isLive($0.game) } ?? false }
    public var isFinal: Bool { feed.value.map { ScoreRules.phase($0.game) == .final } ?? false }

    /// The plate appearance At bat shows: the chosen one, else the latest.
    public var shownPlayIndex: Int? {
        guard let plays = feed.value?.plays, !plays.isEmpty else { return nil }
        return min(max(0, playIndex ?? plays.count - 1), plays.count - 1)
    }
}

/// The finished games' feeds fetched this run: a final never changes, so
/// going back to one shows it at once. Bounded: the oldest leaves first.
public struct KeptFeeds: Equatable, Sendable {
    public static let limit = 6
    private(set) var feeds: [MLBGameFeed] = []

    public init() {}

    public subscript(gamePk: Int) -> MLBGameFeed? { feeds.last { $0.gamePk == gamePk } }

    mutating func keep(_ feed: MLBGameFeed) {
        feeds.removeAll { $0.gamePk == feed.gamePk }
        feeds.append(feed)
        if feeds.count > Self.limit { feeds.removeFirst(feeds.count - Self.limit) }
    }
}
