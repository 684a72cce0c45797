import FoundationEssentials

/// Every answer's text made inert before any decoder reads it: in a JSON
/// string, an escaped line break or tab (`\n`, `\r`, `\t`, `\u0085`,
/// `\u2028`, `\u2029`) becomes a space, and every other control character
/// (C0, DEL, C1, as escapes or raw) and bidi control is taken out. No name,
/// clock, venue or play the app holds can then start a line, move the
/// cursor or write an escape sequence anywhere it is shown, printed,
/// measured or written (a terminal, a status bar, a calendar, a log): the
/// screens need not each remember to clean what they measure.
enum JSONControlText {
    /// The bytes unchanged (no copy) when nothing in them needs it, the common case.
    static func neutralized(_ data: Data) -> Data {
        data.withUnsafeBytes { bytes in
            guard let first = firstSuspect(bytes) else { return data }
            return rewrite(bytes, from: first)
        }
    }

    /// Where the first byte that may start something to take out is: a
    /// backslash, or the lead byte of a C1 control (0xC2), the Arabic letter
    /// mark (0xD8) or a separator or bidi control (0xE2).
    static func firstSuspect(_ bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        var i = 0
        while i < count {
            if i + 8 <= count {
                let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // No byte >= 0x80 and none equal to a backslash: eight at a time.
                let x = word ^ 0x5C5C_5C5C_5C5C_5C5C
                let hasBackslash = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
                if word & 0x8080_8080_8080_8080 == 0 && !hasBackslash { i += 8; continue }
            }
            let b = bytes[i]
            if b == 0x5C || b == 0xC2 || b == 0xD8 || b == 0xE2 { return i }
            i += 1
        }
        return nil
    }

    /// A code point's fate: kept, a space, or gone.
    enum Fate { case keep, space, drop }

    static func fate(_ v: UInt32) -> Fate {
        switch v {
        case 0x09, 0x0A, 0x0D, 0x85, 0x2028, 0x2029: .space
        case 0x00..<0x20, 0x7F..<0xA0: .drop
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: .drop
        default: .keep
        }
    }

    static func rewrite(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Data {
        let count = bytes.count
        var out = [UInt8]()
        out.reserveCapacity(count)
        out.append(contentsOf: bytes[0..<start])
        var i = start
        func put(_ fate: Fate, _ range: Range<Int>) {
            switch fate {
            case .keep: out.append(contentsOf: bytes[range])
            case .space: out.append(0x20)
            case .drop: break
            }
        }
        while i < count {
            let b = bytes[i]
            if b == 0x5C, i + 1 < count {
                let e = bytes[i + 1]
                switch e {
                case UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"): put(.space, i..<i + 2); i += 2
                case UInt8(ascii: "b"), UInt8(ascii: "f"): i += 2
                case UInt8(ascii: "u") where i + 6 <= count:
                    if let v = hex(bytes, i + 2) { put(fate(v), i..<i + 6) } else { out.append(contentsOf: bytes[i..<i + 6]) }
                    i += 6
                default: out.append(contentsOf: bytes[i..<i + 2]); i += 2   // `\\`, `\"`, `\/`: kept whole
                }
                continue
            }
            if b == 0xC2, i + 1 < count, (0x80...0x9F).contains(bytes[i + 1]) { put(fate(UInt32(bytes[i + 1])), i..<i + 2); i += 2; continue }
            if b == 0xD8, i + 1 < count, bytes[i + 1] == 0x9C { i += 2; continue }
            if b == 0xE2, i + 2 < count, bytes[i + 1] == 0x80 || bytes[i + 1] == 0x81 {
                let v = 0x2000 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                put(fate(v), i..<i + 3); i += 3; continue
            }
            out.append(b); i += 1
        }
        return Data(out)
    }

    /// Four hex digits at `at`, or nil.
    static func hex(_ bytes: UnsafeRawBufferPointer, _ at: Int) -> UInt32? {
        var v: UInt32 = 0
        for k in at..<at + 4 {
            let c = bytes[k]
            let d: UInt8
            switch c {
            case 0x30...0x39: d = c - 0x30
            case 0x41...0x46: d = c - 0x37
            case 0x61...0x66: d = c - 0x57
            default: return nil
            }
            v = v << 4 | UInt32(d)
        }
        return v
    }
}
