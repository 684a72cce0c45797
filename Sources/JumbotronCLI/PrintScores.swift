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
        try options.print { c throws(FetchError) in
            let day = date ?? c.offline?.latestMLBDayWithGames() ?? Day(Date(), in: c.zone)
            return ScoresPrint.table(try await c.source.run(.mlbSchedule(day)).value, locale: c.locale, timeZone: c.zone,
                                     favoriteTeams: c.settings.settings.favoriteMLBClubIDs, hide: c.hide)
        }
    }
}
