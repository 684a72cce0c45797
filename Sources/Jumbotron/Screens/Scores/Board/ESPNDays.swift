import FoundationEssentials
import SportsCore
import TerminalUI

/// What every league read from ESPN's scoreboard shares: its slug, its sample
/// days, and how `print game` finds a contest whose day is not in its id.
extension LeagueRules {
    /// The row's ESPN league, or `sport/id` for a row without one.
    static func espnLeague(_ league: ScoresLeague, sport: String) -> ESPNLeague {
        league.row.source.espn ?? ESPNLeague(sport: sport, league: league.rawValue)
    }

    /// A league's sample days are its `espn/<code>-day-…` files; the board opens on the last.
    static func espnSamples(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        let code = league.row.source.espn?.league ?? league.rawValue
        let days = offline.sampleKeys("espn", "\(code)-day-").compactMap { Day(iso: $0) }.sorted()
        return (days, days.last)
    }

    /// A contest by id: looked for on the sample's days offline, on the days around today live
    /// (a weekend's, a card's). Nil when none of them holds it.
    static func lookUp<T>(_ league: ScoresLeague, _ data: any DataSource, zone: Zone, _ pick: (Slate) -> T?) async -> T? {
        let today = Day(Date(), in: zone)
        // Offline, the sample may stand behind the watch that marks stale answers.
        let offline = (data as? OfflineDataSource) ?? ((data as? StaleWatch)?.base as? OfflineDataSource)
        let days = offline.map { sampleDays(league, $0).all } ?? (-3...3).map { today.adding(days: $0) }
        for day in days {
            if let slate = try? await data.run(schedule(league, day, today: today)).value, let found = pick(slate) { return found }
        }
        return nil
    }

    /// Why `print game` found nothing: the id is not among the days it looked at.
    static func notFound(_ league: ScoresLeague, _ id: Int, zone: Zone) -> FetchError {
        .other("no \(league.name) contest \(id) around \(Day(Date(), in: zone).iso): `print games --league \(league.rawValue) --date DAY` lists a day's")
    }
}

/// A league read from ESPN's scoreboard a day at a time by its sport's own
/// decoder (racing, fights, cricket, tennis, golf): the schedule and the
/// sample's days follow, written once.
protocol ESPNScoreboardLeague: LeagueRules {
    /// ESPN's word for the sport, for a row without a slug.
    static var espnSport: String { get }
    /// A day's answer (`day`: the one asked for, for an answer that holds more).
    static func decode(_ data: Data, league: LeagueID, day: Day) throws -> Slate
}

extension ESPNScoreboardLeague {
    static func schedule(_ league: ScoresLeague, _ day: Day, today: Day) -> Fetch<Slate> {
        let id = LeagueID(league.rawValue)
        return Fetch(.espnDay(espnLeague(league, sport: espnSport), date: day.iso)) { try decode($0, league: id, day: day) }
    }

    static func sampleDays(_ league: ScoresLeague, _ offline: OfflineDataSource) -> (all: [Day], opening: Day?) {
        espnSamples(league, offline)
    }

    /// No club colours of ours: a plain badge.
    static func badge(_ team: Competitor, _ display: DisplayOptions, _ theme: Theme) -> Style { Style([.reverse, .bold]) }
}
