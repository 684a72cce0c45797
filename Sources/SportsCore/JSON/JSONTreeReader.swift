/// The parser behind `JSONTree`: every value of the document, read through
/// `JSONPull` (which bounds nesting: a hostile answer of a million brackets
/// is refused, never a stack overflow).
struct JSONTreeReader {
    var pull: JSONPull

    init(bytes: UnsafeBufferPointer<UInt8>) { pull = JSONPull(bytes) }

    mutating func document() throws(FetchError) -> JSONTree {
        let value = try self.value()
        pull.skipSpace()
        guard pull.i == pull.bytes.count else { throw pull.failure("text after the document") }
        return value
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
            while let key = try pull.nextKey() { members.append((key, try value())) }
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
