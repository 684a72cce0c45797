import FoundationEssentials
import SportsCore
import TerminalUI

/// A cricket competition in the Scores tab: a day's matches, home first,
/// each side's innings as cricket writes them and where the match stands in
/// words under them (`Scorchers require 31 runs`).
public enum CricketLeague: League {
    public typealias Game = CricketMatch
    public typealias Center = CricketCenter
    public typealias Standings = NoStandings
}

extension CricketLeague: LeagueRules {
    static var stateWidth: Int { 9 }
    /// `227 & 145/4 (47 ov)` is nineteen; a longer one ends in `…` on the row and is whole in the center.
    static var scoreWidth: Int { 18 }
    static var homeFirst: Bool { CricketFamily.homeFirst }
    /// A Test runs five days: a final is held by the delay unless it ended longer ago than that.
    static var longestGame: TimeInterval { 5 * 86_400 }

    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<[CricketMatch]> {
        let espn = league.row.source.espn ?? ESPNLeague(sport: "cricket", league: league.rawValue)
        let id = LeagueID(league.rawValue)
        return Fetch(.espnDay(espn, date: day.iso)) { try CricketScoreboard.decode($0, league: id) }
    }

    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let code = league.row.source.espn?.league ?? league.rawValue
        let days = offline.sampleKeys("espn", "\(code)-day-").compactMap { Day(iso: $0) }.sorted()
        return (days, days.last)
    }

    /// Under the sides: where the match stands, in the scoreboard's words.
    static func situation(_ game: CricketMatch) -> RowSituation? {
        guard game.phase != .scheduled, let status = game.status else { return nil }
        return RowSituation(text: status, flag: nil)
    }

    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style { Style([.reverse, .bold]) }

    static var printSections: [String] { ["scorecard"] }

    /// `print game --league ipl ID`: the match's innings and state, looked for on the sample's days offline and around today live.
    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let today = Day(Date(), in: zone)
        let days = (data as? OfflineDataSource).map { sampleDays(league, $0).all } ?? (-3...3).map { today.adding(days: $0) }
        for day in days {
            guard let match = try? await data.run(schedule(league, day, today: today)).value.first(where: { $0.id == id }) else { continue }
            return CricketCenter.innings(match)
        }
        throw .other("no \(league.name) match \(id) around \(today.iso): `print games --league \(league.rawValue) --date DAY` lists a day's matches")
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? { nil }
}
