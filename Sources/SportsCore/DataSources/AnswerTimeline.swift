import CPictures
import FoundationEssentials
import Glibc
import Synchronization

/// Answers by request, oldest first, each with when it was current, kept as
/// the bytes that came: compressed when zlib opens (a board of 1.5 MB is a
/// tenth of that), an answer equal to the one before it sharing its bytes.
/// The value of the one last served is kept, so a second poller of the same
/// request, or the same answer served again, costs no decode.
final class AnswerTimeline: Sendable {
    struct Entry: Sendable {
        let at: Date
        let bytes: Packed
        let origin: Origin
        let serial: UInt64
        /// Its bytes are the entry's before it (an unchanged answer): counted once.
        let shared: Bool
    }
    /// An answer's bytes as kept.
    struct Packed: Sendable, Equatable {
        let stored: Data
        let length: Int
        let compressed: Bool

        init(_ data: Data) {
            length = data.count
            var out: UnsafeMutablePointer<UInt8>?
            var outLength = 0
            let done = data.withUnsafeBytes { raw in
                raw.count > 0 && jt_bytes_compress(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &out, &outLength) == 1
            }
            if done, let out {
                stored = Data(bytes: out, count: outLength)
                compressed = true
            } else {
                stored = data
                compressed = false
            }
            free(out)
        }

        var data: Data? {
            guard compressed else { return stored }
            var out = Data(count: length)
            let ok = out.withUnsafeMutableBytes { target in
                stored.withUnsafeBytes { source in
                    jt_bytes_uncompress(source.bindMemory(to: UInt8.self).baseAddress, source.count,
                                        target.bindMemory(to: UInt8.self).baseAddress, length) == 1
                }
            }
            return ok ? out : nil
        }
    }

    /// More requests than this (days, games) and the least recently answered is dropped.
    static let maxRequests = 256
    /// A poll every 10 s for ten minutes is 60; past this the oldest go.
    static let maxAnswers = 90

    private struct Table {
        var entries: [String: [Entry]] = [:]
        var order: [String] = []
        var serial: UInt64 = 0
        /// The value last served for a request, by the entry it came from.
        var served: [String: (serial: UInt64, value: any Sendable)] = [:]
    }
    private let table = Mutex(Table())

    func record(_ key: String, at: Date, bytes: Data, origin: Origin, keepAfter horizon: Date) {
        let last = table.withLock { $0.entries[key]?.last }
        // Never out of order: a copy older than what is held adds nothing.
        if let last, last.at > at { return }
        // Compressed outside the lock; an unchanged answer shares the last one's bytes.
        let same = last.flatMap { $0.bytes.length == bytes.count && $0.bytes.data == bytes ? $0.bytes : nil }
        let packed = same ?? Packed(bytes)
        table.withLock { t in
            var list = t.entries[key] ?? []
            if let newest = list.last, newest.at > at { return }
            t.serial += 1
            list.append(Entry(at: at, bytes: packed, origin: origin, serial: t.serial, shared: same != nil))
            // What no delay can still ask for: all but the newest answer past the horizon.
            if let keep = list.lastIndex(where: { $0.at <= horizon }), keep > 0 { list.removeFirst(keep) }
            if list.count > Self.maxAnswers { list.removeFirst(list.count - Self.maxAnswers) }
            t.entries[key] = list
            t.order.removeAll { $0 == key }
            t.order.append(key)
            if t.order.count > Self.maxRequests {
                let dropped = t.order.removeFirst()
                t.entries[dropped] = nil
                t.served[dropped] = nil
            }
        }
    }

    /// The newest answer current at `cutoff` or before, decoded (once per answer served).
    func newest<T: Sendable>(_ key: String, notAfter cutoff: Date, decode: (Data) throws -> T) -> (Date, Loaded<T>)? {
        guard let entry = table.withLock({ $0.entries[key]?.last(where: { $0.at <= cutoff }) }) else { return nil }
        if let kept = table.withLock({ $0.served[key] }), kept.serial == entry.serial, let value = kept.value as? T {
            return (entry.at, Loaded(value: value, origin: entry.origin))
        }
        guard let bytes = entry.bytes.data, let value = try? decode(bytes) else {
            // Bytes that no longer read (they did when they came): that answer is dropped, not waited on.
            table.withLock { $0.entries[key]?.removeAll { $0.serial == entry.serial } }
            return nil
        }
        table.withLock { $0.served[key] = (entry.serial, value) }
        return (entry.at, Loaded(value: value, origin: entry.origin))
    }

    func oldest(_ key: String) -> Date? { table.withLock { $0.entries[key]?.first?.at } }

    var count: Int { table.withLock { $0.entries.values.reduce(0) { $0 + $1.count } } }

    /// The bytes held, as kept (a shared answer once): for tests and the benchmarks.
    var storedBytes: Int {
        table.withLock { $0.entries.values.joined().filter { !$0.shared }.reduce(0) { $0 + $1.bytes.stored.count } }
    }
}
