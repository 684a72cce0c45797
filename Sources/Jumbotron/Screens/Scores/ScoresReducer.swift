import Foundation
import SportsCore
import TerminalUI

/// Pure: keys, load results and timers in; new state and commands out.
public enum ScoresReducer {
    /// The tab became visible: load once.
    static func appear(_ app: inout AppState) -> [Command] {
        guard app.scores.loadedDate == nil, !app.scores.isLoading else { return [] }
        return load(&app, app.scores.date)
    }

    /// Shows `day`: clears the list and fetches.
    static func show(_ app: inout AppState, _ day: Day) -> [Command] {
        var s = app.scores
        s.date = day
        s.games = []
        s.loadedDate = nil
        s.failure = nil
        s.origin = nil
        s.viewport = ListViewport()
        s.showingDetail = false
        app.scores = s
        return load(&app, day)
    }

    static func load(_ app: inout AppState, _ day: Day) -> [Command] {
        app.scores.isLoading = true
        return [.cancelTimer(.liveRefresh), .fetchScores(day)]
    }

    static func refresh(_ app: inout AppState) -> [Command] {
        load(&app, app.scores.date)
    }

    static func loaded(_ app: inout AppState, _ day: Day, _ result: Result<Loaded<[MLBGame]>, FetchError>, at: Date) -> [Command] {
        guard day == app.scores.date else { return [] }   // an answer for a date no longer shown
        var s = app.scores
        s.isLoading = false
        switch result {
        case .success(let loaded):
            let selectedPk = s.loadedDate == day ? s.selectedGame?.gamePk : nil
            s.games = ScoreRules.favoritesFirst(loaded.value, teams: app.display.favoriteMLBTeams)
            s.origin = loaded.origin
            s.loadedAt = at
            s.loadedDate = day
            s.failure = nil
            if let pk = selectedPk, let i = s.games.firstIndex(where: { $0.gamePk == pk }) { s.viewport.selected = i }
            app.scores = s
            revealSelection(&app)
            var commands: [Command] = []
            if case .staleCache(_, let failure) = loaded.origin {
                AppReducer.presentFailure(&app, failure, retry: .retryScores(day))
            }
            if !app.display.offline && app.scores.hasLiveGame {
                commands.append(.startTimer(.liveRefresh, after: app.liveRefresh))
            }
            return commands
        case .failure(let error):
            if error == .cancelled { app.scores = s; return [] }
            if s.loadedDate != day { s.games = []; s.loadedDate = day }
            s.failure = error
            app.scores = s
            AppReducer.presentFailure(&app, error, retry: .retryScores(day))
            return []
        }
    }

    static func timerFired(_ app: inout AppState) -> [Command] {
        guard app.scores.hasLiveGame, !app.scores.isLoading else { return [] }
        return load(&app, app.scores.date)
    }

    /// Handles a key meant for the Scores tab; nil when it is not one of its keys.
    static func key(_ app: inout AppState, _ key: Key) -> [Command]? {
        guard let intent = ScoresKeys.map.intent(for: key) else { return nil }
        switch intent {
        case .previousDay: return show(&app, app.scores.date.adding(days: -1))
        case .nextDay: return show(&app, app.scores.date.adding(days: 1))
        case .today: return show(&app, app.today)
        case .pickDate:
            app.overlays.append(.datePicker(DatePickerState(cursor: app.scores.date, available: app.scores.bundledDates)))
            return []
        case .standings:
            return StandingsReducer.open(&app)
        case .list(let list):
            return listIntent(&app, list)
        }
    }

    static func listIntent(_ app: inout AppState, _ intent: ListIntent) -> [Command]? {
        let count = app.scores.games.count
        let page = ListDetailLayout(scores: app).visibleScoreRows
        switch intent {
        case _ where ListNavigation.move(&app.scores.viewport, intent, count: count, page: page): break
        case .open:
            guard app.scores.selectedGame != nil else { return [] }
            app.scores.showingDetail = true
        case .back:
            guard app.scores.showingDetail else { return nil }   // nothing to close: not ours
            app.scores.showingDetail = false
        default: break
        }
        revealSelection(&app)
        return []
    }

    static func revealSelection(_ app: inout AppState) {
        let layout = ListDetailLayout(scores: app)
        app.scores.viewport.reveal(count: app.scores.games.count, height: layout.list.height) { _ in ListDetailLayout.scoresRowHeight }
    }

    static func mouse(_ app: inout AppState, _ event: MouseEvent) -> [Command] {
        let layout = ListDetailLayout(scores: app)
        switch event.kind {
        case .wheelUp: return listIntent(&app, .up) ?? []
        case .wheelDown: return listIntent(&app, .down) ?? []
        case .click, .doubleClick:
            if app.scores.showingDetail && !Layout.isSplit(app.size) { return [] }
            guard layout.list.contains(event.position) else { return [] }
            let index = app.scores.viewport.offset + (event.position.y - layout.list.y) / ListDetailLayout.scoresRowHeight
            guard index < app.scores.games.count else { return [] }
            app.scores.viewport.selected = index
            if event.kind == .doubleClick { app.scores.showingDetail = true }
            revealSelection(&app)
            return []
        }
    }

    static func picker(_ app: inout AppState, _ outcome: DatePickerOutcome) -> [Command] {
        switch outcome {
        case .stay: return []
        case .cancelled:
            app.overlays.removeLast()
            return []
        case .picked(let day):
            app.overlays.removeLast()
            return show(&app, day)
        }
    }
}
