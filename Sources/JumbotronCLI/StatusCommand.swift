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
            Placeholders for --format: {away} {home} {away_score} {home_score} {state} {league} {team} {opponent} {at} {kind} {series} {game}.
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

    @Flag(help: "tmux's style codes: live games bold, an old answer's age dim, in the bar's own colours.")
    var tmux = false

    @Flag(help: "With --tmux: live games green too (for a bar whose colours leave room for it).")
    var color = false

    @Flag(name: .customLong("no-spoilers"), help: "Leave out the scores of games that have started (config spoilers).")
    var noSpoilers = false

    @Option(name: .customLong("wait-ms"), help: ArgumentHelp("The longest wait on the network, in milliseconds (0 to 10000).", valueName: "ms"))
    var waitMs = 1_000

    func validate() throws {
        if let width, width < 1 { throw ValidationError("--width must be at least 1") }
        guard (0...10_000).contains(waitMs) else { throw ValidationError("--wait-ms must be between 0 and 10000") }
    }

    func run() throws {
        StatusRunner(plan: source.plan, request: StatusRequest(width: width, format: format, separator: separator, json: json, tmux: tmux, color: color,
                                                               noSpoilers: noSpoilers, waitMs: waitMs)).run()
    }
}

/// `jumbotron status …` as its own root (see JumbotronCommand.main), so its usage line names the program.
struct StatusRoot: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "jumbotron status", abstract: StatusCommand.configuration.abstract,
                                                    discussion: StatusCommand.configuration.discussion)
    @OptionGroup var status: StatusCommand
    func run() throws { try status.run() }
}
