import ArgumentParser
import FoundationEssentials
import Jumbotron
import SportsCore

/// What tells `print nba` from `print nhl`: the league, and the words its
/// older command used (the NHL's goals columns, its id's shape).
protocol LeagueAlias: SendableMetatype {
    static var league: ScoresLeague { get }
    /// The older command's column names (nil: the table's, with the situation).
    static var gamesColumns: [String]? { get }
    /// The center's sections past the summary (nil: the older command printed no game).
    static var sectionWords: String? { get }
    static var idHelp: String { get }
    /// Why an id cannot be one of this league's (nil: it can).
    static func idProblem(_ id: Int) -> String?
}

extension LeagueAlias {
    static var gamesColumns: [String]? { nil }
    static var sectionWords: String? { nil }
    static var idHelp: String { "" }
    static func idProblem(_ id: Int) -> String? { nil }
}

/// `print nba|nhl games [--date D]` and `print nba|nhl game ID [--section …]`:
/// the league table's print under the names scripts already use, with their columns.
struct PrintLeagueAlias<A: LeagueAlias>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: A.league.rawValue,
                             abstract: A.sectionWords == nil ? "The \(A.league.name) games of a date (the week's, for football)."
                                 : "The \(A.league.name) scoreboard for a date, or one \(A.league.name) game's center.",
                             subcommands: A.sectionWords == nil ? [Games.self] : [Games.self, Game.self])
    }

    struct Games: ParsableCommand {
        static var configuration: CommandConfiguration {
            let columns = A.gamesColumns ?? LeaguePrint.gamesColumns + (LeaguePrint.hasSituation(A.league) ? ["situation"] : [])
            return CommandConfiguration(commandName: "games", abstract: "The \(A.league.name) games of a date: \(columns.joined(separator: ", ")).")
        }

        @OptionGroup var options: PrintOptions

        @OptionGroup var day: DayChoice

        func run() throws {
            let date = day.date?.day
            try options.print { c throws(FetchError) in
                try await LeaguePrint.games(A.league, date: date, c.source, offline: c.offline, locale: c.locale, timeZone: c.zone,
                                            hide: c.hide, columns: A.gamesColumns)
            }
        }
    }

    struct Game: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "game", abstract: "One \(A.league.name) game's center: summary (field, value), \(A.sectionWords ?? "").")
        }

        @OptionGroup var options: PrintOptions

        @Argument(help: ArgumentHelp(A.idHelp, valueName: "ID"))
        var id: Int

        @Option(help: ArgumentHelp("\(LeaguePrint.sections(A.league).joined(separator: ", "))."))
        var section = "summary"

        func validate() throws {
            if let problem = A.idProblem(id) { throw ValidationError(problem) }
            if let problem = LeaguePrint.sectionProblem(A.league, section) { throw ValidationError(problem) }
        }

        func run() throws {
            let id = self.id, section = self.section
            try options.refuseHiddenGame(league: LeagueID(A.league.rawValue), id: id)
            try options.print { c throws(FetchError) in
                try await LeaguePrint.game(A.league, id: id, section: section, c.source, locale: c.locale, timeZone: c.zone)
            }
        }
    }
}

enum NBAAlias: LeagueAlias {
    static var league: ScoresLeague { .nba }
    static var gamesColumns: [String]? { NBAGamePrint.gamesColumns }
    static var sectionWords: String? { "box, plays or shots" }
    static var idHelp: String { "The game's id, as print nba games lists it (0022600201)." }
    static func idProblem(_ id: Int) -> String? { id > 0 && id < 10_000_000_000 ? nil : "ID must be a game id such as 0022600201" }
}

enum NHLAlias: LeagueAlias {
    static var league: ScoresLeague { .nhl }
    static var gamesColumns: [String]? { NHLGamePrint.gamesColumns }
    static var sectionWords: String? { "skaters, goalies or goals" }
    static var idHelp: String { "The game's id (print nhl games lists them)." }
    static func idProblem(_ id: Int) -> String? { id > 0 ? nil : "ID must be a positive number" }
}

enum NFLAlias: LeagueAlias {
    static var league: ScoresLeague { .nfl }
    static var sectionWords: String? { "scoring, drives, box, stats or winprob" }
    static var idHelp: String { "The game's id (print nfl games lists them)." }
    static func idProblem(_ id: Int) -> String? { id > 0 ? nil : "ID must be a positive number" }
}
