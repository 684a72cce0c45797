import FoundationEssentials

/// Reads a JSON document's bytes in place, value by value, building only what
/// the caller asks for: a decoder walks an object's keys and reads the values
/// it uses, and whatever else is skipped without being built. RFC 8259, with
/// nesting bounded; anything broken throws `FetchError.decoding` naming the
/// byte. `JSONTree` is built on it, and the play-by-play reads through it.
struct JSONPull {
    static let maximumDepth = 512

    /// The document, held by the caller for the reading (no copy; in release
    /// builds no bounds checks: every index is checked against `count` here).
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0
    var depth = 0
    /// Where the reading is within the innermost container: a comma is needed
    /// between members, and none before the first or after the last.
    private var state = State.value
    private enum State { case value, opened, afterValue, afterComma }

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Reads `data` with `body`, which must read one whole value (the document).
    static func read<T>(_ data: Data, _ body: (inout JSONPull) throws(FetchError) -> T) throws(FetchError) -> T {
        let result = data.withUnsafeBytes { raw -> Result<T, FetchError> in
            var pull = JSONPull(raw.bindMemory(to: UInt8.self))
            do throws(FetchError) {
                let value = try body(&pull)
                pull.skipSpace()
                guard pull.i == pull.bytes.count else { throw pull.failure("text after the document") }
                return .success(value)
            } catch { return .failure(error) }
        }
        return try result.get()
    }

    func failure(_ what: String) -> FetchError { .decoding("\(what) at byte \(i)") }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    /// The first byte of the value at the cursor.
    mutating func peek() throws(FetchError) -> UInt8 {
        skipSpace()
        guard i < bytes.count else { throw failure("the document ends early") }
        return bytes[i]
    }

    // MARK: containers

    /// Steps into the object at the cursor (true); any other value is skipped (false).
    mutating func enterObject() throws(FetchError) -> Bool { try enter(UInt8(ascii: "{")) }

    /// Steps into the array at the cursor (true); any other value is skipped (false).
    mutating func enterArray() throws(FetchError) -> Bool { try enter(UInt8(ascii: "[")) }

    private mutating func enter(_ open: UInt8) throws(FetchError) -> Bool {
        guard try peek() == open else { try skip(); return false }
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth)") }
        i += 1
        state = .opened
        return true
    }

    /// The next key of the object stepped into, the cursor then on its value;
    /// nil at the object's end, which is stepped out of.
    mutating func nextKey() throws(FetchError) -> String? {
        guard try atKey() else { return nil }
        let key = try readString()
        try colon()
        return key
    }

    /// `nextKey` for an object being skipped: the key is checked, not built.
    private mutating func skipKey() throws(FetchError) -> Bool {
        guard try atKey() else { return false }
        try skipString()
        try colon()
        return true
    }

    private mutating func atKey() throws(FetchError) -> Bool {
        guard try next(closing: UInt8(ascii: "}")) else { return false }
        guard bytes[i] == UInt8(ascii: "\"") else { throw failure("an object key that is not a string") }
        return true
    }

    private mutating func colon() throws(FetchError) {
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw failure("a missing colon") }
        i += 1
        state = .value
    }

    /// Whether the array stepped into has another element (the cursor then on
    /// it); false at its end, which is stepped out of.
    mutating func nextElement() throws(FetchError) -> Bool {
        guard try next(closing: UInt8(ascii: "]")) else { return false }
        state = .value
        return true
    }

    private mutating func next(closing: UInt8) throws(FetchError) -> Bool {
        let b = try peek()
        if b == closing, state == .opened || state == .afterValue {
            i += 1
            depth -= 1
            state = .afterValue
            return false
        }
        switch state {
        case .afterValue:
            guard b == UInt8(ascii: ",") else { throw failure(closing == UInt8(ascii: "}") ? "a missing comma" : "a missing comma in a list") }
            i += 1
            state = .afterComma
            _ = try peek()
        case .value:
            throw failure("a value that was not read")
        case .opened, .afterComma:
            break
        }
        return true
    }

    // MARK: scalars

    /// The string at the cursor; any other value is skipped and nil.
    mutating func string() throws(FetchError) -> String? {
        guard try peek() == UInt8(ascii: "\"") else { try skip(); return nil }
        let s = try readString()
        state = .afterValue
        return s
    }

    /// The number at the cursor; any other value is skipped and nil.
    mutating func number() throws(FetchError) -> Double? {
        let b = try peek()
        guard b == UInt8(ascii: "-") || (0x30...0x39).contains(b) else { try skip(); return nil }
        let n = try readNumber()
        state = .afterValue
        return n
    }

    /// A whole number that fits an Int (`12` or `12.0`); anything else is skipped and nil.
    mutating func int() throws(FetchError) -> Int? {
        guard let n = try number(), n.isFinite, n == n.rounded(), abs(n) < 9.0e15 else { return nil }
        return Int(n)
    }

    /// `true`, `false` or `null` at the cursor (nil for null); any other value is skipped and nil.
    mutating func literal() throws(FetchError) -> Bool? {
        switch try peek() {
        case UInt8(ascii: "t"): try word(Self.trueWord); state = .afterValue; return true
        case UInt8(ascii: "f"): try word(Self.falseWord); state = .afterValue; return false
        case UInt8(ascii: "n"): try word(Self.nullWord); state = .afterValue; return nil
        default: try skip(); return nil
        }
    }

    private static let trueWord = Array("true".utf8), falseWord = Array("false".utf8), nullWord = Array("null".utf8)

    private mutating func word(_ word: [UInt8]) throws(FetchError) {
        guard i + word.count <= bytes.count, UnsafeBufferPointer(rebasing: bytes[i..<(i + word.count)]).elementsEqual(word) else {
            throw failure("an unknown word")
        }
        i += word.count
    }

    /// Steps over the value at the cursor and says where it was.
    mutating func skipRange() throws(FetchError) -> Range<Int> {
        _ = try peek()
        let start = i
        try skip()
        return start..<i
    }

    /// NHL-style text: a string, or an object's `default` string; empty is nil.
    mutating func text() throws(FetchError) -> String? {
        var text: String?
        if try peek() == UInt8(ascii: "{") {
            _ = try enterObject()
            while let key = try nextKey() {
                if key == "default", text == nil { text = try string() } else { try skip() }
            }
        } else {
            text = try string()
        }
        return text?.isEmpty == true ? nil : text
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), b]
            case 0..<0x20: out += Array("\\u00".utf8) + [hexDigit(b >> 4), hexDigit(b & 0xF)]
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    private static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x61 + v - 10 }

    /// Steps over the value at the cursor, checking it as it goes.
    mutating func skip() throws(FetchError) {
        switch try peek() {
        case UInt8(ascii: "{"):
            _ = try enterObject()
            while try skipKey() { try skip() }
        case UInt8(ascii: "["):
            _ = try enterArray()
            while try nextElement() { try skip() }
        case UInt8(ascii: "\""): try skipString(); state = .afterValue
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): _ = try literal()
        default: _ = try readNumber(); state = .afterValue
        }
    }
}
