import FoundationEssentials

/// The date form of HTTP headers (RFC 9110's IMF-fixdate, `Sun, 06 Nov 1994
/// 08:49:37 GMT`), read with arithmetic: the only form servers send today.
/// The obsolete RFC 850 and asctime forms are read as nil, and the caller
/// then picks its own wait.
public enum HTTPDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    public static func parse(_ text: String) -> Date? {
        // `Sun,` `06` `Nov` `1994` `08:49:37` `GMT`
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT",
              let day = Int(parts[1]), parts[1].count == 2,
              let month = months.firstIndex(of: parts[2].lowercased()).map({ $0 + 1 }),
              let year = Int(parts[3]), parts[3].count == 4 else { return nil }
        let clock = parts[4].split(separator: ":")
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
              let h = Int(clock[0]), let m = Int(clock[1]), let s = Int(clock[2]),
              (0..<24).contains(h), (0..<60).contains(m), (0...60).contains(s),
              let date = Day(year: year, month: month, day: day) else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(date.ordinal * 86_400 + h * 3600 + m * 60 + s))
    }
}
