import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Every show name lower-cased into one UTF-8 buffer, so the `/` filter is a
/// memmem over a few megabytes instead of lower-casing 100,000 strings per
/// keystroke (measured: 106 ms per keystroke before, see docs/benchmarks.md).
/// Built once when shows arrive; appended to as pages load.
public struct NameIndex: Equatable, Sendable {
    private var bytes: [UInt8] = []
    /// Where each name starts in `bytes` (names are separated by a 0 byte).
    private var starts: [Int] = []

    public init() {}

    public var count: Int { starts.count }

    public mutating func append(_ name: String) {
        starts.append(bytes.count)
        bytes.append(contentsOf: name.lowercased().utf8.lazy.map { $0 == 0 ? 0x20 : $0 })
        bytes.append(0)
    }

    /// Indices of the names containing `needle` (case-insensitive), in order;
    /// with `within`, only among those indices (typing narrows a result).
    public func matches(_ needle: String, within: [Int]? = nil) -> [Int] {
        let pattern = Array(needle.lowercased().utf8)
        guard !pattern.isEmpty else { return within ?? Array(0..<count) }
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { hay in
            pattern.withUnsafeBufferPointer { pat in
                guard let base = hay.baseAddress, let p = pat.baseAddress else { return }
                if let within {
                    for i in within where i < starts.count {
                        let end = (i + 1 < starts.count ? starts[i + 1] : hay.count) - 1
                        if Self.find(p, pat.count, in: base + starts[i], end - starts[i]) != nil { found.append(i) }
                    }
                    return
                }
                var from = 0
                while from < hay.count, let offset = Self.find(p, pat.count, in: base + from, hay.count - from).map({ $0 + from }) {
                    let i = owner(of: offset)
                    found.append(i)
                    from = i + 1 < starts.count ? starts[i + 1] : hay.count   // next name: one hit per name
                }
            }
        }
        return found
    }

    /// The first offset of `pattern` in `hay`: memchr to each candidate first
    /// byte, memcmp for the rest (glibc's memmem is not visible to Swift).
    private static func find(_ pattern: UnsafePointer<UInt8>, _ length: Int,
                             in hay: UnsafePointer<UInt8>, _ count: Int) -> Int? {
        guard length <= count else { return nil }
        var at = 0
        let last = count - length
        while at <= last {
            guard let hit = memchr(hay + at, Int32(pattern[0]), last - at + 1) else { return nil }
            let offset = hay.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(hay + offset, pattern, length) == 0 { return offset }
            at = offset + 1
        }
        return nil
    }

    /// The name a byte offset belongs to: binary search over the starts.
    private func owner(of offset: Int) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
