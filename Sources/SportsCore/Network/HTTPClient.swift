import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GET over HTTP. The only network primitive the app uses, so tests and
/// offline mode can stand in for it.
public protocol HTTPClient: Sendable {
    func get(_ url: URL) async throws(FetchError) -> Data
}

public enum JumbotronVersion {
    public static let string = "0.1.0"
    public static var userAgent: String { "jumbotron/\(string)" }
}

/// URLSession with a hard deadline for the whole request (URLSession's own
/// timeout only limits idle gaps, so a slow drip of bytes would never end)
/// and a cap on the body size.
public final class URLSessionHTTPClient: HTTPClient {
    public let timeout: Duration
    public let maxBytes: Int
    private let session: URLSession

    public init(timeout: Duration = .seconds(10), maxBytes: Int = 20_000_000) {
        self.timeout = timeout
        self.maxBytes = maxBytes
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = timeout.timeInterval
        config.timeoutIntervalForResource = timeout.timeInterval
        config.requestCachePolicy = .reloadIgnoringLocalCacheData
        config.urlCache = nil
        config.httpAdditionalHeaders = ["User-Agent": JumbotronVersion.userAgent, "Accept": "application/json, image/png, */*"]
        session = URLSession(configuration: config)
    }

    deinit { session.invalidateAndCancel() }

    public func get(_ url: URL) async throws(FetchError) -> Data {
        let session = self.session, timeout = self.timeout, maxBytes = self.maxBytes
        let result: Result<Data, FetchError> = await withTaskGroup(of: Result<Data, FetchError>?.self) { group in
            group.addTask {
                do {
                    let (data, response) = try await session.data(from: url)
                    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                        return .failure(.httpStatus(http.statusCode))
                    }
                    if data.count > maxBytes { return .failure(.tooLarge(limit: maxBytes)) }
                    return .success(data)
                } catch {
                    return .failure(Self.classify(error))
                }
            }
            group.addTask {
                do { try await Task.sleep(for: timeout) } catch { return nil }
                return .failure(.timeout)
            }
            defer { group.cancelAll() }
            while let next = await group.next() {
                if let next { return next }
            }
            return .failure(.cancelled)
        }
        if Task.isCancelled { throw .cancelled }
        return try result.get()
    }

    static func classify(_ error: any Error) -> FetchError {
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else { return .other(String(describing: error)) }
        switch urlError.code {
        case .timedOut: return .timeout
        case .cancelled: return .cancelled
        case .cannotConnectToHost: return .offline("connection refused")
        case .cannotFindHost, .dnsLookupFailed: return .offline("host not found")
        case .notConnectedToInternet: return .offline("not connected")
        case .networkConnectionLost: return .offline("connection lost")
        case .badServerResponse, .cannotParseResponse: return .decoding("bad HTTP response")
        case .unsupportedURL, .badURL: return .other("unsupported URL")
        default: return .offline(urlError.localizedDescription)
        }
    }
}

extension Duration {
    public var timeInterval: TimeInterval {
        let c = components
        return TimeInterval(c.seconds) + TimeInterval(c.attoseconds) / 1e18
    }
}
