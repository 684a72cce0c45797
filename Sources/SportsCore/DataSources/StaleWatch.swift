import Synchronization
import FoundationEssentials
import Primitives

/// What print mode was served from a stale cache (a fetch failed and the last
/// good copy stood in): print says so on stderr and exits 3 instead of
/// passing old data off as fresh.
public final class StaleLog: Sendable {
    public struct Entry: Sendable, Equatable {
        public let what: String
        /// When the cached copy was fetched; nil for a saved favorite's record.
        public let fetchedAt: Date?
        public let failure: FetchError
        public init(what: String, fetchedAt: Date?, failure: FetchError) {
            self.what = what; self.fetchedAt = fetchedAt; self.failure = failure
        }

        /// The stderr line print writes for it.
        public var line: String {
            let from = fetchedAt.map { "from the cache of \(ISODate.formatSeconds($0))" } ?? "from your saved favorites"
            return "jumbotron: stale: \(what) \(from); the fetch failed: \(failure.detail)"
        }
    }
    private let items = Mutex<[Entry]>([])
    public init() {}
    public var entries: [Entry] { items.withLock { $0 } }
    public func add(_ entry: Entry) { items.withLock { $0.append(entry) } }
}

/// A data source that notes every stale answer of `base` in `log`, or with
/// `refuse` (`--no-stale`) turns it into the failure behind it.
public struct StaleWatch: DataSource {
    public let base: any DataSource
    public let log: StaleLog
    public let refuse: Bool
    public var isOffline: Bool { base.isOffline }

    public init(_ base: any DataSource, log: StaleLog, refuse: Bool) { self.base = base; self.log = log; self.refuse = refuse }

    public func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy,
                                   decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        let loaded = try await base.fetch(endpoint, cache: cache, decode: decode)
        if case .staleCache(let fetchedAt, let failure) = loaded.origin {
            if refuse { throw failure }
            log.add(StaleLog.Entry(what: endpoint.summary, fetchedAt: fetchedAt, failure: failure))
        }
        return loaded
    }

    public func lastCopy<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) -> Loaded<T>? {
        base.lastCopy(endpoint, cache: cache, decode: decode)
    }
}
