import Testing
import TerminalUI
@testable import CursesTerminal
@testable import Jumbotron

/// The selected row must read in every palette the terminal may have: its
/// foreground against its background, as ncurses will be given them at
/// that depth (with `TERM=xterm` the old selection was white on light grey).
@Suite struct SelectionContrastTests {
    /// The colour the terminal shows for an ncurses colour number at `depth`.
    static func shown(_ number: Int32, default fallback: Contrast.RGB) -> Contrast.RGB {
        guard number >= 0 else { return fallback }
        let rgb = number < 256 ? XtermPalette.rgb(UInt8(number))
            : (UInt8(number >> 16 & 0xFF), UInt8(number >> 8 & 0xFF), UInt8(number & 0xFF))
        return (rgb.0, rgb.1, rgb.2)
    }

    @Test(arguments: [Theme.Kind.dark, .light], [ColorDepth.eight, .palette256, .truecolor])
    func theSelectedRowReadsInEveryPalette(kind: Theme.Kind, depth: ColorDepth) {
        let theme = Theme.make(kind, eightColors: depth == .eight)
        // The terminal's own colours behind "default": light on dark for the dark theme, dark on light for the light one.
        let light: Contrast.RGB = (229, 229, 229), dark: Contrast.RGB = (0, 0, 0), white: Contrast.RGB = (255, 255, 255)
        let defaults: (fg: Contrast.RGB, bg: Contrast.RGB) = kind == .dark ? (light, dark) : (dark, white)
        let fg = Self.shown(ColorSelection.number(for: theme.selection.foreground, depth: depth), default: defaults.fg)
        let bg = Self.shown(ColorSelection.number(for: theme.selection.background, depth: depth), default: defaults.bg)
        #expect(Contrast.ratio(fg, bg) >= 4.5, "\(kind) at \(depth): \(fg) on \(bg)")
        // And the row stands out from the rows around it.
        #expect(Contrast.ratio(bg, defaults.bg) >= 1.5, "\(kind) at \(depth): the selection's background is the terminal's own")
    }

    /// What a row draws on the selection (a grey year, a green live score)
    /// keeps the selection's colours in eight colours, its attributes too.
    @Test func textOnTheSelectionKeepsItsColoursInEightColours() {
        let theme = Theme.make(.dark, eightColors: true)
        for style in [theme.muted, theme.live, theme.favorite, theme.attention] {
            let drawn = theme.on(theme.selection, style)
            #expect(drawn.foreground == theme.selection.foreground && drawn.background == theme.selection.background)
            #expect(drawn.attributes == style.attributes)
        }
        #expect(Theme.make(.mono, eightColors: true).selection == Theme.make(.mono).selection, "mono keeps reverse video")
    }
}

/// Many terminals draw bold black as dark grey: a button of black text on
/// green must not be bold to stay black.
@Suite struct ButtonBoldTests {
    @Test(arguments: [Theme.Kind.dark, .light])
    func blackTextOnAButtonIsNeverBold(kind: Theme.Kind) {
        let theme = Theme.make(kind)
        for button in [theme.positive, theme.negative, theme.tabActive, theme.selection] where [.named(.black), .indexed(0), .indexed(16)].contains(button.foreground) {
            #expect(!button.attributes.contains(.bold), "\(kind): \(button)")
        }
    }
}
