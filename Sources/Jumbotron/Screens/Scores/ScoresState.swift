import FoundationEssentials
import SportsCore
import TerminalUI

/// The Scores tab: the league on screen, every league's board as it was
/// left, and the date picker (one overlay, whichever league asked).
public struct ScoresState: Equatable, Sendable {
    /// The league on screen (`l` cycles).
    public var league: ScoresLeague
    public var boards: LeagueBoards
    /// Presented by `d`; it has the keys while open.
    public var picker: DatePickerState?
    /// Opened on a game from this tab (My Teams): `Esc` goes back there.
    public var returnTo: String?

    /// Each board opens on `requested`, else on the offline sample's latest day, else on `today`.
    public init(today: Day, requested: Day? = nil, offline: OfflineDataSource? = nil, league: ScoresLeague = .opening) {
        self.league = league
        self.boards = LeagueBoards(today: today, requested: requested, offline: offline)
    }

    /// Every board on `date`.
    public init(date: Day, league: ScoresLeague = .opening) { self.init(today: date, requested: date, league: league) }
}
