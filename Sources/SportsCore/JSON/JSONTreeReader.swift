/// The parser behind `JSONTree`: every value of the document, read through
/// `JSONPull` (which bounds nesting: a hostile answer of a million brackets
/// is refused, never a stack overflow).
struct JSONTreeReader {
    var pull: JSONPull
    /// Members stepped over wherever they are (checked, not built): the parts of an answer no one reads.
    var skipping: Set<String> = []

    init(bytes: UnsafeBufferPointer<UInt8>, skipping: Set<String> = []) { pull = JSONPull(bytes); self.skipping = skipping }

    mutating func document() throws(FetchError) -> JSONTree {
        let value = try self.value()
        pull.skipSpace()
        guard pull.i == pull.bytes.count else { throw pull.failure("text after the document") }
        return value
    }

    /// A document whose top-level object is built only in `members`: every
    /// other member is stepped over (checked, not built) and its bytes' place
    /// kept, for a part read another way. Any other document is built whole.
    mutating func document(keeping members: Set<String>) throws(FetchError) -> (tree: JSONTree, skipped: [(key: String, range: Range<Int>)]) {
        guard try pull.peek() == UInt8(ascii: "{") else { return (try document(), []) }
        _ = try pull.enterObject()
        var kept: [(key: String, value: JSONTree)] = [], skipped: [(key: String, range: Range<Int>)] = []
        while let key = try pull.nextKey() {
            if members.contains(key) { kept.append((key, try value())) } else { skipped.append((key, try pull.skipRange())) }
        }
        pull.skipSpace()
        guard pull.i == pull.bytes.count else { throw pull.failure("text after the document") }
        return (.object(kept), skipped)
    }

    private mutating func value() throws(FetchError) -> JSONTree {
        switch try pull.peek() {
        case UInt8(ascii: "{"):
            _ = try pull.enterObject()
            // Members in order, looked up by a walk: most objects have a few keys,
            // and comparing short strings is cheaper than hashing every key.
            var members: [(key: String, value: JSONTree)] = []
            members.reserveCapacity(8)
            // A repeated key: the first is the one read, as JSONDecoder reads it.
            while let key = try pull.nextKey() {
                if !skipping.isEmpty, skipping.contains(key) { _ = try pull.skipRange() } else { members.append((key, try value())) }
            }
            return .object(members)
        case UInt8(ascii: "["):
            _ = try pull.enterArray()
            var elements: [JSONTree] = []
            elements.reserveCapacity(4)
            while try pull.nextElement() { elements.append(try value()) }
            return .array(elements)
        case UInt8(ascii: "\""):
            return .string(try pull.string() ?? "")
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return try pull.literal().map(JSONTree.bool) ?? .null
        default:
            guard let n = try pull.number() else { throw pull.failure("an unknown value") }
            return .number(n)
        }
    }
}

extension JSONPull {
    /// The value at the cursor as a tree of its own, built over the same bytes (no copy), its members in
    /// `skipping` stepped over: one small object of a large answer read whole, then let go.
    mutating func tree(skipping: Set<String> = []) throws(FetchError) -> JSONTree {
        let range = try skipRange()
        var reader = JSONTreeReader(bytes: UnsafeBufferPointer(rebasing: bytes[range]), skipping: skipping)
        return try reader.document()
    }
}
