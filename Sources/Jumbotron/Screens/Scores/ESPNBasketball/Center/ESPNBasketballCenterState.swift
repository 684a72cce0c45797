import FoundationEssentials
import SportsCore
import TerminalUI

/// One basketball game's center from ESPN's summary: the summary (the line
/// score by period, the leaders, the facts), the box score, the plays and
/// the team statistics.
public struct ESPNBasketballCenterState: GameCenterModel {
    public typealias Game = ESPNGame

    public enum Section: String, WordedSection {
        case summary, box, plays, stats

        public var words: (title: String, short: String, key: Character, hint: String) {
            switch self {
            case .summary: ("Summary", "Summary", "i", "summary")
            case .box: ("Box score", "Box", "b", "box")
            case .plays: ("Plays", "Plays", "p", "plays")
            case .stats: ("Team stats", "Stats", "c", "team stats")
            }
        }
    }

    public var gameId: Int
    public var summary = Loadable<ESPNSummary, FetchError>()
    public var section: Section = .summary
    public var scrolls: [Section: Int] = [:]
    /// Box score: the team shown when both do not fit side by side.
    public var boxSide: GameSummary.Side = .away
    public var refreshScheduled = false

    public init(gameId: Int) { self.gameId = gameId }

    func phase(_ row: ESPNGame?) -> FootballRules.Phase? { (summary.value?.game ?? row).map(FootballRules.phase) }

    func game(_ row: ESPNGame) -> ESPNGame { freshened(row) }

    /// Past the summary, a section needs a game under way or over.
    public func offers(_ section: Section, _ row: ESPNGame?) -> Bool {
        guard section != .summary else { return true }
        let p = phase(row)
        return p == .live || p == .final
    }

    public var isLive: Bool { summary.value?.game.map { FootballRules.phase($0) == .live } ?? false }
    public var isFinal: Bool { summary.value?.game.map { FootballRules.phase($0) == .final } ?? false }
}
