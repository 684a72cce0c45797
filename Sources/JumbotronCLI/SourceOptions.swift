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

    @Option(name: .customLong("espn-url"), help: ArgumentHelp("ESPN's site API base URL: the NFL, college, the WNBA and every soccer competition (env JUMBOTRON_ESPN_URL).", valueName: "url"))
    var espnURL: String?

    @Option(name: .customLong("jolpica-url"), help: ArgumentHelp("Jolpica's base URL: F1's results and championships (env JUMBOTRON_JOLPICA_URL).", valueName: "url"))
    var jolpicaURL: String?

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

    /// What the options say, as a plain value (what `status`'s quick start builds without parsing).
    var plan: SourcePlan {
        SourcePlan(offline: offline, mlbURL: mlbURL, yinzcamURL: yinzcamURL, logosURL: logosURL, tvmazeURL: tvmazeURL, nhlURL: nhlURL,
                   nbaURL: nbaURL, mlbLogosURL: mlbLogosURL, nbaLogosURL: nbaLogosURL, nbaCDNURL: nbaCDNURL, espnURL: espnURL, jolpicaURL: jolpicaURL,
                   dataDir: dataDir, configFile: configFile, logLevel: logLevel, timeout: timeout, delay: delay)
    }

    func urls(environment: [String: String]) throws -> SourceURLs { try plan.urls(environment: environment) }
    func paths(environment: [String: String]) -> AppPaths { plan.paths(environment: environment) }
    func settingsURL(environment: [String: String]) -> URL { plan.settingsURL(environment: environment) }
    func settings(environment: [String: String], overrides: SettingsOverrides = .init()) -> EffectiveSettings {
        plan.settings(environment: environment, overrides: overrides)
    }
    func formatting(environment: [String: String]) -> (settings: EffectiveSettings, locale: TimeLocale, timeZone: Zone) {
        plan.formatting(environment: environment)
    }
    func nbaKey(environment: [String: String]) -> String? { plan.nbaKey(environment: environment) }
    func dataSource(environment: [String: String], logger: Logger? = nil, delays: DelayLine? = nil) throws -> any DataSource {
        try plan.dataSource(environment: environment, logger: logger, delays: delays)
    }
    func logoStore(environment: [String: String]) throws -> PictureStore { try plan.logoStore(environment: environment) }
    func favoritesStore(environment: [String: String]) -> Result<FavoritesStore, StoreError> { plan.favoritesStore(environment: environment) }
    func bootstrapLogging(environment: [String: String]) -> Logger { plan.bootstrapLogging(environment: environment) }
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
