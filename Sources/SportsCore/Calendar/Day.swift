import FoundationEssentials
import Primitives

/// A calendar date with no time or zone (`2018-09-19`): what the MLB API's
/// `date=` parameter takes and what the date picker moves through.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil when the parts do not name a real date (2018-02-30, month 13…).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= Day.daysIn(month: month, year: year) else { return nil }
        self.year = year; self.month = month; self.day = day
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year; self.month = month; self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The day a moment falls on in `zone`.
    public init(_ date: Date, in zone: Zone) {
        self = TimeText.wall(date, zone)?.day ?? Day(unchecked: 1970, 1, 1)
    }

    public var iso: String {
        "\(Fixed.padded(year, width: 4))-\(Fixed.padded(month, width: 2))-\(Fixed.padded(day, width: 2))"
    }
    public var description: String { iso }

    public static func < (a: Day, b: Day) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (civil-from-days, proleptic Gregorian).
    public var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    public init(ordinal z0: Int) {
        let z = min(max(z0, -1_000_000), 3_000_000) + 719468   // past both ends of 1…9999; never overflows
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        if y < 1 { self.init(unchecked: 1, 1, 1) }
        else if y > 9999 { self.init(unchecked: 9999, 12, 31) }
        else { self.init(unchecked: y, m, d) }
    }

    public func adding(days n: Int) -> Day {
        let n = min(max(n, -4_000_000), 4_000_000)   // beyond years 1…9999 either way; no overflow
        let result = Day(ordinal: ordinal + n)
        if result.year <= 1 && n < 0 { return Day(unchecked: 1, 1, 1) }
        if result.year >= 9999 && n > 0 { return Day(unchecked: 9999, 12, 31) }
        return result
    }

    /// Same day of month in another month, clamped to that month's length (Jan 31 + 1 month = Feb 28/29).
    public func adding(months n: Int) -> Day {
        // Clamped in months, so a month before 0001-01 or after 9999-12 never appears.
        let n = min(max(n, -200_000), 200_000)
        let total = min(max(year * 12 + (month - 1) + n, 12), 9999 * 12 + 11)
        let y = total / 12, m = total % 12 + 1
        return Day(unchecked: y, m, min(day, Day.daysIn(month: m, year: y)))
    }

    public func adding(years n: Int) -> Day { adding(months: 12 * n) }

    /// What the MLB API knows (its first season is 1876) up to a generous future; the app never asks
    /// outside it. ICU's Gregorian calendar also switches to Julian before 1582-10-15, so a header
    /// date there came out wrong.
    public static let first = Day(unchecked: 1876, 1, 1)
    public static let last = Day(unchecked: 2200, 12, 31)
    public static let seasons = 1876...2200

    /// This day, or the nearest end of `first…last`.
    public var clampedToAPIRange: Day { min(max(self, Day.first), Day.last) }
    public var isInAPIRange: Bool { self >= Day.first && self <= Day.last }

    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int { ((ordinal % 7) + 11) % 7 + 1 }

    public var firstOfMonth: Day { Day(unchecked: year, month, 1) }

    /// Midday UTC of this day, a safe instant for formatting a date-only value.
    public var noonUTC: Date { Date(timeIntervalSince1970: TimeInterval(ordinal) * 86_400 + 43_200) }
}
