import FoundationEssentials
import Primitives

/// GET over HTTP. The only network primitive the app uses, so tests and
/// offline mode can stand in for it.
public protocol HTTPClient: Sendable {
    /// `headers` go on this request only (an API key); they are never logged or cached.
    func get(_ url: URL, headers: [String: String]) async throws(FetchError) -> Data
    /// The same with a larger cap on the body than the client's own (one big file such as a season's schedule).
    func get(_ url: URL, headers: [String: String], maxBytes: Int?) async throws(FetchError) -> Data
    /// The same, only if changed since the version `known` names (`304`: `.notModified`).
    func get(_ url: URL, headers: [String: String], maxBytes: Int?,
             ifChangedSince known: HTTPValidators) async throws(FetchError) -> HTTPAnswer
}

/// What names a version of an answer (`ETag`, `Last-Modified`), sent back as
/// `If-None-Match` and `If-Modified-Since`: a server whose answer has not
/// changed says `304` and sends no body.
public struct HTTPValidators: Hashable, Sendable {
    public var etag: String?
    public var lastModified: String?
    public init(etag: String? = nil, lastModified: String? = nil) { self.etag = etag; self.lastModified = lastModified }

    public var isEmpty: Bool { etag == nil && lastModified == nil }

    /// The request's headers that ask "only if changed".
    public var conditionalHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    /// A header's value as it may be sent back: trimmed, one printable ASCII
    /// line of at most 200 bytes (a longer or stranger one is not kept).
    static func value(_ raw: Substring) -> String? {
        let v = String(raw).trimmedWhitespace
        guard !v.isEmpty, v.utf8.count <= 200, v.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        return v
    }
}

/// A conditional GET's answer: the body with what names its version, or "not modified".
public enum HTTPAnswer: Sendable {
    case body(Data, HTTPValidators)
    case notModified
}

extension HTTPClient {
    public func get(_ url: URL, headers: [String: String], maxBytes: Int?) async throws(FetchError) -> Data {
        try await get(url, headers: headers)
    }

    /// A GET that sends `known`'s validators: a client that cannot tell answers
    /// apart asks plainly (a test double, say) and every answer is a body.
    public func get(_ url: URL, headers: [String: String], maxBytes: Int?,
                    ifChangedSince known: HTTPValidators) async throws(FetchError) -> HTTPAnswer {
        .body(try await get(url, headers: headers, maxBytes: maxBytes), HTTPValidators())
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
