import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

extension NBAGamePrint.Section: ExpressibleByArgument {}

/// `jumbotron print nba games [--date D]` and `print nba game ID [--section …]`.
struct PrintNBA: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nba", abstract: "The NBA scoreboard for a date, or one NBA game's center.",
        subcommands: [Games.self, Game.self])

    struct Games: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The NBA games of a date: game_id, start, away, away_score, home, home_score, state.")

        @OptionGroup var options: PrintOptions

        @Option(help: ArgumentHelp("The date (default: today; offline: the latest sample date).", valueName: "YYYY-MM-DD"))
        var date: DayArgument?

        func run() throws {
            let date = self.date?.day
            try options.print { c throws(FetchError) in
                let today = Day(Date(), in: c.zone)
                let sample = c.offline?.sampleKeys("nba", "schedule-").compactMap { Day(iso: $0) }.max()
                let day = date ?? sample ?? today
                return NBAGamePrint.games(try await c.source.run(.nbaGames(day, today: today)).value, locale: c.locale, timeZone: c.zone, hide: c.hide)
            }
        }
    }

    struct Game: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "One NBA game's center: summary (field, value), box, plays or shots.")

        @OptionGroup var options: PrintOptions

        @Argument(help: ArgumentHelp("The game's id, as print nba games lists it (0022600201).", valueName: "ID"))
        var id: Int

        @Option(help: "summary, box, plays or shots.")
        var section: NBAGamePrint.Section = .summary

        func validate() throws {
            guard id > 0, id < 10_000_000_000 else { throw ValidationError("ID must be a game id such as 0022600201") }
        }

        func run() throws {
            let id = self.id, section = self.section
            try options.refuseHiddenGame(league: .nba, id: id)
            try options.print { c throws(FetchError) in
                switch section {
                case .summary: NBAGamePrint.summary(try await c.source.run(.nbaBoxscore(id)).value, locale: c.locale, timeZone: c.zone)
                case .box: NBAGamePrint.box(try await c.source.run(.nbaBoxscore(id)).value)
                case .plays: NBAGamePrint.plays(try await c.source.run(.nbaPlayByPlay(id)).value)
                case .shots: NBAGamePrint.shots(try await c.source.run(.nbaPlayByPlay(id)).value)
                }
            }
        }
    }
}
