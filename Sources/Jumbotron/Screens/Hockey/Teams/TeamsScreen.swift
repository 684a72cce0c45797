import FoundationEssentials
import SportsCore
import TerminalUI

public enum TeamsIntent: Equatable, Sendable {
    case list(ListIntent)
    /// Enter: the selected club's roster.
    case open
    case toggleView
    case showView(TeamsView)
    case mapMove(MapNavigation.Direction)
    case filter
    case clearFilter
    case follow, unfollow
}

public enum TeamsAction: Equatable, Sendable {
    /// Teams came on top of the stack: load what is missing, draw the map.
    case shown
    case refresh
    case resized
    case intent(TeamsIntent)
    /// A key while typing into the filter.
    case filterKey(Key)
    case mouse(MouseEvent)
    case standingsLoaded(Result<Loaded<NHLStandings>, FetchError>, at: Date)
    case outlineLoaded(Result<Loaded<MapOutline>, FetchError>, at: Date)
    case retryStandings
    /// For the parent, which pushes the club's roster.
    case openTeam(String)
}

/// The Teams screen's reducer. `visible`: Teams is on top of the Hockey
/// stack, so the map is worth drawing for this size.
enum TeamsScreen {
    static func reduce(_ s: inout TeamsState, _ action: TeamsAction, _ context: ScreenContext,
                       visible: Bool) -> [Effect<TeamsAction>] {
        switch action {
        case .shown:
            return (s.standings.isSettled || s.standings.isLoading ? [] : loadStandings(&s)) + prepareMap(&s, context, visible)
        case .refresh, .retryStandings:
            return loadStandings(&s, refresh: true)
        case .resized:
            s.list.reveal(s.spec, context)
            return prepareMap(&s, context, visible)
        case .intent(let intent):
            return self.intent(&s, intent, context, visible)
        case .filterKey(let key):
            return filterKey(&s, key, context)
        case .mouse(let event):
            return mouse(&s, event, context, visible)
        case .standingsLoaded(let result, let at):
            let failure = s.standings.apply(result, at: at)
            if case .success = result { s.rebuildRows(); s.mapScene = nil }
            s.list.reveal(s.spec, context)
            return (failure.map { Effect.retryDialog(for: $0, .retryStandings, service: "NHL teams", showing: s.standings.value != nil) } ?? []) + prepareMap(&s, context, visible)
        case .outlineLoaded(let result, let at):
            s.outline.apply(result, at: at)
            s.mapScene = nil
            return prepareMap(&s, context, visible)
        case .openTeam:
            return []
        }
    }

    static func intent(_ s: inout TeamsState, _ intent: TeamsIntent, _ context: ScreenContext,
                       _ visible: Bool) -> [Effect<TeamsAction>] {
        switch intent {
        case .list(let list):
            s.list.apply(list, s.spec, context)
            return []
        case .open:
            return s.selectedTeam.map { [.send(.openTeam($0.tricode))] } ?? []
        case .toggleView:
            return self.intent(&s, .showView(s.view == .list ? .map : .list), context, visible)
        case .showView(let view):
            guard view != s.view else { return [] }
            // The selection follows across the views.
            if view == .map, let t = s.selectedTeam { s.mapSelected = t.tricode }
            s.view = view
            if view == .list, let tri = s.mapSelected, let i = s.row(of: tri) {
                s.list.viewport.selected = i
                s.list.reveal(s.spec, context)
            }
            return prepareMap(&s, context, visible)
        case .mapMove(let direction):
            guard let scene = s.mapScene, let current = scene.badge(s.mapSelected) else { return [] }
            let points = scene.badges.filter { $0.id != current.id }.map { (id: $0.id, at: $0.anchor) }
            if let next = MapNavigation.next(from: current.anchor, direction, among: points) { s.mapSelected = next }
            return []
        case .filter:
            s.filtering = true
            s.view = .list
            return []
        case .clearFilter:
            s.filter = ""
            s.rebuildRows()
            s.list.reveal(s.spec, context)
            return []
        case .follow, .unfollow:
            guard let team = s.followable else { return [] }
            return [.favorites(intent == .follow ? .save(.team(team)) : .remove(.team(team)))]
        }
    }

    /// Typing into the filter: printable keys are text; Enter keeps it, Esc clears it.
    static func filterKey(_ s: inout TeamsState, _ key: Key, _ context: ScreenContext) -> [Effect<TeamsAction>] {
        switch FilterField.key(key, text: &s.filter, editing: &s.filtering) {
        case .kept, .ignored: return []
        case .move(let intent):
            s.list.apply(intent, s.spec, context)
            return []
        case .edited, .cleared: break
        }
        s.rebuildRows()
        s.list.reveal(s.spec, context)
        return []
    }

    /// The switch, a badge on the map, or a row (a double click opens it).
    static func mouse(_ s: inout TeamsState, _ event: MouseEvent, _ context: ScreenContext,
                      _ visible: Bool) -> [Effect<TeamsAction>] {
        let layout = TeamsLayout(context)
        if event.kind == .click, event.position.y == layout.switchRow.y {
            return layout.switchHit(event.position).map { intent(&s, .showView($0), context, visible) } ?? []
        }
        if s.view == .map {
            guard event.kind == .click || event.kind == .doubleClick, let scene = s.mapScene else { return [] }
            let local = Point(x: event.position.x - layout.map.x, y: event.position.y - layout.map.y)
            guard let badge = scene.badge(at: local) else { return [] }
            s.mapSelected = badge.id
            return [.send(.openTeam(badge.id))]
        }
        guard s.list.mouse(event, s.spec, context) else { return [] }
        if s.list.showingDetail {
            s.list.closeDetail()
            if let t = s.selectedTeam { return [.send(.openTeam(t.tricode))] }
        }
        return []
    }

    static func loadStandings(_ s: inout TeamsState, refresh: Bool = false) -> [Effect<TeamsAction>] {
        s.standings.start()
        return [.fetch(.nhlStandings(refresh: refresh), key: "hockey.standings") { .standingsLoaded($0, at: $1) }]
    }

    /// Builds the map scene for this size (state) and asks for the outline once (the effect).
    static func prepareMap(_ s: inout TeamsState, _ context: ScreenContext, _ visible: Bool) -> [Effect<TeamsAction>] {
        guard visible, s.view == .map else { return [] }
        var effects: [Effect<TeamsAction>] = []
        if !s.outline.isSettled, !s.outline.isLoading {
            s.outline.start()
            effects.append(.fetch(.mapOutline, key: "hockey.map") { .outlineLoaded($0, at: $1) })
        }
        let area = TeamsLayout(context).map
        let size = Size(width: area.width, height: area.height)
        let braille = !context.display.ascii
        if let scene = s.mapScene, scene.size == size, scene.braille == braille { return effects }
        if s.outline.isLoading && s.outline.value == nil { return effects }
        s.mapScene = MapScene.make(outline: s.outline.value, teams: s.teams.map(\.tricode), size: size, braille: braille)
        return effects
    }
}
