import ArgumentParser
import FoundationEssentials
import Glibc
import Jumbotron
import SportsCore

/// `jumbotron status`: one line for tmux's status bar, waybar or polybar.
/// It answers from the snapshot the app keeps (and it keeps itself) when
/// that is fresh, else asks for at most a second, else prints the last it
/// knew saying how old. A bar shows whatever a command prints, so nothing it
/// meets is an error there: problems go to stderr, and the status is 0.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "One line for a status bar: your teams' live games, else the next one.",
        discussion: """
            Placeholders for --format: {away} {home} {away_score} {home_score} {state} {league} {team} {opponent} {at} {kind} {game}.
            tmux: set -g status-right '#(jumbotron status --tmux --width 40)'. \
            waybar: "exec": "jumbotron status --json", "return-type": "json", "interval": 15.
            """)

    @OptionGroup var source: SourceOptions

    @Option(help: ArgumentHelp("At most this many columns; the last game is cut with …", valueName: "columns"))
    var width: Int?

    @Option(help: ArgumentHelp("Each game by placeholders, e.g. '{team} {away_score}-{home_score} {state}'.", valueName: "format"))
    var format: String?

    @Option(help: "Between games.")
    var separator = " | "

    @Flag(help: "waybar's JSON: text, tooltip and class (live, final or upcoming).")
    var json = false

    @Flag(help: "tmux's colour codes: live games green, an old answer's age dim.")
    var tmux = false

    @Flag(name: .customLong("no-spoilers"), help: "Leave out the scores of games that have started (config spoilers).")
    var noSpoilers = false

    @Option(name: .customLong("wait-ms"), help: ArgumentHelp("The longest wait on the network, in milliseconds (0 to 10000).", valueName: "ms"))
    var waitMs = 1_000

    func validate() throws {
        if let width, width < 1 { throw ValidationError("--width must be at least 1") }
        guard (0...10_000).contains(waitMs) else { throw ValidationError("--wait-ms must be between 0 and 10000") }
    }

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        let (settings, locale, zone) = source.formatting(environment: env)
        let now = Date()
        let teams = followed(env)
        var options = StatusOptions()
        options.width = width; options.format = format; options.separator = separator; options.tmux = tmux && !json
        options.locale = locale; options.zone = zone
        if noSpoilers || settings.settings.spoilers == .hide {
            let revealed = Set(revealedGames(env).map { "\($0.league) \($0.game)" })
            options.hides = { !revealed.contains("\($0.league) \($0.id)") }
        }
        let (snapshot, stale) = teams.isEmpty ? (nil, false) : answer(teams, env, now: now, zone: zone)
        if teams.isEmpty { StandardError.write("jumbotron: no teams followed (f on a team in the app follows it)\n") }
        let output = StatusLine.make(snapshot, now: now, stale: stale, options)
        do { try StandardOutput.write((json ? StatusLine.json(output) : output.text) + "\n") } catch { Glibc.exit(error.rawValue) }
    }

    /// The snapshot to print and whether it is older than it should be.
    func answer(_ teams: [FollowedTeam], _ env: [String: String], now: Date, zone: Zone) -> (StatusSnapshot?, Bool) {
        guard let data = try? source.dataSource(environment: env) else { return (nil, false) }
        if source.offline {
            // The samples' days, never the file: they are no one's scores today.
            let offline = data as? OfflineDataSource
            let outcome = BlockingTask.run { await StatusRefresh.run(teams: teams, data: data, offline: offline, now: now, zone: zone, wait: .seconds(10)) }
            return (outcome.snapshot, false)
        }
        let file = StatusFile(cacheDirectory: source.paths(environment: env).cache)
        let kept = file.read()
        if let kept, kept.isFresh(for: teams, now: now) { return (kept, false) }
        let wait = Duration.milliseconds(waitMs)
        let outcome = BlockingTask.run { await StatusRefresh.run(teams: teams, data: data, offline: nil, now: now, zone: zone, wait: wait) }
        if outcome.complete {
            file.write(outcome.snapshot)
            return (outcome.snapshot, false)
        }
        // Out of time or out of network: the newer of what was kept and what came.
        let usable = kept.map { $0.teams == teams.map(\.id) } == true ? kept : nil
        guard let usable, usable.written > outcome.snapshot.written else { return (outcome.snapshot, true) }
        return (usable, true)
    }

    func followed(_ env: [String: String]) -> [FollowedTeam] {
        guard FileManager.default.fileExists(atPath: source.paths(environment: env).favoritesDatabase.path) else { return [] }
        switch source.favoritesStore(environment: env) {
        case .success(let store): return (try? store.teams()) ?? []
        case .failure(let error):
            StandardError.write("jumbotron: favorites database: \(error.message)\n")
            return []
        }
    }

    func revealedGames(_ env: [String: String]) -> Set<RevealedGame> {
        guard case .success(let store) = source.favoritesStore(environment: env) else { return [] }
        return (try? store.revealed()) ?? []
    }
}

/// `jumbotron status …` as its own root (see JumbotronCommand.main), so its usage line names the program.
struct StatusRoot: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "jumbotron status", abstract: StatusCommand.configuration.abstract,
                                                    discussion: StatusCommand.configuration.discussion)
    @OptionGroup var status: StatusCommand
    func run() throws { try status.run() }
}
