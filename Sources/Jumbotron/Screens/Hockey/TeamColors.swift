import SportsCore
import TerminalUI

/// A club's colours as styles: rows on the primary colour with a foreground
/// that passes the contrast check; reverse video where colour cannot be
/// trusted (monochrome, 8 colours).
enum TeamColors {
    /// Foreground and background for text on the club's primary colour.
    static func pair(_ club: NHLClub?) -> (fg: Contrast.RGB, bg: Contrast.RGB) {
        let bg = club.flatMap { Contrast.rgb(hex: $0.primaryHex) } ?? (48, 48, 48)
        let preferred = club.flatMap { Contrast.rgb(hex: $0.secondaryHex) } ?? (255, 255, 255)
        return (Contrast.readable(on: bg, preferred: preferred), bg)
    }

    /// Every club's row style, computed once (contrast needs `pow`; rows are drawn every frame).
    private static let rows: [String: Style] = Dictionary(uniqueKeysWithValues: NHLClubs.all.map { club in
        let (fg, bg) = pair(club)
        return (club.tricode, Style(fg: .rgb(fg.r, fg.g, fg.b), bg: .rgb(bg.r, bg.g, bg.b)))
    })
    private static let unknown: Style = {
        let (fg, bg) = pair(nil)
        return Style(fg: .rgb(fg.r, fg.g, fg.b), bg: .rgb(bg.r, bg.g, bg.b))
    }()

    /// A whole row in team colours.
    static func row(_ tricode: String?, _ display: DisplayOptions) -> Style {
        guard display.teamColors else { return .reverse }
        return tricode.flatMap { rows[$0] ?? rows[$0.uppercased()] } ?? unknown
    }

    /// The tricode badge: bold, in team colours.
    static func badge(_ tricode: String?, _ display: DisplayOptions) -> Style {
        row(tricode, display).with(.bold)
    }

    /// The selected row stands apart from the coloured ones: the theme's selection, bold.
    static func selected(_ theme: Theme, _ display: DisplayOptions) -> Style {
        display.teamColors ? theme.selection.with(.bold) : Style([.bold, .underline])
    }
}
