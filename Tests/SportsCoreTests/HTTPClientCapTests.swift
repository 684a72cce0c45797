import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SportsCore

/// The client's caps against a loopback server: huge, endless and flooding
/// bodies, redirects with huge error pages, a gzip bomb.
@Suite struct HTTPClientCapTests: LoopbackServing {
    /// 50 MB announced: refused from the headers. 50 MB streamed without a
    /// length: cut off as soon as the cap is passed, the rest never read.
    @Test(arguments: [true, false])
    func aHugeBodyIsRefusedAtTheCap(announced: Bool) async throws {
        let huge = Data(repeating: 0x20, count: 50_000_000)
        let reply: LoopbackServer.Reply = announced
            ? LoopbackServer.json(huge)
            : .drip(status: 200, body: huge, chunk: 1_000_000, every: .milliseconds(1))
        let (server, url) = try await serve(reply)
        defer { server.stopNow() }
        await #expect(throws: FetchError.tooLarge(limit: 2_000_000)) {
            try await CurlHTTPClient(timeout: .seconds(30), maxBytes: 2_000_000).get(url)
        }
    }

    /// A chunked body that never ends (no Content-Length) once grew
    /// memory without bound and left the process unable to exit: the cap must hold
    /// while streaming, and letting go of a client must never wait on the network.
    @Test func anEndlessBodyStopsAtTheCapAndMemoryStaysBounded() async throws {
        let (server, url) = try await serve(.endless(chunk: 64 * 1024))
        defer { server.stopNow() }
        let before = residentBytes()
        let start = ContinuousClock.now
        for _ in 0..<3 {
            var client: CurlHTTPClient? = CurlHTTPClient(timeout: .seconds(20), maxBytes: 5_000_000)
            await #expect(throws: FetchError.tooLarge(limit: 5_000_000)) { try await client!.get(url) }
            client = nil                                       // deinit while the task is being cancelled
        }
        // Before the fix the first round never ended and memory grew by gigabytes.
        #expect(ContinuousClock.now - start < HTTPClientTests.hangBound)
        #expect(residentBytes() - before < 1_000_000_000, "memory grew by \((residentBytes() - before) / 1_000_000) MB")
    }

    /// Found by the soak: the byte past the cap stops the reading itself. With
    /// URLSession the cancel took 0.04–2 s to land while every chunk read meanwhile
    /// queued up in memory (44 MB–5 GB on the soak server); now the server sees
    /// the connection close, having sent no more than the cap plus what the two
    /// sockets' buffers hold.
    @Test func theCapClosesTheConnectionAtOnce() async throws {
        let (server, url) = try await serve(.flood(chunk: 64 * 1024))
        defer { server.stopNow() }
        let cap = 2_000_000
        await #expect(throws: FetchError.tooLarge(limit: cap)) { try await CurlHTTPClient(timeout: .seconds(20), maxBytes: cap).get(url) }
        let deadline = ContinuousClock.now + .seconds(10)
        while server.endlessRepliesRunning > 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(server.endlessRepliesRunning == 0, "the server is still being read")
        // What the two sockets' buffers may hold is the kernel's to say: loopback
        // autotuning grows the receiver's up to tcp_rmem's maximum (32 MB on some
        // machines), and a loaded machine gets there. Gigabytes was the bug.
        let buffers = HTTPClientCapTests.socketBufferMaximum("tcp_rmem") + HTTPClientCapTests.socketBufferMaximum("tcp_wmem")
        #expect(server.endlessBytesSent < cap + buffers + 2 * 64 * 1024,
                "\(server.endlessBytesSent) bytes sent for a \(cap) byte cap and \(buffers) bytes of socket buffers")
    }

    /// The largest a TCP socket buffer may grow to (the third field of
    /// /proc/sys/net/ipv4/tcp_rmem or tcp_wmem); 6 MB where it cannot be read.
    static func socketBufferMaximum(_ name: String) -> Int {
        let text = (try? String(contentsOfFile: "/proc/sys/net/ipv4/\(name)", encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isWhitespace).dropFirst(2).first.flatMap { Int($0) } ?? 6_000_000
    }

    /// A redirect is followed and only the final answer's body comes back; an
    /// error answer is its status even when its body is over the cap (its body
    /// is never read past the first chunk).
    @Test func redirectsAndHugeErrorPages() async throws {
        let server = LoopbackServer()
        await server.route("/moved") { _ in
            .respondWithHeaders(status: 302, headers: ["Location": "/ok"], body: Data("<html>moved</html>".utf8))
        }
        await server.route("/ok") { _ in LoopbackServer.json(Data("{\"a\":1}".utf8)) }
        await server.route("/huge404") { _ in .respond(status: 404, contentType: "text/html", body: Data(repeating: 0x20, count: 3_000_000)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let client = CurlHTTPClient(timeout: .seconds(10), maxBytes: 1_000_000)
        #expect(try await client.get(base.appendingPathComponent("moved")) == Data("{\"a\":1}".utf8))
        await #expect(throws: FetchError.httpStatus(404)) { try await client.get(base.appendingPathComponent("huge404")) }
    }

    /// The cap counts the decoded size, so a small gzip body that
    /// inflates to 60 MB is refused at the cap.
    @Test func aGzipBombIsRefusedAtTheDecodedCap() async throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bomb.gz")
        let made = try Spawn.run("/bin/sh", ["-c", "head -c 60000000 /dev/zero | gzip -1 > '\(file.path)'"],
                                 environment: ProcessInfo.processInfo.environment)
        try #require(made.status == 0)
        let bomb = try Data(contentsOf: file)
        #expect(bomb.count < 1_000_000)
        let (server, url) = try await serve(.gzip(body: bomb))
        defer { server.stopNow() }
        let result: Result<Data, FetchError>
        do { result = .success(try await CurlHTTPClient(timeout: .seconds(20), maxBytes: 2_000_000).get(url)) }
        catch { result = .failure(error) }
        switch result {
        case .failure(.tooLarge(let limit)): #expect(limit == 2_000_000)
        case .failure(.decoding): break                         // a client that does not inflate: the bytes are not JSON
        case .success(let data): Issue.record("a 60 MB body came back whole (\(data.count) bytes)")
        case .failure(let other): Issue.record("unexpected \(other)")
        }
    }
}
