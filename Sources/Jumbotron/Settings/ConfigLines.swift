import Primitives

/// The config file as the user wrote it, line by line: where each `key = value`
/// sits (its section, its key path, the span of its value, which may run over
/// several lines), so that a value can be changed and everything else (the
/// comments, the order, the blank lines) kept as it was. The TOML library
/// reads values but cannot write a file back with its comments.
struct ConfigLines: Equatable {
    struct Entry: Equatable {
        /// `[section]` the entry is under (nil: the top level); `[[…]]` tables are `[[name]]`.
        var section: String?
        /// The key's parts, unquoted (`alert_kinds.score` is two).
        var key: [String]
        /// Where the value starts (line, UTF-8 offset) and where it ends (line, offset past it).
        var start: (line: Int, column: Int)
        var end: (line: Int, column: Int)

        static func == (a: Entry, b: Entry) -> Bool {
            a.section == b.section && a.key == b.key && a.start == b.start && a.end == b.end
        }
    }

    var lines: [String]
    private(set) var entries: [Entry] = []
    /// Each `[section]` header's line, by name (`[[name]]` for arrays of tables).
    private(set) var headers: [(name: String, line: Int)] = []

    static func == (a: ConfigLines, b: ConfigLines) -> Bool { a.lines == b.lines }

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        scan()
    }

    var text: String { lines.joined(separator: "\n") }

    /// The line index of the first header: top-level keys must come before it.
    var firstHeader: Int? { headers.first?.line }

    mutating func scan() {
        entries = []; headers = []
        var section: String?
        var index = 0
        while index < lines.count {
            let bytes = Array(lines[index].utf8)
            var i = Self.skipSpace(bytes, 0)
            guard i < bytes.count, bytes[i] != UInt8(ascii: "#") else { index += 1; continue }
            if bytes[i] == UInt8(ascii: "[") {
                let name = String(decoding: bytes[i...], as: UTF8.self).split(separator: "#").first.map(String.init) ?? ""
                let trimmed = name.trimmedWhitespace
                let array = trimmed.hasPrefix("[[")
                let inner = trimmed.trimming { "[] \t".contains($0) }
                section = array ? "[[\(inner)]]" : inner
                headers.append((section!, index))
                index += 1; continue
            }
            // The key, up to `=` outside quotes.
            var keyEnd = i, quote: UInt8?
            while keyEnd < bytes.count {
                let c = bytes[keyEnd]
                if let q = quote { if c == q { quote = nil } } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { quote = c } else if c == UInt8(ascii: "=") { break }
                keyEnd += 1
            }
            guard keyEnd < bytes.count else { index += 1; continue }
            let key = Self.keyPath(String(decoding: bytes[i..<keyEnd], as: UTF8.self))
            i = Self.skipSpace(bytes, keyEnd + 1)
            let end = valueEnd(from: (index, i))
            entries.append(Entry(section: section, key: key, start: (index, i), end: end))
            index = end.line + 1
        }
    }

    /// Where a value starting at `start` ends: strings, arrays and inline tables
    /// may run over lines; a comment after it is not part of it.
    func valueEnd(from start: (line: Int, column: Int)) -> (line: Int, column: Int) {
        var depth = 0, line = start.line, column = start.column
        var last = start
        while line < lines.count {
            let bytes = Array(lines[line].utf8)
            while column < bytes.count {
                let c = bytes[column]
                if c == UInt8(ascii: "#") { column = bytes.count; break }
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    let (endLine, endColumn) = stringEnd(line, column, quote: c)
                    line = endLine; column = endColumn; last = (line, column)
                    continue
                }
                if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") { depth += 1 }
                if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") { depth -= 1 }
                column += 1
                if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") && c != UInt8(ascii: "\r") { last = (line, column) }
                if depth <= 0, c == UInt8(ascii: "]") || c == UInt8(ascii: "}") { return last }
            }
            if depth <= 0 { return last }
            line += 1; column = 0
        }
        return last
    }

    /// Past the closing quote of a string opening at `column` (a `"""` or `'''` one may span lines).
    func stringEnd(_ line: Int, _ column: Int, quote: UInt8) -> (Int, Int) {
        let bytes = Array(lines[line].utf8)
        let triple = column + 2 < bytes.count && bytes[column + 1] == quote && bytes[column + 2] == quote
        var l = line, c = column + (triple ? 3 : 1)
        while l < lines.count {
            let row = Array(lines[l].utf8)
            while c < row.count {
                if quote == UInt8(ascii: "\""), row[c] == UInt8(ascii: "\\") { c += 2; continue }
                if row[c] == quote {
                    if !triple { return (l, c + 1) }
                    if c + 2 < row.count, row[c + 1] == quote, row[c + 2] == quote { return (l, c + 3) }
                }
                c += 1
            }
            guard triple else { return (l, row.count) }   // an unclosed string ends with its line
            l += 1; c = 0
        }
        return (lines.count - 1, lines.last?.utf8.count ?? 0)
    }

    /// `alert_kinds."red_card"` → `["alert_kinds", "red_card"]`.
    static func keyPath(_ raw: String) -> [String] {
        var parts: [String] = [], current = "", quote: Character?
        for c in raw {
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "." {
                parts.append(current.trimmedWhitespace); current = ""
            } else {
                current.append(c)
            }
        }
        parts.append(current.trimmedWhitespace)
        return parts
    }

    static func skipSpace(_ bytes: [UInt8], _ from: Int) -> Int {
        var i = from
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        return i
    }
}
