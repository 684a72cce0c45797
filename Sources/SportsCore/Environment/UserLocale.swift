import Foundation

/// The user's locale and time zone as the environment names them. Foundation
/// on Linux ignores LANG/LC_* (Locale.current is en_001), so they are read
/// here: LC_ALL, then LC_TIME, then LANG; TZ for the zone.
public enum UserLocale {
    public static func locale(environment env: [String: String]) -> Locale {
        for key in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let raw = env[key], !raw.isEmpty else { continue }
            return locale(fromPOSIX: raw)
        }
        return Locale(identifier: "en_US")
    }

    /// `de_DE.UTF-8@euro` → `de_DE`; `C`/`POSIX` → en_US (what a C program would show).
    public static func locale(fromPOSIX raw: String) -> Locale {
        var id = Substring(raw)
        if let dot = id.firstIndex(of: ".") { id = id[..<dot] }
        if let at = id.firstIndex(of: "@") { id = id[..<at] }
        if id.isEmpty || id == "C" || id == "POSIX" { return Locale(identifier: "en_US") }
        return Locale(identifier: String(id))
    }

    /// TZ may be a zone name (`Europe/London`), with the POSIX leading colon,
    /// or absent; an unknown name falls back to the system zone.
    public static func timeZone(environment env: [String: String]) -> TimeZone {
        guard var tz = env["TZ"], !tz.isEmpty else { return TimeZone.current }
        if tz.hasPrefix(":") { tz.removeFirst() }
        if tz == "UTC" || tz == "UTC0" || tz == "GMT" { return TimeZone(identifier: "UTC")! }
        return TimeZone(identifier: tz) ?? TimeZone.current
    }
}
