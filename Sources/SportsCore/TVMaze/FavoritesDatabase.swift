import Foundation
import Synchronization

/// The favourites database as the app holds it: opened on first use (not on
/// the way to the first frame), and opened again on the next use after a
/// failure, so Retry works once the cause (a read-only folder, a full disk)
/// is gone. A damaged file is moved aside once and reported once.
public final class FavoritesDatabase: Sendable {
    public let url: URL?
    private let busyTimeout: TimeInterval
    private let opened = Mutex<FavoritesStore?>(nil)
    private let repaired = Mutex<URL?>(nil)
    private let unavailable: StoreError?

    public init(url: URL, busyTimeout: TimeInterval = 5) {
        self.url = url
        self.busyTimeout = busyTimeout
        unavailable = nil
    }

    /// An already open store (tests, tools).
    public init(store: FavoritesStore) {
        url = nil
        busyTimeout = 5
        unavailable = nil
        opened.withLock { $0 = store }
    }

    /// A database that can never be opened, for tests of the failure path.
    public init(unavailable error: StoreError) {
        url = nil
        busyTimeout = 5
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
        Result { () throws(StoreError) in try body(try store()) }
    }

    /// Where a damaged file was moved, once; nil afterwards.
    public func takeRepairNotice() -> URL? {
        repaired.withLock { url in defer { url = nil }; return url }
    }
}
