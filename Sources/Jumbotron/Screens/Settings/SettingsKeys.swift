import TerminalUI

/// What a key does on the settings screen.
public enum SettingsIntent: Sendable, Equatable {
    case up, down, pageUp, pageDown, top, bottom
    /// The next value (or more delay), the previous one (or less).
    case next, previous
    /// Toggle, cycle, type the quiet hours, open the league checklist.
    case change
    case close
}

/// What a key does in the league checklist.
public enum LeagueChecklistIntent: Sendable, Equatable {
    case up, down, toggle, done
}

enum SettingsKeys {
    static let map = KeyMap<SettingsIntent>("Settings", [
        KeyBinding([.down, .char("j")], .down, help: "Next setting", hint: "move"),
        KeyBinding([.up, .char("k")], .up, help: "Previous setting"),
        KeyBinding([.pageDown], .pageDown, help: "Page down"),
        KeyBinding([.pageUp], .pageUp, help: "Page up"),
        KeyBinding([.home], .top, help: "First setting"),
        KeyBinding([.end], .bottom, help: "Last setting"),
        KeyBinding([.enter, .char(" ")], .change, help: "Change it (type the quiet hours, pick the leagues)", hint: "change"),
        KeyBinding([.right, .char("l")], .next, help: "Next value (5 s more delay)"),
        KeyBinding([.left, .char("h")], .previous, help: "Previous value (5 s less delay)"),
        KeyBinding([.escape, .char(","), .char("q")], .close, help: "Close settings", hint: "close"),
    ])

    static let checklist = KeyMap<LeagueChecklistIntent>("Leagues", [
        KeyBinding([.down, .char("j")], .down, help: "Next league", hint: "move"),
        KeyBinding([.up, .char("k")], .up, help: "Previous league"),
        KeyBinding([.enter, .char(" ")], .toggle, help: "Add it to your leagues, or take it off", hint: "toggle"),
        KeyBinding([.escape, .left, .char("q")], .done, help: "Back to the settings", hint: "back"),
    ])

    /// The keys of what has them: the list, the checklist, or the quiet hours being typed.
    static func help(_ sheet: SettingsSheet) -> KeyHelp {
        if sheet.typing != nil { return typing }
        return sheet.leagueRow != nil ? checklist.described : map.described
    }

    /// While the quiet hours are typed: digits, `:` and `-` are text.
    static let typing = KeyHelp(title: "Quiet hours", entries: [
        KeyHelp.Entry(keys: [.char("0")], help: "Type the hours, like 22:30-07:00", hint: nil, label: "0-9 : -"),
        KeyHelp.Entry(keys: [.backspace], help: "Delete the last character", hint: nil),
        KeyHelp.Entry(keys: [.enter], help: "Keep them (empty: no quiet hours)", hint: "keep", label: "Enter"),
        KeyHelp.Entry(keys: [.escape], help: "Leave them as they were", hint: "cancel", label: "Esc"),
    ])
}
