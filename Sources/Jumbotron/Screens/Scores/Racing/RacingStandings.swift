import FoundationEssentials
import SportsCore
import TerminalUI

/// `s` on a racing board: the drivers' and constructors' championships
/// (position, points, the gap to the leader, wins) and the season's rounds,
/// from Jolpica for a series it carries (F1). Another series says where its
/// championship is not available instead of a table of dashes.
public struct RacingStandingsBoard: Equatable, Sendable, StandingsPaneState {
    public var league: ScoresLeague
    /// The season is the board's year when `s` was pressed.
    public var season: Int
    public var load = Loadable<F1Season, FetchError>()
    public var scroll = 0
}

/// One season's championships and calendar, asked for in one chain (drivers, then constructors, then rounds).
public struct F1Season: Equatable, Sendable {
    public var standings = Jolpica.Standings()
    public var rounds: [Jolpica.Race] = []
}

public typealias RacingStandingsAction = StandingsPaneAction<F1Season>

public enum RacingStandings: StandingsModel {
    public typealias State = RacingStandingsBoard
    public typealias Action = RacingStandingsAction

    /// The drivers' table first; the constructors' and the calendar add to it, and either failing leaves what came.
    static func fetch(season: Int) -> Fetch<F1Season> {
        var drivers = Fetch<F1Season>(.jolpicaDriverStandings(season: season), cache: .maxAge(seconds: 600), then: { first in
            var teams = Fetch<F1Season>(.jolpicaTeamStandings(season: season), cache: .maxAge(seconds: 600), then: { second in
                let calendar = Fetch<F1Season>(.jolpicaSeason(season), cache: .day) { data in
                    var season = second
                    season.rounds = try Jolpica.races(data)
                    return season
                }
                return calendar
            }) { data in
                var season = first
                season.standings.teams = try Jolpica.standings(data).teams
                return season
            }
            teams.thenIsOptional = true
            return teams
        }) { data in F1Season(standings: try Jolpica.standings(data)) }
        drivers.thenIsOptional = true
        return drivers
    }
}

extension RacingStandings: StandingsPaneScreen {
    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> RacingStandingsBoard {
        RacingStandingsBoard(league: league, season: board.year)
    }

    static func open(_ s: inout RacingStandingsBoard, day: Day) -> [Effect<RacingStandingsAction>] {
        if s.season != day.year { s = RacingStandingsBoard(league: s.league, season: day.year) }
        if s.load.value != nil && s.load.failure == nil { return [] }
        return load(&s)
    }

    static func refresh(_ s: inout RacingStandingsBoard) -> [Effect<RacingStandingsAction>] { load(&s) }

    static func load(_ s: inout RacingStandingsBoard) -> [Effect<RacingStandingsAction>] {
        guard s.league.row.jolpicaSeries != nil else { return [] }
        s.load.start()
        return [.fetch(fetch(season: s.season), key: "\(s.league.rawValue)-standings") { .loaded($0, at: $1) }]
    }

    static func lineCount(_ s: RacingStandingsBoard, _ context: ScreenContext) -> Int { RacingStandingsView.lines(s, context).count }
    static func name(_ s: RacingStandingsBoard) -> String { "\(s.league.name) standings" }
    static func backHelp(_ s: RacingStandingsBoard) -> String { "Back to the \(s.league.name) sessions" }

    static func render(_ s: RacingStandingsBoard, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        RacingStandingsView.render(s, context, into: &canvas, area: area)
    }
}
