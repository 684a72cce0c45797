import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The loopback server's HTTP/1.1 on the wire: a status line and headers,
/// whole writes, a request read up to its blank line.
extension LoopbackCore {
    func header(status: Int, type: String, length: Int, extra: [String: String] = [:]) -> Data {
        let lines = extra.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
        return Data(("HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: \(type)\r\nContent-Length: \(length)\r\n"
              + lines + "Connection: close\r\n\r\n").utf8)
    }

    @discardableResult
    func send(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = Glibc.send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if n <= 0 { return false }
                sent += n
            }
            return true
        }
    }

    func readRequest(_ fd: Int32) -> Request? {
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = [13, 10, 13, 10]
        while buffer.count < 65_536 {
            let n = recv(fd, &chunk, chunk.count, 0)
            guard n > 0 else { return nil }
            buffer += chunk[0..<n]
            if buffer.count >= 4, (0...(buffer.count - 4)).contains(where: { Array(buffer[$0..<$0 + 4]) == end }) { break }
        }
        let text = String(decoding: buffer, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let first = lines[0].split(separator: " ")
        guard first.count >= 2 else { return nil }
        let target = String(first[1])
        let pathPart = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
        let components = URLComponents(string: target)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] where query[item.name] == nil { query[item.name] = item.value ?? "" }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(method: String(first[0]), path: pathPart.removingPercentEncoding ?? pathPart, query: query, headers: headers)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 429: "Too Many Requests"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// A port on 127.0.0.1 that nothing listens on (bound, then closed), for "connection refused".
public func closedLoopbackPort() -> UInt16 {
    // Bound but never listening, and never closed: connections are refused, and
    // no server started by a test running alongside can take the port meanwhile
    // (closing it here once let a parallel test's server answer "HTTP 404").
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
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
