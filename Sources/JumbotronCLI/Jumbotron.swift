import Synchronization
import Logging
import ArgumentParser
import CursesTerminal
import FoundationEssentials
import Glibc
import Jumbotron
import Pictures
import SportsCore
import TerminalUI

@main
struct JumbotronCommand: ParsableCommand {
    // Built once: argument-parser reads it several times a parse, and the
    // discussion's tab list was a measurable part of every start.
    // The lists in the texts come from the tables that drive them (the tabs, the
    // leagues, the print commands), so help cannot drift; they are made only
    // when help is asked for.
    static let configuration = CommandConfiguration(
        commandName: "jumbotron",
        abstract: "\(spoken(LeagueTable.standard.rows.map(\.name))) scores, your teams across them, an NFL schedule, TV shows, "
            + "NHL players and NBA teams in your terminal.",
        discussion: listsSubcommands ? """
            Runs the full-screen app: \(TabTable.spokenList). \
            Keys: \(TabTable.digitRange) or Tab switch tabs, ? shows every key, q quits.

            For scripts and pipes: \(spoken(PrintRoot.subcommands.compactMap { $0.configuration.commandName }.map { "print \($0)" })) \
            (see `jumbotron print --help`). Also: status (one line for tmux or a bar), config (the settings file) \
            and doctor (checks this machine).
            """ : "",
        version: JumbotronVersion.string,
        subcommands: listsSubcommands ? [PrintCommand.self, ConfigCommand.self, DoctorCommand.self, StatusCommand.self] : [])

    /// `a, b and c`.
    static func spoken(_ items: [String]) -> String {
        items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + items.last! : items.first ?? ""
    }

    /// Subcommands are dispatched before parsing: swift-argument-parser gives a
    /// parent's options (`--offline`, `--data-dir`) to the parent even when
    /// they follow the subcommand, so each runs as its own root command. They
    /// are listed above only when help, completions or the man page dump are
    /// asked for: building their argument trees by reflection was most of the
    /// parsing every start paid for.
    static let listsSubcommands: Bool = CommandLine.arguments.dropFirst().contains { arg in
        arg == "help" || arg == "-h" || arg == "--help" || arg.contains("completion") || arg.hasPrefix("--experimental")
    }
    static func main() {
        if CommandLine.arguments.dropFirst().first == SVGHelper.helperArgument { SVGHelper.serve() }
        StandardStreams.holdClosedDescriptors()
        Allocator.tune()
        // `--version` alone is answered before argument-parser builds the
        // whole command surface by reflection: that was 40 % of its time.
        if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
            do { try StandardOutput.write(JumbotronVersion.string + "\n"); Glibc.exit(0) } catch { Glibc.exit(error.rawValue) }
        }
        let args = Self.subcommandFirst(Array(CommandLine.arguments.dropFirst()))
        switch args.first {
        case "print": CommandMain.run(PrintRoot.self, Array(args.dropFirst()))
        case "config": CommandMain.run(ConfigRoot.self, Array(args.dropFirst()))
        case "doctor": CommandMain.run(DoctorRoot.self, Array(args.dropFirst()))
        case "status":
            if let (plan, request) = StatusQuickStart.parse(Array(args.dropFirst())) {
                StatusRunner(plan: plan, request: request).run()
                Glibc.exit(0)
            }
            CommandMain.run(StatusRoot.self, Array(args.dropFirst()))
        default:
            if let request = AppQuickStart.parse(args) {
                do { try AppRunner(request: request).run() } catch { Glibc.exit(error.rawValue) }
                Glibc.exit(0)
            }
            CommandMain.run(JumbotronCommand.self, args)
        }
    }

    /// The root's options that take a value (`--data-dir DIR`): skipped as a
    /// pair when looking for a subcommand after them.
    static let optionsWithValues: Set<String> = [
        "--mlb-url", "--yinzcam-url", "--logos-url", "--tvmaze-url", "--nhl-url", "--nba-url", "--mlb-logos-url", "--nba-logos-url",
        "--data-dir", "--config", "--log-level", "--timeout", "--date", "--tab", "--league", "--open", "--theme", "--clock", "--time-zone", "--refresh-seconds",
    ]

    /// `jumbotron --offline print scores` as `print scores --offline`: options
    /// given before a subcommand go after it (each subcommand parses its own),
    /// so global options work wherever they are written.
    static func subcommandFirst(_ args: [String]) -> [String] {
        var i = 0
        while i < args.count {
            let arg = args[i]
            if ["print", "config", "doctor", "status"].contains(arg) { return Array(args[i...]) + Array(args[..<i]) }
            guard arg.hasPrefix("-"), arg != "--" else { return args }   // a positional argument: the app's own
            i += !arg.contains("=") && optionsWithValues.contains(arg) ? 2 : 1
        }
        return args
    }

    @OptionGroup var source: SourceOptions

    @Option(help: ArgumentHelp("Open the Scores tab on this date.", valueName: "YYYY-MM-DD"))
    var date: DayArgument?

    @Option(help: ArgumentHelp("Tab to open, by name (\(TabTable.names.joined(separator: ", "))) or digit (config default_tab).",
                               valueName: "tab"))
    var tab: TabArgument?

    // A name, checked once the config file's leagues are in the table.
    @Option(help: ArgumentHelp("The league Scores opens on: \(LeagueTable.standard.choices) or one added in the config (config scores_league).",
                               valueName: "league"))
    var league: String?

    @Option(help: ArgumentHelp("Start at a place: a tab (myteams), a league's board (nfl, nfl/2026-11-29), its standings (nhl/standings; a tennis tour's draws: atp/draws), the NHL bracket (nhl/bracket, nhl/bracket/2025), its leaders (nfl/leaders), a player (nba/player/1966), a team (mlb/team/147, nhl/team/TOR), a game (nfl/game/401547417), an NHL roster (hockey/team/TOR) or multiview. `status --json` names the route of the game it shows.",
                               valueName: "route"))
    var open: String?

    @Flag(name: .customLong("no-color"), help: "Monochrome: bold and reverse only (also NO_COLOR, theme mono).")
    var noColor = false

    @Option(help: ArgumentHelp("Colours: dark, light (for white backgrounds) or mono (config theme; default from COLORFGBG).", valueName: "theme"))
    var theme: Settings.ThemeChoice?

    @Flag(inversion: .prefixedNo, help: "ASCII borders and symbols instead of Unicode (config ascii).")
    var ascii: Bool?

    @Flag(name: .customLong("no-images"), help: "Placeholders instead of posters, logos and headshots (config images).")
    var noImages = false

    @Flag(inversion: .prefixedNo, help: "Clicks and the wheel; --no-mouse leaves the mouse to the terminal (config mouse).")
    var mouse: Bool?

    @Option(help: ArgumentHelp("Clock: 12h, 24h or locale (config clock).", valueName: "clock"))
    var clock: Settings.Clock?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("Show times in this zone, e.g. Europe/London (config time_zone; default TZ).", valueName: "zone"))
    var timeZone: TimeZoneArgument?

    @Option(help: ArgumentHelp("How a followed team's news is told: off, banner, bell or desktop (config alerts).", valueName: "mode"))
    var alerts: AlertMode?

    @Flag(name: .customLong("no-spoilers"), help: "Hide the scores of games that have started until v reveals one (config spoilers).")
    var noSpoilers = false

    @Option(name: .customLong("refresh-seconds"), help: ArgumentHelp("Refresh a date with live games this often, 10 to 86400 (config refresh_seconds).", valueName: "seconds"))
    var refreshSeconds: Int?

    func validate() throws {
        if let r = refreshSeconds, !(Settings.minimumRefreshSeconds...Settings.maximumRefreshSeconds).contains(r) {
            throw ValidationError("--refresh-seconds must be between \(Settings.minimumRefreshSeconds) and \(Settings.maximumRefreshSeconds) (a day)")
        }
    }

    var overrides: SettingsOverrides {
        SettingsOverrides(defaultTab: tab?.tab.name, scoresLeague: league, timeZone: timeZone?.zone, clock: clock,
                          theme: noColor ? .mono : theme, refreshSeconds: refreshSeconds, ascii: ascii, mouse: mouse,
                          images: noImages ? .off : nil, alerts: alerts, spoilers: noSpoilers ? .hide : nil)
    }

    func run() throws {
        try AppRunner(request: AppRequest(plan: source.plan, date: date?.day, league: league, overrides: overrides, open: open)).run()
    }
}

struct TabArgument: ExpressibleByArgument {
    let tab: Tab
    init(tab: Tab) { self.tab = tab }
    init?(argument: String) {
        guard let tab = TabTable.tab(named: argument) else { return nil }
        self.tab = tab
    }
    static var allValueStrings: [String] { TabTable.names }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    var defaultValueDescription: String { tab.name }
}

// Both are CaseIterable with String raw values: argument-parser derives
// parsing, the value list in --help and the completions from that.
extension Settings.ThemeChoice: ExpressibleByArgument {}
extension Settings.Clock: ExpressibleByArgument {}
extension AlertMode: ExpressibleByArgument {}

struct TimeZoneArgument: ExpressibleByArgument {
    let zone: Zone
    init?(argument: String) {
        guard let zone = Zone(identifier: argument) else { return nil }
        self.zone = zone
    }
}
