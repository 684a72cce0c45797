import FoundationEssentials
import SportsCore

/// One NHL game's center: its landing (header and summary), box score and
/// play-by-play, the section on screen and where each section was left.
public struct NHLCenterState: GameCenterModel {
    public typealias Game = NHLGame

    public enum Section: String, CenterSection {
        case summary, box, plays, shotMap

        public var title: String {
            switch self {
            case .summary: "Summary"
            case .box: "Box score"
            case .plays: "Plays"
            case .shotMap: "Shot map"
            }
        }

        /// The strip's word for it.
        public var short: String {
            switch self {
            case .summary: "Summary"
            case .box: "Box"
            case .plays: "Plays"
            case .shotMap: "Shots"
            }
        }

        /// The MLB center's keys where they mean the same; `m` for the map.
        public var key: Character {
            switch self {
            case .summary: "i"
            case .box: "b"
            case .plays: "p"
            case .shotMap: "m"
            }
        }

        public var hint: String {
            switch self {
            case .summary: "summary"
            case .box: "box"
            case .plays: "plays"
            case .shotMap: "shot map"
            }
        }
    }

    public var gameId: Int
    public var landing = Loadable<NHLLanding, FetchError>()
    public var box = Loadable<NHLBoxscore, FetchError>()
    public var plays = Loadable<NHLPlayByPlay, FetchError>()
    public var section: Section = .summary
    /// Where each section was left, so coming back finds it there.
    public var scrolls: [Section: Int] = [:]
    /// Box score: the team shown when both do not fit side by side.
    public var boxSide: NHLSide = .away
    /// Plays: goals and penalties only (`!`).
    public var keyPlaysOnly = false
    /// Plays: the event under the cursor (an index into the play-by-play); nil: the first shown.
    public var playCursor: Int?
    /// Shot map: the shot marked from the plays (an index into the play-by-play).
    public var markedShot: Int?
    /// A live refresh is waiting on its timer.
    public var refreshScheduled = false

    public init(gameId: Int) { self.gameId = gameId }

    /// The game as the center knows it: the landing's when it has come, else the row's.
    func game(_ row: NHLGame?) -> NHLGame? { landing.value?.game ?? row }

    /// Everything past the summary needs a game under way or over.
    public func offers(_ section: Section, _ row: NHLGame?) -> Bool {
        guard section != .summary else { return true }
        guard let game = game(row) else { return false }
        switch NHLGameRules.phase(game) {
        case .live, .final: return true
        default: return false
        }
    }

    public var isLive: Bool { landing.value.map { NHLGameRules.phase($0.game) == .live } ?? false }
    public var isFinal: Bool { landing.value.map { NHLGameRules.phase($0.game) == .final } ?? false }
}
