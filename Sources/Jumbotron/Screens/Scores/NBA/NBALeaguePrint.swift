import FoundationEssentials
import SportsCore

/// The NBA through `print game|standings --league nba`: the cdn's box and
/// plays by section; the standings from ESPN's (one shape for every league).
extension NBALeague {
    static var printSections: [String] { NBAGamePrint.Section.allCases.map(\.rawValue) }

    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        switch NBAGamePrint.Section(rawValue: section) ?? .summary {
        case .summary: NBAGamePrint.summary(try await data.run(.nbaBoxscore(id)).value, locale: locale, timeZone: zone)
        case .box: NBAGamePrint.box(try await data.run(.nbaBoxscore(id)).value)
        case .plays: NBAGamePrint.plays(try await data.run(.nbaPlayByPlay(id)).value)
        case .shots: NBAGamePrint.shots(try await data.run(.nbaPlayByPlay(id)).value)
        }
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        ESPNStandingsPrint.table(try await data.run(.espnStandings(league.row.standingsLeague ?? ESPNLeague(sport: "basketball", league: "nba"), season: season)).value)
    }
}
