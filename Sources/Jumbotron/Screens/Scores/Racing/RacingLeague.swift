import FoundationEssentials
import SportsCore
import TerminalUI

/// A racing series in the Scores tab: the weekend's sessions, each with its
/// start in the user's zone and its state, the running order while one runs;
/// `Enter` the classification; `s` the championships where there is a source.
enum RacingLeague: League {
    typealias Game = RacingSession
    typealias Center = RacingCenter
    typealias Standings = RacingStandings
}

extension RacingLeague: ESPNScoreboardLeague {
    static var espnSport: String { "racing" }
    static func decode(_ data: Data, league: LeagueID, day: Day) throws -> Slate { try RacingScoreboard.decode(data, league: league) }

    /// `Lap 57/57`, `Postponed`.
    static var stateWidth: Int { 10 }
    /// A race runs about two hours, a 500-mile one nearer four.
    static var longestGame: TimeInterval { 4 * 3600 }

    /// Each weekend under its name and circuit, its sessions in order.
    static func rows(_ slate: [RacingSession], _ context: ScreenContext) -> [BoardRow] {
        var rows: [BoardRow] = []
        var last: Int?
        for (i, session) in slate.enumerated() {
            if session.eventID != last {
                rows.append(.heading([session.eventName, session.circuit].compactMap { $0 }.joined(separator: " · ")))
                last = session.eventID
            }
            rows.append(.game(i))
        }
        return rows
    }

    /// The center's rows take the board's fresher order (a live session's running order).
    static func patch(_ row: RacingSession, with center: RacingCenter) -> RacingSession { row }

    static var printSections: [String] { ["classification"] }

    /// `print game --league f1 ID`: a session's classification (with Jolpica's times for an F1 race).
    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let found = await lookUp(league, data, zone: zone) { $0.first { $0.id == id } }
        guard let session = found else { throw notFound(league, id, zone: zone) }
        var results: Jolpica.Race?
        if let fetch = RacingCenter.resultsFetch(session, league: league) { results = try? await data.run(fetch).value.first { !$0.results.isEmpty } }
        return RacingCenter.classification(session, results: results).table
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        guard league.row.jolpicaSeries != nil else { return nil }
        let year = season ?? offline.flatMap { sampleDays(league, $0).opening?.year } ?? today.year
        let loaded = try await data.run(RacingStandings.fetch(season: year))
        return RacingStandingsPrint.drivers(loaded.value)
    }
}
