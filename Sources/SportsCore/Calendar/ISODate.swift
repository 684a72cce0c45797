import FoundationEssentials
import Primitives

/// ISO 8601 instants in the one shape every source uses
/// (`2018-09-19T23:05:00Z`, optional fractional seconds, `Z` or `±hh:mm`),
/// read and written with arithmetic: ICU's date parser costs milliseconds to
/// create and dominated the first frame. Anything else returns nil, and the
/// caller falls back to Foundation.
public enum ISODate {
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    static func parse(bytes b: UnsafeBufferPointer<UInt8>) -> Date? {
        func digits(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= b.count else { return nil }
            var v = 0
            for i in at..<(at + count) {
                let d = Int(b[i]) - 48
                guard (0...9).contains(d) else { return nil }
                v = v * 10 + d
            }
            return v
        }
        guard b.count >= 20, b[4] == 0x2D, b[7] == 0x2D, b[10] == 0x54 || b[10] == 0x20, b[13] == 0x3A, b[16] == 0x3A,
              let y = digits(0, 4), let mo = digits(5, 2), let d = digits(8, 2),
              let h = digits(11, 2), let mi = digits(14, 2), let s = digits(17, 2),
              h < 24, mi < 60, s < 61, let day = Day(year: y, month: mo, day: d) else { return nil }
        var i = 19
        var fraction = 0.0
        if i < b.count, b[i] == 0x2E {   // .fff
            i += 1
            var scale = 0.1
            let start = i
            while i < b.count, (0x30...0x39).contains(b[i]) { fraction += Double(b[i] - 0x30) * scale; scale /= 10; i += 1 }
            guard i > start else { return nil }
        }
        guard i < b.count else { return nil }
        var offset = 0
        switch b[i] {
        case 0x5A: i += 1                                      // Z
        case 0x2B, 0x2D:                                       // ±hh:mm or ±hhmm
            let sign = b[i] == 0x2D ? -1 : 1
            guard let oh = digits(i + 1, 2) else { return nil }
            let colon = i + 3 < b.count && b[i + 3] == 0x3A
            guard let om = digits(i + (colon ? 4 : 3), 2) else { return nil }
            offset = sign * (oh * 3600 + om * 60)
            i += colon ? 6 : 5
        default: return nil
        }
        guard i == b.count else { return nil }
        let seconds = day.ordinal * 86_400 + h * 3600 + mi * 60 + s - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds) + fraction)
    }

    /// `2018-09-20T23:05:00Z`: a start as the APIs write it (whole seconds, UTC).
    public static func formatSeconds(_ date: Date) -> String {
        String(format(date.addingTimeInterval(-date.timeIntervalSince1970.truncatingRemainder(dividingBy: 1))).dropLast(5)) + "Z"
    }

    /// `2026-11-22T05:42:32.123Z`, for log lines.
    public static func format(_ date: Date) -> String {
        let t = date.timeIntervalSince1970
        let whole = t.rounded(.down)
        let days = Int((whole / 86_400).rounded(.down))
        let rest = Int(whole) - days * 86_400
        let ms = min(999, Int((t - whole) * 1000))
        let day = Day(ordinal: days)
        func two(_ v: Int) -> String { Fixed.padded(v, width: 2) }
        return "\(day.iso)T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60)).\(Fixed.padded(ms, width: 3))Z"
    }
}
