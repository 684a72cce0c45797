import FoundationEssentials
import SportsCore

/// MLB standings, pushed from the Scores tab with `s`: one season's
/// divisions, how they were loaded, and how far the table is scrolled.
public struct StandingsState: Equatable, Sendable {
    public var season: Int
    public var load = Loadable<[StandingsDivision], FetchError>()
    /// First table line shown.
    public var scroll = 0
    /// Offline: the seasons that have bundled samples.
    public var bundledSeasons: [Int]?

    public init(season: Int, bundledSeasons: [Int]? = nil) {
        self.season = season
        self.bundledSeasons = bundledSeasons
    }

    public var divisions: [StandingsDivision] { load.value ?? [] }
    public var isLoading: Bool { load.isLoading }
    public var failure: FetchError? { load.failure }
}

public enum StandingsAction: Equatable, Sendable {
    case intent(StandingsIntent)
    case mouse(MouseEvent)
    case loaded(season: Int, Result<Loaded<[StandingsDivision]>, FetchError>, at: Date)
    case retry(season: Int)
}

import TerminalUI

public enum StandingsIntent: Sendable, Equatable {
    case previousSeason, nextSeason, close
    case scroll(ScrollIntent)
}

public enum StandingsKeys {
    public static let map = KeyMap<StandingsIntent>("Standings", [
        KeyBinding([.left], .previousSeason, help: "Previous season", hint: "season"),
        KeyBinding([.right], .nextSeason, help: "Next season"),
    ] + ScrollIntent.bindings { .scroll($0) } + [
        KeyBinding([.escape, .backspace, .char("h"), .char("s")], .close, help: "Back to the scoreboard", hint: "scores"),
    ])
}
