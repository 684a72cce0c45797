import FoundationEssentials
import SportsCore

/// One NBA game's center: its box score (which heads it) and play-by-play,
/// the section on screen, where each section was left, and the filters of
/// the plays and the shot chart.
public struct NBACenterState: GameCenterModel {
    public typealias Game = NBAGame

    public enum Section: String, CenterSection {
        case summary, box, plays, shots

        public var title: String {
            switch self {
            case .summary: "Summary"
            case .box: "Box score"
            case .plays: "Plays"
            case .shots: "Shot chart"
            }
        }

        public var short: String {
            switch self {
            case .summary: "Summary"
            case .box: "Box"
            case .plays: "Plays"
            case .shots: "Shots"
            }
        }

        /// The other centers' keys where they mean the same; `m` for the chart, as the NHL's map.
        public var key: Character {
            switch self {
            case .summary: "i"
            case .box: "b"
            case .plays: "p"
            case .shots: "m"
            }
        }

        public var hint: String {
            switch self {
            case .summary: "summary"
            case .box: "box"
            case .plays: "plays"
            case .shots: "shot chart"
            }
        }
    }

    /// Whose shots the chart draws.
    public enum ShotTeams: Equatable, Sendable { case both, away, home }

    public var gameId: Int
    public var box = Loadable<NBABoxscore, FetchError>()
    public var plays = Loadable<NBAPlayByPlay, FetchError>()
    public var section: Section = .summary
    public var scrolls: [Section: Int] = [:]
    /// Box score: the team shown when both do not fit side by side.
    public var boxSide: Contest.Side = .away
    /// Plays: scoring plays only (`!`).
    public var scoringOnly = false
    /// Shot chart: `o` steps both → away → home; `]` and `[` step every quarter → Q1 → … → the last played.
    public var shotTeams: ShotTeams = .both
    public var shotPeriod: Int?
    public var refreshScheduled = false

    public init(gameId: Int) { self.gameId = gameId }

    /// The box score's status when it has come (fresher than the row's), else the row's.
    func phase(_ row: NBAGame?) -> NBAGameRules.Phase? {
        if let b = box.value {
            var g = row ?? NBAGame(id: b.gameId, away: .init(), home: .init())
            g.status = b.status ?? g.status
            return NBAGameRules.phase(g)
        }
        return row.map(NBAGameRules.phase)
    }

    /// Everything past the summary needs a game under way or over.
    public func offers(_ section: Section, _ row: NBAGame?) -> Bool {
        guard section != .summary else { return true }
        let p = phase(row)
        return p == .live || p == .final
    }

    public var isLive: Bool { box.value?.status == 2 }
    public var isFinal: Bool { box.value?.status == 3 }

    /// The periods the game has reached, for the chart's quarter filter.
    var periodsPlayed: Int {
        max(box.value?.period ?? 0, plays.value?.actions.last?.period ?? 0, box.value.map { max($0.away.periods.count, $0.home.periods.count) } ?? 0)
    }
}
