import FoundationEssentials
import SportsCore
import TerminalUI

/// `L` on a board: the league's statistical leaders from ESPN, category by
/// category, a cursor on a player; the regular season or the postseason, and
/// the seasons before.
public struct LeadersState: Equatable, Sendable {
    public var league: ScoresLeague
    /// The season asked for; nil: ESPN's current one.
    public var season: Int?
    /// 2 the regular season, 3 the postseason.
    public var seasonType = 2
    /// The season ESPN called current in its first answer: `]` goes no further.
    public var latest: Int?
    public var load = Loadable<LeaderBoard, FetchError>()
    /// The cursor: a category and a row in it.
    public var category = 0
    public var row = 0

    public init(league: ScoresLeague) { self.league = league }

    /// The season shown: the one asked for, else the one the answer is about.
    public var shownSeason: Int? { season ?? load.value?.season }
}

public enum LeadersAction: Equatable, Sendable {
    case loaded(season: Int?, type: Int, Result<Loaded<LeaderBoard>, FetchError>, at: Date)
    case retry
    case move(Move)
    /// `p`: the regular season or the postseason.
    case switchType
    /// `[` and `]`: the season before or after.
    case season(step: Int)
    case mouse(MouseEvent)
    /// `Enter`: the page of the player under the cursor.
    case open

    public enum Move: Equatable, Sendable { case up, down, left, right, pageUp, pageDown }
}

enum LeadersIntent: Equatable, Sendable {
    case move(LeadersAction.Move)
    case switchType
    case season(step: Int)
    case open
    case close
}
