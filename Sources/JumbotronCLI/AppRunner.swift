import Synchronization
import FoundationEssentials
import Glibc
import Jumbotron
import Logging
import CursesTerminal
import Pictures
import SportsCore
import TerminalUI
import ArgumentParser

/// What the full-screen app was asked for, as a plain value: what
/// argument-parser parsed, or what the quick start read itself.
struct AppRequest: Sendable {
    var plan = SourcePlan()
    var date: Day?
    var league: String?
    var overrides = SettingsOverrides()
    /// `--open ROUTE`, read once the config's leagues are in the table.
    var open: String?
}

/// The full-screen app's start: settings, data, the terminal, the runtime.
struct AppRunner {
    let request: AppRequest
    var plan: SourcePlan { request.plan }

    /// A source that cannot be made (an unusable folder): said the way argument-parser says a thrown error.
    static func failed(_ error: any Error) -> ExitCode {
        StandardError.write("Error: \(error)\n")
        return ExitCode(1)
    }

    func run() throws(ExitCode) {
        let env = ProcessInfo.processInfo.environment
        guard isatty(0) == 1, isatty(1) == 1 else {
            StandardError.write("jumbotron: the full-screen UI needs a terminal; use `jumbotron print …` in pipes and scripts\n")
            throw ExitCode(2)
        }
        let logger = plan.bootstrapLogging(environment: env)
        let effective = plan.settings(environment: env, overrides: request.overrides)
        let settings = effective.settings
        for problem in effective.problems { logger.warning("settings: \(problem)") }
        let leagues = effective.leagues
        if let league = request.league, leagues.named(league) == nil {
            StandardError.write("jumbotron: --league \(league) is not a league here: \(leagues.choices) (add one by its ESPN slug in the config: [[league]])\n")
            throw ExitCode(2)
        }
        var route: AppRoute?
        if let open = request.open {
            do throws(AppRoute.Unknown) {
                route = try AppRoute.parse(open, tabs: TabTable.names, league: leagues.named)
            } catch {
                StandardError.write("jumbotron: --open \(error)\n")
                throw ExitCode(2)
            }
        }
        let start = route?.start
        let delayLine = DelayLine(settings.delays, pace: .seconds(settings.refreshSeconds), zone: effective.timeZone)
        let data: any DataSource
        do { data = try plan.dataSource(environment: env, logger: logger, delays: delayLine) } catch { throw Self.failed(error) }
        let favorites = FavoritesDatabase(url: plan.paths(environment: env).favoritesDatabase)
        let logos: PictureStore
        do { logos = try plan.logoStore(environment: env) } catch { throw Self.failed(error) }
        var environment = AppEnvironment(data: data, logos: logos, favorites: favorites,
                                         openURL: SystemOpener.open, logger: logger)
        if !plan.offline { environment.statusFile = StatusFile(cacheDirectory: plan.paths(environment: env).cache) }
        environment.delayLine = delayLine
        let settingsPath = plan.settingsURL(environment: env).path
        environment.settingsWriter = SettingsWriter(path: settingsPath)

        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(options: .init(noColor: effective.theme == .mono, ascii: settings.ascii,
                                                         mouse: settings.mouse,
                                                         askPixels: settings.images.allowsPixels && effective.theme != .mono && !settings.ascii,
                                                         environment: env))
        } catch {
            logger.error("terminal start failed: \(error)")
            StandardError.write("jumbotron: \(error)\n")
            throw ExitCode(2)
        }
        var display = DisplayOptions(
            ascii: settings.ascii || !terminal.capabilities.unicode,
            monochrome: terminal.capabilities.colorDepth == .monochrome,
            themeKind: effective.theme,
            offline: plan.offline,
            locale: settings.locale(UserLocale.locale(environment: env)),
            timeZone: effective.timeZone)
        display.fewColors = terminal.capabilities.colorDepth == .eight
        display.alerts = settings.alerts
        display.alertKinds = settings.alertKinds
        display.quietHours = settings.quietHours
        display.hideSpoilers = settings.spoilers == .hide
        if !plan.offline { display.delays = settings.delays }
        display.followedFirst = settings.followedFirst
        display.pictures = PictureSupport.depth(images: settings.images, ascii: display.ascii,
                                                colorDepth: terminal.capabilities.colorDepth)
        display.imagesMode = display.ascii || display.monochrome ? .off : settings.images
        // Nothing chose the theme: the terminal's background colour will.
        display.themeFromTerminal = effective.source(of: "theme") == .defaults
        if terminal.terminfoUsed != env["TERM"] {
            logger.warning("terminal: no terminfo entry for TERM=\(env["TERM"] ?? "unset"); using \(terminal.terminfoUsed)")
        }
        logger.info("start: size \(terminal.size), \(terminal.capabilities.colorDepth), unicode \(terminal.capabilities.unicode), offline \(plan.offline)")
        let today = Day(environment.now(), in: display.timeZone)
        let offline = data as? OfflineDataSource
        var state = AppState(size: terminal.size, tab: TabTable.tab(named: start?.tab ?? settings.defaultTab), display: display, today: today,
                             leagues: effective.leagues)
        state.scores = ScoresState(today: today, requested: start?.day ?? request.date, offline: offline,
                                   league: start?.league ?? settings.scoresLeague)
        state.myTeams = MyTeamsState(offline: offline)
        state.liveRefresh = .seconds(settings.refreshSeconds)
        // `[teams]` joins the followed list once, when the favorites are first read.
        state.saved.fold(settings.configTeams)
        state.settingsSheet = SettingsSheet(effective, path: settingsPath,
                                            colors: effective.theme != .mono && terminal.capabilities.colorDepth != .monochrome)
        if !effective.problems.isEmpty { state.presented = .dialog(.settingsProblems(effective.problems)) }
        // SVG logos render in a helper process: librsvg and its libraries never load here.
        if display.pictures != nil || display.imagesMode.allowsPixels { SVGHelper.shared.withLock { $0 = SVGHelper() } }
        let runtime = Runtime(terminal: terminal, environment: environment, state: state)
        let status = runtime.run(initialActions: [.start] + (start?.then.map { [.navigate($0)] } ?? []))
        logger.info("exit: status \(status)")
        // The terminal is given back and every write is done (the log writes
        // straight to its file). End here, without the C library's exit
        // handlers: they clean libcurl and OpenSSL up under whatever request
        // is still running on a worker thread, which crashed quick quits.
        fflush(nil)
        _exit(status)
    }
}
