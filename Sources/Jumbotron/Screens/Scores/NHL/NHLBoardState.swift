import Foundation
import SportsCore
import TerminalUI

/// The NHL scoreboard inside the Scores tab: its own date, games, selection,
/// game center and standings, kept while the MLB board is on screen.
public struct NHLBoardState: Equatable, Sendable, ListScreenState {
    public var date: Day
    public var load = Loadable<[NHLGame], FetchError>()
    public var list = ListDetail()
    /// The selected game's center, when it has been on screen.
    public var center: NHLCenterState?
    /// Finished games fetched this run, shown again at once.
    public var kept = KeptNHLGames()
    /// Offline: the dates that have bundled samples.
    public var bundledDates: [Day]?
    public var standings = NHLStandingsBoard()
    public var showingStandings = false

    public init(date: Day, bundledDates: [Day]? = nil) {
        self.date = date
        self.bundledDates = bundledDates
    }

    public var games: [NHLGame] { load.value ?? [] }
    public var isLoading: Bool { load.isLoading }
    public var failure: FetchError? { load.failure }

    public var selectedGame: NHLGame? {
        games.indices.contains(list.selected) ? games[list.selected] : nil
    }

    public var hasLiveGame: Bool { games.contains { NHLGameRules.phase($0) == .live } }

    var spec: ListSpec {
        .gameBoard(count: games.count, state: self) { [selectedGame, center, kept] context in
            selectedGame.map { game in
                let shown = NHLCenterView.center(for: game, center, kept)
                return { NHLCenterView.render(shown, game, context, into: &$0, area: $1, scroll: $2) }
            }
        }
    }
}

/// The finished NHL games fetched this run (their landing, box score and
/// plays as they came): a final never changes. Bounded: the oldest leaves first.
public struct KeptNHLGames: Equatable, Sendable {
    public static let limit = 6
    public struct Game: Equatable, Sendable {
        public var landing: NHLLanding
        public var box: NHLBoxscore?
        public var plays: NHLPlayByPlay?
    }
    private(set) var games: [Game] = []

    public init() {}

    public subscript(id: Int) -> Game? { games.last { $0.landing.id == id } }

    mutating func keep(_ landing: NHLLanding, box: NHLBoxscore?, plays: NHLPlayByPlay?) {
        let earlier = self[landing.id]
        games.removeAll { $0.landing.id == landing.id }
        games.append(Game(landing: landing, box: box ?? earlier?.box, plays: plays ?? earlier?.plays))
        if games.count > Self.limit { games.removeFirst(games.count - Self.limit) }
    }
}
