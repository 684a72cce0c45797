import FoundationEssentials
import Pictures
import SportsCore
import TerminalUI

/// How to present things, fixed at start-up: glyph set, theme, where the
/// data comes from, the user's locale and time zone for every date shown, and
/// the teams to put first.
public struct DisplayOptions: Equatable, Sendable {
    public var ascii: Bool
    public var themeKind: Theme.Kind
    public var offline: Bool
    public var locale: TimeLocale
    public var timeZone: Zone
    /// An 8-colour terminal: team colours would collapse into the basic eight,
    /// so rows that use them are drawn in reverse video instead.
    public var fewColors: Bool = false
    /// Pictures as character art, at this many colours; nil draws placeholders
    /// (`images = "off"`, `--no-images`, monochrome, ASCII, no UTF-8).
    public var pictures: PictureDepth?
    /// Pictures as real pixels, once the terminal said it shows them (wins over `pictures`).
    public var pixels: PixelChoice?
    /// What `images` asked for: whether the terminal's answers may turn pixels on.
    public var imagesMode: ImagesMode = .auto
    /// The theme was left to the terminal (no setting, flag or `COLORFGBG`):
    /// its answer about its background colour chooses dark or light.
    public var themeFromTerminal = false
    /// Spoiler-free mode (`spoilers = "hide"`, `--no-spoilers`): started games' scores stay hidden until `v`.
    public var hideSpoilers = false
    /// How a followed team's news is told (`alerts`, `--alerts`).
    public var alerts: AlertMode = .banner
    /// The kinds of news alerts tell (config `[alert_kinds]`).
    public var alertKinds = Set(AlertKind.allCases)
    /// No bell or notification in these hours (config `quiet_hours`); the banner still shows.
    public var quietHours: QuietHours?
    /// Followed teams' games first on every board (`followed_first`; false: plain time order).
    public var followedFirst = true
    /// How far behind the feeds live games are shown (`delay`, `--delay`, `+`/`-`); never offline.
    public var delays = Delays()

    /// Whether slots for pictures are laid out at all.
    public var showsPictures: Bool { pictures != nil || pixels != nil }

    public init(ascii: Bool = false, monochrome: Bool = false, themeKind: Theme.Kind = .dark, offline: Bool = false,
                locale: TimeLocale = TimeLocale.english,
                timeZone: Zone = Zone(identifier: "America/New_York") ?? .utc) {
        self.ascii = ascii; self.themeKind = monochrome ? .mono : themeKind; self.offline = offline
        self.locale = locale; self.timeZone = timeZone
    }

    public var monochrome: Bool { themeKind == .mono }
    /// Whether team colours can be drawn as they are (not monochrome, not 8 colours).
    public var teamColors: Bool { !monochrome && !fewColors }
    public var glyphs: Glyphs { ascii ? .ascii : .unicode }
    public var theme: Theme { Theme.make(themeKind, eightColors: fewColors) }
}
