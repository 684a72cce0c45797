/// How many terminal cells text occupies. Characters are grapheme clusters,
/// so a base letter with combining accents is one cell, and the width is
/// decided by the first scalar (East Asian Wide/Fullwidth and emoji are two).
public enum DisplayWidth {
    public static func of(_ c: Character) -> Int {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let v = first.value
        if v < 0x7F {   // ASCII fast path; a keycap (`1` U+FE0F U+20E3) is an emoji, two cells
            if v < 0x20 { return 0 }
            if scalars.index(after: scalars.startIndex) == scalars.endIndex { return 1 }
            return scalars.contains { $0.value == 0xFE0F } ? 2 : 1
        }
        if v < 0xA0 { return 0 }                  // DEL and C1 controls
        if scalars.index(after: scalars.startIndex) == scalars.endIndex, let w = simpleWidth(v) { return w }
        let base = of(scalar: first)
        // A cluster with no base (a stray joiner or mark) draws nothing; on a
        // terminal it would fuse with the cell before it.
        if base == 0 { return 0 }
        if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji presentation
        return base
    }

    public static func of(scalar s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x7F { return v < 0x20 ? 0 : 1 }
        if v < 0xA0 { return 0 }
        if v < 0x300 { return v == 0xAD ? 0 : 1 }   // Latin-1 and Latin Extended: no marks before U+0300
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if v == 0x200B { return 0 }
        if s.properties.isEmojiPresentation { return 2 }
        return isWide(v) ? 2 : 1
    }

    public static func of<S: StringProtocol>(_ text: S) -> Int {
        // Most text is simple scalars (`simpleWidth`): summed without grapheme breaking.
        var total = 0
        for u in text.unicodeScalars {
            guard let w = simpleWidth(u.value) else { total = -1; break }
            total += w
        }
        if total >= 0 { return total }
        total = 0
        for c in text { total += of(c) }
        return total
    }

    /// The width of a scalar that is always a whole grapheme on its own, from a
    /// table: nil for anything else (marks, joiners, emoji, scripts that combine),
    /// which then goes through grapheme breaking. Covers Latin and the symbols
    /// the screens draw (• ★ ← → box drawing), so most text skips `Character`.
    @inline(__always)
    public static func simpleWidth(_ v: UInt32) -> Int? {
        if v >= 0x20 && v < 0x7F { return 1 }
        if v >= 0xA0 && v < 0x300 { return v == 0xAD ? nil : 1 }
        if v >= 0x2000 && v < 0x2800 {
            let w = symbolWidths[Int(v - 0x2000)]
            return w == 0 ? nil : Int(w)
        }
        return nil
    }

    /// U+2000–U+27FF: 0 where a scalar is not simple (width 0, or a possible
    /// emoji base that may take a presentation selector), else its width.
    /// Written out as runs (`width:count`) rather than asked of the Unicode
    /// properties at start, which cost 2.9 M instructions before the first
    /// frame; a test checks the runs against the properties.
    static let symbolWidths: [UInt8] = {
        var table: [UInt8] = []
        table.reserveCapacity(0x800)
        for run in symbolWidthRuns.split(separator: " ") {
            let parts = run.split(separator: ":")
            table += repeatElement(UInt8(parts[0])!, count: Int(parts[1])!)
        }
        return table
    }()

    /// What the runs say, from the Unicode properties of this standard library.
    static func symbolWidthsFromProperties() -> [UInt8] {
        (0x2000..<0x2800).map { v in
            guard let scalar = Unicode.Scalar(UInt32(v)) else { return 0 }
            let p = scalar.properties
            if p.isEmoji || p.isEmojiPresentation { return 0 }
            return UInt8(of(scalar: scalar))
        }
    }

    static let symbolWidthRuns = [
        "1:11 0:5 1:26 0:5 1:13 0:1 1:12 0:1 1:22 0:5 1:1 0:10 1:96 0:33 1:49 0:1 1:22 0:1 1:90 0:6 1:15 0:2",
        "1:367 0:2 1:12 0:1 2:2 1:164 0:1 1:25 0:11 1:4 0:3 1:199 0:1 1:231 0:2 1:10 0:1 1:9 0:1 1:58 0:4",
        "1:1 0:5 1:9 0:1 1:2 0:1 1:2 0:2 1:2 0:1 1:4 0:1 1:2 0:1 1:1 0:2 1:2 0:1 1:3 0:1 1:3 0:2 1:8 0:3 1:5",
        "0:1 1:1 0:1 1:5 0:12 1:11 0:2 1:2 0:1 1:1 0:2 1:1 0:1 1:18 0:1 1:2 0:2 1:18 0:6 1:1 0:1 1:1 0:2 1:3",
        "0:2 1:5 0:1 1:2 0:2 1:4 0:2 1:11 0:2 1:5 0:2 1:2 0:1 1:5 0:2 1:1 0:1 1:1 0:2 1:20 0:2 1:5 0:6 1:1",
        "0:4 1:2 0:1 1:4 0:1 1:2 0:1 1:2 0:6 1:1 0:1 1:2 0:1 1:1 0:1 1:1 0:1 1:6 0:1 1:3 0:1 1:6 0:1 1:10",
        "0:2 1:15 0:1 1:2 0:1 1:4 0:1 1:1 0:1 1:4 0:3 1:1 0:1 1:11 0:2 1:48 0:3 1:9 0:1 1:14 0:1 1:14 0:1",
        "1:64",
    ].joined(separator: " ")

    /// East Asian Wide and Fullwidth blocks (Unicode 15 EastAsianWidth W/F, coalesced).
    static func isWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }
        var lo = 0, hi = wideRanges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = wideRanges[mid]
            if v < r.0 { hi = mid - 1 } else if v > r.1 { lo = mid + 1 } else { return true }
        }
        return false
    }

    private static let wideRanges: [(UInt32, UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
        (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
        (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
        (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
        (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
        (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
        (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
        (0x2E80, 0x303E), (0x3041, 0x33FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xA000, 0xA4CF),
        (0xA960, 0xA97F), (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE6F),
        (0xFF00, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4), (0x17000, 0x18CFF), (0x1AFF0, 0x1B2FF),
        (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A),
        (0x1F200, 0x1F251), (0x1F260, 0x1F265), (0x1F300, 0x1F320), (0x1F32D, 0x1F335),
        (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3),
        (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440),
        (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E), (0x1F550, 0x1F567),
        (0x1F57A, 0x1F57A), (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F),
        (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7),
        (0x1F6DC, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7EB),
        (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF),
        (0x1FA70, 0x1FAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
    ]
}

extension String {
    /// Width in terminal cells.
    public var displayWidth: Int { DisplayWidth.of(self) }
}
