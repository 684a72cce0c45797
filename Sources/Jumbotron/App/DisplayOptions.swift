import Foundation
import TerminalUI

/// How to present things, fixed at start-up: glyph set, colour, where the
/// data comes from, and the user's locale and time zone for every date shown.
public struct DisplayOptions: Equatable, Sendable {
    public var ascii: Bool
    public var monochrome: Bool
    public var offline: Bool
    public var locale: Locale
    public var timeZone: TimeZone

    public init(ascii: Bool = false, monochrome: Bool = false, offline: Bool = false,
                locale: Locale = Locale(identifier: "en_US"),
                timeZone: TimeZone = TimeZone(identifier: "America/New_York")!) {
        self.ascii = ascii; self.monochrome = monochrome; self.offline = offline
        self.locale = locale; self.timeZone = timeZone
    }

    public var glyphs: Glyphs { ascii ? .ascii : .unicode }
    public var theme: Theme { Theme.make(monochrome: monochrome) }
}
