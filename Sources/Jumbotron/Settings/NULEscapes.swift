/// TOML allows a NUL in a string (`\u0000`), but the TOML library hands
/// strings on as C strings and ends them there: `"soccer/ned.1\u0000x"`
/// would quietly become `soccer/ned.1`. No setting can hold a NUL, so the
/// escape is read as U+FFFD, which every setting refuses as it refuses any
/// other wrong value, and the keys on its lines are named as problems.
enum NULEscapes {
    static let replacement = "\\uFFFD"

    /// The text with every NUL escape (`\u0000`, `\U00000000`) made U+FFFD.
    static func replaced(in text: String) -> String {
        guard text.contains("\\u0000") || text.contains("\\U00000000") else { return text }
        var out = "", rest = Substring(text)
        while let slash = rest.firstIndex(of: "\\") {
            out += rest[..<slash]
            let tail = rest[slash...]
            if tail.hasPrefix("\\\\") {
                out += "\\\\"; rest = tail.dropFirst(2)
            } else if tail.hasPrefix("\\u0000") {
                out += replacement; rest = tail.dropFirst(6)
            } else if tail.hasPrefix("\\U00000000") {
                out += replacement; rest = tail.dropFirst(10)
            } else {
                out += "\\"; rest = tail.dropFirst()
            }
        }
        return out + rest
    }

    /// Whether a line holds a NUL escape (a doubled backslash before it is a backslash, not an escape).
    static func inLine<S: StringProtocol>(_ line: S) -> Bool {
        replaced(in: String(line)) != String(line)
    }
}
