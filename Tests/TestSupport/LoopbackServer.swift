import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A real HTTP/1.1 server on 127.0.0.1 (port chosen by the kernel) for client
/// and end-to-end tests: serves canned payloads and injects faults down to
/// the byte (a lying Content-Length, a slow drip, a connection held open
/// forever). Counts requests per path.
///
/// It runs on its own threads, never on Swift's cooperative pool: on a
/// 2-core machine a few CPU-bound tests running in parallel fill that pool,
/// and a server living there stops answering, so healthy requests time out.
public final class LoopbackServer: Sendable {
    public typealias Request = LoopbackCore.Request
    public typealias Reply = LoopbackCore.Reply
    private let core = LoopbackCore()

    public init() {}

    /// Dropping the server stops it: its threads hold only the core, never
    /// this object, so a test that forgets `stopNow()` cannot leave a thread
    /// keeping the test process alive.
    deinit { core.stopNow() }

    public var port: UInt16 { core.port }
    public var baseURL: URL { core.baseURL }
    @discardableResult public func start() async throws -> URL { core.startAccepting() }
    public func stop() async { core.stopNow() }
    public func stopNow() { core.stopNow() }
    public func route(_ route: String, _ handler: @Sendable @escaping (Request) -> Reply) async { core.route(route, handler) }
    public func requests(to path: String) -> Int { core.requests(to: path) }
    public var totalRequests: Int { core.totalRequests }
    /// Bytes written by `.endless` replies so far, and how many of them still run.
    public var endlessBytesSent: Int { core.endlessBytesSent }
    public var endlessRepliesRunning: Int { core.endlessRepliesRunning }
    public static func json(_ data: Data, status: Int = 200) -> Reply { LoopbackCore.json(data, status: status) }
    public static func status(_ status: Int) -> Reply { LoopbackCore.status(status) }
    public static func png(_ data: Data) -> Reply { LoopbackCore.png(data) }
}

public final class LoopbackCore: Sendable {
    public struct Request: Sendable {
        public let method: String
        public let path: String
        public let query: [String: String]
        /// Header names lower-cased.
        public let headers: [String: String]
    }

    /// What the server does with one request.
    public indirect enum Reply: Sendable {
        case respond(status: Int, contentType: String, body: Data)
        /// A chunked body (no Content-Length) that never ends: `chunk` bytes of JSON-ish filler at a time, as fast as the client reads.
        case endless(chunk: Int)
        /// The same without the pause between chunks: as fast as loopback goes (the soak server's way).
        case flood(chunk: Int)
        /// `body` sent with `Content-Encoding: gzip` (already compressed by the test).
        case gzip(body: Data)
        /// Raw bytes as the whole response, status line and all (HTTP/0.9 replies, 1xx, huge headers).
        case raw(Data)
        /// A response with extra header lines (such as `Retry-After`).
        case respondWithHeaders(status: Int, headers: [String: String], body: Data)
        /// Reads the request, then never answers; the connection stays open until the client gives up.
        case neverAnswer
        /// Sends the headers, then the body `chunk` bytes at a time, one chunk every `every`.
        case drip(status: Int, body: Data, chunk: Int, every: Duration)
        /// Announces `declaredLength` bytes, sends `body` (fewer), closes.
        case truncated(body: Data, declaredLength: Int)
        /// Closes the connection without a byte of response.
        case hangUp
        case delayed(Duration, Reply)
    }

    private let listener: Int32
    public let port: UInt16
    private let stopPipe: (read: Int32, write: Int32)
    private let routes = Mutex<[(method: String?, pattern: String, handler: @Sendable (Request) -> Reply)]>([])
    private let counts = RequestCounts()
    private let stopped = Atomic<Bool>(false)
    private let endless = Atomic<Int>(0)
    private let endlessOpen = Atomic<Int>(0)

    public init() {
        signal(SIGPIPE, SIG_IGN)
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listener = self.listener
        _ = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, len) } }
        _ = withUnsafeMutablePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &len) } }
        port = UInt16(bigEndian: addr.sin_port)
        listen(listener, 64)
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        stopPipe = (fds[0], fds[1])
    }

    /// Runs once every thread that serves this core has returned (each holds
    /// it), so no descriptor is closed under a thread still polling it.
    deinit {
        close(listener)
        close(stopPipe.read)
        close(stopPipe.write)
    }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Starts accepting; returns the base URL (`http://127.0.0.1:PORT`).
    func startAccepting() -> URL {
        Thread.detachNewThread { [self] in acceptLoop() }
        return baseURL
    }

    /// Closes the listening socket and releases every held connection.
    public func stopNow() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
    }

    /// Adds a route: `"GET /path"`, `"/path"`, or a prefix `"/logos/*"`.
    func route(_ route: String, _ handler: @Sendable @escaping (Request) -> Reply) {
        let parts = route.split(separator: " ", maxSplits: 1).map(String.init)
        let (method, pattern) = parts.count == 2 ? (Optional(parts[0]), parts[1]) : (nil, parts[0])
        routes.withLock { $0.append((method, pattern, handler)) }
    }

    public func requests(to path: String) -> Int { counts.count(path) }
    public var totalRequests: Int { counts.total }
    public var endlessBytesSent: Int { endless.load(ordering: .relaxed) }
    public var endlessRepliesRunning: Int { endlessOpen.load(ordering: .relaxed) }

    // Ready-made replies.
    public static func json(_ data: Data, status: Int = 200) -> Reply {
        .respond(status: status, contentType: "application/json", body: data)
    }
    public static func status(_ status: Int) -> Reply {
        .respond(status: status, contentType: "text/html", body: Data("<html><body>Error \(status)</body></html>".utf8))
    }
    public static func png(_ data: Data) -> Reply { .respond(status: 200, contentType: "image/png", body: data) }

    // MARK: - Serving

    private func acceptLoop() {
        while true {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
            // A short timeout as well as the stop pipe: no way a thread outlives its server.
            guard poll(&fds, 2, 200) >= 0 || errno == EINTR else { return }
            if fds[1].revents != 0 || stopped.load(ordering: .acquiring) { return }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let conn = accept(listener, nil, nil)
            guard conn >= 0 else { continue }
            Thread.detachNewThread { [self] in serve(conn) }
        }
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        guard let request = readRequest(fd) else { return }
        counts.add(request.path)
        let handler = routes.withLock { routes in
            routes.last { route in
                (route.method == nil || route.method == request.method) &&
                (route.pattern.hasSuffix("*") ? request.path.hasPrefix(String(route.pattern.dropLast())) : route.pattern == request.path)
            }?.handler
        }
        perform(handler?(request) ?? Self.status(404), on: fd)
    }

    private func perform(_ reply: Reply, on fd: Int32) {
        switch reply {
        case .respond(let status, let type, let body):
            send(fd, header(status: status, type: type, length: body.count) + body)
        case .respondWithHeaders(let status, let extra, let body):
            send(fd, header(status: status, type: "application/json", length: body.count, extra: extra) + body)
        case .endless(let chunk), .flood(let chunk):
            let paced: Bool = if case .endless = reply { true } else { false }
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            guard send(fd, Data(head.utf8)) else { return }
            let filler = Data(repeating: UInt8(ascii: " "), count: max(1, chunk))
            let frame = Data((String(filler.count, radix: 16) + "\r\n").utf8) + filler + Data("\r\n".utf8)
            // A millisecond between chunks (64 MB/s at 64 KB chunks) keeps a test from starving the
            // others on two cores, and notices at once when the client hangs up.
            endlessOpen.add(1, ordering: .relaxed)
            defer { endlessOpen.subtract(1, ordering: .relaxed) }
            while !stopped.load(ordering: .acquiring) {
                guard send(fd, frame), !paced || !waitForStopOrHangUp(fd, timeout: .milliseconds(1)) else { return }
                endless.add(frame.count, ordering: .relaxed)
            }
        case .gzip(let body):
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
                + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            send(fd, Data(head.utf8) + body)
        case .raw(let bytes):
            send(fd, bytes)
        case .neverAnswer:
            waitForStopOrHangUp(fd, timeout: .seconds(-1))
        case .drip(let status, let body, let chunk, let every):
            guard send(fd, header(status: status, type: "application/json", length: body.count)) else { return }
            var offset = 0
            while offset < body.count {
                if waitForStopOrHangUp(fd, timeout: every) { return }
                let end = min(body.count, offset + max(1, chunk))
                guard send(fd, body[offset..<end]) else { return }
                offset = end
            }
        case .truncated(let body, let declared):
            send(fd, header(status: 200, type: "application/json", length: declared) + body)
        case .hangUp:
            return
        case .delayed(let delay, let next):
            if waitForStopOrHangUp(fd, timeout: delay) { return }
            perform(next, on: fd)
        }
    }

    /// Waits up to `timeout` (forever when negative); true when the server
    /// stopped or the client went away meanwhile.
    @discardableResult
    private func waitForStopOrHangUp(_ fd: Int32, timeout: Duration) -> Bool {
        let ms: Int32 = timeout < .zero ? -1 : Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        var fds = [pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        var waited: Int32 = 0
        var ready: Int32 = 0
        while true {   // in slices, so a stopped server is noticed even without the pipe
            if stopped.load(ordering: .acquiring) { return true }
            let slice: Int32 = ms < 0 ? 200 : min(200, ms - waited)
            ready = poll(&fds, 2, slice)
            if ready != 0 { break }
            waited += slice
            if ms >= 0 && waited >= ms { return false }
        }
        if ready < 0 { return false }
        if fds[0].revents != 0 { return true }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK)) <= 0   // readable with no data: the client closed
    }
}
