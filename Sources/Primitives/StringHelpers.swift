/// The few Foundation string helpers the app used, without Foundation:
/// its versions live in full Foundation and pull ICU into the binary.
extension StringProtocol {
    /// Without leading and trailing whitespace (newlines included).
    public var trimmedWhitespace: String { trimming { $0.isWhitespace } }

    /// Without leading and trailing characters that match.
    public func trimming(_ drop: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }

    /// Exactly `length` characters: cut, or filled with spaces on the right.
    public func padded(to length: Int) -> String {
        let cut = String(prefix(Swift.max(0, length)))
        return cut + String(repeating: " ", count: Swift.max(0, length - cut.count))
    }

    /// Each word's first letter upper case and the rest lower case: `HOME RUNS` → `Home Runs`.
    public var capitalizedWords: String {
        var out = ""
        var startOfWord = true
        for c in self {
            out += startOfWord ? c.uppercased() : c.lowercased()
            startOfWord = !(c.isLetter || c.isNumber || c == "'")
        }
        return out
    }

    /// Lower case, with the accents of Latin letters dropped (`Montréal` → `montreal`,
    /// `Stützle` → `stutzle`), for searching as people type.
    public var searchFolded: String {
        var out = String.UnicodeScalarView()
        for scalar in lowercased().unicodeScalars {
            if let plain = LatinFolding.base(of: scalar) { out.append(contentsOf: plain.unicodeScalars) }
            else if (0x300...0x36F).contains(scalar.value) { continue }   // a combining accent on its own
            else { out.append(scalar) }
        }
        return String(out)
    }
}

/// Lower-case Latin letters with diacritics (Latin-1 and Latin Extended-A) and their plain forms.
enum LatinFolding {
    private static let table: [UInt32: String] = {
        let groups: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("æ", "ae"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"),
            ("ĝğġģ", "g"), ("ĥħ", "h"), ("ìíîïĩīĭįı", "i"), ("ĳ", "ij"), ("ĵ", "j"), ("ķ", "k"),
            ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"), ("œ", "oe"), ("ŕŗř", "r"),
            ("śŝşšſ", "s"), ("ß", "ss"), ("ţťŧ", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"),
            ("źżž", "z"), ("þ", "th"), ("ð", "d"),
        ]
        var t: [UInt32: String] = [:]
        for (letters, plain) in groups { for s in letters.unicodeScalars { t[s.value] = plain } }
        return t
    }()

    static func base(of s: Unicode.Scalar) -> String? { s.value < 0xC0 ? nil : table[s.value] }
}

extension String {
    /// Every occurrence of `target` replaced.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
