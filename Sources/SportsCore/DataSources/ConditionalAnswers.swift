import FoundationEssentials
import Synchronization

/// What a conditional request needs, kept in memory for the URLs asked most
/// lately: the validators the server gave (`ETag`, `Last-Modified`) and the
/// value last decoded from that version, by the type it was decoded as. A
/// `304` then costs no body over the wire and no decode: the value is handed
/// back as it was. Only answers with validators are kept, at most `capacity`
/// URLs (the values are mostly the ones the screens already hold, shared,
/// not copied); a restart asks once in full.
final class ConditionalAnswers: Sendable {
    static let capacity = 32

    /// A value is the answer as one request reads it: its type and its endpoint. A board and
    /// My Teams read one URL as different types; today's and yesterday's NBA games are one URL
    /// read as one type, and yesterday's reader must never be handed today's games.
    private struct Reader: Hashable {
        let type: ObjectIdentifier
        let endpoint: Endpoint
        init<T>(_ type: T.Type, _ endpoint: Endpoint) { self.type = ObjectIdentifier(type); self.endpoint = endpoint }
    }
    private struct Entry {
        var validators: HTTPValidators
        var values: [Reader: any Sendable]
        var used: UInt64
    }
    private struct Table {
        var entries: [String: Entry] = [:]
        var clock: UInt64 = 0
    }
    private let table = Mutex(Table())

    /// The validators to send for `url`, if its last answer had any.
    func validators(for url: String) -> HTTPValidators {
        table.withLock { $0.entries[url]?.validators } ?? HTTPValidators()
    }

    /// The value `endpoint`'s reader last decoded as `T` from the version `url` last had.
    func value<T>(for url: String, _ endpoint: Endpoint, as type: T.Type) -> T? {
        table.withLock { t -> T? in
            t.clock += 1
            t.entries[url]?.used = t.clock
            return t.entries[url]?.values[Reader(T.self, endpoint)] as? T
        }
    }

    /// A body came: its validators (none forgets the URL) and the value decoded from it.
    func keep<T: Sendable>(_ value: T, for url: String, _ endpoint: Endpoint, validators: HTTPValidators) {
        table.withLock { t in
            guard !validators.isEmpty else { t.entries[url] = nil; return }
            t.clock += 1
            if var entry = t.entries[url], entry.validators == validators {
                entry.values[Reader(T.self, endpoint)] = value
                entry.used = t.clock
                t.entries[url] = entry
            } else {
                t.entries[url] = Entry(validators: validators, values: [Reader(T.self, endpoint): value], used: t.clock)
            }
            while t.entries.count > Self.capacity, let oldest = t.entries.min(by: { $0.value.used < $1.value.used })?.key {
                t.entries[oldest] = nil
            }
        }
    }

    /// The value decoded as `T` from a version already known (a `304` whose value another reader had decoded).
    func add<T: Sendable>(_ value: T, for url: String, _ endpoint: Endpoint) {
        table.withLock { t in t.entries[url]?.values[Reader(T.self, endpoint)] = value }
    }

    func forget(_ url: String) { _ = table.withLock { $0.entries.removeValue(forKey: url) } }
}
