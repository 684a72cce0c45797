import ArgumentParser
import FoundationEssentials
import Primitives
import Jumbotron
import Logging
import SportsCore

/// Options every command shares: where data comes from and where files go.
struct SourceOptions: ParsableArguments {
    @Flag(help: "Use only the bundled sample data; never touch the network.")
    var offline = false

    @Option(name: .customLong("mlb-url"), help: ArgumentHelp("MLB Stats API base URL (env JUMBOTRON_MLB_URL).", valueName: "url"))
    var mlbURL: String?

    @Option(name: .customLong("yinzcam-url"), help: ArgumentHelp("YinzCam schedule URL (env JUMBOTRON_YINZCAM_URL).", valueName: "url"))
    var yinzcamURL: String?

    @Option(name: .customLong("logos-url"), help: ArgumentHelp("NFL logos base URL (env JUMBOTRON_LOGOS_URL).", valueName: "url"))
    var logosURL: String?

    @Option(name: .customLong("tvmaze-url"), help: ArgumentHelp("TVMaze API base URL (env JUMBOTRON_TVMAZE_URL).", valueName: "url"))
    var tvmazeURL: String?

    @Option(name: .customLong("nhl-url"), help: ArgumentHelp("NHL web API base URL (env JUMBOTRON_NHL_URL).", valueName: "url"))
    var nhlURL: String?

    @Option(name: .customLong("nba-url"), help: ArgumentHelp("balldontlie API base URL (env JUMBOTRON_NBA_URL).", valueName: "url"))
    var nbaURL: String?

    @Option(name: .customLong("mlb-logos-url"), help: ArgumentHelp("MLB logos base URL (env JUMBOTRON_MLB_LOGOS_URL).", valueName: "url"))
    var mlbLogosURL: String?

    @Option(name: .customLong("nba-logos-url"), help: ArgumentHelp("NBA logos base URL (env JUMBOTRON_NBA_LOGOS_URL).", valueName: "url"))
    var nbaLogosURL: String?

    @Option(name: .customLong("nba-cdn-url"), help: ArgumentHelp("NBA scoreboard and games base URL (env JUMBOTRON_NBA_CDN_URL).", valueName: "url"))
    var nbaCDNURL: String?

    @Option(name: .customLong("espn-url"), help: ArgumentHelp("NFL scoreboard base URL, ESPN's (env JUMBOTRON_ESPN_URL).", valueName: "url"))
    var espnURL: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Keep data, cache, state and config under this folder.", valueName: "dir"))
    var dataDir: String?

    @Option(name: .customLong("config"), help: ArgumentHelp("Read settings from this file instead of $XDG_CONFIG_HOME/jumbotron/config.toml.", valueName: "file"))
    var configFile: String?

    @Option(name: .customLong("log-level"), help: "Log file detail: trace, debug, info, notice, warning, error, critical.")
    var logLevel: Logger.Level = .info

    @Option(help: ArgumentHelp("Network timeout in seconds.", valueName: "seconds"))
    var timeout: Double = 10

    @Option(help: ArgumentHelp("Show live games as they stood this many seconds ago, 0 to 600, to match a stream (config delay).",
                               valueName: "seconds"))
    var delay: Int?

    mutating func validate() throws {
        do {
            _ = try urls(environment: ProcessInfo.processInfo.environment)
        } catch let error as SourceURLs.InvalidURL {
            throw ValidationError(error.description)
        }
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout must be more than 0 and at most 600 seconds") }
        if let delay, !(0...Delays.maximum).contains(delay) { throw ValidationError("--delay must be between 0 and \(Delays.maximum) seconds") }
    }

    func urls(environment: [String: String]) throws -> SourceURLs {
        try SourceURLs.resolve(environment: environment, mlb: mlbURL, yinzcam: yinzcamURL, logos: logosURL, tvmaze: tvmazeURL, nhl: nhlURL, nba: nbaURL,
                               mlbLogos: mlbLogosURL, nbaLogos: nbaLogosURL, nbaCDN: nbaCDNURL, espn: espnURL)
    }

    func paths(environment: [String: String]) -> AppPaths {
        AppPaths.resolve(environment: environment, dataDir: dataDir)
    }

    /// The config file in use: `--config`, else the XDG place.
    func settingsURL(environment: [String: String]) -> URL {
        configFile.map { URL(fileURLWithPath: $0) } ?? paths(environment: environment).configFile
    }

    /// The config file merged with the command line and the environment.
    /// The leagues the file adds join the table here, once, before anything reads it.
    func settings(environment: [String: String], overrides: SettingsOverrides = .init()) -> EffectiveSettings {
        let file = SettingsFile.load(settingsURL(environment: environment))
        LeagueTable.add(file.settings.addedLeagues)
        LeagueTable.enable(file.settings.enabledLeagues)
        var overrides = overrides
        overrides.delay = delay
        return EffectiveSettings.resolve(file: file, overrides: overrides, environment: environment)
    }

    /// For commands that print: the locale (clock override applied) and zone to format with.
    /// Config problems go to stderr here; they never stop a print.
    func formatting(environment: [String: String]) -> (settings: EffectiveSettings, locale: TimeLocale, timeZone: Zone) {
        let effective = settings(environment: environment)
        for problem in effective.problems {
            StandardError.write("jumbotron: \(problem)\n")
        }
        return (effective, effective.settings.locale(UserLocale.locale(environment: environment)), effective.timeZone)
    }

    /// The balldontlie key: `BALLDONTLIE_API_KEY`, else `nba_api_key` in the config file; never an argument (it would show in `ps`).
    func nbaKey(environment: [String: String]) -> String? {
        if let key = environment["BALLDONTLIE_API_KEY"]?.trimmedWhitespace, !key.isEmpty {
            // An unusable key is reported with the settings' problems and never sent.
            return Settings.isUsableAPIKey(key) ? key : nil
        }
        return settings(environment: environment).settings.nbaAPIKey
    }

    /// Live (HTTP + on-disk cache) or the bundled samples.
    /// `logger`: the app's log file; without one (print mode), warnings such as
    /// skipped elements go to stderr, never into the printed data on stdout.
    /// `delays`: live answers are held back by them (the app's line, which `+`/`-` move; print's from the settings).
    func dataSource(environment: [String: String], logger: Logger? = nil, delays: DelayLine? = nil) throws -> any DataSource {
        if offline { return OfflineDataSource(samples: OfflineDataLocator.samples) }
        let live = try liveSource(environment: environment, logger: logger)
        return DelayedDataSource(live, line: delays ?? DelayLine(settings(environment: environment).settings.delays))
    }

    private func liveSource(environment: [String: String], logger: Logger?) throws -> LiveDataSource {
        let paths = paths(environment: environment)
        return LiveDataSource(urls: try urls(environment: environment),
                              http: CurlHTTPClient(timeout: .milliseconds(Int(timeout * 1000))),
                              cache: ResponseCache(directory: paths.responseCache), bundled: OfflineDataLocator.samples,
                              nbaKey: nbaKey(environment: environment),
                              logger: logger ?? Logger(label: "jumbotron", factory: { label in StreamLogHandler.standardError(label: label) }))
    }

    /// Logos from the cache folder; offline never fetches, it only reads what is cached.
    func logoStore(environment: [String: String]) throws -> PictureStore {
        let paths = paths(environment: environment)
        let http: (any HTTPClient)? = offline ? nil : CurlHTTPClient(timeout: .milliseconds(Int(timeout * 1000)), maxBytes: 2_000_000)
        // Offline, the sample's posters ship with the app (Resources/samples/images).
        let bundled = offline ? OfflineDataLocator.samples?.appendingPathComponent("images") : nil
        return PictureStore(http: http, urls: try urls(environment: environment), directory: paths.logoCache, bundled: bundled)
    }

    /// The favorites database under the data folder, or why it cannot be opened.
    /// A damaged file is moved aside and a fresh one started, as in the app, and said once on stderr.
    func favoritesStore(environment: [String: String]) -> Result<FavoritesStore, StoreError> {
        let url = paths(environment: environment).favoritesDatabase
        let (store, movedTo) = FavoritesStore.openRepairing(url: url)
        if let movedTo {
            StandardError.write("jumbotron: the favorites database was damaged: kept as \(movedTo.lastPathComponent), started a new one\n")
        }
        // Print only reads: a file a newer version wrote is read as it is.
        if case .failure(let error) = store, error.isNewer {
            return Result { () throws(StoreError) in try FavoritesStore(url: url, readOnly: true) }
        }
        return store
    }

    /// Sends swift-log to the log file; nothing reaches the terminal.
    func bootstrapLogging(environment: [String: String]) -> Logger {
        let file = paths(environment: environment).logFile
        LoggingSystem.bootstrap(FileLogHandler.factory(file: file, level: logLevel))
        return Logger(label: "jumbotron")
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

/// `--date YYYY-MM-DD`, refused with a clear line when it is not a real date.
struct DayArgument: ExpressibleByArgument {
    let day: Day
    init?(argument: String) {
        guard let day = Day(iso: argument), day.isInAPIRange else { return nil }
        self.day = day
    }
    static var defaultCompletionKind: CompletionKind { .default }
}
