import FoundationEssentials
import SportsCore
import TerminalUI

/// Pure: opening, season changes, scrolling and load results for the standings.
public enum StandingsScreen: StandingsModel {
    public typealias State = StandingsState
    public typealias Action = StandingsAction

    /// Pushed for the shown date's season; a season already on hand is not fetched again.
    static func open(_ s: inout StandingsState, season: Int) -> [Effect<StandingsAction>] {
        if s.season == season && s.load.value != nil && s.failure == nil { return [] }
        return show(&s, season)
    }

    static func show(_ s: inout StandingsState, _ season: Int) -> [Effect<StandingsAction>] {
        let season = min(max(season, Day.seasons.lowerBound), Day.seasons.upperBound)
        s.season = season
        s.load.reset()
        s.scroll = 0
        return load(&s)
    }

    static func load(_ s: inout StandingsState) -> [Effect<StandingsAction>] {
        s.load.start()
        let season = s.season
        return [.fetch(.mlbStandings(season: season), key: "standings") { .loaded(season: season, $0, at: $1) }]
    }

    /// Scrolling is offered only when the table is taller than the screen.
    static func keyMap(_ s: StandingsState, _ context: ScreenContext) -> KeyMap<StandingsIntent> {
        let scrolls = maxScroll(s, context) > 0
        return KeyMap(StandingsKeys.map.title, StandingsKeys.map.bindings.filter { b in
            if case .scroll = b.intent { scrolls } else { true }
        })
    }

    /// `visible`: the standings are on screen, so a failure may ask to retry.
    static func reduce(_ s: inout StandingsState, _ action: StandingsAction, _ context: ScreenContext,
                       visible: Bool) -> [Effect<StandingsAction>] {
        switch action {
        case .intent(let intent):
            let page = max(1, visibleLines(context) - 1)
            switch intent {
            case .previousSeason: return show(&s, s.season - 1)
            case .nextSeason: return show(&s, s.season + 1)
            case .scroll(let intent): intent.apply(to: &s.scroll, page: page)
            case .close: break
            }
        case .mouse(let event):
            guard let intent = ScrollIntent(wheel: event) else { return [] }
            intent.apply(to: &s.scroll, page: 1)
        case .loaded(let season, let result, let at):
            guard season == s.season else { return [] }   // an answer for a season no longer shown
            let failure = s.load.apply(result, at: at)
            clampScroll(&s, context)
            guard visible, let failure else { return [] }
            return Effect.retryDialog(for: failure, .retry(season: season), service: "MLB standings", showing: s.load.value != nil)
        case .retry(let season):
            guard season == s.season else { return [] }
            return load(&s)
        }
        clampScroll(&s, context)
        return []
    }

    /// Table lines that fit under the header.
    static func visibleLines(_ context: ScreenContext) -> Int {
        max(1, context.layout.content.height - StandingsView.headerHeight)
    }

    static func maxScroll(_ s: StandingsState, _ context: ScreenContext) -> Int {
        let table = StandingsTable(divisions: s.divisions, width: context.layout.content.width)
        return StandingsTable.maxScroll(lines: table.height, height: visibleLines(context))
    }

    static func clampScroll(_ s: inout StandingsState, _ context: ScreenContext) {
        s.scroll = min(max(0, s.scroll), maxScroll(s, context))
    }
}
