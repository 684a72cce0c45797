import FlyingFox
import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The real URLSession client against a real server on 127.0.0.1.
@Suite(.serialized) struct HTTPClientTests {
    @Test func successReturnsTheBodyAndSendsTheUserAgent() async throws {
        let server = LoopbackServer()
        let agent = AgentBox()
        await server.route("GET /ok") { request in
            agent.set(request.headers[HTTPHeader("User-Agent")])
            return LoopbackServer.json(Data("{\"a\":1}".utf8))
        }
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let client = URLSessionHTTPClient(timeout: .seconds(5))
        let data = try await client.get(base.appendingPathComponent("ok"))
        #expect(data == Data("{\"a\":1}".utf8))
        #expect(agent.value == "jumbotron/\(JumbotronVersion.string)")
    }

    @Test(arguments: [404, 500, 503])
    func httpErrorsAreTyped(status: Int) async throws {
        let server = LoopbackServer()
        await server.route("GET /fail") { _ in LoopbackServer.status(HTTPStatusCode(status, phrase: "Err")) }
        let base = try await server.start()
        defer { Task { await server.stop() } }
        await #expect(throws: FetchError.httpStatus(status)) {
            try await URLSessionHTTPClient(timeout: .seconds(5)).get(base.appendingPathComponent("fail"))
        }
    }

    @Test func aServerThatNeverAnswersEndsAtTheTimeout() async throws {
        let server = LoopbackServer()
        await server.route("GET /slow") { _ in
            try await Task.sleep(for: .seconds(10))
            return LoopbackServer.json(Data("{}".utf8))
        }
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let start = ContinuousClock.now
        await #expect(throws: FetchError.timeout) {
            try await URLSessionHTTPClient(timeout: .milliseconds(300)).get(base.appendingPathComponent("slow"))
        }
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func connectionRefusedIsOffline() async throws {
        let port = closedLoopbackPort()
        do {
            _ = try await URLSessionHTTPClient(timeout: .seconds(5)).get(URL(string: "http://127.0.0.1:\(port)/x")!)
            Issue.record("expected an error")
        } catch {
            guard case .offline = error else { Issue.record("expected offline, got \(error)"); return }
        }
    }

    @Test func truncatedBodyIsAnError() async throws {
        let server = LoopbackServer()
        await server.route("GET /short") { _ in
            // Promises 1000 bytes, sends 10, then the connection closes.
            HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .contentLength: "1000", .connection: "close"],
                         body: Data("{\"games\":[".utf8))
        }
        let base = try await server.start()
        defer { Task { await server.stop() } }
        do {
            let data = try await URLSessionHTTPClient(timeout: .seconds(2)).get(base.appendingPathComponent("short"))
            // Some stacks hand back the partial body: decoding must then reject it.
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: data) }
        } catch {
            #expect(error != .cancelled)
        }
    }

    @Test func cancellationStopsTheRequest() async throws {
        let server = LoopbackServer()
        await server.route("GET /slow") { _ in
            try await Task.sleep(for: .seconds(10))
            return LoopbackServer.json(Data("{}".utf8))
        }
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let client = URLSessionHTTPClient(timeout: .seconds(8))
        let task = Task { try await client.get(base.appendingPathComponent("slow")) }
        try await Task.sleep(for: .milliseconds(100))
        let start = ContinuousClock.now
        task.cancel()
        let result = await task.result
        #expect(ContinuousClock.now - start < .seconds(3))
        #expect(throws: FetchError.cancelled) { try result.get() }
    }
}

final class AgentBox: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: String?
    var value: String? { lock.withLock { _value } }
    func set(_ v: String?) { lock.withLock { _value = v } }
}
