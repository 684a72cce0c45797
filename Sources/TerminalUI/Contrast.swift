import FoundationEssentials
import Glibc

/// WCAG 2 contrast between two colours: 1 (same) to 21 (black on white).
/// Text needs 4.5 to be read comfortably.
public enum Contrast {
    public typealias RGB = (r: UInt8, g: UInt8, b: UInt8)

    public static func luminance(_ c: RGB) -> Double {
        func channel(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    public static func ratio(_ a: RGB, _ b: RGB) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `preferred` when it reads on `background` (≥ 4.5), else white or black, whichever reads better.
    public static func readable(on background: RGB, preferred: RGB) -> RGB {
        if ratio(preferred, background) >= 4.5 { return preferred }
        let white: RGB = (255, 255, 255), black: RGB = (0, 0, 0)
        return ratio(white, background) >= ratio(black, background) ? white : black
    }

    /// `#RRGGBB` as numbers.
    public static func rgb(hex: String) -> RGB? {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6, let v = UInt32(s, radix: 16) else { return nil }
        return (UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF))
    }
}
