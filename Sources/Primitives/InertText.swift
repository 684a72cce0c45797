/// Text from outside (a feed's team name, a server's message) made safe to
/// write where a terminal may read it later: a log someone tails, a
/// notification, a title. Nothing in it can become a command.
public enum InertText {
    /// The explicit bidi controls (embeddings, overrides, isolates and the
    /// marks), and the line and paragraph separators: invisible, yet they
    /// reorder or break what follows.
    public static func isInvisibleControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
            || v == 0x2028 || v == 0x2029
    }

    /// One log line's worth: control characters (C0, DEL, C1) and the
    /// invisible ones written as `\u{…}` escapes, line breaks as `\n` and
    /// `\r` (a CR LF in a name cannot forge a second line), a tab as a space.
    public static func logLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0.value) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += " "
            default:
                if needsEscape(v) { out += "\\u{" + String(v, radix: 16) + "}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    static func needsEscape(_ v: UInt32) -> Bool { v < 0x20 || (0x7F..<0xA0).contains(v) || isInvisibleControl(v) }

    /// One line of plain text for places that are read as one line (a status
    /// bar, a calendar's field, a snapshot other programs print): every line
    /// break (CR, LF, NEL, the line and paragraph separators) and tab becomes
    /// a space, and every other control character (C0, DEL, C1) and bidi
    /// control is dropped, so an escape sequence loses its ESC and a clock of
    /// `57'\r\nZ` cannot start a second line.
    public static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0.value) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029: out.append(" ")
            case let v where needsEscape(v): continue
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
