/// Something wrong in the config file, said so a user can fix it: where
/// (line and key) and what was used instead.
public struct SettingsProblem: Equatable, Sendable, CustomStringConvertible {
    public var line: Int?
    public var key: String?
    public var message: String

    public init(line: Int?, key: String?, message: String) {
        self.line = line; self.key = key; self.message = message
    }

    public var description: String {
        var place = "config.toml"
        if let line { place += " line \(line)" }
        if let key { place += ", \(key)" }
        return "\(place): \(message)"
    }
}
