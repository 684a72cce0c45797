/// The byte ranges of a JSON array's top-level elements, found without
/// decoding them: the offline search hands matching shows on as the API
/// wrote them. Nil when the text is not an array or is cut short.
enum JSONArrayElements {
    static func ranges(in b: [UInt8]) -> [Range<Int>]? {
        var i = 0
        func skipSpace() { while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 } }
        skipSpace()
        guard i < b.count, b[i] == UInt8(ascii: "[") else { return nil }
        i += 1
        var ranges: [Range<Int>] = []
        var depth = 0, start = -1, inString = false, escaped = false
        while i < b.count {
            let c = b[i]
            if inString {
                if escaped { escaped = false } else if c == UInt8(ascii: "\\") { escaped = true } else if c == UInt8(ascii: "\"") { inString = false }
                i += 1
                continue
            }
            switch c {
            case 0x20, 0x0A, 0x0D, 0x09: break
            case UInt8(ascii: "\""):
                inString = true
                if start < 0 { start = i }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if start < 0 { start = i }
                depth += 1
                guard depth < 512 else { return nil }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    guard c == UInt8(ascii: "]") else { return nil }
                    if start >= 0 { ranges.append(start..<trimmedEnd(b, i)) }
                    return ranges
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 {
                    guard start >= 0 else { return nil }
                    ranges.append(start..<trimmedEnd(b, i))
                    start = -1
                }
            default:
                if start < 0 { start = i }
            }
            i += 1
        }
        return nil
    }

    private static func trimmedEnd(_ b: [UInt8], _ end: Int) -> Int {
        var e = end
        while e > 0, b[e - 1] == 0x20 || b[e - 1] == 0x0A || b[e - 1] == 0x0D || b[e - 1] == 0x09 { e -= 1 }
        return e
    }
}
