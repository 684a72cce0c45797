import TerminalUI

public enum ScoresIntent: Sendable, Equatable {
    case previousDay, nextDay, today, pickDate, standings, switchLeague
    case list(ListIntent)
    case center(GameCenterIntent)
}

enum ScoresKeys {
    /// The scoreboard's keys; list keys only where they do something now.
    static func map(_ state: ScoresState, _ context: ScreenContext) -> KeyMap<ScoresIntent> {
        KeyMap("Scores", [
            KeyBinding([.left], .previousDay, help: "Previous day", hint: "day"),
            KeyBinding([.right], .nextDay, help: "Next day"),
            KeyBinding([.char("t")], .today, help: "Today", hint: "today"),
            KeyBinding([.char("d")], .pickDate, help: "Pick a date", hint: "date"),
            KeyBinding([.char("l")], .switchLeague, help: "Switch league (MLB, NHL)", hint: "league"),
            KeyBinding([.char("s")], .standings, help: "MLB standings", hint: "standings"),
        ] + GameCenterKeys.bindings(state, context) + state.list.bindings(state.spec, context) { .list($0) })
    }
}
