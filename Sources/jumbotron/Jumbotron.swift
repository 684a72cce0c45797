import ArgumentParser
import CursesTerminal
import Foundation
import Jumbotron
import SportsCore
import TerminalUI

@main
struct JumbotronCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jumbotron",
        abstract: "MLB scores, an NFL schedule and TV shows in your terminal.",
        discussion: """
            Runs the full-screen app. Keys: 1-4 or Tab switch tabs, ? shows every key, q quits.
            For scripts and pipes, use `jumbotron print`.
            """,
        version: JumbotronVersion.string,
        subcommands: [PrintCommand.self])

    /// `print` is dispatched before parsing: swift-argument-parser gives a
    /// parent's options (`--offline`, `--date`) to the parent even when they
    /// follow the subcommand, so `print` runs as its own root command.
    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        if args.first == "print" {
            PrintRoot.main(Array(args.dropFirst()))
        } else {
            main(args)
        }
    }

    @OptionGroup var source: SourceOptions

    @Option(help: ArgumentHelp("Open the Scores tab on this date.", valueName: "YYYY-MM-DD"))
    var date: DayArgument?

    @Option(help: ArgumentHelp("Tab to open: scores, schedule, shows or favorites.", valueName: "tab"))
    var tab: TabArgument = .init(tab: .scores)

    @Flag(name: .customLong("no-color"), help: "Monochrome: bold and reverse only (also NO_COLOR).")
    var noColor = false

    @Flag(help: "ASCII borders and symbols instead of Unicode.")
    var ascii = false

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (text selection).")
    var noMouse = false

    func run() throws {
        let env = ProcessInfo.processInfo.environment
        guard isatty(0) == 1, isatty(1) == 1 else {
            FileHandle.standardError.write(Data("jumbotron: the full-screen UI needs a terminal; use `jumbotron print …` in pipes and scripts\n".utf8))
            throw ExitCode(2)
        }
        let logger = source.bootstrapLogging(environment: env)
        let data = try source.dataSource(environment: env)
        let favorites = FavoritesDatabase(url: source.paths(environment: env).favoritesDatabase)
        let environment = AppEnvironment(data: data, logos: try source.logoStore(environment: env), favorites: favorites,
                                         openURL: SystemOpener.open, logger: logger)

        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(options: .init(noColor: noColor, ascii: ascii, mouse: !noMouse, environment: env))
        } catch {
            logger.error("terminal start failed: \(error)")
            FileHandle.standardError.write(Data("jumbotron: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let display = DisplayOptions(
            ascii: ascii || !terminal.capabilities.unicode,
            monochrome: terminal.capabilities.colorDepth == .monochrome,
            offline: source.offline,
            locale: UserLocale.locale(environment: env),
            timeZone: UserLocale.timeZone(environment: env))
        logger.info("start: size \(terminal.size), \(terminal.capabilities.colorDepth), unicode \(terminal.capabilities.unicode), offline \(source.offline)")
        let today = Day(environment.now(), in: display.timeZone)
        let offline = data as? OfflineDataSource
        let state = AppState(size: terminal.size, tab: tab.tab, display: display, today: today,
                             scoresDate: date?.day ?? offline?.latestMLBDayWithGames() ?? today,
                             bundledDates: offline?.bundledMLBDays())
        let runtime = Runtime(terminal: terminal, environment: environment, state: state)
        let status = runtime.run(initialActions: [.start])
        logger.info("exit: status \(status)")
        if status != 0 { throw ExitCode(status) }
    }
}

struct TabArgument: ExpressibleByArgument {
    let tab: Tab
    init(tab: Tab) { self.tab = tab }
    init?(argument: String) {
        guard let tab = Tab(name: argument) else { return nil }
        self.tab = tab
    }
    static var allValueStrings: [String] { Tab.allCases.map(\.name) }
    var defaultValueDescription: String { tab.name }
}
