import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

/// `jumbotron print nfl games [--date D]`: the week a date falls in.
struct PrintNFL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nfl", abstract: "The NFL games of the week a date falls in.", subcommands: [Games.self])

    struct Games: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The NFL games of a date's week: game_id, start, away, away_score, home, home_score, state, situation.")

        @OptionGroup var options: PrintOptions

        @Option(help: ArgumentHelp("A date in the week (default: today; offline: the sample's Sunday).", valueName: "YYYY-MM-DD"))
        var date: DayArgument?

        func run() throws {
            let date = self.date?.day
            try options.print { c throws(FetchError) in
                let sample = c.offline.flatMap(NFLGamePrint.sampleDay)
                let day = date ?? sample ?? Day(Date(), in: c.zone)
                return NFLGamePrint.games(try await c.source.run(.nflWeek(of: day)).value, locale: c.locale, timeZone: c.zone, hide: c.hide)
            }
        }
    }
}
