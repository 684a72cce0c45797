import FoundationEssentials
import SportsCore

/// The NHL through `print game|standings --league nhl`: the landing and the
/// box by section, and the clubs by division with their records.
extension NHLLeague {
    static var printSections: [String] { NHLGamePrint.Section.allCases.map(\.rawValue) }

    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        switch NHLGamePrint.Section(rawValue: section) ?? .summary {
        case .summary: NHLGamePrint.summary(try await data.run(.nhlLanding(id)).value, locale: locale, timeZone: zone)
        case .goals: NHLGamePrint.goals(try await data.run(.nhlLanding(id)).value)
        case .skaters: NHLGamePrint.skaters(try await data.run(.nhlBoxscore(id)).value)
        case .goalies: NHLGamePrint.goalies(try await data.run(.nhlBoxscore(id)).value)
        }
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        HockeyPrint.teams(try await data.run(.nhlStandings()).value)
    }
}
