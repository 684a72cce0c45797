import ArgumentParser
import Foundation
import Jumbotron
import SportsCore

extension GamePrint.Section: ExpressibleByArgument {}

struct PrintGame: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "game",
        abstract: "One MLB game's center: summary (field, value), batting, pitching or plays.")

    @OptionGroup var options: PrintOptions

    @Argument(help: ArgumentHelp("The game's gamePk (print scores lists them).", valueName: "GAMEPK"))
    var gamePk: Int

    @Option(help: "summary, batting, pitching or plays.")
    var section: GamePrint.Section = .summary

    func validate() throws {
        guard gamePk > 0 else { throw ValidationError("GAMEPK must be a positive number") }
    }

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        let source = try options.dataSource(environment: env)
        let (_, locale, zone) = options.source.formatting(environment: env)
        let pk = gamePk, section = self.section
        try PrintRunner.run({ () async throws(FetchError) -> PrintTable in
            let loaded = try await source.run(.mlbGameFeed(pk))
            return GamePrint.table(loaded.value, section, locale: locale, timeZone: zone)
        }, format: options.format)
    }
}
