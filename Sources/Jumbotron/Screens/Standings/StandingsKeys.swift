import TerminalUI

public enum StandingsIntent: Sendable, Equatable {
    case previousSeason, nextSeason, up, down, pageUp, pageDown, top, bottom, close
}

public enum StandingsKeys {
    public static let map = KeyMap<StandingsIntent>("Standings", [
        KeyBinding([.left], .previousSeason, help: "Previous season", hint: "season"),
        KeyBinding([.right], .nextSeason, help: "Next season"),
        KeyBinding([.up, .char("k")], .up, help: "Scroll up"),
        KeyBinding([.down, .char("j")], .down, help: "Scroll down", hint: "scroll"),
        KeyBinding([.pageUp], .pageUp, help: "Page up"),
        KeyBinding([.pageDown], .pageDown, help: "Page down"),
        KeyBinding([.home, .char("g")], .top, help: "Top"),
        KeyBinding([.end, .char("G")], .bottom, help: "Bottom"),
        KeyBinding([.escape, .backspace, .char("h"), .char("s")], .close, help: "Back to the scoreboard", hint: "scores"),
    ])
}
