import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

struct PrintBracket: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bracket",
        abstract: "A league's postseason bracket: round, series, seed_a, team_a, wins_a, seed_b, team_b, wins_b, state (the NHL).")

    @OptionGroup var choice: LeagueChoice

    @Option(help: ArgumentHelp("The year the playoffs are played in (default: the latest begun; offline: the bundled one).", valueName: "YYYY"))
    var season: Int?

    func validate() throws {
        if let season, !(1900...2200).contains(season) { throw ValidationError("--season must be a year like 2026") }
    }

    func run() throws {
        // A bracket's wins are results: hidden as standings are.
        try choice.options.refuseStandingsWhileHidden()
        let asked = season, league = try choice.options.league(choice.league)
        try choice.options.print { c throws(FetchError) in
            try await LeaguePrint.bracket(league, c.source, season: asked, offline: c.offline, timeZone: c.zone)
        }
    }
}
