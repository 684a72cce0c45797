/// Something wrong in the config file, said so a user can fix it: where
/// (line and key) and what was used instead.
public struct SettingsProblem: Equatable, Sendable, CustomStringConvertible {
    public var line: Int?
    public var key: String?
    public var message: String
    /// Where the setting came from: the config file, or an environment variable.
    public var place = "config.toml"
    /// The file could not be read as TOML at all (every setting its default).
    public var costsTheWholeFile = false

    /// Key and message are cleaned here, once: both can quote the file, and a
    /// TOML string may hold any character, escape sequences included, while
    /// problems go to stderr and the log as they are.
    public init(line: Int?, key: String?, message: String, place: String = "config.toml") {
        self.place = place
        self.line = line
        self.key = key.map { Self.printable($0, limit: 60) }
        self.message = Self.printable(message, limit: 400)
    }

    /// Without control characters (C0, DEL, C1) and at most `limit` characters.
    static func printable(_ s: String, limit: Int) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in s.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || (0x7F..<0xA0).contains(v) { continue }
            if count == limit { out.append("…"); break }
            out.append(scalar)
            count += 1
        }
        return String(out)
    }

    public var description: String {
        var at = place
        if let line { at += " line \(line)" }
        if let key, key != place { at += ", \(key)" }
        return "\(at): \(message)"
    }
}
