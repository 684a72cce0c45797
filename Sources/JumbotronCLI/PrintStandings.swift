import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

struct PrintStandings: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "standings",
        abstract: "Standings: MLB's by division (division, rank, team, abbreviation, w, l, pct, gb, streak, last_ten), or --league's.")

    @OptionGroup var choice: LeagueChoice

    @Option(help: ArgumentHelp("The season, for MLB and the ESPN leagues (default: this year; offline: the latest bundled season).", valueName: "YYYY"))
    var season: Int?

    func validate() throws {
        if let season, !(1876...2200).contains(season) { throw ValidationError("--season must be a year like 2018") }
    }

    func run() throws {
        try choice.options.refuseStandingsWhileHidden()
        let asked = season, league = try choice.options.league(choice.league)
        try choice.options.print { c throws(FetchError) in
            try await LeaguePrint.standings(league, c.source, season: asked, offline: c.offline, timeZone: c.zone)
        }
    }
}
