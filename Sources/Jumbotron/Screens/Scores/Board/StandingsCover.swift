import TerminalUI

/// The keys over a table covered for spoilers (standings, a bracket): `v` shows them, `Esc` goes back.
enum StandingsCover {
    static func keys<L: LeagueRules>(_ cover: BoardCover<L>) -> KeyMap<BoardIntent<L>> {
        KeyMap(cover.title, [
            KeyBinding([.char("v")], BoardIntent<L>.revealStandings, help: "Show the \(cover.title.lowercased()) (they count today's results)", hint: "show"),
            // A cover opened from a row, not a key (a player's page), has no letter of its own to close it with.
            KeyBinding([.escape, .backspace, .char("h")] + (cover.key.isLetter ? [.char(cover.key)] : []), .closeCover,
                       help: "Back to the games", hint: "back"),
        ])
    }

    static func intent<L: LeagueRules>(_ key: Key, _ cover: BoardCover<L>) -> BoardIntent<L>? { keys(cover).intent(for: key) }

    static func help<L: LeagueRules>(_ cover: BoardCover<L>) -> KeyHelp { keys(cover).described }
}
