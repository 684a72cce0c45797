import FoundationEssentials

/// A JSON document as a tree of values, read by walking it: for ESPN's
/// sprawling, ragged answers (a summary has a hundred kinds of object), where
/// one `Decodable` struct per kind cost a conformance record each and every
/// one of them lengthens the runtime's scan for every first conformance check
/// at start. Each accessor is lenient by itself: a missing key, a null or a
/// value of another type reads as nil, and the rest of the object still reads.
public enum JSONTree: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTree])
    /// Members in the document's order; a repeated key's first is the one read.
    case object([(key: String, value: JSONTree)])

    /// A member of an object (nil for a missing key or when this is not an object).
    public subscript(key: String) -> JSONTree? {
        if case .object(let members) = self { members.first { $0.key == key }?.value } else { nil }
    }

    public var string: String? { if case .string(let s) = self { s } else { nil } }
    public var double: Double? { if case .number(let n) = self, n.isFinite { n } else { nil } }
    public var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var isObject: Bool { if case .object = self { true } else { false } }

    /// A whole number that fits an Int (`12`, never `12.5` or `1e300`).
    public var int: Int? {
        guard let n = double, n == n.rounded(), abs(n) < 9.0e15 else { return nil }
        return Int(n)
    }

    /// The elements of an array; nil when this is not one.
    public var array: [JSONTree]? { if case .array(let elements) = self { elements } else { nil } }

    /// An array of strings, all of them (a list with anything else is nil, as a typed decode would have it).
    public var strings: [String]? {
        guard let elements = array else { return nil }
        var out: [String] = []
        out.reserveCapacity(elements.count)
        for e in elements {
            guard let s = e.string else { return nil }
            out.append(s)
        }
        return out
    }

    /// The objects of an array, element by element: what is not an object is
    /// left out and counted in the decode report (the list still shows).
    public var objects: [JSONTree] {
        guard let elements = array else { return [] }
        let objects = elements.filter(\.isObject)
        if objects.count < elements.count { DecodeReport.current?.add(elements.count - objects.count) }
        return objects
    }

    /// Parses a whole document; throws `FetchError.decoding` naming where it is broken.
    /// `parse` building only `members` of the top-level object; the others' byte ranges in `data`'s own indices.
    static func parse(_ data: Data, keeping members: Set<String>) throws(FetchError) -> (tree: JSONTree, skipped: [(key: String, range: Range<Int>)]) {
        let read = data.withUnsafeBytes { raw -> Result<(tree: JSONTree, skipped: [(key: String, range: Range<Int>)]), FetchError> in
            var reader = JSONTreeReader(bytes: raw.bindMemory(to: UInt8.self))
            do throws(FetchError) { return .success(try reader.document(keeping: members)) } catch { return .failure(error) }
        }
        let (tree, skipped) = try read.get()
        let base = data.startIndex
        return (tree, skipped.map { ($0.key, (base + $0.range.lowerBound)..<(base + $0.range.upperBound)) })
    }

    /// `skipping`: members not built wherever they stand (links, broadcast regions): a smaller tree, sooner.
    public static func parse(_ data: Data, skipping: Set<String> = []) throws(FetchError) -> JSONTree {
        let read = data.withUnsafeBytes { raw -> Result<JSONTree, FetchError> in
            var reader = JSONTreeReader(bytes: raw.bindMemory(to: UInt8.self), skipping: skipping)
            do throws(FetchError) { return .success(try reader.document()) } catch { return .failure(error) }
        }
        return try read.get()
    }
}
