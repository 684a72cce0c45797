import ArgumentParser
import FoundationEssentials
import Primitives
import Synchronization
import Jumbotron
import SportsCore

extension Conference: ExpressibleByArgument {
    public init?(argument: String) {
        guard let c = Conference.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else { return nil }
        self = c
    }
    public static var allValueStrings: [String] { ["east", "west"] }
}

/// `jumbotron print basketball teams|players TEAM`.
struct PrintBasketball: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "basketball", abstract: "NBA teams (balldontlie), or one team's players across every page.",
        subcommands: [Teams.self, Players.self])

    /// Without a key and without --offline: one line that says how to set it, status 2.
    static func source(_ options: PrintOptions) throws -> any DataSource {
        let env = ProcessInfo.processInfo.environment
        if !options.source.offline && options.source.nbaKey(environment: env) == nil {
            if let key = env["BALLDONTLIE_API_KEY"]?.trimmedWhitespace, !key.isEmpty {
                StandardError.write("jumbotron: BALLDONTLIE_API_KEY \(Settings.unusableKeyMessage)\n")
            }
            StandardError.write("jumbotron: \(LiveDataSource.nbaKeyHelp) Or add --offline for the sample.\n")
            throw ExitCode(2)
        }
        return try options.dataSource(environment: env)
    }

    /// All the waiting a print job does for rate limits, added up: a script
    /// must never sleep for the hour a Retry-After can ask (man page).
    static let maxWaitSeconds = 60

    /// A rate limit is waited out (Retry-After, else 2, 4, 8 s) a bounded
    /// number of times and at most `maxWaitSeconds` in all, saying each wait
    /// on stderr; a server that asks for more is answered at once with the failure.
    static func patiently<T: Sendable>(_ fetch: Fetch<T>, _ source: any DataSource) async throws(FetchError) -> T {
        var tries = 0
        while true {
            do throws(FetchError) {
                return try await source.run(fetch).value
            } catch {
                guard case .rateLimited(let after) = error, tries < BasketballState.maxRateTries else { throw error }
                tries += 1
                let seconds = max(1, after ?? (1 << tries))
                guard waited.add(seconds) else {
                    throw .other("balldontlie asks to wait \(seconds) s before the next request, more than the \(maxWaitSeconds) s print waits in all; try again later")
                }
                StandardError.write("jumbotron: rate limited by balldontlie; waiting \(seconds) s, then trying again (try \(tries) of \(BasketballState.maxRateTries))\n")
                try? await Sleeper.shared.sleep(for: .seconds(seconds))
            }
        }
    }

    /// Seconds waited so far by this process's print job.
    static let waited = WaitBudget(limit: maxWaitSeconds)

    struct Teams: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The 30 current clubs: id, abbreviation, name, city, conference, division.")

        @OptionGroup var options: PrintOptions

        @Option(help: "Only this conference: east or west.")
        var conference: Conference = .all

        @Option(help: "Only teams whose city, nickname or abbreviation contains this text.")
        var filter: String = ""

        func run() throws {
            let source = try PrintBasketball.source(options)
            let (conference, filter) = (self.conference, self.filter)
            try PrintRunner.run({ () async throws(FetchError) -> PrintTable in
                BasketballPrint.teams(try await PrintBasketball.patiently(.nbaTeams, source), conference: conference, filter: filter)
            }, format: options.format)
        }
    }

    struct Players: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A team's players, every page: id, number, name, position, height, weight, college, country, draft.")

        @OptionGroup var options: PrintOptions

        @Argument(help: "The team: its abbreviation (NYK) or its balldontlie id (20).")
        var team: String

        /// A team that cannot be one is a usage error (64), as for every print command.
        func validate() throws {
            let t = team.trimmedWhitespace
            guard !t.isEmpty, t.count <= 8, t.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw ValidationError("a team is its abbreviation (NYK) or its balldontlie id (20)")
            }
        }

        func run() throws {
            let source = try PrintBasketball.source(options)
            let wanted = team
            try PrintRunner.run({ () async throws(FetchError) -> PrintTable in
                let teams = try await PrintBasketball.patiently(.nbaTeams, source)
                guard let team = teams.first(where: { String($0.id) == wanted || $0.abbreviation.lowercased() == wanted.lowercased() })
                else { throw .other("No NBA team \(wanted): use an abbreviation like NYK or an id like 20.") }
                // Each player once, and a walk that stops where the server's
                // cursor loops, never ends or brings nothing new (then said on stderr).
                var players: [NBAPlayer] = [], known = Set<Int>(), walk = CursorWalk(), cursor: Int? = nil
                repeat {
                    let page = try await PrintBasketball.patiently(.nbaPlayers(team: team.id, cursor: cursor), source)
                    let fresh = page.players.filter { known.insert($0.id).inserted }
                    players += fresh
                    cursor = walk.next(after: cursor, nextCursor: page.nextCursor, newRows: fresh.count)
                } while cursor != nil
                if let why = walk.stop?.anomaly {
                    PrintRunner.cutShort("the player list is incomplete (\(players.count) players in \(walk.pages) pages): \(why)")
                }
                return BasketballPrint.players(players)
            }, format: options.format)
        }
    }
}

/// Seconds of waiting left to a print job (one job per process, but its fetches may run concurrently).
final class WaitBudget: Sendable {
    private let spent = Mutex(0)
    let limit: Int
    init(limit: Int) { self.limit = limit }

    /// Takes `seconds` from what is left; false (nothing taken) when that would pass the limit.
    func add(_ seconds: Int) -> Bool {
        spent.withLock { total in
            guard total + seconds <= limit else { return false }
            total += seconds
            return true
        }
    }
}
