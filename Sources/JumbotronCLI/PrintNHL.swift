import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

extension NHLGamePrint.Section: ExpressibleByArgument {}

/// `jumbotron print nhl games [--date D]` and `print nhl game ID [--section …]`.
struct PrintNHL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nhl", abstract: "The NHL scoreboard for a date, or one NHL game's center.",
        subcommands: [Games.self, Game.self])

    struct Games: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The NHL games of a date: game_id, start, away, away_goals, home, home_goals, state.")

        @OptionGroup var options: PrintOptions

        @Option(help: ArgumentHelp("The date (default: today; offline: the latest sample date).", valueName: "YYYY-MM-DD"))
        var date: DayArgument?

        func run() throws {
            let date = self.date?.day
            try options.print { c throws(FetchError) in
                let day = date ?? c.offline?.bundledNHLDays().last ?? Day(Date(), in: c.zone)
                return NHLGamePrint.games(try await c.source.run(.nhlSchedule(day)).value, locale: c.locale, timeZone: c.zone, hide: c.hide)
            }
        }
    }

    struct Game: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "One NHL game's center: summary (field, value), skaters, goalies or goals.")

        @OptionGroup var options: PrintOptions

        @Argument(help: ArgumentHelp("The game's id (print nhl games lists them).", valueName: "ID"))
        var id: Int

        @Option(help: "summary, skaters, goalies or goals.")
        var section: NHLGamePrint.Section = .summary

        func validate() throws {
            guard id > 0 else { throw ValidationError("ID must be a positive number") }
        }

        func run() throws {
            let id = self.id, section = self.section
            try options.refuseHiddenGame(league: .nhl, id: id)
            try options.print { c throws(FetchError) in
                switch section {
                case .summary: NHLGamePrint.summary(try await c.source.run(.nhlLanding(id)).value, locale: c.locale, timeZone: c.zone)
                case .goals: NHLGamePrint.goals(try await c.source.run(.nhlLanding(id)).value)
                case .skaters: NHLGamePrint.skaters(try await c.source.run(.nhlBoxscore(id)).value)
                case .goalies: NHLGamePrint.goalies(try await c.source.run(.nhlBoxscore(id)).value)
                }
            }
        }
    }
}
