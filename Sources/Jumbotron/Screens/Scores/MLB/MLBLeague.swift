import FoundationEssentials
import SportsCore
import TerminalUI

/// MLB in the Scores tab: statsapi's schedule for a day, the game center on
/// the live feed, the standings by division.
public enum MLBLeague: League {
    public typealias Center = MLBCenterState
    public typealias Standings = StandingsScreen
    public typealias Leaders = LeadersCover
    public typealias Bracket = PlayoffBracketCover<MLBBracketSource>
}

extension MLBLeague: LeagueRules {
    static var stateWidth: Int { 9 }

    /// Offline, the latest sample day with games (the sample also holds an empty day).
    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        (offline.bundledMLBDays(), offline.latestMLBDayWithGames())
    }

    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<[MLBGame]> { .mlbSchedule(day) }

    static func club(_ team: Competitor) -> Int? { team.id.hasPrefix("mlb:") ? Int(team.id.dropFirst(4)) : nil }

    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style {
        MLBBadge.style(club(team), theme)
    }

    static func note(_ game: MLBGame, _ side: Contest.Side) -> String? {
        MLBBadge.pitcherText(game, side == .away ? .away : .home)
    }
}

extension StandingsScreen: StandingsRules {
    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> StandingsState {
        StandingsState(season: board.year, bundledSeasons: offline?.bundledStandingsSeasons())
    }

    static func open(_ s: inout StandingsState, day: Day) -> [Effect<StandingsAction>] { open(&s, season: day.year) }
    static func refresh(_ s: inout StandingsState) -> [Effect<StandingsAction>] { load(&s) }

    static func keyAction(_ key: Key, _ s: StandingsState, _ context: ScreenContext) -> StandingsKey<StandingsAction>? {
        keyMap(s, context).intent(for: key).map { $0 == .close ? .close : .action(.intent($0)) }
    }

    static func mouse(_ event: MouseEvent) -> StandingsAction { .mouse(event) }
    static func keyHelp(_ s: StandingsState, _ context: ScreenContext) -> KeyHelp { keyMap(s, context).described }

    static func render(_ s: StandingsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        StandingsView.render(s, context, into: &canvas, area: area)
    }

    static func clamp(_ s: inout StandingsState, _ context: ScreenContext) { clampScroll(&s, context) }
    static func isLoading(_ s: StandingsState) -> Bool { s.load.isLoading }
}
