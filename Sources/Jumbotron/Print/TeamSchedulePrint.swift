import FoundationEssentials
import SportsCore

/// `print schedule --league L --team T`: a team's coming games, from its
/// league's own schedules (the days ahead, asked at once), as a table or an
/// iCalendar file.
public enum TeamSchedulePrint {
    public struct Found: Sendable {
        public var team: String
        public var games: [Contest]
        /// How far ahead was looked, in days (for the line that says nothing was found).
        public var lookedAhead: Int
        /// The teams the days ahead hold, when the one asked for is none of them (a usage error, not "no games").
        public var unknownAmong: [String]?
    }

    /// Offline, the sample's days; live, two weeks of a daily league or eight of the NFL's.
    static func days(_ league: ScoresLeague, today: Day, offline: OfflineDataSource?) -> [Day] {
        if let offline { return league.entry.sampleDays(offline) }
        let step = league.entry.stepDays
        return (0..<(step == 1 ? 15 : 8)).map { today.adding(days: $0 * step) }
    }

    /// The team by abbreviation, id or name (any case); its games from `now` on, each once, by start.
    public static func coming(_ league: ScoresLeague, team query: String, data: any DataSource, today: Day, now: Date,
                              offline: OfflineDataSource?) async throws(FetchError) -> Found {
        let days = days(league, today: today, offline: offline)
        let answers = await withTaskGroup(of: Result<[Contest], FetchError>.self) { group in
            for day in days {
                group.addTask {
                    do throws(FetchError) { return .success(try await league.entry.games(data, day, today, 0).value) } catch { return .failure(error) }
                }
            }
            var all: [Result<[Contest], FetchError>] = []
            for await answer in group { all.append(answer) }
            return all
        }
        let games = answers.flatMap { (try? $0.get()) ?? [] }
        if games.isEmpty, case .failure(let error)? = answers.first(where: { if case .failure = $0 { true } else { false } }) { throw error }
        let q = query.lowercased()
        func matches(_ t: Competitor) -> Bool { t.abbreviation.lowercased() == q || t.id.lowercased() == q || t.name.lowercased() == q }
        var seen = Set<Int>(), name = query, known = false
        var mine: [Contest] = []
        // A team is one of two sides; an athlete may be an entrant of a field (a driver, a golfer).
        func named(_ g: Contest) -> Competitor? {
            g.isField ? g.field.map(\.competitor).first(where: matches) : [g.away, g.home].first(where: matches)
        }
        for g in games {
            guard let who = named(g) else { continue }
            known = true
            name = who.name
            // Coming: not begun, and not long past its listed start (offline, the sample's days are all shown).
            guard g.state == .scheduled, offline != nil || (g.start ?? .distantFuture) > now.addingTimeInterval(-6 * 3600) else { continue }
            if seen.insert(g.id).inserted { mine.append(g) }
        }
        mine.sort { ($0.start ?? .distantFuture, $0.id) < ($1.start ?? .distantFuture, $1.id) }
        let ahead = offline == nil ? days.count * league.entry.stepDays : days.count
        // A team none of those days names is not this league's (out of season, with no games at all, nothing can be said).
        let teams = Set(games.flatMap { $0.isField ? $0.field.map(\.competitor.abbreviation) : [$0.away.abbreviation, $0.home.abbreviation] }).sorted()
        return Found(team: name, games: mine, lookedAhead: ahead, unknownAmong: known || teams.isEmpty ? nil : teams)
    }

    public static let columns = ["date", "time", "away", "home", "venue", "watch"]

    public static func table(_ found: Found, locale: TimeLocale, zone: Zone) -> PrintTable {
        PrintTable(columns: columns, rows: found.games.map { row($0, locale: locale, zone: zone) })
    }

    static func row(_ g: Contest, locale: TimeLocale, zone: Zone) -> [PrintValue] {
        let date: PrintValue = g.start.map { .text(Day($0, in: zone).iso) } ?? .null
        let time: PrintValue = g.timeTBD ? .text("TBD") : g.start.map { .text(TimeText.time($0, locale: locale, timeZone: zone)) } ?? .null
        let venue: PrintValue = g.venue.map { .text($0) } ?? .null
        let watch: PrintValue = g.watch.isEmpty ? .null : .text(g.watch.joined(separator: ", "))
        // A field's contest by its name, in the first team's column (it has no sides).
        if g.isField { return [date, time, .text(g.matchup), .null, venue, watch] }
        return [date, time, .text(g.away.abbreviation), .text(g.home.abbreviation), venue, watch]
    }
}
