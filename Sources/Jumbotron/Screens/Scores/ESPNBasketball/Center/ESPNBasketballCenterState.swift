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

    public var gameId: Int, refreshScheduled = false
    public var summary = Loadable<ESPNSummary, FetchError>()
    /// The section on screen, and where each was left.
    public var section: Section = .summary, scrolls: [Section: Int] = [:]
    /// Box score: the team shown when both do not fit side by side.
    public var boxSide: Contest.Side = .away

    public init(gameId: Int) { self.gameId = gameId }

    func game(_ row: ESPNGame) -> ESPNGame { freshened(row) }

    /// Past the summary, a section needs a game under way or over.
    public func offers(_ section: Section, _ row: ESPNGame?) -> Bool {
        guard section != .summary else { return true }
        let p = phase(row)
        return p == .live || p == .final
    }

}
