import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GET over HTTP. The only network primitive the app uses, so tests and
/// offline mode can stand in for it.
public protocol HTTPClient: Sendable {
    /// `headers` go on this request only (an API key); they are never logged or cached.
    func get(_ url: URL, headers: [String: String]) async throws(FetchError) -> Data
}

extension HTTPClient {
    public func get(_ url: URL) async throws(FetchError) -> Data { try await get(url, headers: [:]) }
}

public enum JumbotronVersion {
    public static let string = "0.1.0"
    public static var userAgent: String { "jumbotron/\(string)" }
}

/// URLSession with a hard deadline for the whole request (URLSession's own
/// timeout only limits idle gaps, so a slow drip of bytes would never end)
/// and a cap on the body size that holds while the body streams in: a
/// 50 MB answer is cut off at the cap, never buffered whole.
public final class URLSessionHTTPClient: HTTPClient {
    public let timeout: Duration
    public let maxBytes: Int
    private let session: URLSession
    private let receiver: BodyReceiver

    /// The largest answer a source sends is under 1 MB (MLB standings with every
    /// split); 4 MB leaves room to grow while several hostile endless bodies at
    /// once stay within the app's memory budget (the soak test's 64 MB).
    public static let defaultMaxBytes = 4_000_000

    public init(timeout: Duration = .seconds(10), maxBytes: Int = URLSessionHTTPClient.defaultMaxBytes) {
        self.timeout = timeout
        self.maxBytes = maxBytes
        let config = URLSessionConfiguration.ephemeral
        // Our own deadline governs. FoundationNetworking truncates these to
        // whole seconds for libcurl, and under one second it times out at
        // once, so they are kept past the deadline as a backstop only.
        let backstop = max(2, timeout.timeInterval + 1)
        config.timeoutIntervalForRequest = backstop
        config.timeoutIntervalForResource = backstop
        config.requestCachePolicy = .reloadIgnoringLocalCacheData
        config.urlCache = nil
        config.httpAdditionalHeaders = ["User-Agent": JumbotronVersion.userAgent, "Accept": "application/json, image/png, */*"]
        receiver = BodyReceiver()
        session = URLSession(configuration: config, delegate: receiver, delegateQueue: nil)
    }

    // Never waits here, and never cancels: `invalidateAndCancel` deadlocked against
    // a `cancel` inside `didReceive` (seen as a hang at exit). Tasks still running
    // end by their deadline or cap; the session then lets go of itself.
    deinit {
        let session = self.session
        DispatchQueue.global(qos: .utility).async { session.finishTasksAndInvalidate() }
    }

    public func get(_ url: URL, headers: [String: String]) async throws(FetchError) -> Data {
        do {
            return try await getOnce(url, headers: headers)
        } catch .notHTTP {
            // Bytes left on a kept-alive connection by an answer longer than its
            // Content-Length are read as the next answer ("HTTP/0.9"): that attempt
            // never reached the server, so a GET is sent once more on a fresh one (issue 17.10).
            return try await getOnce(url, headers: headers)
        }
    }

    private func getOnce(_ url: URL, headers: [String: String]) async throws(FetchError) -> Data {
        let session = self.session, receiver = self.receiver, timeout = self.timeout, maxBytes = self.maxBytes
        let request: URLRequest = {
            var request = URLRequest(url: url)
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
            return request
        }()
        let result: Result<Data, FetchError> = await withTaskGroup(of: Result<Data, FetchError>?.self) { group in
            group.addTask {
                let task = session.dataTask(with: request)
                let gate = StartGate()
                return await withTaskCancellationHandler {
                    await withCheckedContinuation { continuation in
                        receiver.register(task, limit: maxBytes, continuation)
                        if gate.start() { task.resume() } else { receiver.cancel(task) }
                    }
                } onCancel: {
                    if gate.cancel() { receiver.cancel(task) }
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
        // Each failure of the exchange itself gets its own sentence (issue 17.19).
        case .badServerResponse, .zeroByteResource: return .closedWithoutAnswer
        case .cannotParseResponse: return .notHTTP
        // Base URLs are validated up front, so libcurl's "unsupported protocol" means the answer had no status line.
        case .unsupportedURL, .badURL: return .notHTTP
        default:
            let text = urlError.localizedDescription
            if text.localizedCaseInsensitiveContains("out of memory") { return .headersTooLarge }
            if text.localizedCaseInsensitiveContains("reset") { return .closedWithoutAnswer }
            return .offline(text)
        }
    }
}

extension Duration {
    public var timeInterval: TimeInterval {
        let c = components
        return TimeInterval(c.seconds) + TimeInterval(c.attoseconds) / 1e18
    }
}

/// Orders a request's start against its cancellation, which can come first
/// (a task cancelled before it ran) or at the same moment from another thread.
final class StartGate: @unchecked Sendable {
    private let lock = NSLock()
    private var started = false
    private var cancelled = false

    /// Whether to resume the request: false when cancellation came first.
    func start() -> Bool {
        lock.withLock {
            guard !cancelled else { return false }
            started = true
            return true
        }
    }

    /// Whether a started request needs cancelling (before the start, `start()` will see it).
    func cancel() -> Bool {
        lock.withLock {
            cancelled = true
            return started
        }
    }
}

/// Collects each task's body as it arrives and settles its continuation
/// exactly once: on an HTTP error status, at the size cap (the task is
/// cancelled there), on completion, or on failure.
final class BodyReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Pending {
        var data = Data()
        let limit: Int
        let continuation: CheckedContinuation<Result<Data, FetchError>, Never>
    }
    private let lock = NSLock()
    private var pending: [Int: Pending] = [:]

    func register(_ task: URLSessionTask, limit: Int, _ continuation: CheckedContinuation<Result<Data, FetchError>, Never>) {
        lock.withLock { pending[task.taskIdentifier] = Pending(limit: limit, continuation: continuation) }
    }

    private func finish(_ task: URLSessionTask, _ result: (Data) -> Result<Data, FetchError>) {
        guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else { return }
        entry.continuation.resume(returning: result(entry.data))
    }

    /// Settles the task's continuation as cancelled at once, then cancels the
    /// task: FoundationNetworking does not always report a cancelled task back
    /// (never, when it was cancelled before it was resumed), and a caller must
    /// not wait on a report that never comes.
    func cancel(_ task: URLSessionTask) {
        finish(task) { _ in .failure(.cancelled) }
        task.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            let error: FetchError = switch http.statusCode {
            case 100..<200: .interimOnly(http.statusCode)
            case 401: .keyRefused
            case 429: .rateLimited(retryAfter: Self.retryAfter(http.value(forHTTPHeaderField: "Retry-After")))
            default: .httpStatus(http.statusCode)
            }
            finish(dataTask) { _ in .failure(error) }
            completionHandler(.cancel)
            return
        }
        let limit = lock.withLock { pending[dataTask.taskIdentifier]?.limit } ?? .max
        if response.expectedContentLength > Int64(limit) {
            finish(dataTask) { _ in .failure(.tooLarge(limit: limit)) }
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    /// `Retry-After` in seconds, bounded to an hour; an HTTP date or garbage is nil (we then pick our own wait).
    static func retryAfter(_ value: String?) -> Int? {
        guard let value, let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return nil }
        return min(seconds, 3600)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // The cap counts decoded bytes (what a gzip body inflates to), checked before
        // appending, and the body is grown in place (a copied `Data` per chunk made
        // a 20 MB body cost quadratic time).
        let over: Int? = lock.withLock {
            let id = dataTask.taskIdentifier
            guard let count = pending[id]?.data.count, let limit = pending[id]?.limit else { return -1 }
            if count + data.count > limit { return limit }
            pending[id]?.data.append(data)   // no other reference to the buffer: appended in place
            return nil
        }
        if over == -1 {
            // Bytes for a task already answered (cancelled, timed out, over the cap):
            // FoundationNetworking sometimes keeps reading after the first cancel, so ask again.
            dataTask.cancel()
            return
        }
        if let limit = over {
            finish(dataTask) { _ in .failure(.tooLarge(limit: limit)) }
            // At once, on this queue: every chunk libcurl reads meanwhile is queued
            // here with its bytes, so a cancel sent elsewhere let a fast endless body
            // pile up hundreds of MB (the soak test). Safe now that no
            // `invalidateAndCancel` can run against it.
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        finish(task) { data in
            if let error { return .failure(URLSessionHTTPClient.classify(error)) }
            return .success(data)
        }
    }
}
