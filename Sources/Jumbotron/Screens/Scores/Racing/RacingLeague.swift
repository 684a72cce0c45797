import FoundationEssentials
import SportsCore
import TerminalUI

/// A racing series in the Scores tab: the weekend's sessions, each with its
/// start in the user's zone and its state, the running order while one runs;
/// `Enter` the classification; `s` the championships where there is a source.
public enum RacingLeague: League {
    public typealias Game = RacingSession
    public typealias Center = RacingCenter
    public typealias Standings = RacingStandings
}

extension RacingLeague: LeagueRules {
    /// `Lap 57/57`, `Postponed`.
    static var stateWidth: Int { 10 }
    /// A race runs about two hours, a 500-mile one nearer four.
    static var longestGame: TimeInterval { 4 * 3600 }

    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<[RacingSession]> {
        let espn = league.row.source.espn ?? ESPNLeague(sport: "racing", league: league.rawValue)
        let id = LeagueID(league.rawValue)
        return Fetch(.espnDay(espn, date: day.iso)) { try RacingScoreboard.decode($0, league: id) }
    }

    /// A series' sample days are its `espn/<code>-day-…` files; the board opens on the last.
    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let code = league.row.source.espn?.league ?? league.rawValue
        let days = offline.sampleKeys("espn", "\(code)-day-").compactMap { Day(iso: $0) }.sorted()
        return (days, days.last)
    }

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

    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style { Style([.reverse, .bold]) }

    /// The center's rows take the board's fresher order (a live session's running order).
    static func patch(_ row: RacingSession, with center: RacingCenter) -> RacingSession { row }

    static var printSections: [String] { ["classification"] }

    /// `print game --league f1 ID`: a session's classification. Its day is not in the id, so the
    /// sample's days are looked through offline, and the days around today live (a weekend's).
    static func printGame(_ league: ScoresLeague, _ id: Int, _ section: String, _ data: any DataSource,
                          _ locale: TimeLocale, _ zone: Zone) async throws(FetchError) -> PrintTable {
        let today = Day(Date(), in: zone)
        let days = (data as? OfflineDataSource).map { sampleDays(league, $0).all } ?? (-3...3).map { today.adding(days: $0) }
        for day in days {
            guard let session = try? await data.run(schedule(league, day, today: today)).value.first(where: { $0.id == id }) else { continue }
            var results: Jolpica.Race?
            if let fetch = RacingCenter.resultsFetch(session, league: league) { results = try? await data.run(fetch).value.first { !$0.results.isEmpty } }
            return RacingCenter.classification(session, results: results).table
        }
        throw .other("no \(league.name) session \(id) around \(today.iso): `print games --league \(league.rawValue) --date DAY` lists a day's sessions")
    }

    static func printStandings(_ league: ScoresLeague, _ data: any DataSource, _ today: Day, season: Int?,
                               offline: OfflineDataSource?) async throws(FetchError) -> PrintTable? {
        guard league.row.jolpicaSeries != nil else { return nil }
        let year = season ?? offline.flatMap { sampleDays(league, $0).opening?.year } ?? today.year
        let loaded = try await data.run(RacingStandings.fetch(season: year))
        return RacingStandingsPrint.drivers(loaded.value)
    }
}
