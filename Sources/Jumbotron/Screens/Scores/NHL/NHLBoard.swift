import Foundation
import SportsCore
import TerminalUI

public enum NHLBoardAction: Equatable, Sendable {
    case intent(NHLBoardIntent)
    case mouse(MouseEvent)
    /// The NHL schedule for a day arrived (or failed), at the given time.
    case loaded(Day, Result<Loaded<[NHLGame]>, FetchError>, at: Date)
    case retry(Day)
    /// Time to fetch a day with a live game again.
    case liveRefreshDue
    case standingsLoaded(Result<Loaded<NHLStandings>, FetchError>, at: Date)
    case standingsRetry
    case center(NHLCenterAction)
}

public enum NHLBoardIntent: Sendable, Equatable {
    case previousDay, nextDay, today, pickDate, standings, switchLeague
    case list(ListIntent)
    case center(NHLCenterIntent)
    case standingsKey(NHLStandingsIntent)
}

extension TimerID {
    /// Re-fetch while a game on the NHL day shown is live.
    public static let nhlLiveRefresh = TimerID("scores.nhl.liveRefresh")
}

/// Pure: the NHL board's days, list, standings and live refresh. `visible`
/// says the board is on screen (the Scores tab, on the NHL).
enum NHLBoard {
    static func appear(_ s: inout NHLBoardState) -> [Effect<NHLBoardAction>] {
        if s.load.isLoading { return [] }
        if !s.load.isSettled || s.hasLiveGame { return load(&s, s.date) }
        return []
    }

    static func refresh(_ s: inout NHLBoardState, _ context: ScreenContext, visible: Bool) -> [Effect<NHLBoardAction>] {
        if s.showingStandings { return NHLStandingsScreen.load(&s.standings, refresh: true) }
        var effects = load(&s, s.date)
        if NHLCenterFeature.isVisible(s, context, visible), let id = s.center?.gameId {
            effects += NHLCenterFeature.fetchAll(&s, id)
        }
        return effects
    }

    static func reduce(_ s: inout NHLBoardState, _ action: NHLBoardAction, _ context: ScreenContext,
                       visible: Bool) -> [Effect<NHLBoardAction>] {
        switch action {
        case .intent(let intent):
            return perform(&s, intent, context)
        case .mouse(let event):
            if s.showingStandings {
                switch event.kind {
                case .wheelUp: NHLStandingsScreen.scroll(&s.standings, .up, context)
                case .wheelDown: NHLStandingsScreen.scroll(&s.standings, .down, context)
                default: break
                }
                return []
            }
            s.list.mouse(event, s.spec, context)
            return []
        case .loaded(let day, let result, let at):
            return loaded(&s, day, result, at: at, context, visible: visible)
        case .retry(let day):
            guard day == s.date else { return [] }
            return load(&s, day)
        case .liveRefreshDue:
            guard visible, s.hasLiveGame, !s.isLoading else { return [] }
            return load(&s, s.date)
        case .standingsLoaded(let result, let at):
            let failure = s.standings.load.apply(result, at: at)
            NHLStandingsScreen.clamp(&s.standings, context)
            guard visible, s.showingStandings, let failure else { return [] }
            return Effect.retryDialog(for: failure, .standingsRetry)
        case .standingsRetry:
            return NHLStandingsScreen.load(&s.standings)
        case .center(let action):
            return NHLCenterFeature.reduce(&s, action, context, visible: visible)
        }
    }

    static func perform(_ s: inout NHLBoardState, _ intent: NHLBoardIntent, _ context: ScreenContext) -> [Effect<NHLBoardAction>] {
        switch intent {
        case .previousDay: return show(&s, s.date.adding(days: -1))
        case .nextDay: return show(&s, s.date.adding(days: 1))
        case .today: return show(&s, context.today)
        case .pickDate, .switchLeague: return []   // the tab's own: the picker and the league are shared
        case .standings:
            s.showingStandings = true
            return NHLStandingsScreen.open(&s.standings)
        case .standingsKey(.close):
            s.showingStandings = false
            return []
        case .standingsKey(let key):
            NHLStandingsScreen.scroll(&s.standings, key, context)
            return []
        case .list(let intent):
            s.list.apply(intent, s.spec, context)
            return []
        case .center(let intent):
            return NHLCenterFeature.perform(&s, intent, context)
        }
    }

    /// Shows `day`: clears the list and fetches.
    static func show(_ s: inout NHLBoardState, _ day: Day) -> [Effect<NHLBoardAction>] {
        let day = day.clampedToAPIRange
        s.date = day
        s.load.reset()
        s.list = ListDetail()
        return load(&s, day)
    }

    static func load(_ s: inout NHLBoardState, _ day: Day) -> [Effect<NHLBoardAction>] {
        s.load.start()
        return [.cancelTimer(.nhlLiveRefresh), .fetch(.nhlSchedule(day), key: "nhl-scores") { .loaded(day, $0, at: $1) }]
    }

    static func loaded(_ s: inout NHLBoardState, _ day: Day, _ result: Result<Loaded<[NHLGame]>, FetchError>, at: Date,
                       _ context: ScreenContext, visible: Bool) -> [Effect<NHLBoardAction>] {
        guard day == s.date else { return [] }   // an answer for a date no longer shown
        let selectedID = s.selectedGame?.id
        let failure = s.load.apply(result, at: at)
        if case .success = result {
            if let id = selectedID, let i = s.games.firstIndex(where: { $0.id == id }) { s.list.viewport.selected = i }
            s.list.reveal(s.spec, context)
        }
        var effects: [Effect<NHLBoardAction>] = []
        if let failure, visible { effects += Effect.retryDialog(for: failure, .retry(day)) }
        if case .success = result, !context.display.offline, s.hasLiveGame {
            effects.append(.startTimer(.nhlLiveRefresh, after: context.liveRefresh, fire: .liveRefreshDue))
        }
        return effects
    }

    /// The row of a game takes the fresher state its center's landing brings
    /// (clock, period, score), so the list and the center never disagree.
    static func patchRow(_ s: inout NHLBoardState, with game: NHLGame) {
        guard var games = s.load.value, let i = games.firstIndex(where: { $0.id == game.id }),
              let origin = s.load.origin, let at = s.load.loadedAt else { return }
        var row = games[i]
        row.gameState = game.gameState ?? row.gameState
        row.gameScheduleState = game.gameScheduleState ?? row.gameScheduleState
        row.period = game.period ?? row.period
        row.periodType = game.periodType ?? row.periodType
        row.clock = game.clock ?? row.clock
        row.lastPeriodType = game.lastPeriodType ?? row.lastPeriodType
        row.otPeriods = game.otPeriods ?? row.otPeriods
        row.away.score = game.away.score ?? row.away.score
        row.home.score = game.home.score ?? row.home.score
        guard row != games[i] else { return }
        games[i] = row
        let loading = s.load.isLoading
        s.load.apply(.success(Loaded(value: games, origin: origin)), at: at)
        if loading { s.load.start() }
    }
}
