import TerminalUI

/// The keys over standings covered for spoilers: `v` shows them, `Esc` goes back.
enum StandingsCover {
    static func keys<L: LeagueRules>() -> KeyMap<BoardIntent<L>> {
        KeyMap("Standings", [
            KeyBinding([.char("v")], BoardIntent<L>.revealStandings, help: "Show the standings (they count today's results)", hint: "show"),
            KeyBinding([.escape, .backspace, .char("h"), .char(L.Standings.coverKey)], .closeStandings, help: "Back to the games", hint: "back"),
        ])
    }

    static func intent<L: LeagueRules>(_ key: Key) -> BoardIntent<L>? { keys().intent(for: key) }

    static func help<L: LeagueRules>(_ league: L.Type) -> KeyHelp { (keys() as KeyMap<BoardIntent<L>>).described }
}
