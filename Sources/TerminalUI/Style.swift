/// The eight ANSI colours plus their bright variants.
public enum NamedColor: UInt8, Sendable, Hashable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
}

public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    case named(NamedColor)
    /// An xterm 256-colour palette index.
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    /// Parses `#RRGGBB` (or `RRGGBB`); nil for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, let v = UInt32(digits, radix: 16) else { return nil }
        self = .rgb(UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF))
    }

    /// The colour as xterm's palette shows it; nil for the terminal's own.
    public var paletteRGB: (UInt8, UInt8, UInt8)? {
        switch self {
        case .default: nil
        case .named(let n): XtermPalette.rgb(n.rawValue)
        case .indexed(let i): XtermPalette.rgb(i)
        case .rgb(let r, let g, let b): (r, g, b)
        }
    }
}

public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
}

public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(fg: Color = .default, bg: Color = .default, _ attributes: Attributes = []) {
        self.foreground = fg
        self.background = bg
        self.attributes = attributes
    }

    public static let plain = Style()
    public static let bold = Style(.bold)
    public static let dim = Style(.dim)
    public static let reverse = Style(.reverse)

    public init(_ attributes: Attributes) { self.init(fg: .default, bg: .default, attributes) }

    public func with(_ extra: Attributes) -> Style {
        var s = self; s.attributes.formUnion(extra); return s
    }
}
