import FoundationEssentials

/// How long a poller waits before asking again: its own pace while answers
/// come, longer after each failure in a row (doubling, up to five minutes),
/// and never sooner than the server's `Retry-After`. Every poll in the app
/// (boards, centers, My Teams) waits through this one value, so none of them
/// hammers a server that is failing or asking to slow down.
public struct PollPace: Equatable, Sendable {
    /// Failures in a row (a stale copy shown because the fetch failed counts).
    public private(set) var failures = 0
    /// What the server last asked for, in seconds (`Retry-After`).
    public private(set) var retryAfter: Int?

    public static let longest: Duration = .seconds(300)

    public init() {}

    /// Takes how the last request ended: nil for a fresh answer.
    public mutating func record(_ failure: FetchError?) {
        guard let failure, failure != .cancelled else {
            if failure == nil { failures = 0; retryAfter = nil }
            return
        }
        failures += 1
        retryAfter = failure.retryAfter
    }

    /// The wait before the next request, for a poller whose pace is `pace`.
    public func wait(pace: Duration) -> Duration {
        var wait = pace
        if failures > 0 {
            let doubled = Double(pace.components.seconds) * Double(1 << min(failures, 8))
            wait = .seconds(min(max(doubled, Double(pace.components.seconds)), Double(Self.longest.components.seconds)))
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
        case .cache(let at), .staleCache(let at, _), .refreshing(let at): at
        }
    }
}
