import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

struct PrintScores: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "MLB's games of a date: game_pk, start, away, away_runs, home, home_runs, state.")

    @OptionGroup var options: PrintOptions

    @OptionGroup var day: DayChoice

    func run() throws {
        let date = day.date?.day
        // The followed clubs' games first, as the board has them.
        let followed = Set(options.followedTeams(ProcessInfo.processInfo.environment).compactMap { team in
            team.id.hasPrefix("mlb:") ? Int(team.id.dropFirst(4)) : nil
        })
        try options.print { c throws(FetchError) in
            let day = date ?? c.offline?.latestMLBDayWithGames() ?? Day(Date(), in: c.zone)
            return ScoresPrint.table(try await c.source.run(.mlbSchedule(day)).value, locale: c.locale, timeZone: c.zone,
                                     favoriteTeams: followed, hide: c.hide)
        }
    }
}
