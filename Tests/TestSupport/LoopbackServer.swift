import FlyingFox
import Foundation
import Synchronization

/// A real HTTP server on 127.0.0.1 (port chosen by the kernel) for client
/// tests: serves payloads and injects faults. Counts requests per path.
public final class LoopbackServer: Sendable {
    private let server: HTTPServer
    private let task = Mutex<Task<Void, any Error>?>(nil)
    private let counts = RequestCounts()

    public init() {
        // IPv4 127.0.0.1 explicitly: FlyingFox's `.loopback` is IPv6 (::1).
        server = HTTPServer(address: try! sockaddr_in.inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
    }

    /// Starts listening; returns the base URL (`http://127.0.0.1:PORT`).
    public func start() async throws -> URL {
        let server = self.server
        task.withLock { $0 = Task { try await server.run() } }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else { throw URLError(.cannotConnectToHost) }
        return URL(string: "http://127.0.0.1:\(port)")!
    }

    public func stop() async {
        await server.stop(timeout: 0)
        task.withLock { $0?.cancel() }
    }

    /// Adds a route (`"GET /path"` or `"/path*"`); every request is counted by path.
    public func route(_ route: String, _ handler: @Sendable @escaping (HTTPRequest) async throws -> HTTPResponse) async {
        let counts = self.counts
        await server.appendRoute(HTTPRoute(stringLiteral: route)) { request in
            counts.add(request.path)
            return try await handler(request)
        }
    }

    public func requests(to path: String) -> Int { counts.count(path) }
    public var totalRequests: Int { counts.total }

    // Ready-made responses.
    public static func json(_ data: Data, status: HTTPStatusCode = .ok) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: data)
    }
    public static func status(_ status: HTTPStatusCode) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/html"], body: Data("<html>error</html>".utf8))
    }
}

/// A port on 127.0.0.1 that nothing listens on (bound, then closed), for "connection refused".
public func closedLoopbackPort() -> UInt16 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_port = 0
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    var len = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) } }
    _ = withUnsafeMutablePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
    return UInt16(bigEndian: addr.sin_port)
}

final class RequestCounts: Sendable {
    private let storage = Mutex<[String: Int]>([:])
    func add(_ path: String) { storage.withLock { $0[path, default: 0] += 1 } }
    func count(_ path: String) -> Int { storage.withLock { $0[path] ?? 0 } }
    var total: Int { storage.withLock { $0.values.reduce(0, +) } }
}
