import Primitives
import SportsCore

/// One change the settings screen makes to the config file.
public enum ConfigEdit: Hashable, Sendable {
    /// `key = value` at the top level, or under `[section]`; `value` is TOML (`"hide"`, `45`, `false`).
    case set(section: String?, key: String, value: String)
    /// The line goes (a setting back to its default, such as no quiet hours).
    case remove(section: String?, key: String)
    /// The delay, in whichever shape the file has it (`delay = 45`, or a `[delay]` table).
    case delays(Delays)
    /// One kind of alert on or off, under `[alert_kinds]` (or in the file's inline table).
    case alertKinds(Set<AlertKind>)

    /// What the notice names: `spoilers`, `alert_kinds`.
    var name: String {
        switch self {
        case .set(let section, let key, _), .remove(let section, let key): section.map { "\($0).\(key)" } ?? key
        case .delays: "delay"
        case .alertKinds: "alert_kinds"
        }
    }
}

/// Changes values in the config file's text and keeps the rest as written:
/// a value changes where it stands (its comment after it kept), a new key
/// goes under the commented example of it when there is one (the default
/// file has one for every setting), else with its kind.
enum ConfigEditor {
    static func apply(_ edits: [ConfigEdit], to text: String) -> String {
        var config = ConfigLines(text)
        for edit in edits { apply(edit, &config) }
        return config.text
    }

    static func apply(_ edit: ConfigEdit, _ config: inout ConfigLines) {
        switch edit {
        case .set(let section, let key, let value):
            set(section, key, value, &config)
        case .remove(let section, let key):
            guard let entry = find(section, key, config) else { return }
            config.lines.removeSubrange(entry.start.line...entry.end.line)
            config.scan()
        case .delays(let delays):
            let leagues = delays.leagues.sorted { $0.key < $1.key }
            if let entry = find(nil, "delay", config) {
                // `delay = 45` or `delay = { … }` where it stands.
                let value = leagues.isEmpty ? "\(delays.all)"
                    : "{ all = \(delays.all), " + leagues.map { "\(quotedKey($0.key)) = \($0.value)" }.joined(separator: ", ") + " }"
                replace(entry, with: value, &config)
            } else if hasTable("delay", config) || !leagues.isEmpty {
                set("delay", "all", "\(delays.all)", &config)
                for (league, seconds) in leagues { set("delay", league, "\(seconds)", &config) }
            } else {
                set(nil, "delay", "\(delays.all)", &config)
            }
        case .alertKinds(let kinds):
            let off = AlertKind.allCases.filter { !kinds.contains($0) }
            if let entry = find(nil, "alert_kinds", config) {
                replace(entry, with: "{ " + off.map { "\($0.rawValue) = false" }.joined(separator: ", ") + " }", &config)
                return
            }
            for kind in AlertKind.allCases {
                let on = kinds.contains(kind)
                // A kind left on and never named stays unnamed: on is the default.
                if on, find("alert_kinds", kind.rawValue, config) == nil { continue }
                set("alert_kinds", kind.rawValue, on ? "true" : "false", &config)
            }
        }
    }

    /// The entry for `key` under `section`, written either under its header or dotted at the top.
    static func find(_ section: String?, _ key: String, _ config: ConfigLines) -> ConfigLines.Entry? {
        config.entries.first { $0.section == section && $0.key == [key] }
            ?? section.flatMap { s in config.entries.first { $0.section == nil && $0.key == [s, key] } }
    }

    static func hasTable(_ name: String, _ config: ConfigLines) -> Bool {
        config.headers.contains { $0.name == name } || config.entries.contains { $0.section == nil && $0.key.count > 1 && $0.key[0] == name }
    }

    static func replace(_ entry: ConfigLines.Entry, with value: String, _ config: inout ConfigLines) {
        let first = config.lines[entry.start.line], last = config.lines[entry.end.line]
        let head = String(decoding: Array(first.utf8)[..<entry.start.column], as: UTF8.self)
        let tail = String(decoding: Array(last.utf8)[entry.end.column...], as: UTF8.self)
        config.lines.replaceSubrange(entry.start.line...entry.end.line, with: [head + value + tail])
        config.scan()
    }

    static func set(_ section: String?, _ key: String, _ value: String, _ config: inout ConfigLines) {
        if let entry = find(section, key, config) { return replace(entry, with: value, &config) }
        let line = "\(quotedKey(key)) = \(value)"
        // Top-level keys must come before the first header.
        let range = section.map { s in sectionRange(s, config) } ?? (0..<(config.firstHeader ?? config.lines.count))
        guard let range else {
            // No such table yet: it goes at the end.
            while config.lines.last?.trimmedWhitespace.isEmpty == true { config.lines.removeLast() }
            config.lines += ["", "[\(section!)]", line, ""]
            return config.scan()
        }
        let at: Int
        if let example = range.last(where: { isExample(config.lines[$0], key) }) {
            at = example + 1
        } else if let last = config.entries.last(where: { range.contains($0.start.line) }) {
            at = last.end.line + 1
        } else if section == nil, let header = config.firstHeader {
            // Above the first header and the comment that belongs to it.
            var i = header
            while i > 0, config.lines[i - 1].trimmedWhitespace.hasPrefix("#") { i -= 1 }
            at = i
        } else {
            at = range.lowerBound
        }
        config.lines.insert(line, at: at)
        config.scan()
    }

    /// The lines a `[name]` table's keys may go on: after its header, up to the next.
    static func sectionRange(_ name: String, _ config: ConfigLines) -> Range<Int>? {
        guard let i = config.headers.firstIndex(where: { $0.name == name }) else { return nil }
        let start = config.headers[i].line + 1
        let end = i + 1 < config.headers.count ? config.headers[i + 1].line : config.lines.count
        // Blank lines before the next header stay between the tables.
        var last = end
        while last > start, config.lines[last - 1].trimmedWhitespace.isEmpty { last -= 1 }
        return start..<max(start, last)
    }

    /// `# spoilers = "show"`: the default file's commented example of the key.
    static func isExample(_ line: String, _ key: String) -> Bool {
        let text = line.trimmedWhitespace
        guard text.hasPrefix("#") else { return false }
        let rest = text.dropFirst().trimmedWhitespace
        guard rest.hasPrefix(key) else { return false }
        return rest.dropFirst(key.count).trimmedWhitespace.hasPrefix("=")
    }

    /// A bare key when TOML allows one, else in quotes (`"fifa.world"`).
    static func quotedKey(_ key: String) -> String {
        let bare = !key.isEmpty && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        return bare ? key : "\"" + key.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }

    /// A string value in TOML's quotes.
    static func quoted(_ value: String) -> String {
        "\"" + value.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}
