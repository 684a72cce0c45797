import FoundationEssentials
import Primitives
import TerminalUI

public enum OutputFormat: String, CaseIterable, Sendable {
    case text, tsv, json
    /// iCalendar: only a team's coming games (`print schedule --league L --team T`).
    case ics
}

/// One value of a print table. JSON gets its type (numbers are numbers, yes/no
/// a boolean, absent null); text and TSV get the words.
public enum PrintValue: Equatable, Sendable {
    case text(String)
    case number(Int)
    /// A number with a fixed count of decimals (`8.1`, `0.935`).
    case decimal(Double, places: Int)
    case bool(Bool)
    case null

    /// A text that may be absent: empty is null.
    public static func optional(_ s: String?) -> PrintValue { s.map { $0.isEmpty ? .null : .text($0) } ?? .null }
    public static func optional(_ n: Int?) -> PrintValue { n.map(PrintValue.number) ?? .null }
    public static func optional(_ d: Double?, places: Int) -> PrintValue { d.flatMap { $0.isFinite ? .decimal($0, places: places) : nil } ?? .null }

    var plain: String {
        switch self {
        case .text(let s): s
        case .number(let n): String(n)
        case .decimal(let d, let places): Fixed.text(d, places: min(places, 6))
        case .bool(let b): b ? "yes" : "no"
        case .null: ""
        }
    }

    var isNumeric: Bool {
        switch self {
        case .number, .decimal: true
        default: false
        }
    }
}

/// Rows for `jumbotron print …`, written as aligned text with a header row,
/// TSV with a header, or JSON with the same field names. A `field`/`value`
/// table is a record: one JSON object. Sections (a player's last games, his
/// career) follow it, titled in text and TSV, nested in JSON. Control
/// characters never get through: text and TSV drop them, bidi controls too
/// (tab and newline become spaces); JSON escapes them.
public struct PrintTable: Equatable, Sendable {
    public struct Section: Equatable, Sendable {
        public let name: String
        public let table: PrintTable
    }

    public let columns: [String]
    public var rows: [[PrintValue]]
    public var sections: [Section] = []

    public init(columns: [String], rows: [[PrintValue]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// One thing's fields, one per row (`print show`, `print hockey player`).
    public static func record(_ fields: [(String, PrintValue)]) -> PrintTable {
        PrintTable(columns: ["field", "value"], rows: fields.map { [.text($0.0), $0.1] })
    }

    public var isRecord: Bool { columns == ["field", "value"] }

    public func render(_ format: OutputFormat) -> String {
        switch format {
        case .text: renderText()
        case .tsv: renderTSV()
        case .json: renderJSON()
        // A table is not a calendar: the commands that make one say so before they get here.
        case .ics: renderText()
        }
    }

    func renderTSV() -> String {
        var out = columns.joined(separator: "\t") + "\n"
        for row in rows {
            out += row.map { Canvas.sanitize($0.plain) }.joined(separator: "\t") + "\n"
        }
        for section in sections { out += "\n# \(section.name)\n" + section.table.renderTSV() }
        return out
    }

    /// Columns padded to their widest cell (in terminal cells), two spaces
    /// apart, under a header row; numbers right-aligned; absent values `-`.
    /// A record has no header (its rows name themselves).
    func renderText() -> String {
        let body = rows.map { $0.map { $0 == .null ? "-" : Canvas.sanitize($0.plain) } }
        let cells = (isRecord ? [] : [columns]) + body
        var widths = [Int](repeating: 0, count: columns.count)
        for row in cells { for (i, c) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], DisplayWidth.of(c)) } }
        // A column is numeric when every value in it is a number or absent.
        let numeric = columns.indices.map { i in
            !isRecord && rows.contains { i < $0.count && $0[i].isNumeric } && rows.allSatisfy { i >= $0.count || $0[i].isNumeric || $0[i] == .null }
        }
        var out = ""
        for row in cells {
            var line = ""
            for (i, c) in row.enumerated() {
                if i > 0 { line += "  " }
                let pad = String(repeating: " ", count: max(0, (i < widths.count ? widths[i] : 0) - DisplayWidth.of(c)))
                if i < numeric.count && numeric[i] { line += pad + c } else { line += c + (i < row.count - 1 ? pad : "") }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        for section in sections { out += "\n\(section.name):\n" + section.table.renderText() }
        return out
    }

    func renderJSON() -> String { jsonValue(indent: "") + "\n" }

    private func jsonValue(indent: String) -> String {
        if isRecord {
            var fields = rows.compactMap { row -> String? in
                guard row.count == 2, case .text(let name) = row[0] else { return nil }
                return "\(indent)  \(Self.jsonString(name)): \(Self.json(row[1]))"
            }
            fields += sections.map { "\(indent)  \(Self.jsonString($0.name)): \($0.table.jsonValue(indent: indent + "  "))" }
            return fields.isEmpty ? "{}" : "{\n" + fields.joined(separator: ",\n") + "\n\(indent)}"
        }
        guard !rows.isEmpty else { return "[]" }
        var out = "[\n"
        for (r, row) in rows.enumerated() {
            let fields = zip(columns, row).map { "\(Self.jsonString($0)): \(Self.json($1))" }
            out += "\(indent)  {" + fields.joined(separator: ", ") + "}" + (r < rows.count - 1 ? "," : "") + "\n"
        }
        return out + "\(indent)]"
    }

    static func json(_ v: PrintValue) -> String {
        switch v {
        case .text(let s): jsonString(s)
        case .number(let n): String(n)
        case .decimal(let d, _): d.isFinite ? v.plain : "null"
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        }
    }

    /// A JSON string literal; every control character (bidi controls too) is \u-escaped.
    public static func jsonString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || Canvas.isBidiControl(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
