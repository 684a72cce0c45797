import Foundation
import SportsCore
import TerminalUI

/// Pure: opening, season changes, scrolling and load results for the standings.
public enum StandingsReducer {
    /// `s` on the Scores tab: the standings of the shown date's season.
    static func open(_ app: inout AppState) -> [Command] {
        app.standings.isOpen = true
        let season = app.scores.date.year
        if app.standings.loadedSeason == season && app.standings.failure == nil { return [] }
        return show(&app, season)
    }

    static func show(_ app: inout AppState, _ season: Int) -> [Command] {
        var s = app.standings
        s.season = season
        s.divisions = []
        s.loadedSeason = nil
        s.failure = nil
        s.origin = nil
        s.scroll = 0
        app.standings = s
        return load(&app)
    }

    static func load(_ app: inout AppState) -> [Command] {
        app.standings.isLoading = true
        return [.fetchStandings(season: app.standings.season)]
    }

    static func loaded(_ app: inout AppState, _ season: Int, _ result: Result<Loaded<[StandingsDivision]>, FetchError>, at: Date) -> [Command] {
        guard season == app.standings.season else { return [] }   // an answer for a season no longer shown
        var s = app.standings
        s.isLoading = false
        switch result {
        case .success(let loaded):
            s.divisions = loaded.value
            s.origin = loaded.origin
            s.loadedAt = at
            s.loadedSeason = season
            s.failure = nil
            app.standings = s
            clampScroll(&app)
            if case .staleCache(_, let failure) = loaded.origin, app.tab == .scores, app.standings.isOpen {
                AppReducer.presentFailure(&app, failure, retry: .retryStandings(season))
            }
        case .failure(let error):
            if error == .cancelled { app.standings = s; return [] }
            if s.loadedSeason != season { s.divisions = []; s.loadedSeason = season }
            s.failure = error
            app.standings = s
            if app.tab == .scores, app.standings.isOpen {
                AppReducer.presentFailure(&app, error, retry: .retryStandings(season))
            }
        }
        return []
    }

    /// Handles a key while the standings are open; nil when it is not one of theirs.
    static func key(_ app: inout AppState, _ key: Key) -> [Command]? {
        guard let intent = StandingsKeys.map.intent(for: key) else { return nil }
        let page = max(1, visibleLines(app) - 1)
        switch intent {
        case .previousSeason: return show(&app, app.standings.season - 1)
        case .nextSeason: return show(&app, app.standings.season + 1)
        case .up: app.standings.scroll -= 1
        case .down: app.standings.scroll += 1
        case .pageUp: app.standings.scroll -= page
        case .pageDown: app.standings.scroll += page
        case .top: app.standings.scroll = 0
        case .bottom: app.standings.scroll = .max
        case .close: app.standings.isOpen = false
        }
        clampScroll(&app)
        return []
    }

    static func mouse(_ app: inout AppState, _ event: MouseEvent) -> [Command] {
        switch event.kind {
        case .wheelUp: app.standings.scroll -= 1
        case .wheelDown: app.standings.scroll += 1
        case .click, .doubleClick: return []
        }
        clampScroll(&app)
        return []
    }

    /// Table lines that fit under the header.
    static func visibleLines(_ app: AppState) -> Int {
        max(1, app.layout.content.height - StandingsView.headerHeight)
    }

    static func clampScroll(_ app: inout AppState) {
        let table = StandingsTable(divisions: app.standings.divisions, width: app.layout.content.width)
        let limit = StandingsTable.maxScroll(lines: table.height, height: visibleLines(app))
        app.standings.scroll = min(max(0, app.standings.scroll), limit)
    }
}
