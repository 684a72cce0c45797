import FoundationEssentials
import SportsCore
import TerminalUI

/// A team's page over a board: its season's games with results, its
/// roster, where it stands and what comes next, from ESPN's team answers
/// (the roster asked for when first shown).
public struct TeamPageState: Equatable, Sendable {
    public var league: ScoresLeague
    /// The team shown; nil until one is opened.
    public var team: TeamRef?
    /// The season asked for (nil: the current one).
    public var season: Int?
    /// Only the postseason's games against this team (a series opened from the bracket); nil: the whole season.
    public var versus: TeamRef?
    public var section: TeamSection = .schedule
    public var schedule = Loadable<ESPNTeamSchedule, FetchError>()
    public var roster = Loadable<ESPNRoster, FetchError>()
    /// The cursor: a game of the schedule, a player of the roster.
    public var game = 0
    public var player = 0
    /// The first line in view.
    public var scroll = 0
    /// The schedule put its cursor on the game of the moment once; later answers leave it where the user moved it.
    var placed = false

    public init(league: ScoresLeague, team: TeamRef? = nil) { self.league = league; self.team = team }

    /// The season on screen: the one asked for, or the one the answer is of.
    var shownSeason: Int? { season ?? schedule.value?.year }

    /// `Toronto Maple Leafs`, ESPN's name once it answered.
    var name: String { schedule.value?.team.name ?? roster.value?.team?.name ?? team?.name ?? "Team" }

    /// The schedule's games on screen, by their place in the answer: every one, or a series' games.
    var shownGames: [Int] {
        guard let games = schedule.value?.games else { return [] }
        guard let versus else { return Array(games.indices) }
        return games.indices.filter { games[$0].seasonType == 3 && games[$0].opponent.uppercased() == versus.espn.uppercased() }
    }

    /// The game to put the cursor on: the one under way, else the next to play, else the last played.
    var currentGame: Int? {
        guard let games = schedule.value?.games else { return nil }
        let shown = shownGames
        return shown.first { games[$0].phase == .live } ?? shown.first { games[$0].phase == .scheduled } ?? shown.last
    }
}

public enum TeamSection: String, CaseIterable, Equatable, Sendable {
    case schedule, roster

    var key: Character {
        switch self {
        case .schedule: "s"
        case .roster: "p"
        }
    }

    var title: String {
        switch self {
        case .schedule: "Schedule"
        case .roster: "Roster"
        }
    }
}

public enum TeamPageAction: Equatable, Sendable {
    /// An answer for a team (ESPN's code), season and part of it (`series`: the postseason alone): one no longer shown is dropped.
    case scheduleLoaded(String, Int?, series: Bool = false, Result<Loaded<ESPNTeamSchedule>, FetchError>, at: Date)
    case rosterLoaded(String, Result<Loaded<ESPNRoster>, FetchError>, at: Date)
    case retry
    case section(TeamSection)
    case move(ScrollIntent)
    case open
    /// `[`/`]`: the season before or after.
    case season(Int)
    /// `a` on a series' games: the whole season.
    case wholeSeason
    case follow, unfollow
    case mouse(MouseEvent)
    /// `Enter` on a game: handed to the board, which shows its day and opens it.
    case openGame(ESPNTeamSchedule.Game, team: TeamRef)
}

enum TeamPageIntent: Equatable, Sendable {
    case section(TeamSection)
    case step(Int)
    case move(ScrollIntent)
    case open
    case season(Int)
    case wholeSeason
    case follow, unfollow
    case close
}
