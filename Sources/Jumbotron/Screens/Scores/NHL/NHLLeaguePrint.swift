import FoundationEssentials
import SportsCore

/// The NHL through `print game|standings --league nhl`: the landing and the
/// box by section, and the clubs by division with their records.
extension NHLLeague {
    static var printSections: [String] { NHLGamePrint.Section.allCases.map(\.rawValue) }

    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        // The summary and the goals read the landing; the skaters and goalies, the box.
        let chosen = NHLGamePrint.Section(rawValue: section) ?? .summary
        if chosen == .skaters || chosen == .goalies {
            let box = try await data.run(.nhlBoxscore(id)).value
            return chosen == .skaters ? NHLGamePrint.skaters(box) : NHLGamePrint.goalies(box)
        }
        let landing = try await data.run(.nhlLanding(id)).value
        return chosen == .goals ? NHLGamePrint.goals(landing) : NHLGamePrint.summary(landing, locale: locale, timeZone: zone)
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        HockeyPrint.teams(try await data.run(.nhlStandings()).value)
    }
}
