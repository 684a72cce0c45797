import FoundationEssentials
import SportsCore

/// MLB through `print game|standings --league mlb`: the game's feed by
/// section, and the standings by division for the season of `today`.
extension MLBLeague {
    static var printSections: [String] { GamePrint.Section.allCases.map(\.rawValue) }

    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        GamePrint.table(try await data.run(.mlbGameFeed(id)).value, GamePrint.Section(rawValue: section) ?? .summary,
                        locale: locale, timeZone: zone)
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        StandingsPrint.table(try await data.run(.mlbStandings(season: season ?? offline?.bundledStandingsSeasons().last ?? today.year)).value)
    }
}
