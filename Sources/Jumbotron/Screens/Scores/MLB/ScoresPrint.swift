import Foundation
import SportsCore

/// `print scores`: the same rows and state texts as the Scores tab.
public enum ScoresPrint {
    public static let columns = ["game_pk", "start", "away", "away_runs", "home", "home_runs", "state"]

    public static func table(_ games: [MLBGame], locale: Locale, timeZone: TimeZone, favoriteTeams: Set<Int> = []) -> PrintTable {
        PrintTable(columns: columns, rows: ScoreRules.favoritesFirst(ScoreRules.sorted(games), teams: favoriteTeams).map { g in
            [.number(g.gamePk), .optional(g.gameDate),
             .text(ScoreRules.teamName(g.teams.away.team)), ScoreRules.runs(g, .away).map(PrintValue.number) ?? .null,
             .text(ScoreRules.teamName(g.teams.home.team)), ScoreRules.runs(g, .home).map(PrintValue.number) ?? .null,
             .text(ScoreRules.stateText(g, locale: locale, timeZone: timeZone))]
        })
    }
}
