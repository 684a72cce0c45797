import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

struct PrintGame: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "game",
        abstract: "One game's center by section (MLB's unless --league): summary (field, value), then each league's own.")

    @OptionGroup var choice: LeagueChoice

    @Argument(help: ArgumentHelp("The game's id, as print games lists them (MLB's gamePk).", valueName: "ID"))
    var gamePk: Int

    @Option(help: ArgumentHelp("The section: MLB summary, batting, pitching or plays; NHL summary, skaters, goalies or goals; NBA summary, box, plays or shots; football summary, scoring, drives, box, stats or winprob."))
    var section: String?

    func validate() throws {
        guard gamePk > 0 else { throw ValidationError("ID must be a positive number") }
    }

    func run() throws {
        let pk = gamePk, section = self.section
        // The table holds the config's leagues only once settings are read, so the usage is checked here, not in validate().
        let league = try choice.options.league(choice.league)
        if let problem = LeaguePrint.sectionProblem(league, section) { throw ValidationError(problem) }
        try choice.options.refuseHiddenGame(league: LeagueID(league.rawValue), id: pk)
        try choice.options.print { c throws(FetchError) in
            try await LeaguePrint.game(league, id: pk, section: section, c.source, locale: c.locale, timeZone: c.zone)
        }
    }
}
