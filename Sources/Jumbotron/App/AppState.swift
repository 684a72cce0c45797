import SportsCore
import TerminalUI

/// The whole app as one value: what every view draws from and every reducer changes.
public struct AppState: Equatable, Sendable {
    public var size: Size
    public var tab: Tab
    /// Overlays stack above the screen; the last one gets the keys.
    public var overlays: [Overlay] = []
    public var display: DisplayOptions
    /// Today in the user's zone; the runtime sends `.dayChanged` at midnight.
    public var today: Day
    public var spinnerFrame = 0
    public var shouldQuit = false
    /// A one-line message shown in the hint bar until the next key.
    public var notice: String?
    /// How often a date with a live game is fetched again (config `refresh_seconds`).
    public var liveRefresh: Duration = .seconds(30)

    public var scores: ScoresState
    /// Opened from the Scores tab with `s`.
    public var standings: StandingsState
    public var schedule: ScheduleState
    public var shows: ShowsState
    public var favorites: FavoritesState

    public init(size: Size, tab: Tab = .scores, display: DisplayOptions = DisplayOptions(), today: Day,
                scoresDate: Day? = nil, bundledDates: [Day]? = nil, bundledSeasons: [Int]? = nil) {
        self.size = size
        self.tab = tab
        self.display = display
        self.today = today
        self.scores = ScoresState(date: scoresDate ?? today, bundledDates: bundledDates)
        self.standings = StandingsState(season: (scoresDate ?? today).year, bundledSeasons: bundledSeasons)
        self.schedule = ScheduleState()
        self.shows = ShowsState()
        self.favorites = FavoritesState()
    }

    /// Whether anything is loading, so the title spinner should turn.
    public var isBusy: Bool { scores.isLoading || standings.isLoading || schedule.isLoading || shows.isLoading }

    public var layout: Layout { Layout(size: size) }
}

public enum Overlay: Equatable, Sendable {
    case help
    case dialog(DialogState)
    case datePicker(DatePickerState)
}
