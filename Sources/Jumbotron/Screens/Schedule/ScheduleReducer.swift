import Foundation
import SportsCore
import TerminalUI

public enum ScheduleReducer {
    static func appear(_ app: inout AppState) -> [Command] {
        guard !app.schedule.loaded, !app.schedule.isLoading else { return [] }
        return load(&app)
    }

    static func load(_ app: inout AppState) -> [Command] {
        app.schedule.isLoading = true
        return [.fetchSchedule]
    }

    static func loaded(_ app: inout AppState, _ result: Result<Loaded<YinzCamSchedule>, FetchError>, at: Date) -> [Command] {
        var s = app.schedule
        s.isLoading = false
        switch result {
        case .success(let loaded):
            let keep = s.loaded ? s.viewport : nil
            s.team = loaded.value.team
            s.rows = ScheduleRules.rows(loaded.value)
            s.headers = s.rows.indices.filter { if case .heading = s.rows[$0] { return true } else { return false } }
            s.origin = loaded.origin
            s.loadedAt = at
            s.loaded = true
            s.failure = nil
            s.viewport = keep ?? ListViewport(selected: 0)
            if keep == nil { s.viewport.move(by: 0, count: s.rows.count, isSelectable: s.isSelectable) }
            app.schedule = s
            if case .staleCache(_, let failure) = loaded.origin {
                AppReducer.presentFailure(&app, failure, retry: .retrySchedule)
            }
            return reveal(&app)
        case .failure(let error):
            if error == .cancelled { app.schedule = s; return [] }
            s.loaded = true
            s.failure = error
            app.schedule = s
            AppReducer.presentFailure(&app, error, retry: .retrySchedule)
            return []
        }
    }

    static func key(_ app: inout AppState, _ key: Key) -> [Command]? {
        guard let intent = ScheduleKeys.map.intent(for: key) else { return nil }
        return list(&app, intent)
    }

    static func list(_ app: inout AppState, _ intent: ListIntent) -> [Command]? {
        let s = app.schedule
        let count = s.rows.count
        let page = max(1, ListDetailLayout(schedule: app).list.height / 4)
        switch intent {
        case _ where ListNavigation.move(&app.schedule.viewport, intent, count: count, page: page, isSelectable: s.isSelectable): break
        case .open:
            guard case .game = s.selectedRow else { return [] }
            app.schedule.showingDetail = true
        case .back:
            guard s.showingDetail else { return nil }
            app.schedule.showingDetail = false
        default: break
        }
        return reveal(&app)
    }

    /// Keeps the selection visible, then asks for the logos of the rows now on screen.
    static func reveal(_ app: inout AppState) -> [Command] {
        let layout = ListDetailLayout(schedule: app)
        let s = app.schedule
        app.schedule.viewport.reveal(count: s.rows.count, height: layout.list.height, rowHeight: s.rowHeight, headers: s.headers)
        return requestVisibleLogos(&app, height: layout.list.height)
    }

    static func requestVisibleLogos(_ app: inout AppState, height: Int) -> [Command] {
        var wanted: [String] = []
        let s = app.schedule
        if let root = s.team?.triCode, !root.isEmpty { wanted.append(root) }
        s.viewport.forEachVisible(count: s.rows.count, height: height, rowHeight: s.rowHeight) { i, _ in
            if case .game(let g) = s.rows[i] { wanted += [g.away.triCode, g.home.triCode] }
        }
        var commands: [Command] = []
        for tri in wanted where !tri.isEmpty && !app.schedule.requestedLogos.contains(tri) {
            app.schedule.requestedLogos.insert(tri)
            commands.append(.loadLogo(tri))
        }
        return commands
    }

    static func mouse(_ app: inout AppState, _ event: MouseEvent) -> [Command] {
        switch event.kind {
        case .wheelUp: return list(&app, .up) ?? []
        case .wheelDown: return list(&app, .down) ?? []
        case .click, .doubleClick:
            let layout = ListDetailLayout(schedule: app)
            if app.schedule.showingDetail && layout.detail == nil { return [] }
            guard layout.list.contains(event.position) else { return [] }
            let s = app.schedule
            var hit: Int?
            s.viewport.forEachVisible(count: s.rows.count, height: layout.list.height, rowHeight: s.rowHeight) { i, y in
                let top = layout.list.y + y
                if event.position.y >= top && event.position.y < top + s.rowHeight(i) { hit = i }
            }
            guard let index = hit, s.isSelectable(index) else { return [] }
            app.schedule.viewport.selected = index
            if event.kind == .doubleClick, case .game = s.rows[index] { app.schedule.showingDetail = true }
            return reveal(&app)
        }
    }
}
