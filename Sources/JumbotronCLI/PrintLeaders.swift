import ArgumentParser
import FoundationEssentials
import Jumbotron
import Primitives
import SportsCore

struct PrintLeaders: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leaders",
        abstract: "A league's statistical leaders from ESPN: category, rank, player, team, value (ten a category).")

    @OptionGroup var choice: LeagueChoice

    @Option(help: ArgumentHelp("Only this category, by ESPN's key or its name (passingYards, \"Passing Yards\").", valueName: "C"))
    var category: String?

    @Option(help: ArgumentHelp("The season (default: ESPN's current one).", valueName: "YYYY"))
    var season: Int?

    func validate() throws {
        if let season, !(1900...2200).contains(season) { throw ValidationError("--season must be a year like 2024") }
        if let category, category.trimmedWhitespace.isEmpty || category.count > 60 { throw ValidationError("--category names one, like passingYards") }
    }

    func run() throws {
        // Leaders' totals count today's games: hidden as standings are.
        try choice.options.refuseStandingsWhileHidden()
        let asked = season, wanted = category, league = try choice.options.league(choice.league)
        try choice.options.print { c throws(FetchError) in
            try await LeaguePrint.leaders(league, c.source, season: asked, category: wanted, offline: c.offline, timeZone: c.zone)
        }
    }
}
