import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

extension TeamPrint.Section: ExpressibleByArgument {}

struct PrintTeam: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "team",
        abstract: "A team's page from ESPN: its season's schedule (game_id, date, time, part, home_away, opponent, state, result, note) or its roster.")

    @OptionGroup var choice: LeagueChoice

    @Argument(help: ArgumentHelp("The team as its league follows it (mlb: 147 or NYY; nhl: TOR; nfl: KC).", valueName: "ID"))
    var id: String

    @Option(help: ArgumentHelp("schedule or roster (default: schedule).", valueName: "S"))
    var section: TeamPrint.Section = .schedule

    @Option(help: ArgumentHelp("The season's year (default: the current one).", valueName: "Y"))
    var season: Int?

    func validate() throws {
        guard (1...10).contains(id.count), id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw ValidationError("the team is its abbreviation or its league's id, like NYY, 147 or TOR")
        }
        if let season, !(1900...2200).contains(season) { throw ValidationError("--season is a year, like 2025") }
    }

    func run() throws {
        let league = try choice.options.league(choice.league), code = id, part = section, year = season
        try choice.options.print { c throws(FetchError) in
            try await LeaguePrint.team(league, code: code, section: part, season: year, c.source, hide: c.hide, locale: c.locale, timeZone: c.zone)
        }
    }
}
