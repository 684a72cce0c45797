import CCurl
import FoundationEssentials
import Primitives
import Synchronization

/// One GET on a libcurl easy handle, run on its own thread. The continuation
/// is settled exactly once: by libcurl's result, or at once by `cancel` (the
/// thread then stops at libcurl's next callback, within about a second even
/// on a silent connection, and nobody waits for it).
final class CurlTransfer: Sendable {
    private let url: URL
    private let headers: [String: String]
    private let timeout: Duration
    private let limit: Int

    /// What the caller's task, the transfer's thread and libcurl's callbacks share.
    fileprivate struct Exchange {
        var continuation: CheckedContinuation<Result<Data, FetchError>, Never>?
        var abandoned = false
        /// Why the transfer was stopped from a callback (cap, status, cancel).
        var stopReason: FetchError?
        var body = Data()
        var retryAfter: String?
        /// What names this version of the answer, for a conditional request next time.
        var validators = HTTPValidators()
        /// The status of the answer being read (from its status line; 0 before one).
        var status = 0
    }
    private let exchange = Mutex(Exchange())

    init(url: URL, headers: [String: String], timeout: Duration, maxBytes: Int) {
        self.url = url; self.headers = headers; self.timeout = timeout; self.limit = maxBytes
    }

    func start(_ continuation: CheckedContinuation<Result<Data, FetchError>, Never>) {
        let cancelledFirst: FetchError? = exchange.withLock {
            $0.continuation = continuation
            return $0.abandoned ? $0.stopReason ?? .cancelled : nil
        }
        if let cancelledFirst { settle(.failure(cancelledFirst)); return }
        BackgroundThread.start { [self] in settle(perform()) }
    }

    /// Answers the caller now; the transfer stops at libcurl's next callback.
    func cancel(as reason: FetchError = .cancelled) {
        exchange.withLock {
            $0.abandoned = true
            if $0.stopReason == nil { $0.stopReason = reason }
        }
        settle(.failure(reason))
    }

    private func settle(_ result: Result<Data, FetchError>) {
        let waiting: CheckedContinuation<Result<Data, FetchError>, Never>? = exchange.withLock { x in
            defer { x.continuation = nil }
            return x.continuation
        }
        waiting?.resume(returning: result)
    }

    // MARK: the transfer

    private func perform() -> Result<Data, FetchError> {
        guard let curl = CurlLibrary.shared else { return .failure(.other(CurlLibrary.missing)) }
        guard let easy = curl.easyInit() else { return .failure(.other("libcurl could not start a transfer")) }
        defer { curl.easyCleanup(easy) }
        var list: UnsafeMutablePointer<curl_slist>? = nil
        defer { curl.slistFreeAll(list) }
        // Header values never carry a line break (a key pasted with one would add a header).
        let lines = ["Accept: application/json, image/png, */*"]
            + headers.map { "\($0.key): \($0.value.filter { $0 != "\r" && $0 != "\n" })" }
        for line in lines { list = curl.slistAppend(list, line) }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        defer { errorBuffer.deallocate() }
        let me = Unmanaged.passUnretained(self).toOpaque()
        let ms = max(1, Int(timeout.timeInterval * 1000))

        _ = jt_setopt_string(curl.setopt, easy, CURLOPT_URL, url.absoluteString)
        _ = jt_setopt_string(curl.setopt, easy, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = jt_setopt_string(curl.setopt, easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        _ = jt_setopt_long(curl.setopt, easy, CURLOPT_FOLLOWLOCATION, 1)
        _ = jt_setopt_long(curl.setopt, easy, CURLOPT_MAXREDIRS, 5)
        _ = jt_setopt_long(curl.setopt, easy, CURLOPT_NOSIGNAL, 1)            // threads: no SIGALRM for timeouts
        _ = jt_setopt_long(curl.setopt, easy, CURLOPT_TIMEOUT_MS, ms)         // the whole request, not idle gaps
        _ = jt_setopt_long(curl.setopt, easy, CURLOPT_CONNECTTIMEOUT_MS, ms)
        _ = jt_setopt_string(curl.setopt, easy, CURLOPT_ACCEPT_ENCODING, "")  // every coding libcurl inflates; the cap counts inflated bytes
        _ = jt_setopt_string(curl.setopt, easy, CURLOPT_USERAGENT, JumbotronVersion.userAgent)
        _ = jt_setopt_slist(curl.setopt, easy, CURLOPT_HTTPHEADER, list)
        _ = jt_setopt_off(curl.setopt, easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit))   // a Content-Length over the cap: refused unread
        _ = jt_setopt_pointer(curl.setopt, easy, CURLOPT_ERRORBUFFER, errorBuffer)
        _ = jt_setopt_write(curl.setopt, easy, CURLOPT_WRITEFUNCTION, { data, size, count, me in
            Unmanaged<CurlTransfer>.fromOpaque(me!).takeUnretainedValue().received(data, size * count)
        })
        _ = jt_setopt_pointer(curl.setopt, easy, CURLOPT_WRITEDATA, me)
        _ = jt_setopt_write(curl.setopt, easy, CURLOPT_HEADERFUNCTION, { data, size, count, me in
            Unmanaged<CurlTransfer>.fromOpaque(me!).takeUnretainedValue().header(data, size * count)
        })
        _ = jt_setopt_pointer(curl.setopt, easy, CURLOPT_HEADERDATA, me)
        _ = jt_setopt_long(curl.setopt, easy, CURLOPT_NOPROGRESS, 0)
        _ = jt_setopt_xferinfo(curl.setopt, easy) { me, _, _, _, _ in
            Unmanaged<CurlTransfer>.fromOpaque(me!).takeUnretainedValue().isAbandoned ? 1 : 0
        }
        _ = jt_setopt_pointer(curl.setopt, easy, CURLOPT_XFERINFODATA, me)

        let code = curl.easyPerform(easy)
        let status = jt_response_code(curl.getinfo, easy)
        let message = String(cString: errorBuffer)
        let limit = self.limit
        return exchange.withLock { $0.outcome(code, status: status, message: message.isEmpty ? curl.text(code) : message, limit: limit) }
    }

    private var isAbandoned: Bool { exchange.withLock { $0.abandoned } }

    /// The last answer's `ETag` and `Last-Modified`, once the transfer is over.
    var validators: HTTPValidators { exchange.withLock { $0.validators } }

    /// A body chunk, already inflated. Returning less than `count` aborts the transfer.
    private func received(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        let limit = self.limit
        return exchange.withLock { x in
            if x.abandoned { return 0 }
            guard let data else { return count }
            // An error answer's body is never used: stop reading it (a huge error
            // page is the status, not "too large").
            if !(200..<300).contains(x.status) {
                x.stopReason = x.statusError(x.status)
                return 0
            }
            if x.body.count + count > limit {
                x.stopReason = .tooLarge(limit: limit)
                x.body = Data()
                return 0
            }
            x.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: count)
            return count
        }
    }

    private func header(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Int {
        guard let data else { return count }
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
        exchange.withLock { x in
            let lowered = line.lowercased()
            if line.hasPrefix("HTTP/") {   // a new answer (after a 1xx or a redirect)
                x.retryAfter = nil
                x.validators = HTTPValidators()
                x.status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            } else if lowered.hasPrefix("retry-after:") {
                x.retryAfter = String(line.dropFirst("retry-after:".count)).trimmedWhitespace
            } else if lowered.hasPrefix("etag:") {
                x.validators.etag = HTTPValidators.value(line.dropFirst("etag:".count))
            } else if lowered.hasPrefix("last-modified:") {
                x.validators.lastModified = HTTPValidators.value(line.dropFirst("last-modified:".count))
            }
        }
        return count
    }

}

extension CurlTransfer.Exchange {
    /// What the caller hears.
    func outcome(_ code: CURLcode, status: Int, message: String, limit: Int) -> Result<Data, FetchError> {
        if let stopReason { return .failure(stopReason) }
        if code == CURLE_OK || code == CURLE_FILESIZE_EXCEEDED {
            if (200..<300).contains(status) {
                return code == CURLE_OK ? .success(body) : .failure(.tooLarge(limit: limit))
            }
            return .failure(statusError(status))
        }
        return .failure(CurlTransfer.classify(code, status: status, message: message))
    }

    /// A non-2xx answer in our terms.
    func statusError(_ status: Int) -> FetchError {
        switch status {
        case 100..<200: .interimOnly(status)
        case 401: .keyRefused
        case 429: .rateLimited(retryAfter: CurlTransfer.retryAfter(retryAfter))
        case 503: CurlTransfer.retryAfter(retryAfter).map { .unavailable(retryAfter: $0) } ?? .httpStatus(status)
        default: .httpStatus(status)
        }
    }
}

extension CurlTransfer {

    /// `Retry-After` in seconds (`120`) or as an HTTP date (`Wed, 21 Oct 2015
    /// 07:28:00 GMT`, counted from `now`), bounded to an hour; garbage is nil
    /// (we then pick our own wait).
    static func retryAfter(_ value: String?, now: Date = Date()) -> Int? {
        guard let value = value?.trimmedWhitespace else { return nil }
        if let seconds = Int(value) { return seconds >= 0 ? min(seconds, 3600) : nil }
        guard let date = HTTPDate.parse(value) else { return nil }
        let wait = date.timeIntervalSince(now)
        return wait.isFinite ? Int(min(max(0, wait.rounded(.up)), 3600)) : nil
    }

    /// Each failure of the exchange gets its own sentence.
    static func classify(_ code: CURLcode, status: Int, message: String) -> FetchError {
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timeout
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled
        case CURLE_COULDNT_CONNECT: return .offline("connection refused")
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .offline("host not found")
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY:
            // Base URLs are validated up front, so this is an answer without a status line (HTTP/0.9).
            return (100..<200).contains(status) ? .interimOnly(status) : .notHTTP
        case CURLE_GOT_NOTHING where status == 0: return .closedWithoutAnswer
        case CURLE_RECV_ERROR where status == 0: return .closedWithoutAnswer
        case CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            return (100..<200).contains(status) ? .interimOnly(status) : .offline("connection lost")
        // libcurl 7.x's answer to headers over its 100 KB limit (8.x says CURLE_TOO_LARGE).
        case CURLE_OUT_OF_MEMORY: return .headersTooLarge
        case CURLE_BAD_CONTENT_ENCODING: return .decoding("the compressed body is damaged")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE:
            return .offline("secure connection failed: \(message)")
        default:
            return .offline(message)
        }
    }
}
