/// What to hand a curses cell for one grapheme cluster. A curses cell holds one
/// spacing character and a few combining ones, so emoji clusters made of
/// several spacing characters (flags, ZWJ families, skin tones) came out
/// mangled. Each becomes something a cell can hold, at the
/// width the layout measured:
/// - a flag (two regional indicators) is its two letters, one cell each (`US`);
/// - a ZWJ sequence or a skin-toned emoji is its first emoji (with U+FE0F when present);
/// - anything else keeps its base and up to four combining marks.
public enum TerminalGlyph {
    /// One or two cells' scalars for `cluster` (two only for a flag, which is two cells wide).
    public static func cells(for cluster: [UInt32]) -> [[UInt32]] {
        guard let first = cluster.first else { return [[0x20]] }
        if cluster.count == 2, isRegionalIndicator(first), isRegionalIndicator(cluster[1]) {
            return [[first - 0x1F1E6 + 0x41], [cluster[1] - 0x1F1E6 + 0x41]]
        }
        var out: [UInt32] = [first]
        for scalar in cluster.dropFirst() {
            if scalar == 0x200D { break }                    // ZWJ: keep the first person or object
            guard out.count < 5, isCombining(scalar) else { continue }
            out.append(scalar)
        }
        return [out]
    }

    static func isRegionalIndicator(_ v: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(v) }

    /// Marks, variation selectors and the keycap: what a curses cell accepts after its base.
    static func isCombining(_ v: UInt32) -> Bool {
        if v == 0xFE0F || v == 0xFE0E || v == 0x20E3 { return true }
        guard let s = Unicode.Scalar(v) else { return false }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return false
        }
    }
}
