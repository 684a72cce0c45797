import FoundationEssentials
import SportsCore
import TerminalUI

/// The NHL in the Scores tab: api-web's schedule for a day, the game center
/// on the landing, box score and play-by-play, the standings by division.
public enum NHLLeague: League {
    public typealias Center = NHLCenterState
    public typealias Standings = NHLStandingsScreen
}

extension NHLLeague: LeagueRules {
    /// `Final/2OT` needs ten columns.
    static var stateWidth: Int { 10 }

    static func sampleDays(_ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let days = offline.bundledNHLDays()
        return (days, days.last)
    }

    static func schedule(_ day: Day) -> Fetch<[NHLGame]> { .nhlSchedule(day) }

    static func badge(_ team: GameSummary.Team, _ display: DisplayOptions, _ theme: Theme) -> Style {
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

extension NHLStandingsScreen: StandingsRules {
    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> NHLStandingsBoard { NHLStandingsBoard() }

    static func reduce(_ s: inout NHLStandingsBoard, _ action: NHLStandingsAction, _ context: ScreenContext,
                       visible: Bool) -> [Effect<NHLStandingsAction>] {
        switch action {
        case .scroll(let intent):
            scroll(&s, intent, context)
        case .mouse(let event):
            if let intent = ScrollIntent(wheel: event) { scroll(&s, intent, context) }
        case .loaded(let result, let at):
            let failure = s.load.apply(result, at: at)
            clamp(&s, context)
            guard visible, let failure else { return [] }
            return Effect.retryDialog(for: failure, .retry, service: "NHL standings", showing: s.load.value != nil)
        case .retry:
            return load(&s)
        }
        return []
    }

    static func keyAction(_ key: Key, _ s: NHLStandingsBoard, _ context: ScreenContext) -> StandingsKey<NHLStandingsAction>? {
        keyMap(s, context).intent(for: key).map {
            switch $0 {
            case .close: .close
            case .scroll(let intent): .action(.scroll(intent))
            }
        }
    }

    static func mouse(_ event: MouseEvent) -> NHLStandingsAction { .mouse(event) }
    static func keyHelp(_ s: NHLStandingsBoard, _ context: ScreenContext) -> KeyHelp { keyMap(s, context).described }
    static func isLoading(_ s: NHLStandingsBoard) -> Bool { s.load.isLoading }
}
