import TerminalUI
import ArgumentParser
import CursesTerminal
import FoundationEssentials
import Jumbotron
import Pictures
import SportsCore

/// `jumbotron doctor`: checks the setup and says, one line per topic, what
/// works and what to do about what does not.
struct DoctorOptions: ParsableArguments {
    @OptionGroup var source: SourceOptions

    @Flag(name: .customLong("no-color"), help: "Check as if colour were turned off (as the app's --no-color).")
    var noColor = false

    @Option(name: .customLong("picture"), help: ArgumentHelp(
        "Decode and convert one image file as the detail panes would, and report the renderer, the time and the memory it took.",
        valueName: "file"))
    var picture: String?

    @Option(name: .customLong("picture-size"), help: ArgumentHelp("The slot for --picture, in cells.", valueName: "WxH"))
    var pictureSize = "12x6"

    func run() throws {
        if let picture { return try PictureCheck(path: picture, slot: pictureSize).run() }
        let env = ProcessInfo.processInfo.environment
        let paths = source.paths(environment: env)
        let effective = source.settings(environment: env)
        // NO_COLOR explains itself; only an explicit mono theme counts as the flag.
        let monoAsked = effective.theme == .mono && effective.source(of: "theme") != .environment("NO_COLOR")
        var lines = DoctorChecks.terminal(TerminalProbe.run(environment: env), environment: env, noColor: noColor || monoAsked)
        lines.append(DoctorChecks.time(effective, environment: env))
        lines.append(DoctorChecks.folder("data dir", paths.data, failing: true,
                                         consequence: "favorites cannot be saved"))
        lines.append(DoctorChecks.folder("cache dir", paths.cache, failing: false,
                                         consequence: "responses and logos are not kept, so nothing shows when the network fails"))
        lines.append(DoctorChecks.folder("state dir", paths.state, failing: false, consequence: "no log file is written"))
        lines.append(DoctorChecks.folder("config dir", paths.config, failing: false, consequence: "`config --init` cannot write a file"))
        lines.append(DoctorChecks.database(paths.favoritesDatabase))
        lines.append(DoctorChecks.cache(paths.cache))
        lines += DoctorChecks.config(source.settingsURL(environment: env), effective)
        lines.append(DoctorChecks.bundledData(OfflineDataLocator.samples))
        lines.append(DoctorChecks.pictures(off: effective.settings.images == .off, decoders: PictureConverter.isAvailable,
                                           renderer: .current, chafa: PictureConverter.chafaInstalled,
                                           rsvg: PictureConverter.rendersSVG))
        lines += PixelsCheck.lines(mode: monoAsked || noColor ? .off : effective.settings.images,
                                   themeFromTerminal: effective.source(of: "theme") == .defaults, environment: env)
        do {
            lines += DoctorChecks.sources(try source.urls(environment: env), offline: source.offline, timeout: source.timeout,
                                          nbaKey: source.nbaKey(environment: env), leagues: effective.leagues)
        } catch {
            lines.append(.fail("sources", "\(error)"))
        }
        var out = lines.map(\.rendered).joined(separator: "\n")
        out += "\n\(DoctorLine.verdict(lines))\n"
        try StandardOutput.write(out)
        if lines.contains(where: { $0.level == .fail }) { throw ExitCode(1) }
    }
}

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the terminal, locale, files, database and sources; exit 1 when something blocks normal use.")
    @OptionGroup var options: DoctorOptions
    func run() throws { try options.run() }
}

/// The same command as the root of `jumbotron doctor …` (see JumbotronCommand.main).
struct DoctorRoot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jumbotron doctor", abstract: DoctorCommand.configuration.abstract)
    @OptionGroup var options: DoctorOptions
    func run() throws { try options.run() }
}
