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
        let env = ProcessInfo.processInfo.environment
        let config = options.source.settings(environment: env).settings.configTeams
        switch options.source.favoritesStore(environment: env).flatMap({ s in Result { () throws(StoreError) in try s.teams(folding: config) } }) {
        case .success(let teams):
            try StandardOutput.write(TeamsPrint.table(teams).render(options.format))
        case .failure(let error):
            StandardError.write("jumbotron: favorites database: \(error.message)\n")
            throw ExitCode(1)
        }
    }
}
