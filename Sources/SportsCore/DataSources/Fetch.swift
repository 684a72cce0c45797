import Foundation

/// How long a good response may be served from the on-disk cache before the
/// network is asked again. Whatever the policy, a failed request falls back to
/// the last good copy (shown as stale).
public enum CachePolicy: Hashable, Sendable {
    /// Always ask the network: scores, standings, schedules change.
    case always
    /// Serve the cached copy while it is younger than this (team lists).
    case maxAge(seconds: Int)
    /// Once fetched, the answer never changes (a finished season).
    case forever

    public static let day = CachePolicy.maxAge(seconds: 86_400)

    /// Whether a copy fetched at `fetchedAt` can be served at `now` without asking.
    public func isFresh(fetchedAt: Date, now: Date) -> Bool {
        switch self {
        case .always: false
        case .forever: true
        case .maxAge(let seconds): now.timeIntervalSince(fetchedAt) < Double(seconds) && fetchedAt <= now
        }
    }
}

/// One typed request: which endpoint, how its bytes become a value, how
/// long a cached answer stays good. The app's runtime and `jumbotron print`
/// both run these values, so the pairing of URL and decoder is written once.
public struct Fetch<Value: Sendable>: Sendable {
    public let endpoint: Endpoint
    public let cachePolicy: CachePolicy
    public let decode: @Sendable (Data) throws -> Value

    public init(_ endpoint: Endpoint, cache: CachePolicy = .always, decode: @escaping @Sendable (Data) throws -> Value) {
        self.endpoint = endpoint
        self.cachePolicy = cache
        self.decode = decode
    }

    /// What the request is for, in words: log lines and messages.
    public var logName: String { endpoint.summary }
}

extension DataSource {
    /// Runs a typed request: live (cache policy, stale fallback) or offline (bundled sample).
    public func run<Value: Sendable>(_ request: Fetch<Value>) async throws(FetchError) -> Loaded<Value> {
        try await fetch(request.endpoint, cache: request.cachePolicy, decode: request.decode)
    }
}
