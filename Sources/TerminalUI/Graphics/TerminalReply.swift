import FoundationEssentials
import Glibc

/// What a terminal answers to the questions asked once at start (see
/// `GraphicsQuery`): these arrive on stdin among the keys, and are taken out
/// of the key stream whole, so an answer never becomes keystrokes.
public enum TerminalReply: Hashable, Sendable {
    /// The kitty graphics protocol's answer to its query (`OK`, or an error: no support).
    case kittyGraphics(ok: Bool)
    /// Primary device attributes (`ESC [ ? 62 ; 4 c`): `4` among them means sixel.
    /// Every terminal answers this one, and in order, so it ends the round trip.
    case deviceAttributes([Int])
    /// Secondary device attributes (`ESC [ > 84 ; 0 ; 0 c`): the first number names the
    /// terminal's kind (tmux answers 84, `T`; GNU screen 83, `S`).
    case secondaryAttributes([Int])
    /// XTVERSION: the terminal's name and version (`XTerm(379)`, `kitty(0.35.2)`).
    case version(String)
    /// OSC 11: the background colour, 8 bits a channel.
    case background(RGB)
    /// `CSI 16 t`: one cell's size in pixels.
    case cellPixels(Size)
}

/// A colour read from the terminal.
public struct RGB: Hashable, Sendable {
    public var red: UInt8, green: UInt8, blue: UInt8
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) { self.red = red; self.green = green; self.blue = blue }

    /// Relative luminance (WCAG), 0 black to 1 white.
    public var luminance: Double {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// A light background: dark text reads better on it (the light theme).
    public var isLight: Bool { luminance > 0.4 }

    public var hex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// `rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits a channel, as xterm and others
    /// answer OSC 11) or `#RRGGBB`.
    public init?(x11 text: Substring) {
        if text.hasPrefix("#"), text.count == 7, let v = UInt32(text.dropFirst(), radix: 16) {
            self.init(UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF))
            return
        }
        guard text.hasPrefix("rgb:") || text.hasPrefix("rgba:") else { return nil }
        let channels = text.drop(while: { $0 != ":" }).dropFirst().split(separator: "/")
        guard channels.count >= 3 else { return nil }
        var values: [UInt8] = []
        for channel in channels.prefix(3) {
            guard (1...4).contains(channel.count), let v = UInt32(channel, radix: 16) else { return nil }
            let max = (UInt32(1) << (4 * UInt32(channel.count))) - 1
            values.append(UInt8((v * 255 + max / 2) / max))
        }
        self.init(values[0], values[1], values[2])
    }
}
