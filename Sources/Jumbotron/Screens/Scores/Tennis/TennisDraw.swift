import FoundationEssentials
import SportsCore
import TerminalUI

/// `b` on a tennis board: the tournament's draws as brackets, the first round
/// to the final, a cursor on a match; `Tab` goes to the next draw (men's and
/// women's singles and doubles). ESPN's day answer holds the whole
/// tournament, so the draw is the board's own answer read without the day.
public struct TennisDrawState: Equatable, Sendable {
    public var league: ScoresLeague
    public var day: Day
    public var load = Loadable<[TennisMatch], FetchError>()
    /// The draw shown, by its place among the tournament's main draws.
    public var draw = 0
    /// The cursor: a round (0 the first) and a slot in it.
    public var round = 0
    public var slot = 0
    /// Whether the cursor was put on the latest round played yet (once, when the answer comes).
    var placed = false
}

public enum TennisDrawAction: Equatable, Sendable {
    case loaded(Result<Loaded<[TennisMatch]>, FetchError>, at: Date)
    case retry
    case move(Move)
    case draw(step: Int)
    case mouse(MouseEvent)

    public typealias Move = TreeMove
}

enum TennisDrawIntent: Equatable, Sendable {
    case move(TreeMove)
    case draw(step: Int)
    case close
}

public enum TennisDraw: StandingsModel {
    public typealias State = TennisDrawState
    public typealias Action = TennisDrawAction

    static func fetch(_ s: TennisDrawState) -> Fetch<[TennisMatch]> {
        let league = LeagueID(s.league.rawValue)
        return Fetch(.espnDay(TennisLeague.espnLeague(s.league, sport: "tennis"), date: s.day.iso), cache: .maxAge(seconds: 60)) {
            try TennisScoreboard.decode($0, league: league)
        }
    }

    static func draws(_ s: TennisDrawState) -> [String] { s.load.value.map(TennisBracket.draws) ?? [] }

    static func bracket(_ s: TennisDrawState) -> TennisBracket? {
        let names = draws(s)
        guard let matches = s.load.value, names.indices.contains(s.draw) else { return nil }
        return TennisBracket.build(matches, draw: names[s.draw])
    }

    /// The cursor kept on a slot of the bracket shown.
    static func clampCursor(_ s: inout TennisDrawState) {
        guard let b = bracket(s), !b.rounds.isEmpty else { s.round = 0; s.slot = 0; return }
        s.round = min(max(0, s.round), b.rounds.count - 1)
        s.slot = min(max(0, s.slot), b.rounds[s.round].slots.count - 1)
    }

    /// On a draw first shown: the latest round with a player known, at its first such match.
    static func placeCursor(_ s: inout TennisDrawState) {
        guard let b = bracket(s) else { return }
        func named(_ m: TennisMatch?) -> Bool { m.map { $0.first.isNamed || $0.second.isNamed } ?? false }
        s.round = b.rounds.lastIndex { $0.slots.contains(where: named) } ?? 0
        s.slot = b.rounds[s.round].slots.firstIndex(where: named) ?? 0
        s.placed = true
    }
}

extension TennisDraw: StandingsRules {
    static var coverKey: Character { "b" }
    static func coverHelp(_ league: ScoresLeague) -> String { "\(league.name) draws as brackets" }
    static var coverHint: String? { "draw" }
    static var coverTitle: String { "Draws" }

    static func initial(_ league: ScoresLeague, _ board: Day, offline: OfflineDataSource?) -> TennisDrawState {
        TennisDrawState(league: league, day: board)
    }

    static func open(_ s: inout TennisDrawState, day: Day) -> [Effect<TennisDrawAction>] {
        if s.day != day { s = TennisDrawState(league: s.league, day: day) }
        if s.load.value != nil && s.load.failure == nil { return [] }
        return refresh(&s)
    }

    static func refresh(_ s: inout TennisDrawState) -> [Effect<TennisDrawAction>] {
        s.load.start()
        return [.fetch(fetch(s), key: "\(s.league.rawValue)-draw") { .loaded($0, at: $1) }]
    }

    static func reduce(_ s: inout TennisDrawState, _ action: TennisDrawAction, _ context: ScreenContext, visible: Bool) -> [Effect<TennisDrawAction>] {
        switch action {
        case .loaded(let result, let at):
            let effects = StandingsPane.answered(&s.load, result, at: at, visible: visible, retry: TennisDrawAction.retry,
                                                 service: "the \(s.league.name) draw")
            if !s.placed { placeCursor(&s) }
            clampCursor(&s)
            return effects
        case .retry:
            return refresh(&s)
        case .draw(let step):
            let count = draws(s).count
            guard count > 1 else { return [] }
            s.draw = ((s.draw + step) % count + count) % count
            placeCursor(&s)
        case .mouse(let event):
            if let move = TreeMove(wheel: event) { return reduce(&s, .move(move), context, visible: visible) }
        case .move(let move):
            guard let b = bracket(s) else { return [] }
            move.step(round: &s.round, slot: &s.slot, rounds: b.rounds.count)
            clampCursor(&s)
        }
        return []
    }

    static func keyMap(_ s: TennisDrawState) -> KeyMap<TennisDrawIntent> {
        KeyMap("\(s.league.name) draw", TreeMove.bindings("match") { .move($0) } + [
            KeyBinding([.tab, .char("]")], .draw(step: 1), help: "Next draw (singles, doubles)", hint: "draw"),
            KeyBinding([.backTab, .char("[")], .draw(step: -1), help: "Previous draw"),
            KeyBinding([.escape, .backspace, .char("b")], .close, help: "Back to the \(s.league.name) matches", hint: "matches"),
        ])
    }

    static func keyAction(_ key: Key, _ s: TennisDrawState, _ context: ScreenContext) -> StandingsKey<TennisDrawAction>? {
        keyMap(s).intent(for: key).map {
            switch $0 {
            case .move(let move): .action(.move(move))
            case .draw(let step): .action(.draw(step: step))
            case .close: .close
            }
        }
    }

    static func mouse(_ event: MouseEvent) -> TennisDrawAction { .mouse(event) }

    static func keyHelp(_ s: TennisDrawState, _ context: ScreenContext) -> KeyHelp { keyMap(s).described }

    static func render(_ s: TennisDrawState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        TennisDrawView.render(s, context, into: &canvas, area: area)
    }

    static func clamp(_ s: inout TennisDrawState, _ context: ScreenContext) { clampCursor(&s) }
    static func isLoading(_ s: TennisDrawState) -> Bool { s.load.isLoading }
}
