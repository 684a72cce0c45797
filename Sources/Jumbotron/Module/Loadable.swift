import FoundationEssentials
import SportsCore
import Synchronization

/// Something a screen loads: the value it shows (kept while a refresh runs
/// and after a failure), whether a request is out, why the last one failed,
/// and where the value came from. One `apply` replaces the loading, error
/// and stale fields every screen used to copy.
public struct Loadable<Value: Equatable & Sendable, Failure: Error & Equatable & Sendable>: Equatable, Sendable {
    public private(set) var value: Value?
    public private(set) var isLoading = false
    public private(set) var failure: Failure?
    public private(set) var origin: Origin?
    /// When the shown value arrived (a stale copy's age is measured from it).
    public private(set) var loadedAt: Date?
    /// Which answer this value is, unique in the process: drawings memoised
    /// across frames are keyed by it rather than by comparing the value, and
    /// two answers with the same arrival time (tests, a fixed clock) must never
    /// share a drawing. Not part of equality: it names a value, it is not one.
    public private(set) var revision: UInt64 = 0

    public init() {}

    /// The same revision is the same answer (the value is only ever set with
    /// a new one, and a reset goes back to none and no value), so a frame's
    /// memo compares a game's feed in one step instead of field by field.
    public static func == (a: Self, b: Self) -> Bool {
        (a.revision == b.revision || a.value == b.value) && a.isLoading == b.isLoading && a.failure == b.failure
            && a.origin == b.origin && a.loadedAt == b.loadedAt
    }

    public enum Phase: Equatable, Sendable { case idle, loading, loaded(stale: Bool), failed }

    public var phase: Phase {
        if isLoading { return .loading }
        if failure != nil { return .failed }
        if value != nil { return .loaded(stale: isStale) }
        return .idle
    }

    /// A request was answered at least once (with data or a failure).
    public var isSettled: Bool { value != nil || failure != nil }

    public var isStale: Bool {
        if case .staleCache = origin { return true }
        return false
    }

    public mutating func start() { isLoading = true }

    /// When the value shown was current: a copy's fetch time, else when it arrived.
    public var asOf: Date? { origin?.copiedAt ?? loadedAt }

    /// The answer is one the delay holds back: only what cannot spoil may be shown, until `until`.
    public var heldUntil: (asked: Date, until: Date)? {
        if case .heldBack(let asked, let until) = origin { (asked, until) } else { nil }
    }

    /// The request ended with nothing to take (past the last page).
    public mutating func stop() { isLoading = false }

    /// Back to nothing (another date, another season).
    public mutating func reset() { self = Loadable() }

    /// The value shown changed in place by what a lighter answer said (a live game's count from its
    /// linescore): a new revision, so drawings keyed by it are made again; the origin and age stay.
    public mutating func revise(_ change: (inout Value) -> Void) {
        guard var v = value else { return }
        change(&v)
        guard v != value else { return }
        value = v
        revision = LoadableRevision.next()
    }
}

extension Loadable where Failure == FetchError {
    /// Takes a fetch result. Returns the failure to offer a retry for: the
    /// error, or the one a stale copy stands in for. A cancelled request
    /// only stops the spinner.
    @discardableResult
    public mutating func apply(_ result: Result<Loaded<Value>, FetchError>, at date: Date,
                               merge: (Value?, Value) -> Value = { _, new in new }) -> FetchError? {
        isLoading = false
        switch result {
        case .success(let loaded):
            // An older copy never replaces a newer answer on screen (a failed
            // poll falls back to the copy on disk, which may predate what is shown):
            // what is shown stays, marked stale when the poll failed.
            if let copied = loaded.origin.copiedAt, value != nil, let shown = asOf, shown > copied {
                guard case .staleCache(_, let error) = loaded.origin else { return nil }
                origin = .staleCache(fetchedAt: shown, failure: error)
                loadedAt = date
                failure = nil
                return error
            }
            // The last copy on disk, or an answer the delay holds back, stands in while the same request still runs.
            if loaded.origin.standsIn { isLoading = true }
            value = merge(value, loaded.value)
            revision = LoadableRevision.next()
            origin = loaded.origin
            loadedAt = date
            failure = nil
            if case .staleCache(_, let error) = loaded.origin { return error }
            return nil
        case .failure(.cancelled):
            if case .refreshing(let fetchedAt) = origin { origin = .cache(fetchedAt: fetchedAt) }
            // A held-back answer whose request was cancelled (another day asked) goes with it.
            if case .heldBack = origin { self = Loadable() }
            return nil
        case .failure(let error):
            failure = error
            if case .refreshing(let fetchedAt) = origin { origin = .staleCache(fetchedAt: fetchedAt, failure: error) }
            return error
        }
    }
}

extension Loadable {
    /// Takes a local (database) result.
    public mutating func apply(_ result: Result<Value, Failure>) {
        isLoading = false
        switch result {
        case .success(let v): value = v; revision = LoadableRevision.next(); failure = nil
        case .failure(let error): failure = error
        }
    }
}

/// The counter behind `Loadable.revision`.
enum LoadableRevision {
    private static let counter = Atomic<UInt64>(0)
    static func next() -> UInt64 { counter.add(1, ordering: .relaxed).newValue }
}

extension Origin {
    /// A value shown while its request still runs (the last copy, or an answer held back).
    var standsIn: Bool {
        switch self {
        case .refreshing, .heldBack: true
        default: false
        }
    }
}
