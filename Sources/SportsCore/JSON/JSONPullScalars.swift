/// The scalars of `JSONPull`: strings with their escapes undone (a lone
/// surrogate becomes U+FFFD) and numbers, read from the bytes in place.
extension JSONPull {
    mutating func readNumber() throws(FetchError) -> Double {
        let start = i
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        let digits = { (b: UInt8) in (0x30...0x39).contains(b) }
        let intStart = i
        var whole = 0
        while i < bytes.count, digits(bytes[i]) {
            if i - intStart < 15 { whole = whole * 10 + Int(bytes[i] &- 0x30) }
            i += 1
        }
        guard i > intStart else { throw failure("an unknown value") }
        // A whole number of up to 15 digits is exact as a Double: read without a string.
        let plain = i - intStart <= 15 && (i == bytes.count || (bytes[i] != UInt8(ascii: ".") && bytes[i] | 0x20 != UInt8(ascii: "e")))
        if plain { return Double(bytes[start] == UInt8(ascii: "-") ? -whole : whole) }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fraction = i
            while i < bytes.count, digits(bytes[i]) { i += 1 }
            guard i > fraction else { throw failure("a number without digits after its point") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            let exponent = i
            while i < bytes.count, digits(bytes[i]) { i += 1 }
            guard i > exponent else { throw failure("a number without digits in its exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let value = Double(text) else { throw failure("a number that cannot be read") }
        return value
    }

    mutating func readString() throws(FetchError) -> String {
        i += 1
        let start = i
        // The common case, no escapes: one slice, decoded once.
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") { i += 1 }
        guard i < bytes.count else { throw failure("a string that is not closed") }
        if bytes[i] == UInt8(ascii: "\"") {
            i += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(i - 1)]), as: UTF8.self)
        }
        var out = [UInt8](bytes[start..<i])
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"): out += try unicodeEscape()
            default: throw failure("an unknown escape")
            }
        }
        throw failure("a string that is not closed")
    }

    /// Steps over the string at the cursor, its escapes checked as `readString`
    /// checks them, building nothing: what a skipped value costs.
    mutating func skipString() throws(FetchError) {
        i += 1
        while i < bytes.count {
            let b = bytes[i]
            i += 1
            if b == UInt8(ascii: "\"") { return }
            guard b == UInt8(ascii: "\\") else { continue }
            guard i < bytes.count else { break }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"): continue
            case UInt8(ascii: "u"): _ = try hex4()
            default: throw failure("an unknown escape")
            }
        }
        throw failure("a string that is not closed")
    }

    /// `\uXXXX` (the `\u` read), a surrogate pair joined; UTF-8 out.
    private mutating func unicodeEscape() throws(FetchError) -> [UInt8] {
        var scalar = try hex4()
        if (0xD800...0xDBFF).contains(scalar), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
            let save = i
            i += 2
            let low = try hex4()
            if (0xDC00...0xDFFF).contains(low) { scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) } else { i = save }
        }
        return Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
    }

    private mutating func hex4() throws(FetchError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw failure("a short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw failure("a \\u escape that is not hexadecimal")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }
}
