import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

struct PrintSchedule: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "The NFL team schedule: section, week, kind, away, away_line, home, home_line, date, state. "
            + "With --league and --team: that team's coming games (date, time, away, home, venue, watch), or --format ics for a calendar.")

    @OptionGroup var options: PrintOptions

    @Option(help: ArgumentHelp("With --team: the league whose schedules are read (any league here).", valueName: "league"))
    var league: String?

    @Option(help: ArgumentHelp("With --league: the team, by abbreviation (PIT), id or name.", valueName: "team"))
    var team: String?

    func validate() throws {
        if (league == nil) != (team == nil) { throw ValidationError("--league and --team go together: a team's coming games") }
    }

    func run() throws {
        guard let name = league, let team else {
            try options.print { c throws(FetchError) in
                SchedulePrint.table(try await c.source.run(.yinzcamSchedule).value, locale: c.locale, timeZone: c.zone, hide: c.hide)
            }
            return
        }
        let league = try options.league(name)
        let env = ProcessInfo.processInfo.environment
        let source = try options.dataSource(environment: env)
        let (_, locale, zone) = options.source.formatting(environment: env)
        let now = Date(), offline = (source as? StaleWatch)?.base as? OfflineDataSource
        let found = BlockingTask.run { () async -> Result<TeamSchedulePrint.Found, FetchError> in
            do throws(FetchError) {
                return .success(try await TeamSchedulePrint.coming(league, team: team, data: source, today: Day(now, in: zone), now: now,
                                                                   offline: offline))
            } catch { return .failure(error) }
        }
        switch found {
        case .failure(let error):
            StandardError.write("jumbotron: \(error.detail)\n")
            throw ExitCode(1)
        case .success(let found):
            if let teams = found.unknownAmong {
                StandardError.write("jumbotron: no team \(team) in \(league.name); its teams: \(teams.joined(separator: ", "))\n")
                throw ExitCode(64)
            }
            if found.games.isEmpty {
                let looked = offline == nil ? "the next \(found.lookedAhead) days" : "the bundled sample"
                StandardError.write("jumbotron: no coming games of \(team) in \(league.name) in \(looked)\n")
            }
            let out = options.format == .ics
                ? TeamCalendar.ics(found.games, team: found.team, league: league, zone: zone, now: now)
                : TeamSchedulePrint.table(found, locale: locale, zone: zone).render(options.format)
            try StandardOutput.write(out)
        }
    }
}
