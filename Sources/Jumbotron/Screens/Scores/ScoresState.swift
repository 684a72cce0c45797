import FoundationEssentials
import SportsCore
import TerminalUI

/// What the Scores tab presents over a board.
public enum ScoresModal: Equatable, Sendable {
    /// `d`: a date for every league's board (one picker, whichever league asked).
    case datePicker(DatePickerState)
    /// `l`: a league by name, grouped by sport.
    case leaguePicker(LeaguePickerState)
}

/// The Scores tab: the league on screen, every league's board as it was
/// left, and the date picker (one overlay, whichever league asked).
public struct ScoresState: Equatable, Sendable {
    /// The league on screen (`l` picks one, `L` cycles the user's).
    public var league: ScoresLeague
    public var boards: LeagueBoards
    /// What the tab presents over the board (at most one; it has the keys).
    public var presented: ScoresModal?
    /// The date picker, presented by `d`.
    public var picker: DatePickerState? {
        get { if case .datePicker(let picker) = presented { picker } else { nil } }
        set { presented = newValue.map(ScoresModal.datePicker) }
    }
    /// The league picker, presented by `l`.
    public var leaguePicker: LeaguePickerState? {
        get { if case .leaguePicker(let picker) = presented { picker } else { nil } }
        set { presented = newValue.map(ScoresModal.leaguePicker) }
    }

    /// Each board opens on `requested`, else on the offline sample's latest day, else on `today`.
    public init(today: Day, requested: Day? = nil, offline: OfflineDataSource? = nil, league: ScoresLeague = .opening) {
        self.league = league
        self.boards = LeagueBoards(today: today, requested: requested, offline: offline)
    }

    /// Every board on `date`.
    public init(date: Day, league: ScoresLeague = .opening) { self.init(today: date, requested: date, league: league) }
}
