#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// What a locale says about dates, times and numbers, read once from the C
/// library (`newlocale` + `nl_langinfo_l`, thread-safe, no process-wide
/// `setlocale`). American English is spelled here so its output never depends
/// on which locales a machine has built; `C`/`POSIX` means ISO dates and a
/// 24-hour clock, as `date` and `ls` show them there. A locale the machine
/// lacks reads as American English, which was always the default.
struct LocaleFacts: Sendable {
    enum Kind: Sendable { case english, posix, system }
    /// Which field a numeric date starts with, from the locale's own `D_FMT`.
    enum Order: Sendable { case dayMonthYear, monthDayYear, yearMonthDay }

    let kind: Kind
    let weekdays: [String]        // Sunday first
    let shortWeekdays: [String]
    let months: [String]
    let shortMonths: [String]
    let order: Order
    /// German-style `19. September`: the locale writes its numeric dates with dots.
    let dottedDay: Bool
    let twelveHour: Bool
    let am: String
    let pm: String
    /// 1 is Sunday, 2 Monday…
    let firstWeekday: Int
    let thousands: String

    static let english = LocaleFacts(
        kind: .english,
        weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        shortWeekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
        months: ["January", "February", "March", "April", "May", "June", "July", "August",
                 "September", "October", "November", "December"],
        shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        order: .monthDayYear, dottedDay: false, twelveHour: true, am: "AM", pm: "PM", firstWeekday: 1, thousands: ",")

    static let posix = LocaleFacts(
        kind: .posix, weekdays: english.weekdays, shortWeekdays: english.shortWeekdays, months: english.months,
        shortMonths: english.shortMonths, order: .yearMonthDay, dottedDay: false, twelveHour: false,
        am: "AM", pm: "PM", firstWeekday: 1, thousands: "")

    /// What was read per locale name, with the LOCPATH it was read under.
    private static let known = Mutex<[String: (locpath: String?, facts: LocaleFacts)]>([:])

    static func of(_ name: String) -> LocaleFacts {
        switch name {
        case "", "en", "en_US", "en_US_POSIX": return english
        case "C", "POSIX": return posix
        default: break
        }
        // Read again when LOCPATH changed: a locale built into a folder of its
        // own (as the tests build theirs) is found once LOCPATH names it. The
        // check compares C strings, so a frame's many calls allocate nothing.
        let locpath = getenv("LOCPATH")
        if let hit = known.withLock({ $0[name] }), Self.same(hit.locpath, locpath) { return hit.facts }
        let facts = load(name) ?? english
        known.withLock { $0[name] = (locpath.map { String(cString: $0) }, facts) }
        return facts
    }

    private static func same(_ stored: String?, _ current: UnsafeMutablePointer<CChar>?) -> Bool {
        guard let stored, let current else { return stored == nil && current == nil }
        return stored.withCString { strcmp($0, current) == 0 }
    }

    private static func load(_ name: String) -> LocaleFacts? {
        let mask = Int32(LC_TIME_MASK | LC_NUMERIC_MASK)
        let candidates = name.contains(".") ? [name] : [name + ".UTF-8", name + ".utf8", name]
        guard let handle = candidates.lazy.compactMap({ newlocale(mask, $0, nil) }).first else { return nil }
        defer { freelocale(handle) }
        func text(_ item: Int) -> String {
            guard let p = nl_langinfo_l(nl_item(item), handle) else { return "" }
            return String(cString: p)
        }
        let dateFormat = text(D_FMT)
        let timeFormat = text(T_FMT)
        let am = text(AM_STR), pm = text(PM_STR)
        let firstRaw = nl_langinfo_l(nl_item(_NL_TIME_FIRST_WEEKDAY), handle).map { Int($0[0]) } ?? 1
        return LocaleFacts(
            kind: .system,
            weekdays: (0..<7).map { text(DAY_1 + $0) },
            shortWeekdays: (0..<7).map { text(ABDAY_1 + $0) },
            months: (0..<12).map { text(MON_1 + $0) },
            shortMonths: (0..<12).map { text(ABMON_1 + $0) },
            order: order(of: dateFormat),
            dottedDay: dateFormat.contains("."),
            twelveHour: !am.isEmpty && ["%r", "%I", "%l"].contains(where: { timeFormat.contains($0) }),
            am: am, pm: pm,
            firstWeekday: (1...7).contains(firstRaw) ? firstRaw : 1,
            thousands: text(THOUSEP))
    }

    /// `%d/%m/%Y` is day first, `%m/%d/%y` month first, `%Y-%m-%d` year first.
    static func order(of format: String) -> Order {
        let b = Array(format.utf8)
        for i in b.indices.dropLast() where b[i] == UInt8(ascii: "%") {
            switch b[i + 1] {
            case UInt8(ascii: "d"), UInt8(ascii: "e"): return .dayMonthYear
            case UInt8(ascii: "m"), UInt8(ascii: "b"), UInt8(ascii: "B"): return .monthDayYear
            case UInt8(ascii: "Y"), UInt8(ascii: "y"), UInt8(ascii: "F"): return .yearMonthDay
            case UInt8(ascii: "D"): return .monthDayYear
            default: continue
            }
        }
        return .monthDayYear
    }
}
