import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

/// `jumbotron print games --league L [--date D]`: any league's day (a week for
/// football) through the league table.
struct PrintGames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "games",
        abstract: "Any league's games of a date: game_id, start, away, away_score, home, home_score, state (and situation).")

    @OptionGroup var options: PrintOptions

    @Option(help: ArgumentHelp("The league: \(ScoresLeague.choices), or one added in the config.", valueName: "league"))
    var league: String

    @Option(help: ArgumentHelp("The date (default: today; offline: the sample's day).", valueName: "YYYY-MM-DD"))
    var date: DayArgument?

    func run() throws {
        let league = try options.league(self.league), date = self.date?.day
        try options.print { c throws(FetchError) in
            try await LeaguePrint.games(league, date: date, c.source, offline: c.offline, locale: c.locale, timeZone: c.zone, hide: c.hide)
        }
    }
}
