/// TVMaze summaries are HTML: tags out, `<p>` and `<br>` as breaks, entities
/// decoded, whitespace collapsed.
public enum HTMLText {
    public static func plain(_ html: String) -> String {
        var out = ""
        var i = html.startIndex
        // Once no `>` follows, none will: stop searching (keeps `<<<<…` linear).
        var noMoreClose = false
        while i < html.endIndex {
            let c = html[i]
            if c == "<", !noMoreClose, let close = html[i...].firstIndex(of: ">") ?? { noMoreClose = true; return nil }() {
                let tag = html[html.index(after: i)..<close].lowercased()
                let name = tag.split(whereSeparator: { $0 == " " || $0 == "/" }).first.map(String.init) ?? ""
                if name == "br" { out += "\n" }
                if name == "p" || tag.hasPrefix("/p") || name == "li" { out += "\n\n" }
                i = html.index(after: close)
            } else if c == "&", let semi = html[i...].prefix(10).firstIndex(of: ";") {
                let entity = String(html[html.index(after: i)..<semi])
                if let decoded = decode(entity) {
                    out.append(decoded)
                    i = html.index(after: semi)
                } else {
                    out.append(c); i = html.index(after: i)
                }
            } else {
                out.append(c); i = html.index(after: i)
            }
        }
        return collapse(out)
    }

    static func decode(_ entity: String) -> Character? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        case "hellip": return "…"
        case "mdash": return "—"
        case "ndash": return "–"
        case "rsquo": return "’"
        case "lsquo": return "‘"
        case "rdquo": return "”"
        case "ldquo": return "“"
        default: break
        }
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value, let scalar = Unicode.Scalar(value), value >= 0x20 else { return nil }
        return Character(scalar)
    }

    /// Runs of spaces become one; at most one blank line between paragraphs; trimmed.
    static func collapse(_ s: String) -> String {
        var paragraphs: [String] = []
        for block in s.split(separator: "\n\n", omittingEmptySubsequences: false) {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: true).map { line in
                line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
            }.filter { !$0.isEmpty }
            if !lines.isEmpty { paragraphs.append(lines.joined(separator: "\n")) }
        }
        return paragraphs.joined(separator: "\n\n")
    }
}

import FoundationEssentials
