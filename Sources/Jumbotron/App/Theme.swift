import Pictures
import SportsCore
import TerminalUI

/// Every style the chrome and screens use. Monochrome (NO_COLOR, --no-color,
/// TERM=dumb, theme = "mono") keeps only bold, dim, underline and reverse, so
/// nothing relies on colour alone to be seen. The light theme never draws
/// pale text on the terminal's own (white) background: every foreground-only
/// colour is dark enough there, the rest carry their own background.
public struct Theme: Sendable, Equatable {
    /// The config file's and `--theme`'s choice, as resolved at start.
    public typealias Kind = Settings.ThemeChoice

    public let kind: Kind
    public var monochrome: Bool { kind == .mono }
    /// An 8-colour terminal: every colour is one of the basic eight there, so
    /// the selection is black on cyan, and what is drawn on a selected row
    /// keeps the selection's colours (a grey year on the selection was
    /// white on light grey: `ESC[37m` on `ESC[47m`).
    public private(set) var eightColors = false
    public var titleBar: Style
    public var titleText: Style
    public var tabActive: Style
    public var tabInactive: Style
    public var hintKey: Style
    public var hintText: Style
    public var selection: Style
    public var muted: Style
    public var heading: Style
    public var error: Style
    public var warning: Style
    public var positive: Style
    public var negative: Style
    public var border: Style
    /// A game in progress.
    public var live: Style
    /// Postponed, suspended, delayed, cancelled.
    public var attention: Style
    /// Your team: the star and the highlighted standings row.
    public var favorite: Style
    /// Section headings drawn as a band (Schedule's REGULAR SEASON, standings' divisions).
    public var band: Style

    public static func make(_ kind: Kind) -> Theme {
        switch kind {
        case .mono:
            return Theme(kind: .mono,
                         titleBar: Style(.reverse), titleText: Style([.reverse, .bold]),
                         tabActive: Style([.reverse, .bold]), tabInactive: .plain,
                         hintKey: .bold, hintText: .plain, selection: .reverse,
                         muted: .dim, heading: .bold, error: Style([.bold, .underline]),
                         warning: .bold, positive: Style([.reverse, .bold]), negative: Style([.reverse, .bold]),
                         border: .plain, live: .bold, attention: Style(.underline), favorite: .bold,
                         band: Style([.bold, .underline]))
        case .dark:
            return Theme(kind: .dark,
                         titleBar: Style(fg: .named(.white), bg: .indexed(24)),
                         titleText: Style(fg: .named(.brightWhite), bg: .indexed(24), .bold),
                         tabActive: Style(fg: .named(.black), bg: .named(.yellow)),
                         tabInactive: Style(fg: .indexed(250)),
                         hintKey: Style(fg: .named(.yellow), .bold), hintText: Style(fg: .indexed(245)),
                         selection: Style(fg: .named(.brightWhite), bg: .indexed(238)),
                         muted: Style(fg: .indexed(245)), heading: Style(fg: .indexed(246), .bold),
                         error: Style(fg: .named(.brightRed), .bold), warning: Style(fg: .named(.yellow)),
                         positive: Style(fg: .named(.black), bg: .named(.green)),
                         negative: Style(fg: .named(.brightWhite), bg: .named(.red), .bold),
                         border: Style(fg: .indexed(244)),
                         live: Style(fg: .named(.brightGreen), .bold), attention: Style(fg: .named(.yellow)),
                         favorite: Style(fg: .named(.brightYellow), .bold),
                         band: Style(fg: .indexed(250), bg: .indexed(236), .bold))
        case .light:
            // Foreground-only colours are ≥ 4.5:1 against white (WCAG AA).
            return Theme(kind: .light,
                         titleBar: Style(fg: .named(.brightWhite), bg: .indexed(24)),
                         titleText: Style(fg: .named(.brightWhite), bg: .indexed(24), .bold),
                         tabActive: Style(fg: .named(.brightWhite), bg: .indexed(25), .bold),
                         tabInactive: Style(fg: .indexed(239)),
                         hintKey: Style(fg: .indexed(25), .bold), hintText: Style(fg: .indexed(240)),
                         selection: Style(fg: .indexed(16), bg: .indexed(153)),
                         muted: Style(fg: .indexed(241)), heading: Style(fg: .indexed(236), .bold),
                         error: Style(fg: .indexed(124), .bold), warning: Style(fg: .indexed(94)),
                         positive: Style(fg: .named(.brightWhite), bg: .indexed(28), .bold),
                         negative: Style(fg: .named(.brightWhite), bg: .indexed(124), .bold),
                         border: Style(fg: .indexed(246)),
                         live: Style(fg: .indexed(28), .bold), attention: Style(fg: .indexed(94)),
                         favorite: Style(fg: .indexed(130), .bold),
                         band: Style(fg: .indexed(236), bg: .indexed(254), .bold))
        }
    }

    /// The theme as an 8-colour terminal shows it (see `eightColors`).
    public static func make(_ kind: Kind, eightColors: Bool) -> Theme {
        var theme = make(kind)
        guard eightColors, kind != .mono else { return theme }
        theme.eightColors = true
        theme.selection = Style(fg: .named(.black), bg: .named(.cyan))
        // The title's deep blue (24) would be cyan there, under white text: blue holds it.
        theme.titleBar = Style(fg: .named(.white), bg: .named(.blue))
        theme.titleText = Style(fg: .named(.brightWhite), bg: .named(.blue), .bold)
        if kind == .light {
            // Green is bright in the eight: black reads on it, and green text on white does not.
            theme.positive = Style(fg: .named(.black), bg: .named(.green))
            theme.live = Style(fg: .named(.blue), .bold)
            // The palette's greys collapse into white there, invisible on a white
            // background (xterm's default): faint black is the grey of eight colours.
            theme.muted = Style(fg: .named(.black), .dim)
            theme.hintText = Style(fg: .named(.black), .dim)
            theme.border = Style(fg: .named(.black), .dim)
            theme.tabInactive = Style(fg: .named(.black))
            theme.heading = Style(fg: .named(.black), .bold)
            theme.band = Style(fg: .named(.black), bg: .named(.white), .bold)
            theme.hintKey = Style(fg: .named(.blue), .bold)
            theme.warning = Style(fg: .named(.red))
            theme.attention = Style(fg: .named(.magenta))
            theme.favorite = Style(fg: .named(.magenta), .bold)
        }
        return theme
    }

    /// A team's own colours, or plain bold when colour is off. In eight
    /// colours the club's colour becomes the nearest of the eight and the
    /// text black or white, whichever reads on it: the club's own text colour
    /// would often land on the same one (red on red).
    public func badge(fg: Color, bg: Color) -> Style {
        if monochrome { return Style([.reverse, .bold]) }
        guard eightColors, let rgb = bg.paletteRGB else { return Style(fg: fg, bg: bg, .bold) }
        let basic = PictureConverter.nearestIndex(rgb, in: 0...7)
        let shown = XtermPalette.rgb(basic)
        let white = Contrast.ratio((255, 255, 255), (shown.0, shown.1, shown.2)), black = Contrast.ratio((0, 0, 0), (shown.0, shown.1, shown.2))
        return white >= black ? Style(fg: .named(.brightWhite), bg: .indexed(basic), .bold) : Style(fg: .named(.black), bg: .indexed(basic))
    }

    /// `style`'s colours and attributes on top of `base`'s background (a selected row).
    public func on(_ base: Style, _ style: Style) -> Style {
        var s = style
        if monochrome || (eightColors && base.background != .default) { return base.with(style.attributes) }
        if s.background == .default { s.background = base.background }
        return s
    }
}
