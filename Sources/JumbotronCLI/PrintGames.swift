import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

/// `jumbotron print games [--league L] [--date D]`: any league's day (a week for
/// football) through the league table.
struct PrintGames: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "games",
        abstract: "Any league's games of a date (MLB's unless --league): game_id, start, away, away_score, home, home_score, state (and situation).")

    @OptionGroup var choice: LeagueChoice

    @OptionGroup var day: DayChoice

    func run() throws {
        let league = try choice.options.league(choice.league), date = day.date?.day
        try choice.options.print { c throws(FetchError) in
            try await LeaguePrint.games(league, date: date, c.source, offline: c.offline, locale: c.locale, timeZone: c.zone, hide: c.hide)
        }
    }
}
