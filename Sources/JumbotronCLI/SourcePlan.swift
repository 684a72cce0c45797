import FoundationEssentials
import Jumbotron
import Logging
import Pictures
import Primitives
import SportsCore

/// Where data comes from and where files go, as a plain value: what
/// `SourceOptions` parsed, or what `status`'s quick start read itself.
struct SourcePlan: Sendable {
    var offline = false
    var mlbURL: String?, yinzcamURL: String?, logosURL: String?, tvmazeURL: String?, nhlURL: String?, nbaURL: String?
    var mlbLogosURL: String?, nbaLogosURL: String?, nbaCDNURL: String?, espnURL: String?, jolpicaURL: String?
    var dataDir: String?
    var configFile: String?
    var logLevel: Logger.Level = .info
    var timeout: Double = 10
    var delay: Int?

    func urls(environment: [String: String]) throws -> SourceURLs {
        try SourceURLs.resolve(environment: environment, mlb: mlbURL, yinzcam: yinzcamURL, logos: logosURL, tvmaze: tvmazeURL, nhl: nhlURL, nba: nbaURL,
                               mlbLogos: mlbLogosURL, nbaLogos: nbaLogosURL, nbaCDN: nbaCDNURL, espn: espnURL, jolpica: jolpicaURL)
    }

    func paths(environment: [String: String]) -> AppPaths {
        AppPaths.resolve(environment: environment, dataDir: dataDir)
    }

    /// The config file in use: `--config`, else the XDG place.
    func settingsURL(environment: [String: String]) -> URL {
        configFile.map { URL(fileURLWithPath: $0) } ?? paths(environment: environment).configFile
    }

    /// The config file merged with the command line and the environment.
    /// Its league table (`leagues`) holds the leagues the file adds.
    func settings(environment: [String: String], overrides: SettingsOverrides = .init()) -> EffectiveSettings {
        let file = SettingsFile.load(settingsURL(environment: environment))
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
        let effective = delays == nil ? settings(environment: environment) : nil
        return DelayedDataSource(live, line: delays ?? DelayLine(effective!.settings.delays, zone: effective!.timeZone))
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
        // Print, status and config only read: a file a newer version wrote, or one that
        // cannot be written (a read-only folder or mount), is read as it is, as the app reads it.
        guard case .failure(let error) = store, !error.isDamage, FileManager.default.fileExists(atPath: url.path) else { return store }
        let readOnly = Result { () throws(StoreError) in try FavoritesStore(url: url, readOnly: true) }
        if case .success = readOnly { return readOnly }
        // A read-only mount with the write-ahead log's files missing: read the file as an unchanging snapshot.
        let snapshot = Result { () throws(StoreError) in try FavoritesStore(url: url, snapshot: true) }
        if case .success = snapshot { return snapshot }
        return error.isNewer ? readOnly : store
    }

    /// Sends swift-log to the log file; nothing reaches the terminal.
    func bootstrapLogging(environment: [String: String]) -> Logger {
        let file = paths(environment: environment).logFile
        LoggingSystem.bootstrap(FileLogHandler.factory(file: file, level: logLevel))
        return Logger(label: "jumbotron")
    }
}
