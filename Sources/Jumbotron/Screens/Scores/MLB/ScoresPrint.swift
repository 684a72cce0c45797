import FoundationEssentials
import SportsCore

/// `print scores`: the same rows and state texts as the Scores tab.
public enum ScoresPrint {
    public static let columns = ["game_pk", "start", "away", "away_runs", "home", "home_runs", "state"]

    public static func table(_ games: [MLBGame], locale: TimeLocale, timeZone: Zone, favoriteTeams: Set<Int> = [],
                             hide: PrintSpoilers = .none) -> PrintTable {
        let games = ScoreRules.favoritesFirst(ScoreRules.sorted(games), teams: favoriteTeams)
        return GamesPrint.table(games.map(\.summary), columns: columns, locale: locale, timeZone: timeZone, hide: hide)
    }
}
