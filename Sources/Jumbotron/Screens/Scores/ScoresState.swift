import Foundation
import SportsCore
import TerminalUI

/// The Scores tab: one date's games, the selection, the date picker when it
/// is open, and the standings pushed on top.
public struct ScoresState: Equatable, Sendable, ListScreenState {
    public enum Route: Equatable, Sendable { case standings }

    /// The league on screen (`l` cycles); each keeps its own board.
    public var league: ScoresLeague = .mlb
    /// The MLB board is this state's own fields; the NHL's is here, whole.
    public var nhl: NHLBoardState
    public var date: Day
    public var load = Loadable<[MLBGame], FetchError>()
    public var list = ListDetail()
    /// Presented by `d`; it has the keys while open.
    public var picker: DatePickerState?
    /// What is pushed above the scoreboard.
    public var path: [Route] = []
    public var standings: StandingsState
    /// The selected game's center, when it has been on screen.
    public var center: GameCenterState?
    /// Finals fetched this run, shown again at once.
    public var kept = KeptFeeds()
    /// Offline: the dates that have bundled samples.
    public var bundledDates: [Day]?

    public init(date: Day, bundledDates: [Day]? = nil, bundledSeasons: [Int]? = nil, league: ScoresLeague = .mlb,
                nhlDate: Day? = nil, nhlBundledDates: [Day]? = nil) {
        self.date = date
        self.bundledDates = bundledDates
        self.league = league
        self.nhl = NHLBoardState(date: nhlDate ?? date, bundledDates: nhlBundledDates)
        self.standings = StandingsState(season: date.year, bundledSeasons: bundledSeasons)
    }

    public var games: [MLBGame] { load.value ?? [] }
    public var isLoading: Bool { load.isLoading }
    public var failure: FetchError? { load.failure }
    public var isStale: Bool { load.isStale }
    public var isShowingStandings: Bool { path.last == .standings }

    public var selectedGame: MLBGame? {
        games.indices.contains(list.selected) ? games[list.selected] : nil
    }

    public var hasLiveGame: Bool { games.contains(where: ScoreRules.isLive) }

    static let rowHeight = 3

    var spec: ListSpec {
        .gameBoard(count: games.count, state: self) { [selectedGame, center, kept] context in
            selectedGame.map { game in
                let shown = GameCenterView.center(for: game, center, kept)
                return { GameCenterView.render(shown, game, context, into: &$0, area: $1, scroll: $2) }
            }
        }
    }
}

extension ListSpec {
    /// A day's games, MLB's or the NHL's: three lines each under the date's
    /// two-line heading, the selected game's center beside them.
    static func gameBoard<State: Equatable & Sendable>(count: Int, state: State,
                                                       center: @escaping (ScreenContext) -> DetailScrollView.Content?) -> ListSpec {
        ListSpec(count: count, headerHeight: { _ in 2 }, rowHeight: { _ in ScoresState.rowHeight },
                 page: { max(1, $0 / ScoresState.rowHeight) }, detail: center, state: StateKey(state))
    }
}
