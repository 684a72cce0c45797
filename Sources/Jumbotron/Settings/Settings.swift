import FoundationEssentials
import SportsCore
import TerminalUI

/// The user's preferences, after the config file and the command line have
/// been merged. Every field has a default, so a missing or broken file still
/// gives a complete value.
public struct Settings: Equatable, Sendable {
    public enum ThemeChoice: String, CaseIterable, Sendable {
        case dark, light, mono
    }

    public enum Clock: String, CaseIterable, Sendable {
        /// Whatever the locale does (12-hour in en_US, 24-hour in en_GB).
        case locale
        case h12 = "12h"
        case h24 = "24h"
    }

    /// MLB abbreviations (`NYY`), upper case, known to `MLBClubs`.
    /// The kinds of news alerts tell (`[alert_kinds]`): all unless turned off.
    public var alertKinds = Set(AlertKind.allCases)
    /// No bell or notification in these hours (`quiet_hours = "22:30-07:00"`).
    public var quietHours: QuietHours?
    public var favoriteMLBTeams: [String] = []
    /// NFL tricodes (`GB`), upper case, known to `NFLClubs`.
    public var favoriteNFLTeams: [String] = []
    /// `scores`, `schedule`, `shows` or `favorites`.
    public var defaultTab = "scores"
    /// The league the Scores tab opens on (one of the league table's).
    public var scoresLeague = ScoresLeague.opening
    /// The user's leagues (`leagues = […]`), in order; empty: every league.
    public var enabledLeagues: [ScoresLeague] = []
    /// Leagues ESPN carries that the table lacks, added by slug (`[[league]]`).
    public var addedLeagues: [LeagueRow] = []
    /// Overrides `TZ` when set.
    public var timeZone: Zone?
    public var clock = Clock.locale
    /// nil: chosen from `COLORFGBG`, dark when the terminal does not say.
    public var theme: ThemeChoice?
    public var refreshSeconds = 30
    public var ascii = false
    public var mouse = true
    /// Pictures: `auto` real pixels where the terminal shows them, else
    /// character art; `pixels` real pixels or nothing; `cells` character art
    /// only; `off` placeholders.
    public var images = Images.auto
    /// How a followed team's news is told: off, a banner, with the bell, or a desktop notification.
    public var alerts = AlertMode.banner
    /// `hide`: started games' scores stay hidden until `v` (spoiler-free mode).
    public var spoilers = Spoilers.show
    /// How far behind the feeds everything is shown, to match a stream (`delay = 45`, `[delay] nfl = 60`).
    public var delays = Delays()
    /// Followed teams' games first on every board (false: plain time order; the star stays).
    public var followedFirst = true

    public enum Spoilers: String, CaseIterable, Sendable { case show, hide }
    /// The balldontlie key (`BALLDONTLIE_API_KEY` wins over it). Never printed: `config` says only whether it is set.
    public var nbaAPIKey: String?

    /// An API key goes into an HTTP header: a line break in it would start
    /// a header of its own, so control characters (and anything outside
    /// ASCII, which no key has) make it unusable. Empty is "not set".
    public static func isUsableAPIKey(_ key: String) -> Bool {
        key.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
    }
    public static let unusableKeyMessage = "holds control or non-ASCII characters (a line break would add an HTTP header); ignored"

    public init() {}

    public typealias Images = ImagesMode

    public static let minimumRefreshSeconds = 10
    /// A day: longer is not a refresh, and much larger numbers overflowed the timer.
    public static let maximumRefreshSeconds = 86_400

    /// `[teams]` as teams to follow, MLB's first, in the file's order. They
    /// are folded into the followed list once (the favorites database
    /// remembers which), after which `f` and `x` alone change it.
    public var configTeams: [FollowedTeam] { configMLBTeams + configNFLTeams }

    /// The locale with the clock override applied, so every date and time
    /// follows it without knowing about settings.
    public func locale(_ base: TimeLocale) -> TimeLocale {
        switch clock {
        case .locale: return base
        case .h12: return base.withClock(twelveHour: true)
        case .h24: return base.withClock(twelveHour: false)
        }
    }
}
