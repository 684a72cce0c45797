import TerminalUI

/// Every style the chrome and screens use. Monochrome (NO_COLOR, --no-color,
/// TERM=dumb) keeps only bold, dim, underline and reverse, so nothing relies
/// on colour alone to be seen.
public struct Theme: Sendable, Equatable {
    public let monochrome: Bool
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

    public static func make(monochrome: Bool) -> Theme {
        if monochrome {
            return Theme(monochrome: true,
                         titleBar: Style(.reverse), titleText: Style([.reverse, .bold]),
                         tabActive: Style([.reverse, .bold]), tabInactive: .plain,
                         hintKey: .bold, hintText: .plain, selection: .reverse,
                         muted: .dim, heading: .bold, error: Style([.bold, .underline]),
                         warning: .bold, positive: Style([.reverse, .bold]), negative: Style([.reverse, .bold]),
                         border: .plain)
        }
        return Theme(monochrome: false,
                     titleBar: Style(fg: .named(.white), bg: .indexed(24)),
                     titleText: Style(fg: .named(.brightWhite), bg: .indexed(24), .bold),
                     tabActive: Style(fg: .named(.black), bg: .named(.yellow), .bold),
                     tabInactive: Style(fg: .indexed(250)),
                     hintKey: Style(fg: .named(.yellow), .bold), hintText: Style(fg: .indexed(245)),
                     selection: Style(fg: .named(.brightWhite), bg: .indexed(238)),
                     muted: Style(fg: .indexed(245)), heading: Style(fg: .indexed(246), .bold),
                     error: Style(fg: .named(.brightRed), .bold), warning: Style(fg: .named(.yellow)),
                     positive: Style(fg: .named(.black), bg: .named(.green), .bold),
                     negative: Style(fg: .named(.brightWhite), bg: .named(.red), .bold),
                     border: Style(fg: .indexed(244)))
    }

    /// A team's own colours, or plain bold when colour is off.
    public func badge(fg: Color, bg: Color) -> Style {
        monochrome ? Style([.reverse, .bold]) : Style(fg: fg, bg: bg, .bold)
    }
}
