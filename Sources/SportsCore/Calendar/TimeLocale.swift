/// The locale dates, times and numbers follow: a POSIX name (`de_DE`, `C`)
/// with an optional clock override (`@hours=h12`, `@hours=h23`). Its words
/// and orders come from the C library's locale data (`LocaleFacts`), the
/// way terminal programs follow LC_TIME, with no ICU in the binary.
public struct TimeLocale: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String

    public init(identifier: String) { self.identifier = identifier }

    public static let english = TimeLocale(identifier: "en_US")
    public static let posix = TimeLocale(identifier: "C")

    /// The name without the clock override.
    public var base: String {
        guard let at = identifier.firstIndex(of: "@") else { return identifier }
        return String(identifier[..<at])
    }

    /// True for a forced 12-hour clock, false for a forced 24-hour one, nil for the locale's own.
    public var forcedTwelveHour: Bool? {
        if identifier.hasSuffix("@hours=h12") { return true }
        if identifier.hasSuffix("@hours=h23") { return false }
        return nil
    }

    /// The same locale with a clock override (nil: the locale's own clock).
    public func withClock(twelveHour: Bool?) -> TimeLocale {
        guard let twelveHour else { return TimeLocale(identifier: base) }
        return TimeLocale(identifier: base + (twelveHour ? "@hours=h12" : "@hours=h23"))
    }

    var facts: LocaleFacts { LocaleFacts.of(base) }

    public var description: String { identifier }
}
