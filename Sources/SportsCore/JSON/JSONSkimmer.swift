import FoundationEssentials

/// Walks a JSON document's bytes without building anything: the byte ranges
/// of an array's elements found by a path of keys, and a string member of an
/// object at its top level. What a screen needs from a large file (one day
/// of the NBA's whole season) is then decoded alone. Strict enough to never
/// loop or read out of bounds on any input: anything it cannot follow is nil.
public struct JSONSkimmer {
    static let maximumDepth = 512
    let bytes: UnsafeBufferPointer<UInt8>

    /// The elements of the array at `path` (`["leagueSchedule", "gameDates"]`), as byte ranges; nil when there is none.
    public static func elements(of data: Data, at path: [String]) -> [Range<Int>]? {
        data.withUnsafeBytes { raw in
            let skimmer = JSONSkimmer(bytes: raw.bindMemory(to: UInt8.self))
            var i = skimmer.space(0)
            for key in path {
                guard let member = skimmer.member(key, inObjectAt: i) else { return nil }
                i = member
            }
            return skimmer.arrayElements(at: i)
        }
    }

    /// A string member at an object's top level (`"gameDate"` of one date), without its escapes undone.
    public static func string(_ key: String, in data: Data, range: Range<Int>) -> String? {
        data.withUnsafeBytes { raw in
            let skimmer = JSONSkimmer(bytes: raw.bindMemory(to: UInt8.self))
            guard range.upperBound <= skimmer.bytes.count, let at = skimmer.member(key, inObjectAt: range.lowerBound),
                  at < range.upperBound, skimmer.bytes[at] == UInt8(ascii: "\""), let end = skimmer.skip(at, depth: 0), end <= range.upperBound
            else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: skimmer.bytes[(at + 1)..<(end - 1)]), as: UTF8.self)
        }
    }

    func space(_ start: Int) -> Int {
        var i = start
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        return i
    }

    /// Where the value of `key` starts in the object at `start`, its first occurrence at the top level.
    func member(_ key: String, inObjectAt start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        let wanted = Array(key.utf8)
        var i = space(start + 1)
        while i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            guard let keyEnd = skip(i, depth: 1) else { return nil }
            let name = bytes[(i + 1)..<(keyEnd - 1)]
            i = space(keyEnd)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
            i = space(i + 1)
            if name.elementsEqual(wanted) { return i < bytes.count ? i : nil }
            guard let valueEnd = skip(i, depth: 1) else { return nil }
            i = space(valueEnd)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return nil }
            i = space(i + 1)
        }
        return nil
    }

    /// The byte ranges of the elements of the array at `start`.
    func arrayElements(at start: Int) -> [Range<Int>]? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        var out: [Range<Int>] = []
        var i = space(start + 1)
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { return out }
        while i < bytes.count {
            guard let end = skip(i, depth: 1) else { return nil }
            out.append(i..<end)
            i = space(end)
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "]") { return out }
            guard bytes[i] == UInt8(ascii: ",") else { return nil }
            i = space(i + 1)
        }
        return nil
    }

    /// Where the value at `start` ends (one past its last byte); nil when it does not end well.
    func skip(_ start: Int, depth: Int) -> Int? {
        guard start < bytes.count, depth < Self.maximumDepth else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            var i = start + 1
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\\"): i += 2
                case UInt8(ascii: "\""): return i + 1
                default: i += 1
                }
            }
            return nil
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            // Brackets are counted, strings stepped over: nesting deeper than the bound is refused.
            var level = 0, i = start
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""):
                    guard let end = skip(i, depth: depth) else { return nil }
                    i = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    level += 1
                    guard depth + level < Self.maximumDepth else { return nil }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    level -= 1
                    if level == 0 { return i + 1 }
                default: break
                }
                i += 1
            }
            return nil
        default:
            // A number, true, false or null: up to the next delimiter.
            var i = start
            scan: while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: break scan
                default: i += 1
                }
            }
            return i > start ? i : nil
        }
    }
}
