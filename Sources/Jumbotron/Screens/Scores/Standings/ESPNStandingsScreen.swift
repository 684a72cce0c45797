import FoundationEssentials
import SportsCore
import TerminalUI

/// The standings `s` pushes over a board whose league ESPN ranks (the NFL,
/// the NBA, any ESPN league): ESPN's one shape for every league, laid out by
/// the league's sport (`ESPNStandingsLayout`).
public struct ESPNStandingsBoard: Equatable, Sendable {
    public var league: ScoresLeague
    public var load = Loadable<ESPNStandings, FetchError>()
    /// First line shown.
    public var scroll = 0

    public init(league: ScoresLeague) { self.league = league }
}

public enum ESPNStandingsAction: Equatable, Sendable {
    case scroll(ScrollIntent)
    case mouse(MouseEvent)
    case loaded(Result<Loaded<ESPNStandings>, FetchError>, at: Date)
    case retry
}

enum ESPNStandingsIntent: Sendable, Equatable {
    case scroll(ScrollIntent)
    case close
}

public enum ESPNStandingsScreen: StandingsModel {
    public typealias State = ESPNStandingsBoard
    public typealias Action = ESPNStandingsAction
}

extension ESPNStandingsScreen: StandingsRules {
    static let headerHeight = 2

    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> ESPNStandingsBoard {
        ESPNStandingsBoard(league: league)
    }

    static func open(_ s: inout ESPNStandingsBoard, day: Day) -> [Effect<ESPNStandingsAction>] {
        if s.load.value != nil && s.load.failure == nil { return [] }
        return load(&s)
    }

    static func refresh(_ s: inout ESPNStandingsBoard) -> [Effect<ESPNStandingsAction>] { load(&s) }

    static func load(_ s: inout ESPNStandingsBoard) -> [Effect<ESPNStandingsAction>] {
        guard let espn = s.league.row.standingsLeague else { return [] }
        s.load.start()
        return [.fetch(.espnStandings(espn), key: "\(s.league.rawValue)-standings") { .loaded($0, at: $1) }]
    }

    static func reduce(_ s: inout ESPNStandingsBoard, _ action: ESPNStandingsAction, _ context: ScreenContext,
                       visible: Bool) -> [Effect<ESPNStandingsAction>] {
        switch action {
        case .scroll(let intent):
            scroll(&s, intent, context)
        case .mouse(let event):
            if let intent = ScrollIntent(wheel: event) { scroll(&s, intent, context) }
        case .loaded(let result, let at):
            let failure = s.load.apply(result, at: at)
            clamp(&s, context)
            guard visible, let failure else { return [] }
            return Effect.retryDialog(for: failure, .retry, service: "\(s.league.name) standings", showing: s.load.value != nil)
        case .retry:
            return load(&s)
        }
        return []
    }

    static func keyMap(_ s: ESPNStandingsBoard, _ context: ScreenContext) -> KeyMap<ESPNStandingsIntent> {
        let scrolling: [KeyBinding<ESPNStandingsIntent>] = maxScroll(s, context) > 0 ? ScrollIntent.bindings { .scroll($0) } : []
        return KeyMap("\(s.league.name) standings", scrolling + [
            KeyBinding([.escape, .backspace, .char("h"), .char("s")], .close, help: "Back to the \(s.league.name) games", hint: "scores"),
        ])
    }

    static func keyAction(_ key: Key, _ s: ESPNStandingsBoard, _ context: ScreenContext) -> StandingsKey<ESPNStandingsAction>? {
        keyMap(s, context).intent(for: key).map {
            switch $0 {
            case .close: .close
            case .scroll(let intent): .action(.scroll(intent))
            }
        }
    }

    static func mouse(_ event: MouseEvent) -> ESPNStandingsAction { .mouse(event) }
    static func keyHelp(_ s: ESPNStandingsBoard, _ context: ScreenContext) -> KeyHelp { keyMap(s, context).described }
    static func isLoading(_ s: ESPNStandingsBoard) -> Bool { s.load.isLoading }

    static func scroll(_ s: inout ESPNStandingsBoard, _ intent: ScrollIntent, _ context: ScreenContext) {
        intent.apply(to: &s.scroll, page: max(1, visibleLines(context) - 1))
        clamp(&s, context)
    }

    static func visibleLines(_ context: ScreenContext) -> Int { max(1, context.layout.content.height - headerHeight) }

    static func maxScroll(_ s: ESPNStandingsBoard, _ context: ScreenContext) -> Int {
        max(0, ESPNStandingsLayout.lines(s).count - visibleLines(context))
    }

    static func clamp(_ s: inout ESPNStandingsBoard, _ context: ScreenContext) {
        s.scroll = min(max(0, s.scroll), maxScroll(s, context))
    }
}
