/// A POSIX TZ rule, as TZif footers carry it for the years after the file's
/// last transition: `EST5EDT,M3.2.0,M11.1.0`, `<+09>-9`, `IST-1GMT0,M10.5.0,M3.5.0/1`.
/// The sign is POSIX's: `EST5` is five hours behind UTC.
struct PosixZoneRule: Sendable {
    struct Change: Sendable {
        enum Date: Sendable { case monthWeekDay(Int, Int, Int), julian1(Int), julian0(Int) }
        let date: Date
        let seconds: Int   // local time of day the change happens at
    }

    let standard: ZoneRules.Offset
    let daylight: ZoneRules.Offset?
    let start: Change?
    let end: Change?

    init?(_ text: String) {
        var p = Parser(Array(text.utf8))
        guard let stdName = p.name(), let stdOffset = p.offset() else { return nil }
        standard = ZoneRules.Offset(seconds: -stdOffset, isDST: false, abbreviation: stdName)
        guard !p.atEnd else { daylight = nil; start = nil; end = nil; return }
        guard let dstName = p.name() else { return nil }
        let dstOffset = p.peek == UInt8(ascii: ",") || p.atEnd ? stdOffset - 3600 : p.offset()
        guard let dstOffset else { return nil }
        daylight = ZoneRules.Offset(seconds: -dstOffset, isDST: true, abbreviation: dstName)
        guard p.eat(","), let s = p.change(), p.eat(","), let e = p.change(), p.atEnd else { return nil }
        start = s; end = e
    }

    func offset(at t: Int64) -> ZoneRules.Offset {
        guard let daylight, let start, let end else { return standard }
        let local = t + Int64(standard.seconds)
        let year = Day(ordinal: Int(local / 86_400) - (local < 0 && local % 86_400 != 0 ? 1 : 0)).year
        let begins = instant(start, year: year) - Int64(standard.seconds)
        let ends = instant(end, year: year) - Int64(daylight.seconds)
        let inDaylight = begins < ends ? (t >= begins && t < ends) : !(t >= ends && t < begins)
        return inDaylight ? daylight : standard
    }

    /// Seconds from the epoch to the change's local wall time in `year`.
    private func instant(_ c: Change, year: Int) -> Int64 {
        let ordinal: Int
        switch c.date {
        case .monthWeekDay(let m, let w, let d):
            let first = Day(year: year, month: m, day: 1) ?? Day(ordinal: 0)
            let weekday = ((first.ordinal + 4) % 7 + 7) % 7   // 1970-01-01 was a Thursday; 0 is Sunday
            var day = 1 + (d - weekday + 7) % 7 + (w - 1) * 7
            while day > Day.daysIn(month: m, year: year) { day -= 7 }
            ordinal = first.ordinal + day - 1
        case .julian1(let n):   // 1…365, February 29 never counted
            let jan1 = (Day(year: year, month: 1, day: 1) ?? Day(ordinal: 0)).ordinal
            ordinal = jan1 + n - 1 + (Day.isLeap(year) && n >= 60 ? 1 : 0)
        case .julian0(let n):
            ordinal = (Day(year: year, month: 1, day: 1) ?? Day(ordinal: 0)).ordinal + n
        }
        return Int64(ordinal) * 86_400 + Int64(c.seconds)
    }

    private struct Parser {
        let b: [UInt8]
        var i = 0
        init(_ b: [UInt8]) { self.b = b }
        var atEnd: Bool { i >= b.count }
        var peek: UInt8? { i < b.count ? b[i] : nil }
        mutating func eat(_ c: Character) -> Bool {
            guard let v = c.asciiValue, peek == v else { return false }
            i += 1; return true
        }
        mutating func name() -> String? {
            let start = i
            if eat("<") {
                while let c = peek, c != UInt8(ascii: ">") { i += 1 }
                guard eat(">") else { return nil }
                return String(decoding: b[(start + 1)..<(i - 1)], as: UTF8.self)
            }
            while let c = peek, (c | 0x20) >= 0x61, (c | 0x20) <= 0x7A { i += 1 }
            return i - start >= 3 ? String(decoding: b[start..<i], as: UTF8.self) : nil
        }
        mutating func number(max: Int) -> Int? {
            var v = 0, digits = 0
            while let c = peek, c >= 0x30, c <= 0x39, digits < 3 { v = v * 10 + Int(c - 0x30); i += 1; digits += 1 }
            return digits > 0 && v <= max ? v : nil
        }
        /// `[+-]hh[:mm[:ss]]` in seconds.
        mutating func offset() -> Int? {
            let sign = eat("-") ? -1 : (eat("+") ? 1 : 1)
            guard let h = number(max: 167) else { return nil }
            var total = h * 3600
            if eat(":") { guard let m = number(max: 59) else { return nil }; total += m * 60 }
            if eat(":") { guard let s = number(max: 59) else { return nil }; total += s }
            return sign * total
        }
        mutating func change() -> Change? {
            let date: Change.Date
            if eat("M") {
                guard let m = number(max: 12), m >= 1, eat("."), let w = number(max: 5), w >= 1, eat("."),
                      let d = number(max: 6) else { return nil }
                date = .monthWeekDay(m, w, d)
            } else if eat("J") {
                guard let n = number(max: 365), n >= 1 else { return nil }
                date = .julian1(n)
            } else {
                guard let n = number(max: 365) else { return nil }
                date = .julian0(n)
            }
            var seconds = 7200
            if eat("/") { guard let t = offset() else { return nil }; seconds = t }
            return Change(date: date, seconds: seconds)
        }
    }
}
