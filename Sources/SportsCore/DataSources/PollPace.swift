import FoundationEssentials

/// How long a poller waits before asking again: its own pace while answers
/// come, longer after each failure in a row (doubling, up to five minutes;
/// while a game is live, no longer than its pace, so the score is back
/// within a pace of the server's return: at four paces a two-minute outage
/// kept a live score away for up to 50 s after it), never sooner than the
/// server's `Retry-After`.
/// A failure's wait is spread by up to a quarter, from when the failure came
/// (its sub-second part differs from client to client), so clients that saw
/// one outage do not all come back at once. Every poll in the app (boards,
/// centers, My Teams) waits through this one value.
public struct PollPace: Equatable, Sendable {
    /// Failures in a row (a stale copy shown because the fetch failed counts).
    public private(set) var failures = 0
    /// What the server last asked for, in seconds (`Retry-After`).
    public private(set) var retryAfter: Int?
    /// The spread of the last failure's wait, 0 to 1 (a quarter of the wait at most).
    public private(set) var spread = 0.0

    public static let longest: Duration = .seconds(300)
    /// While live, the longest wait is this many paces (before the spread).
    public static let livePaces = 1

    public init() {}

    /// Takes how the last request ended: nil for a fresh answer. `at`: when it ended, by the app's clock.
    public mutating func record(_ failure: FetchError?, at: Date? = nil) {
        guard let failure, failure != .cancelled else {
            if failure == nil { failures = 0; retryAfter = nil; spread = 0 }
            return
        }
        failures += 1
        retryAfter = failure.retryAfter
        if let at {
            let t = at.timeIntervalSince1970
            spread = t.isFinite ? (t * 1000).truncatingRemainder(dividingBy: 1000).magnitude / 1000 : 0
        }
    }

    /// The wait before the next request, for a poller whose pace is `pace`; `live`: a game it watches is under way.
    public func wait(pace: Duration, live: Bool = false) -> Duration {
        var wait = pace
        if failures > 0 {
            let seconds = Double(pace.components.seconds)
            let cap = live ? seconds * Double(Self.livePaces) : Double(Self.longest.components.seconds)
            let doubled = min(max(seconds * Double(1 << min(failures, 8)), seconds), max(cap, seconds))
            wait = .milliseconds(Int((doubled * (1 + spread / 4) * 1000).rounded()))
        }
        if let retryAfter, .seconds(retryAfter) > wait { wait = .seconds(retryAfter) }
        return wait
    }
}

extension Result where Success: Sendable, Failure == FetchError {
    /// Why a fetch did not bring fresh data: its error, or the failure a stale copy stands in for.
    public func pollFailure<V>() -> FetchError? where Success == Loaded<V> {
        switch self {
        case .failure(let error): return error
        case .success(let loaded): return loaded.origin.failure
        }
    }
}

extension Origin {
    /// The failure a stale copy was shown for.
    public var failure: FetchError? {
        if case .staleCache(_, let failure) = self { return failure }
        return nil
    }

    /// When the data was current: a copy's fetch time, or nil for an answer just
    /// fetched or a bundled sample (current when it arrived).
    public var copiedAt: Date? {
        switch self {
        case .network, .bundledSample: nil
        // A held-back answer is as of when it was asked: its delayed picture, of the same moment, replaces it.
        case .cache(let at), .staleCache(let at, _), .refreshing(let at), .delayed(let at), .heldBack(let at, _): at
        }
    }
}
