import ArgumentParser
import Foundation
import Jumbotron
import SportsCore

struct PrintStandings: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "standings",
        abstract: "MLB standings by division: division, rank, team, abbreviation, w, l, pct, gb, streak, last_ten.")

    @OptionGroup var options: PrintOptions

    @Option(help: ArgumentHelp("The season (default: this year; offline: the latest bundled season).", valueName: "YYYY"))
    var season: Int?

    func validate() throws {
        if let season, !(1876...2200).contains(season) { throw ValidationError("--season must be a year like 2018") }
    }

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        let source = try options.dataSource(environment: env)
        let (_, _, zone) = options.source.formatting(environment: env)
        let season = season ?? ((source as? StaleWatch)?.base as? OfflineDataSource)?.bundledStandingsSeasons().last ?? Day(Date(), in: zone).year
        try PrintRunner.run({ () async throws(FetchError) -> PrintTable in
            let loaded = try await source.run(.mlbStandings(season: season))
            return StandingsPrint.table(loaded.value)
        }, format: options.format)
    }
}
