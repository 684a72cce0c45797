import ArgumentParser
import Dispatch
import FoundationEssentials
import Jumbotron
import SportsCore
import Synchronization

/// `jumbotron print …`: the same data as the screens, as plain text, TSV or
/// JSON, for scripts, pipes and screen readers.
struct PrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Write a screen's data as text, TSV or JSON and exit.",
        discussion: "A failure prints one line on stderr and exits with status 1. A cached copy printed because a fetch failed is said on stderr, with status 3 (--no-stale makes it a failure).",
        subcommands: PrintRoot.subcommands)
}

/// The same command as the root of `jumbotron print …` (see JumbotronCommand.main).
struct PrintRoot: ParsableCommand {
    static let subcommands: [any ParsableCommand.Type] = [PrintGames.self, PrintScores.self, PrintGame.self, PrintStandings.self, PrintBracket.self, PrintLeaders.self, PrintPlayer.self, PrintTeam.self, PrintSchedule.self, PrintShows.self,
                                                           PrintFavorites.self, PrintShow.self, PrintHockey.self, PrintLeagueAlias<NHLAlias>.self, PrintLeagueAlias<NBAAlias>.self, PrintLeagueAlias<NFLAlias>.self, PrintTeams.self,
                                                           PrintBasketball.self]
    static let configuration = CommandConfiguration(
        commandName: "jumbotron print",
        abstract: PrintCommand.configuration.abstract,
        discussion: PrintCommand.configuration.discussion,
        subcommands: subcommands)
}

/// Options of every print subcommand.
struct PrintOptions: ParsableArguments {
    @OptionGroup var source: SourceOptions

    @Option(help: "Output format: text, tsv or json.")
    var format: OutputFormat = .text

    @Flag(name: .customLong("no-stale"), help: "Fail (status 1) instead of printing a cached copy when a fetch fails.")
    var noStale = false

    @Flag(name: .customLong("no-spoilers"), help: "Leave out the scores of games that have started (config spoilers).")
    var noSpoilers = false

    /// The source for print mode: a stale answer is noted (stderr, exit 3) or, with --no-stale, refused.
    func dataSource(environment: [String: String]) throws -> any DataSource {
        StaleWatch(try source.dataSource(environment: environment), log: PrintRunner.staleLog, refuse: noStale)
    }
}

extension OutputFormat: ExpressibleByArgument {}

/// What a print job reads: its source, and the user's settings, locale and
/// zone for the dates and times it prints.
struct PrintContext: Sendable {
    let source: any DataSource
    let settings: EffectiveSettings
    let locale: TimeLocale
    let zone: Zone
    /// Spoiler-free: the started games whose scores stay out (none unless asked for).
    var hide: PrintSpoilers = .none

    /// The offline sample behind the source, for a default date it holds.
    var offline: OfflineDataSource? { (source as? StaleWatch)?.base as? OfflineDataSource }
}

extension PrintOptions {
    /// Runs a print job on this run's source and prints its table in the chosen
    /// format (the settings' problems are said on stderr first, as in the app).
    func print(_ job: @Sendable @escaping (PrintContext) async throws(FetchError) -> PrintTable) throws {
        let env = ProcessInfo.processInfo.environment
        let source = try dataSource(environment: env)
        let (settings, locale, zone) = self.source.formatting(environment: env)
        var built = PrintContext(source: source, settings: settings, locale: locale, zone: zone)
        if hidesSpoilers(settings) { built.hide = .hiding(revealed: revealedGames(env)) }
        let context = built
        try PrintRunner.run({ () async throws(FetchError) -> PrintTable in try await job(context) }, format: format)
    }
}

/// Runs a print job: output on stdout, or one line on stderr and exit status 1.
enum PrintRunner {
    /// Stale answers seen by this run's print job (one job per process).
    static let staleLog = StaleLog()
    /// Why what was printed is not the whole list (one job per process; the job's task writes it).
    private static let incompleteWhy = Mutex<String?>(nil)
    static var incomplete: String? { incompleteWhy.withLock { $0 } }

    /// The job printed what it had, but the source stopped it early: said
    /// on stderr after the rows, and the exit status is 4.
    static func cutShort(_ why: String) { incompleteWhy.withLock { $0 = why } }

    static func run(_ job: @Sendable @escaping () async throws(FetchError) -> PrintTable, format: OutputFormat) throws {
        if format == .ics { throw ValidationError("--format ics is a team's coming games: print schedule --league L --team T --format ics") }
        let result = BlockingTask.run { () async -> Result<PrintTable, FetchError> in
            do throws(FetchError) { return .success(try await job()) } catch { return .failure(error) }
        }
        switch result {
        case .success(let table):
            try StandardOutput.write(table.render(format))
            if let incomplete {
                StandardError.write("jumbotron: \(incomplete)\n")
                throw ExitCode(4)
            }
            let stale = staleLog.entries
            guard stale.isEmpty else {
                for entry in stale { StandardError.write(entry.line + "\n") }
                throw ExitCode(3)
            }
        case .failure(let error):
            StandardError.write("jumbotron: \(error.detail)\n")
            throw ExitCode(1)
        }
    }
}

/// Runs async work to completion from synchronous code (the CLI's commands).
enum BlockingTask {
    static func run<T: Sendable>(_ work: @Sendable @escaping () async -> T) -> T {
        let box = ResultBox<T>()
        let semaphore = DispatchSemaphore(value: 0)
        Task.detached {
            let value = await work()
            box.value.withLock { $0 = value }
            semaphore.signal()
        }
        semaphore.wait()
        return box.value.withLock { $0! }
    }

    private final class ResultBox<T: Sendable>: Sendable {
        let value = Mutex<T?>(nil)
    }
}

extension PrintOptions {
    func hidesSpoilers(_ settings: EffectiveSettings) -> Bool { noSpoilers || settings.settings.spoilers == .hide }

    /// The games revealed with `v` in the app (none when the database cannot be read).
    func revealedGames(_ env: [String: String]) -> Set<RevealedGame> {
        guard FileManager.default.fileExists(atPath: source.paths(environment: env).favoritesDatabase.path) else { return [] }
        return (try? source.favoritesStore(environment: env).get().revealed()) ?? []
    }

    /// What the favorites database holds, printed in the chosen format; a
    /// database that cannot be opened or read is one line on stderr and status 1.
    func printSaved<T>(_ read: (FavoritesStore, [String: String]) throws(StoreError) -> T, _ table: (T) -> PrintTable) throws {
        let env = ProcessInfo.processInfo.environment
        switch source.favoritesStore(environment: env).flatMap({ store in Result { () throws(StoreError) in try read(store, env) } }) {
        case .success(let value):
            try StandardOutput.write(table(value).render(format))
        case .failure(let error):
            StandardError.write("jumbotron: favorites database: \(error.message)\n")
            throw ExitCode(1)
        }
    }

    /// The followed teams, the config's `[teams]` folded in as the app does;
    /// the config's alone when there is no database or it cannot be read.
    func followedTeams(_ env: [String: String]) -> [FollowedTeam] {
        let config = source.settings(environment: env).settings.configTeams
        guard FileManager.default.fileExists(atPath: source.paths(environment: env).favoritesDatabase.path) else { return config }
        return (try? source.favoritesStore(environment: env).get().teams(folding: config)) ?? config
    }

    /// Standings count every result, today's too: not printed while spoilers are hidden.
    func refuseStandingsWhileHidden() throws {
        let env = ProcessInfo.processInfo.environment
        let (settings, _, _) = source.formatting(environment: env)
        guard hidesSpoilers(settings) else { return }
        StandardError.write("jumbotron: spoilers are hidden: standings count today's results; print them without --no-spoilers (and spoilers = \"show\")\n")
        throw ExitCode(1)
    }

    /// `--league`'s league, in the table the config makes; a name that is
    /// none of its leagues is a usage error, said before anything is fetched.
    func league(_ name: String) throws -> ScoresLeague {
        let leagues = source.settings(environment: ProcessInfo.processInfo.environment).leagues
        do { return try LeaguePrint.league(name, in: leagues) } catch { throw ValidationError(error.detail) }
    }

    /// A game center's sections are all spoilers: printed only for a revealed game.
    func refuseHiddenGame(league: LeagueID, id: Int) throws {
        let env = ProcessInfo.processInfo.environment
        let (settings, _, _) = source.formatting(environment: env)
        guard hidesSpoilers(settings), !revealedGames(env).contains(RevealedGame(league: league.rawValue, game: id)) else { return }
        StandardError.write("jumbotron: spoilers are hidden: press v on the game in the app to reveal it, or print without --no-spoilers (and spoilers = \"show\")\n")
        throw ExitCode(1)
    }
}
