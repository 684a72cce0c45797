import ArgumentParser
import FoundationEssentials
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
        let pk = gamePk, section = self.section
        try options.refuseHiddenGame(league: .mlb, id: pk)
        try options.print { c throws(FetchError) in
            GamePrint.table(try await c.source.run(.mlbGameFeed(pk)).value, section, locale: c.locale, timeZone: c.zone)
        }
    }
}
