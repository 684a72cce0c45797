import SportsCore
import Testing
import TerminalUI
@testable import CursesTerminal
@testable import Jumbotron

/// In eight colours every pair the app draws must read: the theme's styles
/// on the terminal's background and on the selection, the buttons, and every
/// club's badge in every league, as the terminal shows them (xterm draws
/// bold in the bright eight: bold black is dark grey).
@Suite struct EightColourContrastTests {
    static let depth = ColorDepth.eight

    static func shown(_ color: Color, bold: Bool, default fallback: Contrast.RGB) -> Contrast.RGB {
        let number = ColorSelection.number(for: color, depth: depth)
        guard number >= 0 else { return fallback }
        let index = UInt8(bold && number < 8 ? number + 8 : number)
        let rgb = XtermPalette.rgb(index)
        return (rgb.0, rgb.1, rgb.2)
    }

    /// The contrast of `style` as drawn: reverse swaps the pair, bold brightens the text.
    static func ratio(_ style: Style, defaults: (fg: Contrast.RGB, bg: Contrast.RGB)) -> Double {
        let bold = ColorSelection.showsBold(style, depth: depth)
        var fg = shown(style.foreground, bold: bold, default: defaults.fg)
        var bg = shown(style.background, bold: false, default: defaults.bg)
        if style.attributes.contains(.reverse) { swap(&fg, &bg) }
        return Contrast.ratio(fg, bg)
    }

    static func defaults(_ kind: Theme.Kind) -> (fg: Contrast.RGB, bg: Contrast.RGB) {
        let light: Contrast.RGB = (229, 229, 229), black: Contrast.RGB = (0, 0, 0), white: Contrast.RGB = (255, 255, 255)
        return kind == .dark ? (light, black) : (black, white)
    }

    static func styles(_ t: Theme) -> [(String, Style)] {
        [("title bar", t.titleBar), ("title", t.titleText), ("active tab", t.tabActive), ("tab", t.tabInactive),
         ("hint key", t.hintKey), ("hint", t.hintText), ("selection", t.selection), ("muted", t.muted),
         ("heading", t.heading), ("error", t.error), ("warning", t.warning), ("positive", t.positive),
         ("negative", t.negative), ("border", t.border), ("live", t.live), ("attention", t.attention),
         ("favorite", t.favorite), ("band", t.band)]
    }

    @Test(arguments: [Theme.Kind.dark, .light])
    func theThemeReadsOnItsBackgroundAndOnTheSelection(kind: Theme.Kind) {
        let theme = Theme.make(kind, eightColors: true), d = Self.defaults(kind)
        for (name, style) in Self.styles(theme) {
            // Borders and rules are lines, not text: 3:1 is the bar for them and for text alike here.
            #expect(Self.ratio(style, defaults: d) >= 3, "\(kind): \(name) \(style)")
            // What a selected row draws: its text keeps the selection's colours, bold or not.
            #expect(Self.ratio(theme.on(theme.selection, style), defaults: d) >= 3, "\(kind): \(name) on the selection")
        }
        #expect(Self.ratio(theme.selection.with(.bold), defaults: d) >= 4.5, "\(kind): a selected row's bold name")
    }

    @Test(arguments: [Theme.Kind.dark, .light])
    func everyClubsBadgeReadsInEveryLeague(kind: Theme.Kind) {
        let theme = Theme.make(kind, eightColors: true), d = Self.defaults(kind)
        var display = DisplayOptions(themeKind: kind)
        display.fewColors = true
        var badges: [(String, Style)] = []
        for club in MLBClubs.all { badges.append(("MLB \(club.abbreviation)", MLBBadge.style(club.id, theme))) }
        for club in NHLClubs.all { badges.append(("NHL \(club.tricode)", TeamColors.badge(club.tricode, display))) }
        for abbreviation in NBAClubs.colors.keys { badges.append(("NBA \(abbreviation)", BasketballView.badgeStyle(abbreviation, display))) }
        for club in NFLClubs.all {
            badges.append(("NFL \(club.triCode)", NFLBadge.style(club.triCode, display, theme)))
            badges.append(("NFL schedule \(club.triCode)", ScheduleRowView.badgeStyle(club.triCode, theme)))
        }
        #expect(badges.count > 120)
        for (name, style) in badges {
            #expect(Self.ratio(style, defaults: d) >= 3, "\(kind): \(name) \(style)")
        }
    }

    /// Bold black is drawn without bold: many terminals show it dark grey.
    @Test func boldIsLeftOffBlackText() {
        #expect(!ColorSelection.showsBold(Style(fg: .named(.black), bg: .named(.cyan), .bold), depth: .eight))
        #expect(!ColorSelection.showsBold(Style(fg: .indexed(16), bg: .indexed(153), .bold), depth: .palette256))
        #expect(ColorSelection.showsBold(Style(fg: .named(.white), bg: .named(.red), .bold), depth: .eight))
        #expect(ColorSelection.showsBold(Style(fg: .named(.black), .bold), depth: .monochrome), "no colour: bold is all there is")
    }
}
