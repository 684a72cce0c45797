import FoundationEssentials

/// GET over HTTP. The only network primitive the app uses, so tests and
/// offline mode can stand in for it.
public protocol HTTPClient: Sendable {
    /// `headers` go on this request only (an API key); they are never logged or cached.
    func get(_ url: URL, headers: [String: String]) async throws(FetchError) -> Data
    /// The same with a larger cap on the body than the client's own (one big file such as a season's schedule).
    func get(_ url: URL, headers: [String: String], maxBytes: Int?) async throws(FetchError) -> Data
}

extension HTTPClient {
    public func get(_ url: URL, headers: [String: String], maxBytes: Int?) async throws(FetchError) -> Data {
        try await get(url, headers: headers)
    }

    public func get(_ url: URL) async throws(FetchError) -> Data { try await get(url, headers: [:]) }
}

public enum JumbotronVersion {
    public static let string = "0.1.0"
    public static var userAgent: String { "jumbotron/\(string)" }
}

extension Duration {
    public var timeInterval: TimeInterval {
        let c = components
        return TimeInterval(c.seconds) + TimeInterval(c.attoseconds) / 1e18
    }
}
