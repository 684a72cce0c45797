import TerminalUI

public enum OutputFormat: String, CaseIterable, Sendable {
    case text, tsv, json
}

public enum PrintValue: Equatable, Sendable {
    case text(String)
    case number(Int)
    case null

    var plain: String {
        switch self {
        case .text(let s): s
        case .number(let n): String(n)
        case .null: ""
        }
    }
}

/// Rows for `jumbotron print …`, written as aligned text, TSV with a header,
/// or JSON with the same field names. Control characters never get through:
/// text and TSV drop them, bidi controls too (tab and newline become
/// spaces); JSON escapes them.
public struct PrintTable: Equatable, Sendable {
    public let columns: [String]
    public var rows: [[PrintValue]]

    public init(columns: [String], rows: [[PrintValue]] = []) {
        self.columns = columns
        self.rows = rows
    }

    public func render(_ format: OutputFormat) -> String {
        switch format {
        case .text: renderText()
        case .tsv: renderTSV()
        case .json: renderJSON()
        }
    }

    func renderTSV() -> String {
        var out = columns.joined(separator: "\t") + "\n"
        for row in rows {
            out += row.map { Canvas.sanitize($0.plain) }.joined(separator: "\t") + "\n"
        }
        return out
    }

    /// Columns padded to their widest cell (in terminal cells), two spaces apart.
    func renderText() -> String {
        let cells = rows.map { $0.map { Canvas.sanitize($0.plain) } }
        var widths = [Int](repeating: 0, count: columns.count)
        for row in cells { for (i, c) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], DisplayWidth.of(c)) } }
        var out = ""
        for row in cells {
            var line = ""
            for (i, c) in row.enumerated() {
                if i > 0 { line += "  " }
                line += c
                if i < row.count - 1 { line += String(repeating: " ", count: max(0, widths[i] - DisplayWidth.of(c))) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    func renderJSON() -> String {
        var out = "[\n"
        for (r, row) in rows.enumerated() {
            let fields = zip(columns, row).map { "\(Self.jsonString($0)): \(Self.json($1))" }
            out += "  {" + fields.joined(separator: ", ") + "}" + (r < rows.count - 1 ? "," : "") + "\n"
        }
        return out + "]\n"
    }

    static func json(_ v: PrintValue) -> String {
        switch v {
        case .text(let s): jsonString(s)
        case .number(let n): String(n)
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
