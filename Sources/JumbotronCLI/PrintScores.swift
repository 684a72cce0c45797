import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

struct PrintScores: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "MLB's games of a date: game_pk, start, away, away_runs, home, home_runs, state.")

    @OptionGroup var options: PrintOptions

    @Option(help: ArgumentHelp("The date (default: today; offline: the latest sample date with games).", valueName: "YYYY-MM-DD"))
    var date: DayArgument?

    func run() throws {
        let date = self.date?.day
        try options.print { c throws(FetchError) in
            let day = date ?? c.offline?.latestMLBDayWithGames() ?? Day(Date(), in: c.zone)
            return ScoresPrint.table(try await c.source.run(.mlbSchedule(day)).value, locale: c.locale, timeZone: c.zone,
                                     favoriteTeams: c.settings.settings.favoriteMLBClubIDs, hide: c.hide)
        }
    }
}
