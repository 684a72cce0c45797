import FoundationEssentials
import SportsCore
import TerminalUI

/// A player's page over a board: who they are, their games and their career,
/// from ESPN's athlete answers (asked for as each section is shown).
public struct PlayerPageState: Equatable, Sendable {
    public var league: ScoresLeague
    /// The athlete shown; nil until a player is opened.
    public var id: Int?
    public var section: PlayerSection = .info
    public var profile = Loadable<ESPNAthlete, FetchError>()
    public var bio = Loadable<ESPNBio, FetchError>()
    public var games = Loadable<ESPNGameLog, FetchError>()
    public var career = Loadable<ESPNCareer, FetchError>()
    public var scroll = 0

    public init(league: ScoresLeague, id: Int? = nil) { self.league = league; self.id = id }
}

public enum PlayerSection: String, CaseIterable, Equatable, Sendable {
    case info, games, career

    var key: Character {
        switch self {
        case .info: "i"
        case .games: "p"
        case .career: "c"
        }
    }

    var title: String {
        switch self {
        case .info: "Info"
        case .games: "Last ten games"
        case .career: "Career"
        }
    }
}

public enum PlayerPageAction: Equatable, Sendable {
    case profileLoaded(Int, Result<Loaded<ESPNAthlete>, FetchError>, at: Date)
    case bioLoaded(Int, Result<Loaded<ESPNBio>, FetchError>, at: Date)
    case gamesLoaded(Int, Result<Loaded<ESPNGameLog>, FetchError>, at: Date)
    case careerLoaded(Int, Result<Loaded<ESPNCareer>, FetchError>, at: Date)
    case retry
    case section(PlayerSection)
    case scroll(ScrollIntent)
    case mouse(MouseEvent)
    /// `T`: the player's team's page.
    case team
    /// `f`, `x`: follow the player in My Teams (their team's games, their own last line), or stop.
    case follow, unfollow
}

enum PlayerPageIntent: Equatable, Sendable {
    case section(PlayerSection)
    /// `←`/`→`: the section before or after.
    case step(Int)
    case scroll(ScrollIntent)
    case team
    case follow, unfollow
    case close
}
