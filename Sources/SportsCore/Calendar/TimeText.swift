import Foundation

/// Dates and times in the user's locale and zone. DateFormatter is costly to
/// create, so formatters are cached per locale, zone and pattern.
public enum TimeText {
    nonisolated(unsafe) private static var cache: [String: DateFormatter] = [:]
    /// Formatted results: a frame shows the same few times again and again,
    /// and ICU costs microseconds per call. Bounded: cleared when full.
    nonisolated(unsafe) private static var results: [String: String] = [:]
    private static let lock = NSLock()

    static func memo(_ kind: String, _ date: Date, _ locale: Locale, _ timeZone: TimeZone, _ make: () -> String) -> String {
        let key = "\(kind)|\(date.timeIntervalSince1970)|\(locale.identifier)|\(timeZone.identifier)"
        lock.lock()
        if let hit = results[key] { lock.unlock(); return hit }
        lock.unlock()
        let value = make()
        lock.lock()
        if results.count > 2_000 { results.removeAll(keepingCapacity: true) }
        results[key] = value
        lock.unlock()
        return value
    }

    static func formatter(_ key: String, locale: Locale, timeZone: TimeZone, configure: (DateFormatter) -> Void) -> DateFormatter {
        let id = "\(key)|\(locale.identifier)|\(timeZone.identifier)"
        lock.lock(); defer { lock.unlock() }
        if let f = cache[id] { return f }
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        configure(f)
        cache[id] = f
        return f
    }

    /// `7:05 PM` (en_US), `19:05` (en_GB, de_DE).
    public static func time(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
        if isAmericanEnglish(locale) { return englishTime(date, timeZone: timeZone) }
        return memo("time", date, locale, timeZone) {
            plainSpaces(formatter("time", locale: locale, timeZone: timeZone) { $0.dateStyle = .none; $0.timeStyle = .short }.string(from: date))
        }
    }

    /// ICU puts a narrow no-break space before AM/PM; many terminal fonts lack
    /// it and scripts grep for a plain space, so output uses plain spaces.
    static func plainSpaces(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { $0.value == 0x202F || $0.value == 0xA0 }) else { return s }
        return String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value == 0x202F || $0.value == 0xA0 ? " " : $0 }))
    }

    /// `7:05 PM EDT`.
    public static func timeWithZone(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
        memo("timeZone", date, locale, timeZone) {
            let t = time(date, locale: locale, timeZone: timeZone)
            let zone = formatter("zone", locale: locale, timeZone: timeZone) { $0.dateFormat = "zzz" }.string(from: date)
            return "\(t) \(zone)"
        }
    }

    /// `Wednesday, September 19, 2018` in the locale's own order.
    public static func longDate(_ day: Day, locale: Locale) -> String {
        // American English (the default, and what C/POSIX read as) is spelled
        // here: building ICU's formatter cost a tenth of the first frame.
        if isAmericanEnglish(locale) { return englishLongDate(day) }
        let utc = TimeZone(identifier: "UTC")!
        return memo("long", day.noonUTC, locale, utc) {
            plainSpaces(formatter("long", locale: locale, timeZone: utc) { $0.setLocalizedDateFormatFromTemplate("EEEEMMMMdyyyy") }
                .string(from: day.noonUTC))
        }
    }

    static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                "September", "October", "November", "December"]

    static func isAmericanEnglish(_ locale: Locale) -> Bool { ["en_US", "en_US_POSIX", "en"].contains(locale.identifier) }

    /// What ICU's short time gives in en_US (`7:05 PM`), without a formatter.
    static func englishTime(_ date: Date, timeZone: TimeZone) -> String {
        guard date.timeIntervalSince1970.isFinite, abs(date.timeIntervalSince1970) < 1e12 else { return "" }
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let minutes = ((local % 86_400) + 86_400) % 86_400 / 60
        let (hour, minute) = (minutes / 60, minutes % 60)
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// What ICU's `EEEEMMMMdyyyy` gives in en_US, without ICU.
    static func englishLongDate(_ day: Day) -> String {
        "\(englishWeekdays[day.weekday - 1]), \(englishMonths[day.month - 1]) \(day.day), \(day.year)"
    }

    /// `September 2018` for the picker's heading.
    public static func monthYear(_ day: Day, locale: Locale) -> String {
        let utc = TimeZone(identifier: "UTC")!
        return formatter("monthYear", locale: locale, timeZone: utc) { $0.setLocalizedDateFormatFromTemplate("MMMMyyyy") }
            .string(from: day.noonUTC)
    }

    /// Two-letter weekday symbols starting on the locale's first weekday.
    public static func weekdaySymbols(locale: Locale) -> (symbols: [String], firstWeekday: Int) {
        var cal = Calendar(identifier: .gregorian)
        cal.locale = locale
        let f = formatter("weekdays", locale: locale, timeZone: TimeZone(identifier: "UTC")!) { _ in }
        let symbols = f.shortStandaloneWeekdaySymbols
        let short = symbols.count == 7 ? symbols : ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
        let first = cal.firstWeekday
        let ordered = (0..<7).map { short[(first - 1 + $0) % 7] }
        return (ordered.map { String($0.prefix(2)) }, first)
    }

    nonisolated(unsafe) private static let iso = ISO8601DateFormatter()
    nonisolated(unsafe) private static let isoFractional: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f
    }()

    /// `2018-09-19T23:05:00Z`, with or without fractional seconds.
    public static func parseISO(_ s: String) -> Date? {
        if let date = ISODate.parse(s) { return date }
        lock.lock(); defer { lock.unlock() }
        return iso.date(from: s) ?? isoFractional.date(from: s)
    }
}
