import FoundationEssentials
import Primitives
import SportsCore

/// What the command line asked for; nil means "not given".
public struct SettingsOverrides: Equatable, Sendable {
    public var defaultTab: String?
    /// By name: a league the config adds is in the table only once the file is read.
    public var scoresLeague: String?
    public var timeZone: Zone?
    public var clock: Settings.Clock?
    public var theme: Settings.ThemeChoice?
    public var refreshSeconds: Int?
    public var ascii: Bool?
    public var mouse: Bool?
    public var images: Settings.Images?
    public var alerts: AlertMode?
    public var spoilers: Settings.Spoilers?
    /// `--delay`: every league's delay, in seconds.
    public var delay: Int?

    public init(defaultTab: String? = nil, scoresLeague: String? = nil, timeZone: Zone? = nil, clock: Settings.Clock? = nil,
                theme: Settings.ThemeChoice? = nil, refreshSeconds: Int? = nil, ascii: Bool? = nil, mouse: Bool? = nil,
                images: Settings.Images? = nil, alerts: AlertMode? = nil, spoilers: Settings.Spoilers? = nil) {
        self.defaultTab = defaultTab; self.scoresLeague = scoresLeague; self.timeZone = timeZone; self.clock = clock; self.theme = theme
        self.refreshSeconds = refreshSeconds; self.ascii = ascii; self.mouse = mouse; self.images = images
        self.alerts = alerts; self.spoilers = spoilers
    }

    public init(delay: Int?) { self.delay = delay }
}

/// The settings in force: command line over file over defaults, with the
/// environment where the spec gives it a say (`NO_COLOR`, `COLORFGBG`, `TZ`).
public struct EffectiveSettings: Equatable, Sendable {
    public enum Source: Equatable, Sendable, CustomStringConvertible {
        case defaults, file, commandLine, environment(String)
        public var description: String {
            switch self {
            case .defaults: "default"
            case .file: "from the config file"
            case .commandLine: "from the command line"
            case .environment(let name): "from \(name)"
            }
        }
    }

    public var settings: Settings
    /// Never nil here: auto has been decided.
    public var theme: Settings.ThemeChoice
    public var timeZone: Zone
    public var sources: [String: Source]
    public var problems: [SettingsProblem]
    /// The leagues: the built-in ones, the config's, and the user's own, every id bound to its row.
    public var leagues = LeagueTable.standard

    public func source(of key: String) -> Source { sources[key] ?? .defaults }

    public static func resolve(file: SettingsFile.Loaded, overrides: SettingsOverrides,
                               environment env: [String: String]) -> EffectiveSettings {
        var s = file.settings
        let leagues = LeagueTable(adding: file.settings.addedLeagues, enabled: file.settings.enabledLeagues)
        var sources: [String: Source] = [:]
        for key in file.keysSet { sources[key] = .file }
        func take<T>(_ value: T?, _ key: String, _ apply: (T) -> Void) {
            guard let value else { return }
            apply(value)
            sources[key] = .commandLine
        }
        take(overrides.defaultTab, "default_tab") { s.defaultTab = $0 }
        take(overrides.scoresLeague.flatMap(leagues.named), "scores_league") { s.scoresLeague = $0 }
        // The file's words name rows the table has since bound.
        s.scoresLeague = leagues.league(s.scoresLeague.rawValue) ?? .opening
        s.enabledLeagues = leagues.enabledIDs
        take(overrides.timeZone, "time_zone") { s.timeZone = $0 }
        take(overrides.clock, "clock") { s.clock = $0 }
        take(overrides.refreshSeconds, "refresh_seconds") { s.refreshSeconds = $0 }
        take(overrides.ascii, "ascii") { s.ascii = $0 }
        take(overrides.mouse, "mouse") { s.mouse = $0 }
        take(overrides.images, "images") { s.images = $0 }
        take(overrides.alerts, "alerts") { s.alerts = $0 }
        take(overrides.spoilers, "spoilers") { s.spoilers = $0 }
        take(overrides.delay, "delay") { s.delays = Delays(all: $0) }

        var theme: Settings.ThemeChoice
        if let t = overrides.theme {
            theme = t; sources["theme"] = .commandLine
        } else if let v = env["NO_COLOR"], !v.isEmpty {
            theme = .mono; sources["theme"] = .environment("NO_COLOR")
        } else if let t = s.theme {
            theme = t
        } else if let light = lightBackground(env["COLORFGBG"]) {
            theme = light ? .light : .dark; sources["theme"] = .environment("COLORFGBG")
        } else {
            theme = .dark
        }

        let zone: Zone
        if let z = s.timeZone {
            zone = z
        } else {
            zone = UserLocale.timeZone(environment: env)
            if let tz = env["TZ"], !tz.isEmpty { sources["time_zone"] = .environment("TZ") }
        }
        var problems = file.problems
        if let key = env["BALLDONTLIE_API_KEY"]?.trimmedWhitespace, !Settings.isUsableAPIKey(key) {
            problems.append(SettingsProblem(line: nil, key: nil, message: Settings.unusableKeyMessage, place: "BALLDONTLIE_API_KEY"))
        }
        return EffectiveSettings(settings: s, theme: theme, timeZone: zone, sources: sources, problems: problems, leagues: leagues)
    }

    /// `COLORFGBG` is `fg;bg` (rxvt may add a middle field); background 7 or
    /// 9–15 is a light one. nil when unset or not understood.
    public static func lightBackground(_ value: String?) -> Bool? {
        guard let value, let last = value.split(separator: ";").last, let bg = Int(last) else { return nil }
        return bg == 7 || (9...15).contains(bg)
    }
}
