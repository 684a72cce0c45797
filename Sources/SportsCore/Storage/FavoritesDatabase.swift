import FoundationEssentials
import Synchronization

/// The favorites database as the app holds it: opened on first use (not on
/// the way to the first frame), and opened again on the next use after a
/// failure, so Retry works once the cause (a read-only folder, a full disk)
/// is gone. A damaged file is moved aside once and reported once.
public final class FavoritesDatabase: Sendable {
    public let url: URL?
    private let busyTimeout: TimeInterval
    /// How long a write waits for another program's lock before the retry
    /// dialog says so: far longer than another instance's write takes (a few
    /// milliseconds), and short enough that the dialog comes within two
    /// seconds even when a save queues behind a read that waits too (it
    /// took 5–7 s).
    public static let busyTimeout: TimeInterval = 0.8
    private let opened = Mutex<FavoritesStore?>(nil)
    private let repaired = Mutex<URL?>(nil)
    /// A read-only copy for reading when the file cannot be opened for writing (a read-only folder).
    private let reader = Mutex<FavoritesStore?>(nil)
    private let notices = Mutex<[String]>([])
    private let reported = Mutex<Set<String>>([])
    private let unavailable: StoreError?

    /// nil: no database was given (every use says so).
    public init(url: URL?, busyTimeout: TimeInterval = FavoritesDatabase.busyTimeout) {
        self.url = url
        self.busyTimeout = busyTimeout
        unavailable = nil
    }

    /// An already open store (tests, tools).
    public init(store: FavoritesStore) {
        url = nil
        busyTimeout = Self.busyTimeout
        unavailable = nil
        opened.withLock { $0 = store }
    }

    /// A database that can never be opened (the failure path's tests).
    init(unavailable error: StoreError) {
        url = nil
        busyTimeout = Self.busyTimeout
        unavailable = error
    }

    /// The open store, opening (and if need be repairing) it now.
    public func store() throws(StoreError) -> FavoritesStore {
        if let unavailable { throw unavailable }
        let result: Result<FavoritesStore, StoreError> = opened.withLock { current in
            if let current { return .success(current) }
            guard let url else { return .failure(StoreError("no favorites database")) }
            let (result, movedTo) = FavoritesStore.openRepairing(url: url, busyTimeout: busyTimeout)
            if let movedTo { repaired.withLock { $0 = movedTo } }
            if case .success(let store) = result { current = store }
            return result
        }
        return try result.get()
    }

    /// Runs `body` against the store; an open failure is its failure.
    public func withStore<T>(_ body: (FavoritesStore) throws(StoreError) -> T) -> Result<T, StoreError> {
        Result { () throws(StoreError) in try body(try store()) }.map { value in noteUnreadable(); return value }
    }

    /// Runs a read: when the file cannot be opened for writing (a read-only
    /// folder) it is read through a read-only connection, so saved
    /// favorites still show, and the user is told once that saving is unavailable.
    public func withReader<T>(_ body: (FavoritesStore) throws(StoreError) -> T) -> Result<T, StoreError> {
        let writable = withStore(body)
        guard case .failure(let error) = writable, !error.isDamage, let url,
              FileManager.default.fileExists(atPath: url.path) else { return writable }
        let fallback: Result<FavoritesStore, StoreError> = reader.withLock { current in
            if let current { return .success(current) }
            var opened = Result { () throws(StoreError) in try FavoritesStore(url: url, readOnly: true, busyTimeout: busyTimeout) }
            if case .failure = opened {
                opened = Result { () throws(StoreError) in try FavoritesStore(url: url, snapshot: true, busyTimeout: busyTimeout) }
            }
            if case .success(let store) = opened { current = store }
            return opened
        }
        guard case .success(let store) = fallback else { return writable }
        let result = Result { () throws(StoreError) in try body(store) }
        if case .success = result {
            note("Favorites are read-only: saving is unavailable (\(error.message))")
            noteUnreadable(store)
        }
        return result
    }

    /// At exit: the write-ahead log folded into the main file, so the file is
    /// whole on its own (a copy or a backup of it alone loses nothing). Only
    /// when it was opened for writing; a lock held elsewhere just leaves it for later.
    public func checkpoint() {
        opened.withLock { $0 }?.checkpoint()
    }

    /// What to tell the user once (read-only, unreadable records), then nothing.
    public func takeNotices() -> [String] {
        notices.withLock { list in defer { list = [] }; return list }
    }

    private func note(_ text: String) {
        guard reported.withLock({ $0.insert(text).inserted }) else { return }
        notices.withLock { $0.append(text) }
    }

    private func noteUnreadable(_ store: FavoritesStore? = nil) {
        guard let store = store ?? opened.withLock({ $0 }) else { return }
        let n = store.unreadableCount
        if n > 0 { note("\(n) saved favorite\(n == 1 ? "" : "s") could not be read (kept in the database)") }
    }

    /// Where a damaged file was moved, once; nil afterwards.
    public func takeRepairNotice() -> URL? {
        repaired.withLock { url in defer { url = nil }; return url }
    }
}
