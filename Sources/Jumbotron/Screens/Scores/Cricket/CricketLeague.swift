import FoundationEssentials
import SportsCore
import TerminalUI

/// A cricket competition in the Scores tab: a day's matches, home first,
/// each side's innings as cricket writes them and where the match stands in
/// words under them (`Scorchers require 31 runs`).
enum CricketLeague: League {
    typealias Game = CricketMatch
    typealias Center = CricketCenter
    typealias Standings = NoStandings
}

extension CricketLeague: ESPNScoreboardLeague {
    static var espnSport: String { "cricket" }
    static func decode(_ data: Data, league: LeagueID, day: Day) throws -> Slate { try CricketScoreboard.decode(data, league: league) }

    static var stateWidth: Int { 9 }
    /// `227 & 145/4 (47 ov)` is nineteen; a longer one ends in `…` on the row and is whole in the center.
    static var scoreWidth: Int { 18 }
    static var homeFirst: Bool { CricketFamily.homeFirst }
    /// A Test runs five days: a final is held by the delay unless it ended longer ago than that.
    static var longestGame: TimeInterval { 5 * 86_400 }

    /// Under the sides: where the match stands, in the scoreboard's words.
    static func situation(_ game: CricketMatch) -> RowSituation? {
        guard game.phase != .scheduled, let status = game.status else { return nil }
        return RowSituation(text: status, flag: nil)
    }

    static var printSections: [String] { ["scorecard"] }

    /// `print game --league ipl ID`: looked for on the days around today (the sample's, offline).
    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let found = await lookUp(league, data, zone: zone) { $0.first(where: { $0.id == id }) }
        guard let match = found else { throw notFound(league, id, zone: zone) }
        return CricketPage.innings(match)
    }
}
