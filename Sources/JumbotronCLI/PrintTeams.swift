import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

/// `jumbotron print teams`: the followed teams from the local database.
struct PrintTeams: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "teams", abstract: "Followed teams from the local database: league, id, abbreviation, name.")

    @OptionGroup var options: PrintOptions

    func run() throws {
        let source = options.source
        try options.printSaved({ store, env throws(StoreError) in
            try store.teams(folding: source.settings(environment: env).settings.configTeams)
        }, TeamsPrint.table)
    }
}
