import FoundationEssentials

/// Whether bytes are well-formed UTF-8, read in place. Asking the standard
/// library (`String(validating:)`) builds the whole string to answer: a
/// second copy of every answer, 17 MB for the NBA's season file.
enum UTF8Validation {
    static func isValid(_ data: Data) -> Bool {
        data.withUnsafeBytes { isValid($0) }
    }

    /// The well-formed sequences of the Unicode standard (table 3-7): no
    /// overlong forms, no surrogates, nothing past U+10FFFF.
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var i = 0
        while i < count {
            // Eight ASCII bytes at a time: most of every answer.
            if i + 8 <= count, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let lead = bytes[i]
            if lead < 0x80 { i += 1; continue }
            let length: Int, low: UInt8, high: UInt8
            switch lead {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: return false
            }
            guard i + length <= count, (low...high).contains(bytes[i + 1]) else { return false }
            for k in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[i + k]) { return false }
            i += length
        }
        return true
    }
}
