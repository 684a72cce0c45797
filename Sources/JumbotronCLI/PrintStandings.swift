import ArgumentParser
import FoundationEssentials
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
        try options.refuseStandingsWhileHidden()
        let asked = season
        try options.print { c throws(FetchError) in
            let season = asked ?? c.offline?.bundledStandingsSeasons().last ?? Day(Date(), in: c.zone).year
            return StandingsPrint.table(try await c.source.run(.mlbStandings(season: season)).value)
        }
    }
}
