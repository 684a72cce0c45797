import ArgumentParser
import Foundation
import Jumbotron
import SportsCore

struct PrintScores: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "The MLB scoreboard for a date: game_pk, start, away, away_runs, home, home_runs, state.")

    @OptionGroup var options: PrintOptions

    @Option(help: ArgumentHelp("The date (default: today; offline: the latest sample date with games).", valueName: "YYYY-MM-DD"))
    var date: DayArgument?

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        let source = try options.dataSource(environment: env)
        let (settings, locale, zone) = options.source.formatting(environment: env)
        let favorites = settings.settings.favoriteMLBClubIDs
        let day = date?.day ?? ((source as? StaleWatch)?.base as? OfflineDataSource)?.latestMLBDayWithGames() ?? Day(Date(), in: zone)
        try PrintRunner.run({ () async throws(FetchError) -> PrintTable in
            let loaded = try await source.run(.mlbSchedule(day))
            return ScoresPrint.table(loaded.value, locale: locale, timeZone: zone, favoriteTeams: favorites)
        }, format: options.format)
    }
}
