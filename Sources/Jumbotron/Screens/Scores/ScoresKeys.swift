import TerminalUI

public enum ScoresIntent: Sendable, Equatable {
    case previousDay, nextDay, today, pickDate, standings
    case list(ListIntent)
}

public enum ScoresKeys {
    public static let map = KeyMap<ScoresIntent>("Scores", [
        KeyBinding([.left], .previousDay, help: "Previous day", hint: "day"),
        KeyBinding([.right], .nextDay, help: "Next day"),
        KeyBinding([.char("t")], .today, help: "Today", hint: "today"),
        KeyBinding([.char("d")], .pickDate, help: "Pick a date", hint: "date"),
        KeyBinding([.char("s")], .standings, help: "MLB standings", hint: "standings"),
    ] + ListKeys.bindings.map { KeyBinding($0.keys, .list($0.intent), help: $0.help, hint: $0.hint) })
}
