import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SportsCore

/// The real URLSession client against a real server on 127.0.0.1, through
/// every transport fault of the reliability matrix (docs/reliability.md).
@Suite struct HTTPClientTests: LoopbackServing {
    /// Longer than any stall of a shared test machine, shorter than forever.
    static let hangBound: Duration = .seconds(120)
    @Test func successReturnsTheBodyAndSendsTheUserAgent() async throws {
        let server = LoopbackServer()
        let agent = Mutex<String?>(nil)
        await server.route("GET /ok") { request in
            agent.withLock { $0 = request.headers["user-agent"] }
            return LoopbackServer.json(Data("{\"a\":1}".utf8))
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let data = try await CurlHTTPClient(timeout: .seconds(30)).get(base.appendingPathComponent("ok"))
        #expect(data == Data("{\"a\":1}".utf8))
        #expect(agent.withLock { $0 } == "jumbotron/\(JumbotronVersion.string)")
    }

    @Test(arguments: [404, 500, 503])
    func httpErrorsAreTyped(status: Int) async throws {
        let (server, url) = try await serve(LoopbackServer.status(status))
        defer { server.stopNow() }
        await #expect(throws: FetchError.httpStatus(status)) { try await CurlHTTPClient(timeout: .seconds(30)).get(url) }
    }

    @Test func aServerThatNeverAnswersEndsAtTheTimeout() async throws {
        let (server, url) = try await serve(.neverAnswer)
        defer { server.stopNow() }
        let start = ContinuousClock.now
        await #expect(throws: FetchError.timeout) { try await CurlHTTPClient(timeout: .milliseconds(400)).get(url) }
        // Ends, rather than hanging. Loose: on a two-core machine the whole run's first half-minute
        // can pass before an awaiting test is resumed, so the bound is a hang's, not a speed.
        #expect(ContinuousClock.now - start < HTTPClientTests.hangBound)
    }

    /// A byte every 100 ms keeps URLSession's idle timer happy forever; the deadline still ends it.
    @Test func aSlowDripEndsAtTheDeadline() async throws {
        let (server, url) = try await serve(.drip(status: 200, body: Data(repeating: 0x20, count: 1000), chunk: 1, every: .milliseconds(100)))
        defer { server.stopNow() }
        let start = ContinuousClock.now
        await #expect(throws: FetchError.timeout) { try await CurlHTTPClient(timeout: .milliseconds(800)).get(url) }
        #expect(ContinuousClock.now - start < HTTPClientTests.hangBound)
    }

    @Test func connectionRefusedIsOffline() async throws {
        let port = closedLoopbackPort()
        await #expect(throws: FetchError.offline("connection refused")) {
            try await CurlHTTPClient(timeout: .seconds(30)).get(URL(string: "http://127.0.0.1:\(port)/x")!)
        }
    }

    /// `.invalid` never resolves (RFC 6761); no network is needed to learn that.
    @Test func aHostThatDoesNotResolveIsOffline() async throws {
        do {
            _ = try await CurlHTTPClient(timeout: .seconds(20)).get(URL(string: "http://no-such-host.invalid/x")!)
            Issue.record("expected an error")
        } catch {
            // A resolver that answers says "host not found"; one that never answers ends at the deadline.
            switch error {
            case .offline, .timeout: break
            default: Issue.record("expected offline, got \(error)")
            }
        }
    }

    @Test func aServerThatHangsUpIsAnErrorNotData() async throws {
        let (server, url) = try await serve(.hangUp)
        defer { server.stopNow() }
        await #expect(throws: FetchError.self) { try await CurlHTTPClient(timeout: .seconds(30)).get(url) }
    }

    @Test func truncatedBodyIsAnError() async throws {
        let (server, url) = try await serve(.truncated(body: Data("{\"games\":[".utf8), declaredLength: 1000))
        defer { server.stopNow() }
        do {
            let data = try await CurlHTTPClient(timeout: .seconds(30)).get(url)
            // Some stacks hand back the partial body: decoding must then reject it.
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: data) }
        } catch {
            #expect(error != .cancelled)
        }
    }

    @Test func emptyAndInvalidUTF8BodiesArriveAsBytesForTheDecoderToRefuse() async throws {
        for body in [Data(), Data([0xff, 0xfe, 0x7b, 0xc3, 0x28])] {
            let (server, url) = try await serve(LoopbackServer.json(body))
            defer { server.stopNow() }
            #expect(try await CurlHTTPClient(timeout: .seconds(30)).get(url) == body)
        }
    }


    /// The first retry after a short body (Content-Length larger
    /// than what came) failed with "unsupported URL" without sending anything.
    @Test func aRetryAfterATruncatedBodyIsSentAndSucceeds() async throws {
        let (server, url) = try await serve(first: .truncated(body: Data("{\"a\":".utf8), declaredLength: 500))
        defer { server.stopNow() }
        let client = CurlHTTPClient(timeout: .seconds(5))
        do {
            _ = try await client.get(url)
            Issue.record("a truncated body must fail")
        } catch {
            #expect(error != .other("unsupported URL"))
        }
        let again = try await client.get(url)
        #expect(String(decoding: again, as: UTF8.self) == "{\"a\":1}")
        #expect(server.requests(to: "/r") == 2)
    }

    /// Each broken exchange says what happened.
    @Test(arguments: [
        ("HTTP/0.9", LoopbackServer.Reply.raw(Data("{\"a\":1}".utf8)), FetchError.notHTTP),
        ("garbage", .raw(Data("HELLO WORLD\r\n\r\n".utf8)), .notHTTP),
        ("100 only", .raw(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)), .interimOnly(100)),
        ("102 only", .raw(Data("HTTP/1.1 102 Processing\r\n\r\n".utf8)), .interimOnly(102)),
        ("huge header", .raw(Data(("HTTP/1.1 200 OK\r\nX-Big: " + String(repeating: "a", count: 300_000) + "\r\nContent-Length: 2\r\n\r\n{}").utf8)),
         .headersTooLarge),
        ("closed", .hangUp, .closedWithoutAnswer),
    ] as [(String, LoopbackServer.Reply, FetchError)])
    func aBrokenExchangeGetsItsOwnSentence(_ name: String, _ reply: LoopbackServer.Reply, _ expected: FetchError) async throws {
        let (server, url) = try await serve(reply)
        defer { server.stopNow() }
        await #expect(throws: expected, "\(name)") { try await CurlHTTPClient(timeout: .seconds(5)).get(url) }
        #expect(!expected.detail.contains("unsupported URL") && !expected.detail.contains("cannot read"))
    }

    /// An answer that was not HTTP (what leftover bytes on a kept-alive
    /// connection look like) is asked for once more, and the second answer is used.
    @Test func aNonHTTPAnswerIsAskedForOnceMore() async throws {
        let (server, url) = try await serve(first: .raw(Data("garbage left on the connection".utf8)))
        defer { server.stopNow() }
        let data = try await CurlHTTPClient(timeout: .seconds(5)).get(url)
        #expect(String(decoding: data, as: UTF8.self) == "{\"a\":1}")
        #expect(server.requests(to: "/r") == 2)
    }

    @Test func cancellationStopsTheRequest() async throws {
        let (server, url) = try await serve(.neverAnswer)
        defer { server.stopNow() }
        let client = CurlHTTPClient(timeout: .seconds(20))
        let task = Task { try await client.get(url) }
        try await Task.sleep(for: .milliseconds(100))
        let start = ContinuousClock.now
        task.cancel()
        let result = await task.result
        #expect(ContinuousClock.now - start < .seconds(15))   // well before the 20 s deadline
        #expect(throws: FetchError.cancelled) { try result.get() }
    }

    /// A request cancelled at any moment ends at once. It once could wait
    /// forever: cancelling also cancelled the deadline, and the answer then
    /// rested on FoundationNetworking reporting the cancelled task, which under
    /// load it sometimes did not (a test run hung in `cancellationStopsTheRequest`).
    @Test func cancellationAtAnyMomentEnds() async throws {
        let (server, url) = try await serve(.neverAnswer)
        defer { server.stopNow() }
        let client = CurlHTTPClient(timeout: .seconds(60))
        for round in 0..<60 {
            let task = Task { try await client.get(url) }
            // Before it starts, as it starts, while it connects, while it waits for an answer.
            switch round % 4 {
            case 0: break
            case 1: await Task.yield()
            case 2: try await Task.sleep(for: .milliseconds(1))
            default: try await Task.sleep(for: .milliseconds(15))
            }
            task.cancel()
            let outcome = await Self.result(of: task, within: .seconds(20))
            #expect(outcome != nil, "round \(round) did not end")
            guard let outcome else { return }
            #expect(throws: FetchError.cancelled) { try outcome.get() }
        }
    }

    /// The task's result, or nil when it has not ended in `within`. Neither side
    /// blocks a thread, so a busy test run cannot make a healthy task look hung.
    static func result(of task: Task<Data, any Error>, within: Duration) async -> Result<Data, any Error>? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Result<Data, any Error>?, Never>) in
            let once = ResumeOnce(continuation)
            Task { once.resume(await task.result) }
            Task { try? await Task.sleep(for: within); once.resume(nil) }
        }
    }

    final class ResumeOnce: Sendable {
        private let continuation: Mutex<CheckedContinuation<Result<Data, any Error>?, Never>?>
        init(_ continuation: CheckedContinuation<Result<Data, any Error>?, Never>) { self.continuation = Mutex(continuation) }
        func resume(_ value: Result<Data, any Error>?) {
            continuation.withLock { c in
                c?.resume(returning: value)
                c = nil
            }
        }
    }

    @Test func retryAfterTheServerRecoversGetsTheData() async throws {
        let healthy = Atomic<Bool>(false)
        let server = LoopbackServer()
        await server.route("/r") { _ in healthy.load(ordering: .relaxed) ? LoopbackServer.json(Data("[]".utf8)) : LoopbackServer.status(503) }
        let url = try await server.start().appendingPathComponent("r")
        defer { server.stopNow() }
        let client = CurlHTTPClient(timeout: .seconds(30))
        await #expect(throws: FetchError.httpStatus(503)) { try await client.get(url) }
        healthy.store(true, ordering: .relaxed)
        #expect(try await client.get(url) == Data("[]".utf8))
    }
}

/// A suite that serves its answers from a loopback server at `/r`.
protocol LoopbackServing {}

extension LoopbackServing {
    func serve(_ reply: LoopbackServer.Reply) async throws -> (LoopbackServer, URL) {
        let server = LoopbackServer()
        await server.route("/r") { _ in reply }
        let base = try await server.start()
        return (server, base.appendingPathComponent("r"))
    }

    /// A server whose first answer at /r is `first` and every later one `{"a":1}`.
    func serve(first: LoopbackServer.Reply) async throws -> (LoopbackServer, URL) {
        let server = LoopbackServer()
        let isFirst = Mutex(true)
        await server.route("/r") { _ in
            isFirst.withLock { f in
                defer { f = false }
                return f ? first : LoopbackServer.json(Data("{\"a\":1}".utf8))
            }
        }
        return (server, try await server.start().appendingPathComponent("r"))
    }
}

/// This process's resident memory, from /proc (0 where there is none).
func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let field = line.split(separator: " ").dropFirst().first, let kb = Int(field) else { return 0 }
    return kb * 1024
}
