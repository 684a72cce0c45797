import FoundationEssentials
import SportsCore
import TerminalUI

/// What every standings screen pushed over a board shares: a title over a
/// rule (with the stale marker), the loading or failure words until the
/// answer comes, a scroll kept inside the lines, and an answer taken with
/// a retry dialog only while the standings are on screen.
enum StandingsPane {
    static let headerHeight = 2

    static func visibleLines(_ context: ScreenContext) -> Int { max(1, context.layout.content.height - headerHeight) }

    static func clamped(_ scroll: Int, lines: Int, _ context: ScreenContext) -> Int {
        min(max(0, scroll), max(0, lines - visibleLines(context)))
    }

    static func scrolled(_ scroll: Int, _ intent: ScrollIntent, lines: Int, _ context: ScreenContext) -> Int {
        var offset = scroll
        intent.apply(to: &offset, page: max(1, visibleLines(context) - 1))
        return clamped(offset, lines: lines, context)
    }

    /// Takes an answer; the retry dialog only when it failed and the standings are on screen.
    static func answered<V, Action: Equatable & Sendable>(_ load: inout Loadable<V, FetchError>, _ result: Result<Loaded<V>, FetchError>, at: Date,
                                    visible: Bool, retry: Action, service: String) -> [Effect<Action>] {
        let failure = load.apply(result, at: at)
        guard visible, let failure else { return [] }
        return Effect.retryDialog(for: failure, retry, service: service, showing: load.value != nil)
    }

    /// Draws the title and its rule; returns the area under them, or nil when
    /// there is nothing to show yet (the loading or failure words are drawn).
    /// `noun`: what is loading when it is not `name`'s standings (`the NHL bracket`).
    static func frame<V>(_ title: String, _ load: Loadable<V, FetchError>, name: String, noun: String? = nil, _ context: ScreenContext,
                         into canvas: inout Canvas, area: Rect) -> Rect? {
        let theme = context.theme
        canvas.text(title, x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
        if let marker = StaleMarker.text(load.origin, loadedAt: load.loadedAt) {
            canvas.text(marker, x: area.x, y: area.y, width: area.width - 1, style: theme.warning, align: .right)
        }
        canvas.hline(x: area.x, y: area.y + 1, width: area.width, style: theme.border)
        let body = Rect(x: area.x, y: area.y + headerHeight, width: area.width, height: max(0, area.height - headerHeight))
        guard load.value != nil else {
            let what = noun ?? "the \(name) standings"
            let lines = CenteredMessage.status(load, loading: "Loading \(what)…", failed: "Could not load \(what).",
                                               context) ?? []
            CenteredMessage.render(lines, into: &canvas, area: body)
            return nil
        }
        return body
    }
}

/// A standings screen's actions: its scroll, the wheel, its answer, a retry.
public enum StandingsPaneAction<Value: Equatable & Sendable>: Equatable, Sendable {
    case scroll(ScrollIntent)
    case mouse(MouseEvent)
    case loaded(Result<Loaded<Value>, FetchError>, at: Date)
    case retry
}

enum StandingsPaneIntent: Sendable, Equatable {
    case scroll(ScrollIntent)
    case close
}

/// The state of a standings screen: its answer and how far it is scrolled.
protocol StandingsPaneState {
    associatedtype Value: Equatable & Sendable
    var load: Loadable<Value, FetchError> { get set }
    var scroll: Int { get set }
}

/// A standings screen drawn as lines under a title: it says how many lines,
/// how to ask for its answer, and its words; scrolling, answers, keys and
/// help are the same for each.
protocol StandingsPaneScreen: StandingsRules where State: StandingsPaneState, Action == StandingsPaneAction<State.Value> {
    static func lineCount(_ s: State, _ context: ScreenContext) -> Int
    static func load(_ s: inout State) -> [Effect<Action>]
    /// `NHL standings`: the key map's title and the retry dialog's service.
    static func name(_ s: State) -> String
    /// `Back to the NHL scoreboard`.
    static func backHelp(_ s: State) -> String
}

extension StandingsPaneScreen {
    static func open(_ s: inout State, day: Day) -> [Effect<Action>] {
        if s.load.value != nil && s.load.failure == nil { return [] }
        return load(&s)
    }

    static func reduce(_ s: inout State, _ action: Action, _ context: ScreenContext, visible: Bool) -> [Effect<Action>] {
        switch action {
        case .scroll(let intent):
            s.scroll = StandingsPane.scrolled(s.scroll, intent, lines: lineCount(s, context), context)
        case .mouse(let event):
            if let intent = ScrollIntent(wheel: event) { s.scroll = StandingsPane.scrolled(s.scroll, intent, lines: lineCount(s, context), context) }
        case .loaded(let result, let at):
            defer { clamp(&s, context) }
            return StandingsPane.answered(&s.load, result, at: at, visible: visible, retry: .retry, service: name(s))
        case .retry:
            return load(&s)
        }
        return []
    }

    static func keyMap(_ s: State, _ context: ScreenContext) -> KeyMap<StandingsPaneIntent> {
        let scrolls = lineCount(s, context) > StandingsPane.visibleLines(context)
        let scrolling: [KeyBinding<StandingsPaneIntent>] = scrolls ? ScrollIntent.bindings { .scroll($0) } : []
        return KeyMap(name(s), scrolling + [
            KeyBinding([.escape, .backspace, .char("h"), .char("s")], .close, help: backHelp(s), hint: "scores"),
        ])
    }

    static func keyAction(_ key: Key, _ s: State, _ context: ScreenContext) -> StandingsKey<Action>? {
        keyMap(s, context).intent(for: key).map {
            switch $0 {
            case .close: .close
            case .scroll(let intent): .action(.scroll(intent))
            }
        }
    }

    static func mouse(_ event: MouseEvent) -> Action { .mouse(event) }
    static func keyHelp(_ s: State, _ context: ScreenContext) -> KeyHelp { keyMap(s, context).described }
    static func isLoading(_ s: State) -> Bool { s.load.isLoading }
    static func clamp(_ s: inout State, _ context: ScreenContext) { s.scroll = StandingsPane.clamped(s.scroll, lines: lineCount(s, context), context) }
}
