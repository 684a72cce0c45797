import FoundationEssentials
import SportsCore

/// `print nfl games`: the NFL board's week as columns, with the state and
/// situation texts the Scores tab shows.
public enum NFLGamePrint {
    public static let gamesColumns = ["game_id", "start", "away", "away_score", "home", "home_score", "state", "situation"]

    public static func games(_ week: ESPNSlate, locale: TimeLocale, timeZone: Zone, hide: PrintSpoilers = .none) -> PrintTable {
        PrintTable(columns: gamesColumns, rows: week.games.map { game in
            let g = hide.apply(game.summary)
            return [.number(game.id), .optional(g.start.map(ISODate.formatSeconds)), .text(g.away.name), .optional(g.away.score),
                    .text(g.home.name), .optional(g.home.score), .text(g.stateText(locale: locale, timeZone: timeZone)),
                    .optional(hide.hides(game.summary) ? nil : situation(game))]
        })
    }

    /// `3rd & 9 at ATL 20`, `2nd & Goal at IND 2 · RED ZONE`: the row's line, nil when it has none.
    public static func situation(_ game: ESPNGame) -> String? {
        FootballLeague.situation(game).map { s in s.flag.map { "\(s.text) · \($0)" } ?? s.text }
    }
}
