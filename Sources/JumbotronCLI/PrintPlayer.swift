import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

extension PlayerPrint.Section: ExpressibleByArgument {}

struct PrintPlayer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "player",
        abstract: "A player's page from ESPN, by ESPN's id: bio (field, value), season (stat, name, value), games (the last ten) or career.")

    @OptionGroup var choice: LeagueChoice

    @Argument(help: ArgumentHelp("ESPN's id of the player (as in nba/player/1966).", valueName: "ID"))
    var id: Int

    @Option(help: ArgumentHelp("bio, season, games or career (default: bio).", valueName: "S"))
    var section: PlayerPrint.Section = .bio

    func validate() throws {
        guard id > 0 else { throw ValidationError("the id is ESPN's number for the player, like 1966") }
    }

    func run() throws {
        let league = try choice.options.league(choice.league), asked = id, part = section
        try choice.options.print { c throws(FetchError) in
            try await LeaguePrint.player(league, id: asked, section: part, c.source, timeZone: c.zone)
        }
    }
}
