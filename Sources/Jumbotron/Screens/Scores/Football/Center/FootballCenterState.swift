import FoundationEssentials
import SportsCore
import TerminalUI

/// One football game's center, from ESPN's summary of it: the summary (the
/// live field, the scoring plays, the leaders, the facts), the drives with
/// their plays, the box score, the team statistics and the win probability;
/// where each section was left, the drive under the cursor and the one open.
public struct FootballCenterState: GameCenterModel {
    public typealias Game = ESPNGame

    public enum Section: String, WordedSection {
        case summary, drives, box, stats, winProbability

        /// Title, short title, key and hint: the other centers' keys where
        /// they mean the same (a football game's plays are its drives).
        public var words: (title: String, short: String, key: Character, hint: String) {
            switch self {
            case .summary: ("Summary", "Summary", "i", "summary")
            case .drives: ("Drives", "Drives", "p", "drives")
            case .box: ("Box score", "Box", "b", "box")
            case .stats: ("Team stats", "Stats", "c", "team stats")
            case .winProbability: ("Win probability", "Win %", "w", "win prob")
            }
        }
    }

    public var gameId: Int
    public var summary = Loadable<ESPNSummary, FetchError>()
    public var section: Section = .summary
    public var scrolls: [Section: Int] = [:]
    /// Box score: the team shown when both do not fit side by side.
    public var boxSide: Contest.Side = .away
    /// Drives: the one under the cursor (`[`, `]`), by its place in `FootballDrives.order`.
    public var driveCursor: Int?
    /// Drives: the one whose plays are shown (`Enter`).
    public var openDrive: Int?
    public var refreshScheduled = false

    public init(gameId: Int) { self.gameId = gameId }

    /// The game as drawn: the row, with the summary's state and score when newer.
    func game(_ row: ESPNGame) -> ESPNGame { freshened(row) }

    /// Past the summary, a section needs a game under way or over, and the
    /// win probability a feed that gives one.
    public func offers(_ section: Section, _ row: ESPNGame?) -> Bool {
        guard section != .summary else { return true }
        let p = phase(row)
        guard p == .live || p == .final else { return false }
        if section == .winProbability, let s = summary.value { return !s.winProbability.isEmpty }
        return true
    }

}
