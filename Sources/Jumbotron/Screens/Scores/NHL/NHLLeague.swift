import FoundationEssentials
import SportsCore
import TerminalUI

/// The NHL in the Scores tab: api-web's schedule for a day, the game center
/// on the landing, box score and play-by-play, the standings by division.
public enum NHLLeague: League {
    public typealias Center = NHLCenterState
    public typealias Standings = NHLStandingsScreen
    public typealias Leaders = LeadersCover
    public typealias Bracket = PlayoffBracketCover<NHLBracketSource>
}

extension NHLLeague: LeagueRules {
    /// A playoff series (`CAR leads 2-1`) beside the home team.
    static func note(_ game: NHLGame, _ side: Contest.Side) -> String? { side == .home ? game.series?.text : nil }

    /// `Final/2OT` needs ten columns.
    static var stateWidth: Int { 10 }

    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let days = offline.bundledNHLDays()
        return (days, days.last)
    }

    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<[NHLGame]> { .nhlSchedule(day) }

    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style {
        TeamColors.badge(team.abbreviation == "?" ? nil : team.abbreviation, display)
    }

    /// The landing's clock, period and score are fresher than the schedule's.
    static func patch(_ row: NHLGame, with center: NHLCenterState) -> NHLGame {
        guard let game = center.landing.value?.game, game.id == row.id else { return row }
        var row = row
        row.gameState = game.gameState ?? row.gameState
        row.gameScheduleState = game.gameScheduleState ?? row.gameScheduleState
        row.period = game.period ?? row.period
        row.periodType = game.periodType ?? row.periodType
        row.clock = game.clock ?? row.clock
        row.lastPeriodType = game.lastPeriodType ?? row.lastPeriodType
        row.otPeriods = game.otPeriods ?? row.otPeriods
        row.away.score = game.away.score ?? row.away.score
        row.home.score = game.home.score ?? row.home.score
        return row
    }
}

extension NHLStandingsScreen: StandingsPaneScreen {
    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> NHLStandingsBoard { NHLStandingsBoard() }
}
