import FoundationEssentials
import Primitives

/// Dates and times in the user's locale and zone, built from the locale's
/// words and orders (`LocaleFacts`) with arithmetic: no formatter objects,
/// nothing to cache, and the same answer on every machine that has the locale.
public enum TimeText {
    /// A moment as a wall clock in a zone. Nil for moments no calendar shows.
    struct Wall {
        let day: Day
        let hour: Int
        let minute: Int
    }

    static func wall(_ date: Date, _ zone: Zone) -> Wall? {
        let t = date.timeIntervalSince1970
        guard t.isFinite, abs(t) < 1e11 else { return nil }
        let local = Int(t.rounded(.down)) + zone.secondsFromGMT(for: date)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let minutes = (local - days * 86_400) / 60
        return Wall(day: Day(ordinal: days), hour: minutes / 60, minute: minutes % 60)
    }

    /// `7:05 PM` (en_US), `19:05` (en_GB, de_DE, C).
    public static func time(_ date: Date, locale: TimeLocale, timeZone: Zone) -> String {
        guard let w = wall(date, timeZone) else { return "" }
        return clock(w, locale)
    }

    /// `7:05:20 PM`, `19:05:20`: a moment seconds matter for (when a failed request is tried again).
    public static func timeWithSeconds(_ date: Date, locale: TimeLocale, timeZone: Zone) -> String {
        guard let w = wall(date, timeZone) else { return "" }
        let t = date.timeIntervalSince1970
        let local = Int(t.rounded(.down)) + timeZone.secondsFromGMT(for: date)
        let seconds = ":" + Fixed.padded(((local % 60) + 60) % 60, width: 2)
        let text = clock(w, locale)
        // After the minutes: `7:05` + `:20` + ` PM`.
        guard let space = text.firstIndex(of: " ") else { return text + seconds }
        return String(text[..<space]) + seconds + String(text[space...])
    }

    static func clock(_ w: Wall, _ locale: TimeLocale) -> String {
        let f = locale.facts
        guard locale.forcedTwelveHour ?? f.twelveHour else { return "\(Fixed.padded(w.hour, width: 2)):\(Fixed.padded(w.minute, width: 2))" }
        let twelve = w.hour % 12 == 0 ? 12 : w.hour % 12
        let mark = w.hour < 12 ? (f.am.isEmpty ? "AM" : f.am) : (f.pm.isEmpty ? "PM" : f.pm)
        return "\(twelve):\(Fixed.padded(w.minute, width: 2)) \(mark)"
    }

    /// Narrow and ordinary no-break spaces become plain ones: many terminal
    /// fonts lack U+202F, and scripts grep for a plain space.
    static func plainSpaces(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { $0.value == 0x202F || $0.value == 0xA0 }) else { return s }
        return String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value == 0x202F || $0.value == 0xA0 ? " " : $0 }))
    }

    /// `7:05 PM EDT`.
    public static func timeWithZone(_ date: Date, locale: TimeLocale, timeZone: Zone) -> String {
        let t = time(date, locale: locale, timeZone: timeZone)
        return t.isEmpty ? t : "\(t) \(timeZone.abbreviation(for: date))"
    }

    /// `Wednesday, September 19, 2018`, `Wednesday, 19 September 2018` (en_GB),
    /// `mercredi 19 septembre 2018`, `Mittwoch, 19. September 2018`; `Wed 2018-09-19` in C.
    public static func longDate(_ day: Day, locale: TimeLocale) -> String {
        let f = locale.facts
        let weekday = f.weekdays[day.weekday - 1], month = f.months[day.month - 1]
        switch (f.kind, f.order) {
        case (.posix, _): return "\(f.shortWeekdays[day.weekday - 1]) \(day.iso)"
        case (_, .monthDayYear): return "\(weekday), \(month) \(day.day), \(day.year)"
        case (_, .yearMonthDay): return "\(day.iso) \(weekday)"
        case (_, .dayMonthYear):
            // `Wednesday, 19 September` and `Mittwoch, 19.`, but `mercredi 19`: languages
            // that write weekdays in lower case write them without the comma.
            let comma = weekday.first?.isUppercase == true ? "," : ""
            return plainSpaces("\(weekday)\(comma) \(day.day)\(f.dottedDay ? "." : "") \(month) \(day.year)")
        }
    }

    /// `Sun, Nov 29` (en_US), `Sun 29 Nov` (en_GB), `So, 29. Nov` (de_DE), `Sun 2020-11-29` (C):
    /// the local day of a moment.
    public static func shortDate(_ date: Date, locale: TimeLocale, timeZone: Zone) -> String {
        guard let day = wall(date, timeZone)?.day else { return "" }
        return shortDate(day, locale: locale)
    }

    /// `withYear`: `Sun, Nov 20, 2022`, `Sun 20 Nov 2022`, `2022-11-20 Sun`.
    public static func shortDate(_ day: Day, locale: TimeLocale, withYear: Bool = false) -> String {
        let f = locale.facts
        let weekday = f.shortWeekdays[day.weekday - 1], month = f.shortMonths[day.month - 1]
        let year = withYear ? " \(day.year)" : ""
        switch (f.kind, f.order) {
        case (.posix, _): return "\(weekday) \(day.iso)"
        case (_, .monthDayYear): return "\(weekday), \(month) \(day.day)" + (withYear ? ",\(year)" : "")
        case (_, .yearMonthDay):
            return (withYear ? "\(day.year)-" : "") + "\(Fixed.padded(day.month, width: 2))-\(Fixed.padded(day.day, width: 2)) \(weekday)"
        case (_, .dayMonthYear):
            return plainSpaces(f.dottedDay ? "\(weekday), \(day.day). \(month)\(year)" : "\(weekday) \(day.day) \(month)\(year)")
        }
    }

    /// `Sun`, `dim.`: a day's short name, for a line with no room for the date.
    public static func shortWeekday(_ day: Day, locale: TimeLocale) -> String {
        locale.facts.shortWeekdays[day.weekday - 1]
    }

    /// `Sunday`, `dimanche`: a day's name, for the headings of a week's games.
    public static func weekdayName(_ day: Day, locale: TimeLocale) -> String {
        let name = locale.facts.weekdays[day.weekday - 1]
        // A heading starts with a capital in every language.
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `Saturday, January 16, 2021 at 4:35 PM EST`; the long date, the time and the zone elsewhere.
    public static func fullDateTime(_ date: Date, locale: TimeLocale, timeZone: Zone) -> String {
        guard let w = wall(date, timeZone) else { return "" }
        let zone = timeZone.abbreviation(for: date)
        let joint = locale.facts.kind == .english ? " at " : " "
        return "\(longDate(w.day, locale: locale))\(joint)\(clock(w, locale)) \(zone)"
    }

    /// `September 2018` for the picker's heading; `2018-09` in C.
    public static func monthYear(_ day: Day, locale: TimeLocale) -> String {
        let f = locale.facts
        switch (f.kind, f.order) {
        case (.posix, _): return "\(day.year)-\(Fixed.padded(day.month, width: 2))"
        case (_, .yearMonthDay): return "\(day.year) \(f.months[day.month - 1])"
        default: return "\(f.months[day.month - 1]) \(day.year)"
        }
    }

    /// Two-letter weekday symbols starting on the locale's first weekday.
    public static func weekdaySymbols(locale: TimeLocale) -> (symbols: [String], firstWeekday: Int) {
        let f = locale.facts
        let first = f.firstWeekday
        let ordered = (0..<7).map { f.shortWeekdays[(first - 1 + $0) % 7] }
        return (ordered.map { String($0.prefix(2)) }, first)
    }

    /// `41,234` (en_US), `41.234` (de_DE), `41 234` (fr_FR), `41234` (C).
    public static func grouped(_ n: Int, locale: TimeLocale) -> String {
        let digits = String(n.magnitude)
        let sep = plainSpaces(locale.facts.thousands)
        guard !sep.isEmpty, digits.count > 3 else { return n < 0 ? "-" + digits : digits }
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += sep }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    /// `2018-09-19T23:05:00Z`, with or without fractional seconds or an offset.
    public static func parseISO(_ s: String) -> Date? {
        if let date = ISODate.parse(s) { return date }
        return try? Date(s, strategy: .iso8601)
    }
}
