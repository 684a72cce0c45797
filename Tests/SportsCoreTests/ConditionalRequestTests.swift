import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SportsCore

/// Conditional requests against a loopback server that names its answers'
/// versions: the version is sent back, a `304` costs no body and no decode
/// (the value decoded before is handed back, the copy on disk made current),
/// a new version is read in full, and a server that names none is asked
/// plainly every time.
@Suite struct ConditionalRequestTests {
    /// A server of `/yc.json` whose current version is `version` (with its `ETag`,
    /// or its `Last-Modified` when `byDate`), answering `304` to a request that names it.
    final class Versioned: Sendable {
        let version = Mutex("v1")
        let asked = Mutex<[[String: String]]>([])
        let byDate: Bool
        let etag: @Sendable (String) -> String
        init(byDate: Bool = false, etag: @escaping @Sendable (String) -> String = { "\"\($0)\"" }) { self.byDate = byDate; self.etag = etag }

        func reply(_ request: LoopbackServer.Request) -> LoopbackServer.Reply {
            asked.withLock { $0.append(request.headers) }
            let v = version.withLock { $0 }
            let name = byDate ? "Sun, 29 Nov 2026 0\(v.last!):00:00 GMT" : etag(v)
            let header = byDate ? "Last-Modified" : "ETag"
            let sent = byDate ? request.headers["if-modified-since"] : request.headers["if-none-match"]
            if sent == name { return .respondWithHeaders(status: 304, headers: [header: name], body: Data()) }
            return .respondWithHeaders(status: 200, headers: [header: name], body: Data("{\"version\":\"\(v)\"}".utf8))
        }
    }

    /// Counts its decodes.
    final class Decoder: Sendable {
        private let decoded = Mutex(0)
        var count: Int { decoded.withLock { $0 } }
        var decode: @Sendable (Data) throws -> String {
            { [self] data in decoded.withLock { $0 += 1 }; return String(decoding: data, as: UTF8.self) }
        }
    }

    static func source(_ server: Versioned) async throws -> (LiveDataSource, LoopbackServer, URL) {
        let loopback = LoopbackServer()
        await loopback.route("GET /yc.json") { server.reply($0) }
        let base = try await loopback.start()
        let dir = makeTemporaryDirectory()
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base.appendingPathComponent("yc.json"), logos: base, tvmaze: base),
                                  http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir))
        return (live, loopback, dir)
    }

    @Test(arguments: [false, true])
    func anUnchangedAnswerIsNeitherSentNorDecodedAgain(byDate: Bool) async throws {
        let server = Versioned(byDate: byDate)
        let (live, loopback, dir) = try await Self.source(server)
        defer { loopback.stopNow(); try? FileManager.default.removeItem(at: dir) }
        let decoder = Decoder()
        let first = try await live.fetch(.yinzcamSchedule, decode: decoder.decode)
        let copied = try #require(live.cache.load(for: live.urls.yinzcam)).fetchedAt
        try await Task.sleep(for: .milliseconds(20))
        let second = try await live.fetch(.yinzcamSchedule, decode: decoder.decode)
        #expect(first.value == "{\"version\":\"v1\"}" && second.value == first.value)
        #expect(second.origin == .network, "current as of now")
        #expect(decoder.count == 1, "the 304 cost no decode")
        let headers = server.asked.withLock { $0 }
        #expect(headers.count == 2)
        #expect(headers[0]["if-none-match"] == nil && headers[0]["if-modified-since"] == nil, "the first asks plainly")
        #expect(byDate ? headers[1]["if-modified-since"] != nil : headers[1]["if-none-match"] == "\"v1\"", "\(headers[1])")
        #expect(try #require(live.cache.load(for: live.urls.yinzcam)).fetchedAt > copied, "the copy on disk is current again")
        // A new version is read in full and decoded.
        server.version.withLock { $0 = "v2" }
        let third = try await live.fetch(.yinzcamSchedule, decode: decoder.decode)
        #expect(third.value == "{\"version\":\"v2\"}" && decoder.count == 2)
        #expect(String(decoding: try #require(live.cache.load(for: live.urls.yinzcam)).data, as: UTF8.self).contains("v2"))
    }

    /// My Teams and a board read one URL as different values: the other reader decodes the copy on disk, nothing is downloaded twice.
    @Test func aReaderOfAnotherTypeDecodesTheCopyOnceAfterA304() async throws {
        let server = Versioned()
        let (live, loopback, dir) = try await Self.source(server)
        defer { loopback.stopNow(); try? FileManager.default.removeItem(at: dir) }
        _ = try await live.fetch(.yinzcamSchedule) { String(decoding: $0, as: UTF8.self) }
        let count = try await live.fetch(.yinzcamSchedule) { $0.count }
        #expect(count.value == "{\"version\":\"v1\"}".utf8.count)
        let again = try await live.fetch(.yinzcamSchedule) { _ -> Int in Issue.record("decoded again"); return 0 }
        #expect(again.value == count.value, "kept for its type too")
        #expect(server.asked.withLock { $0.count } == 3)
    }

    /// Without a copy on disk to stand for, nothing is asked conditionally; a version name that
    /// could not be sent back as it came (a line break, 300 bytes) is not kept.
    @Test func noCopyOrAStrangeVersionNameMeansAPlainRequest() async throws {
        for etag in [{ (v: String) in "\"\(v)\"" }, { (v: String) in String(repeating: "x", count: 300) }] as [@Sendable (String) -> String] {
            let server = Versioned(etag: etag)
            let (live, loopback, dir) = try await Self.source(server)
            defer { loopback.stopNow(); try? FileManager.default.removeItem(at: dir) }
            _ = try await live.fetch(.yinzcamSchedule) { String(decoding: $0, as: UTF8.self) }
            if etag("v1").count < 100 { try FileManager.default.removeItem(at: live.cache.fileURL(for: live.urls.yinzcam)) }
            let second = try await live.fetch(.yinzcamSchedule) { String(decoding: $0, as: UTF8.self) }
            #expect(second.value.contains("v1"))
            #expect(server.asked.withLock { $0 }.allSatisfy { $0["if-none-match"] == nil }, "asked plainly both times")
        }
    }

    @Test func versionNamesAreOneLineOfPrintableASCII() {
        #expect(HTTPValidators.value(" \"abc\"\r\n") == "\"abc\"")
        #expect(HTTPValidators.value("W/\"abc\"") == "W/\"abc\"")
        #expect(HTTPValidators.value("a\u{7}b") == nil && HTTPValidators.value("é") == nil && HTTPValidators.value("") == nil)
        #expect(HTTPValidators.value(Substring(String(repeating: "a", count: 201))) == nil)
        #expect(HTTPValidators(etag: "\"x\"", lastModified: "d").conditionalHeaders == ["If-None-Match": "\"x\"", "If-Modified-Since": "d"])
    }

    @Test func theMemoryKeepsTheURLsAskedMostLately() {
        let memo = ConditionalAnswers()
        for i in 0..<(ConditionalAnswers.capacity + 10) { memo.keep(i, for: "u\(i)", .yinzcamSchedule, validators: HTTPValidators(etag: "e\(i)")) }
        #expect(memo.value(for: "u0", .yinzcamSchedule, as: Int.self) == nil, "the oldest went")
        #expect(memo.value(for: "u\(ConditionalAnswers.capacity + 9)", .yinzcamSchedule, as: Int.self) == ConditionalAnswers.capacity + 9)
        memo.keep(1, for: "u\(ConditionalAnswers.capacity + 9)", .yinzcamSchedule, validators: HTTPValidators())
        #expect(memo.validators(for: "u\(ConditionalAnswers.capacity + 9)").isEmpty, "an answer that names no version forgets the URL")
    }

    @Test func aValueIsKeptForTheRequestThatReadItNotForEveryReaderOfItsURL() {
        let memo = ConditionalAnswers()
        memo.keep([1, 2], for: "board", .nbaScoreboard(date: "2023-04-20"), validators: HTTPValidators(etag: "e"))
        #expect(memo.value(for: "board", .nbaScoreboard(date: "2023-04-20"), as: [Int].self) == [1, 2])
        #expect(memo.value(for: "board", .nbaScoreboard(date: "2023-04-19"), as: [Int].self) == nil, "another day's reader decodes for itself")
        #expect(memo.value(for: "board", .nbaScoreboard(date: "2023-04-20"), as: [String].self) == nil, "and so does another type")
    }
}
