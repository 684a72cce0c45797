import SportsCore
import TerminalUI

/// The settings screen (`,`): every setting with its value and where it came
/// from; the common ones change here, take effect at once and are saved to
/// the config file. What the run started with comes from the runner.
public struct SettingsSheet: Equatable, Sendable {
    /// The config file in use (shown, and where changes go).
    public var path = ""
    /// The settings the run started with: the rows that do not change here show these.
    public var settings = Settings()
    /// Where each started: default, the file, a flag, the environment.
    public var sources: [String: EffectiveSettings.Source] = [:]
    /// The theme setting (nil: auto), and what auto chose at the start.
    public var theme: Settings.ThemeChoice?
    public var autoTheme = Settings.ThemeChoice.dark
    /// The terminal was started with colours: a colour theme can be shown now, not only saved.
    public var colors = true
    /// The user's leagues, in order (empty: all of them).
    public var leagues: [ScoresLeague] = []
    /// Settings changed here: whether each is saved yet.
    public var changes: [String: Change] = [:]
    var selected = 1
    var scroll = 0
    /// The quiet hours being typed (`22:30-07:00`), while they are.
    var typing: String?
    /// The league checklist, while it is open: the row selected in it.
    var leagueRow: Int?

    public enum Change: Equatable, Sendable {
        case saving
        case saved
        case notSaved(String)
    }

    public init() {}

    public init(_ effective: EffectiveSettings, path: String, colors: Bool) {
        self.path = path
        settings = effective.settings
        sources = effective.sources
        theme = effective.settings.theme
        autoTheme = effective.theme
        self.colors = colors
        leagues = effective.settings.enabledLeagues
    }

    /// Where a setting's value comes from, as its row says it.
    func source(_ key: String) -> String {
        switch changes[key] {
        case .saving?: return "changed here, saving…"
        case .saved?: return "changed here, saved"
        case .notSaved?: return "changed here, not saved"
        case nil:
            switch sources[key] ?? .defaults {
            case .defaults: return "default"
            case .file: return "config file"
            case .commandLine: return "command line"
            case .environment(let name): return name
            }
        }
    }
}

/// One line of the settings screen.
enum SettingsLine: Equatable {
    case heading(String)
    case item(SettingItem)
}

/// A setting as the screen lists it: the ones that change here, and the rest.
enum SettingItem: Equatable {
    case spoilers, delay, followedFirst
    case alerts, alertKind(AlertKind), quietHours
    case theme, leagues
    /// Shown with its value and source; changed in the file or by a flag.
    case fixed(key: String, label: String)

    /// The key in the config file: its source is looked up by it.
    var key: String {
        switch self {
        case .spoilers: "spoilers"
        case .delay: "delay"
        case .followedFirst: "followed_first"
        case .alerts: "alerts"
        case .alertKind(let kind): "alert_kinds.\(kind.rawValue)"
        case .quietHours: "quiet_hours"
        case .theme: "theme"
        case .leagues: "leagues"
        case .fixed(let key, _): key
        }
    }

    var label: String {
        switch self {
        case .spoilers: "Spoiler-free"
        case .delay: "Delay"
        case .followedFirst: "Followed teams first"
        case .alerts: "Alerts"
        case .alertKind(let kind): "  " + Self.kindLabel(kind)
        case .quietHours: "Quiet hours"
        case .theme: "Theme"
        case .leagues: "Leagues in the picker"
        case .fixed(_, let label): label
        }
    }

    var changes: Bool { if case .fixed = self { false } else { true } }

    static func kindLabel(_ kind: AlertKind) -> String {
        switch kind {
        case .start: "Game starts"
        case .end: "Game ends"
        case .soon: "Starts in 15 minutes"
        case .score: "Our team scores"
        case .against: "They score"
        case .close: "Close late"
        case .turnover: "Turnovers"
        case .redCard: "Red cards"
        case .lead: "Lead changes"
        case .period: "Ends of periods"
        }
    }

    /// Every line, in order.
    static let lines: [SettingsLine] = [.heading("Games")] + [.spoilers, .delay, .followedFirst].map(SettingsLine.item)
        + [.heading("News of followed teams"), .item(.alerts)] + AlertKind.allCases.map { .item(.alertKind($0)) } + [.item(.quietHours)]
        + [.heading("Look"), .item(.theme)]
        + [("clock", "Clock"), ("ascii", "ASCII only"), ("mouse", "Mouse"), ("images", "Pictures")].map { .item(.fixed(key: $0.0, label: $0.1)) }
        + [.heading("Start"), .item(.leagues)]
        + [("default_tab", "Opening tab"), ("scores_league", "Opening league"), ("time_zone", "Time zone"),
           ("refresh_seconds", "Live refresh"), ("teams.mlb", "MLB teams to follow"), ("teams.nfl", "NFL teams to follow"),
           ("nba_api_key", "balldontlie key")].map { .item(.fixed(key: $0.0, label: $0.1)) }
}
