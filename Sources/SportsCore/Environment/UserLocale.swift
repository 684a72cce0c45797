import FoundationEssentials

/// The user's locale and time zone as the environment names them: LC_ALL,
/// then LC_TIME, then LANG (what the C library's LC_TIME follows); TZ for
/// the zone. Foundation on Linux ignores them, so they are read here.
public enum UserLocale {
    public static func locale(environment env: [String: String]) -> TimeLocale {
        for key in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let raw = env[key], !raw.isEmpty else { continue }
            return locale(fromPOSIX: raw)
        }
        return .english
    }

    /// `de_DE.UTF-8@euro` → `de_DE`; `C`, `C.UTF-8` and `POSIX` → C (ISO dates, 24-hour clock).
    public static func locale(fromPOSIX raw: String) -> TimeLocale {
        var id = Substring(raw)
        if let dot = id.firstIndex(of: ".") { id = id[..<dot] }
        if let at = id.firstIndex(of: "@") { id = id[..<at] }
        if id.isEmpty { return .english }
        if id == "C" || id == "POSIX" { return .posix }
        return TimeLocale(identifier: String(id))
    }

    /// TZ may be a zone name (`Europe/London`), with the POSIX leading colon,
    /// or absent; an unknown name falls back to the system zone.
    public static func timeZone(environment env: [String: String]) -> Zone {
        guard var tz = env["TZ"], !tz.isEmpty else { return Zone.current }
        if tz.hasPrefix(":") { tz.removeFirst() }
        return Zone(identifier: tz) ?? Zone.current
    }
}
