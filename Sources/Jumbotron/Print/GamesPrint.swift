import FoundationEssentials
import SportsCore

/// A day's games, any league's, as `print` writes them: the game's id, its
/// start (UTC, as the APIs write it), each team and its score, and the state
/// the Scores tab shows. Read from the shared game model, so every league's
/// table says what its board says.
enum GamesPrint {
    /// `columns`: the league's names for the seven columns (`game_pk`, `away_runs`; `game_id`, `away_goals`).
    static func table(_ games: [GameSummary], columns: [String], locale: TimeLocale, timeZone: Zone) -> PrintTable {
        PrintTable(columns: columns, rows: games.map { g in
            [.number(g.id), .optional(g.start.map(ISODate.formatSeconds)),
             .text(g.away.name), g.away.score.map(PrintValue.number) ?? .null,
             .text(g.home.name), g.home.score.map(PrintValue.number) ?? .null,
             .text(g.stateText(locale: locale, timeZone: timeZone))]
        })
    }
}
