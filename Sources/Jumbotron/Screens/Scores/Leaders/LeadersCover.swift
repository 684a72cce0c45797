import FoundationEssentials
import SportsCore
import TerminalUI

/// `L` over a board: ESPN's leaders of the league's season (one shape for
/// every league, MLB's and the NHL's included), each category a panel of ten.
public enum LeadersCover: StandingsModel {
    public typealias State = LeadersState
    public typealias Action = LeadersAction

    static func espn(_ league: ScoresLeague) -> ESPNLeague {
        league.row.espnLeaders ?? ESPNLeague(sport: league.sport.rawValue, league: league.rawValue)
    }

    static func fetch(_ s: LeadersState) -> Effect<LeadersAction> {
        let season = s.season, type = s.seasonType
        return .fetch(.espnLeaders(espn(s.league), season: season, seasonType: type), key: "\(s.league.rawValue)-leaders") {
            .loaded(season: season, type: type, $0, at: $1)
        }
    }

    static func categories(_ s: LeadersState) -> [LeaderCategory] { s.load.value?.categories ?? [] }

    static func clampCursor(_ s: inout LeadersState) {
        let all = categories(s)
        guard !all.isEmpty else { s.category = 0; s.row = 0; return }
        s.category = min(max(0, s.category), all.count - 1)
        s.row = min(max(0, s.row), max(0, all[s.category].leaders.count - 1))
    }

    /// Another season or season type: a fresh state that keeps what the user chose.
    static func reset(_ s: inout LeadersState, season: Int?, type: Int) {
        let latest = s.latest
        s = LeadersState(league: s.league)
        s.season = season; s.seasonType = type; s.latest = latest
    }
}

extension LeadersCover: StandingsRules {
    static var coverKey: Character { "L" }
    static func coverHelp(_ league: ScoresLeague) -> String { "Leaders: the top ten of each category (ESPN's)" }
    static var coverHint: String? { nil }
    static var coverTitle: String { "Leaders" }
    static var hiddenLines: (heading: String, why: String) {
        ("The leaders are hidden while spoilers are.", "Their totals count today's games.")
    }

    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> LeadersState { LeadersState(league: league) }

    static func open(_ s: inout LeadersState, day: Day) -> [Effect<LeadersAction>] { open(&s, day: day, season: nil) }

    static func open(_ s: inout LeadersState, day: Day, season: Int?) -> [Effect<LeadersAction>] {
        if let season, season != s.shownSeason { reset(&s, season: season, type: s.seasonType) }
        if s.load.value != nil && s.load.failure == nil { return [] }
        return refresh(&s)
    }

    static func refresh(_ s: inout LeadersState) -> [Effect<LeadersAction>] {
        s.load.start()
        return [fetch(s)]
    }

    static func reduce(_ s: inout LeadersState, _ action: LeadersAction, _ context: ScreenContext, visible: Bool) -> [Effect<LeadersAction>] {
        switch action {
        case .loaded(let season, let type, let result, let at):
            guard season == s.season, type == s.seasonType else { return [] }   // an answer for a season no longer shown
            let effects = StandingsPane.answered(&s.load, result, at: at, visible: visible, retry: LeadersAction.retry,
                                                 service: "the \(s.league.name) leaders")
            if season == nil, s.latest == nil { s.latest = s.load.value?.season }
            clampCursor(&s)
            return effects
        case .retry:
            return refresh(&s)
        case .switchType:
            reset(&s, season: s.shownSeason, type: s.seasonType == 3 ? 2 : 3)
            return refresh(&s)
        case .season(let step):
            guard let shown = s.shownSeason else { return [] }
            let wanted = min(max(1900, shown + step), s.latest ?? shown)
            guard wanted != shown else { return [] }
            reset(&s, season: wanted, type: s.seasonType)
            return refresh(&s)
        case .mouse(let event):
            switch ScrollIntent(wheel: event) {
            case .up?: return reduce(&s, .move(.up), context, visible: visible)
            case .down?: return reduce(&s, .move(.down), context, visible: visible)
            default: break
            }
        case .move(let move):
            step(&s, move, columns: LeadersView.columns(context.layout.content.width))
        case .open:
            let all = categories(s)
            guard all.indices.contains(s.category), all[s.category].leaders.indices.contains(s.row),
                  let id = all[s.category].leaders[s.row].athleteID else { return [] }
            return [.navigate(.player(s.league, id: id))]
        }
        return []
    }

    /// Rows within a category; past its ends, the panel above or below; sideways, the category beside.
    static func step(_ s: inout LeadersState, _ move: LeadersAction.Move, columns: Int) {
        let all = categories(s)
        guard !all.isEmpty else { return }
        let count = { (c: Int) in all.indices.contains(c) ? all[c].leaders.count : 0 }
        switch move {
        case .down where s.row + 1 < count(s.category): s.row += 1
        case .down, .pageDown:
            if s.category + columns < all.count { s.category += columns; s.row = 0 }
        case .up where s.row > 0: s.row -= 1
        case .up, .pageUp:
            if s.category >= columns { s.category -= columns; s.row = move == .up ? max(0, count(s.category) - 1) : 0 }
        case .left: s.category = max(0, s.category - 1)
        case .right: s.category = min(all.count - 1, s.category + 1)
        }
        clampCursor(&s)
    }

    static func keyMap(_ s: LeadersState, _ context: ScreenContext) -> KeyMap<LeadersIntent> {
        // The panels above and below where there are some (a row of panels is as many as fit), a season after the one shown only up to the latest.
        let columns = LeadersView.columns(context.layout.content.width), count = categories(s).count
        var keys = [
            KeyBinding([.up, .char("k")], LeadersIntent.move(.up), help: "Previous player (the panel above at the top)"),
            KeyBinding([.down, .char("j")], .move(.down), help: "Next player (the panel below at the end)", hint: "move"),
            KeyBinding([.left, .char("h")], .move(.left), help: "Previous category"),
            KeyBinding([.right, .char("l")], .move(.right), help: "Next category", hint: "category"),
        ]
        if s.category >= columns { keys.append(KeyBinding([.pageUp], .move(.pageUp), help: "The panel above")) }
        if s.category + columns < count { keys.append(KeyBinding([.pageDown], .move(.pageDown), help: "The panel below")) }
        keys += [
            KeyBinding([.enter], .open, help: "The player's page", hint: "player"),
            KeyBinding([.char("p")], .switchType, help: s.seasonType == 3 ? "The regular season" : "The postseason", hint: s.seasonType == 3 ? "regular" : "postseason"),
            KeyBinding([.char("[")], .season(step: -1), help: "The season before", hint: "season"),
        ]
        if let shown = s.shownSeason, shown < (s.latest ?? shown) { keys.append(KeyBinding([.char("]")], .season(step: 1), help: "The season after")) }
        keys.append(KeyBinding([.escape, .backspace, .char("L")], .close, help: "Back to the \(s.league.name) games", hint: "games"))
        return KeyMap("\(s.league.name) leaders", keys)
    }

    static func keyAction(_ key: Key, _ s: LeadersState, _ context: ScreenContext) -> StandingsKey<LeadersAction>? {
        keyMap(s, context).intent(for: key).map {
            switch $0 {
            case .move(let move): .action(.move(move))
            case .switchType: .action(.switchType)
            case .season(let step): .action(.season(step: step))
            case .open: .action(.open)
            case .close: .close
            }
        }
    }

    static func mouse(_ event: MouseEvent) -> LeadersAction { .mouse(event) }
    static func keyHelp(_ s: LeadersState, _ context: ScreenContext) -> KeyHelp { keyMap(s, context).described }

    static func render(_ s: LeadersState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        LeadersView.render(s, context, into: &canvas, area: area)
    }

    static func clamp(_ s: inout LeadersState, _ context: ScreenContext) { clampCursor(&s) }
    static func isLoading(_ s: LeadersState) -> Bool { s.load.isLoading }

    static func printTable(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                           offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        LeadersPrint.table(try await data.run(.espnLeaders(espn(league), season: season, seasonType: 2)).value)
    }
}
