import CSQLite
import Foundation
import Logging
import Primitives
import Testing
import TestSupport
@testable import SportsCore

/// What polls wait for (backoff, `Retry-After` in seconds or as a date), one
/// request per URL per pace between two pollers, a log that feed text cannot
/// command, and a database that a newer version wrote.
@Suite(.serialized) struct PollingAndStorageRound5Tests {
    @Test func aPollWaitsLongerAfterEachFailureAndNeverBeforeRetryAfter() {
        var pace = PollPace()
        #expect(pace.wait(pace: .seconds(15)) == .seconds(15))
        pace.record(.httpStatus(500))
        #expect(pace.wait(pace: .seconds(15)) == .seconds(30))
        pace.record(.timeout)
        pace.record(.timeout)
        #expect(pace.wait(pace: .seconds(15)) == .seconds(120))
        for _ in 0..<20 { pace.record(.timeout) }
        #expect(pace.wait(pace: .seconds(15)) == PollPace.longest, "five minutes at most")
        pace.record(nil)
        #expect(pace.wait(pace: .seconds(15)) == .seconds(15), "an answer brings the pace back")
        pace.record(.rateLimited(retryAfter: 600))
        #expect(pace.wait(pace: .seconds(15)) == .seconds(600), "the server's wait wins, even past five minutes")
        pace.record(.cancelled)
        #expect(pace.wait(pace: .seconds(15)) == .seconds(600), "a cancelled request says nothing")
    }

    @Test func retryAfterAsAnHTTPDate() {
        let now = Date(timeIntervalSince1970: 1_445_412_400)   // Wed, 21 Oct 2015 07:26:40 GMT
        #expect(HTTPDate.parse("Wed, 21 Oct 2015 07:28:00 GMT") == now.addingTimeInterval(80))
        #expect(CurlTransfer.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT", now: now) == 80)
        #expect(CurlTransfer.retryAfter(" 120 ", now: now) == 120)
        for garbage in ["Wed, 21 Oct 2015 07:28:00 PST", "Wednesday, 21-Oct-15 07:28:00 GMT", "Wed, 32 Oct 2015 07:28:00 GMT", "soon", ""] {
            #expect(CurlTransfer.retryAfter(garbage, now: now) == nil, "\(garbage)")
        }
    }

    @Test func aServiceUnavailableWithRetryAfterCarriesIt() async throws {
        let server = LoopbackServer()
        await server.route("GET /yc.json") { _ in .respondWithHeaders(status: 503, headers: ["Retry-After": "90"], body: Data()) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base.appendingPathComponent("yc.json"), logos: base, tvmaze: base),
                                  http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir))
        await #expect(throws: FetchError.unavailable(retryAfter: 90)) { try await live.fetch(.yinzcamSchedule, decode: decodeProbe) }
    }

    /// A board and My Teams polling one URL at one pace: one request between them.
    @Test func twoPollersOfOneURLShareOneRequestPerPace() async throws {
        let server = LoopbackServer()
        await server.route("GET /yc.json") { _ in LoopbackServer.json(Data("{\"ok\":true}".utf8)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base.appendingPathComponent("yc.json"), logos: base, tvmaze: base),
                                  http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir))
        let poll = Fetch<Probe>(.yinzcamSchedule, decode: decodeProbe).shared(within: 9)
        #expect(poll.cachePolicy == .maxAge(seconds: 9))
        let board = try await live.run(poll)
        let myTeams = try await live.run(poll)
        #expect(board.origin == .network)
        guard case .cache = myTeams.origin else { Issue.record("the second poller asked again: \(myTeams.origin)"); return }
        #expect(server.requests(to: "/yc.json") == 1)
        // A refresh the user asked for is always fresh.
        _ = try await live.run(Fetch<Probe>(.yinzcamSchedule, decode: decodeProbe))
        #expect(server.requests(to: "/yc.json") == 2)
    }

    @Test func feedTextReachesTheLogInert() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("log")
        let logger = Logger(label: "jumbotron", factory: FileLogHandler.factory(file: file, level: .info))
        logger.info("alert: BOS\u{1B}]52;c;cHduZWQ=\u{07} 3-2\r\n2026-01-01 error forged line \u{9B}31m\u{202E}evil\u{2028}x")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 1, "one line, whatever the name held")
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B || $0.value == 0x0D
                                                 || $0.value == 0x202E || $0.value == 0x2028 })
        #expect(text.contains("\\u{1b}]52;c;cHduZWQ=\\u{7} 3-2\\r\\n2026-01-01 error forged line \\u{9b}31m\\u{202e}evil\\u{2028}x"))
        #expect(InertText.logLine("plain — text ✓") == "plain — text ✓")
    }

    @Test func aNewerVersionsDatabaseIsReadNeverWritten() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        do {
            let store = try FavoritesStore(url: url)
            try store.save(TVShow(id: 1, name: "Kept"))
            // What a later version might do: a migration of its own, a column we would leave empty.
            try store.db.execute("INSERT INTO grdb_migrations (identifier) VALUES ('v9: team league')")
            try store.db.execute("PRAGMA user_version = 99")
        }
        #expect(throws: StoreError("the database was written by a newer version of Jumbotron")) { try FavoritesStore(url: url) }
        let db = FavoritesDatabase(url: url)
        #expect(try db.withReader { store throws(StoreError) in try store.list() }.get().map(\.name) == ["Kept"], "what was saved still shows")
        #expect(db.takeNotices().contains { $0.contains("read-only") && $0.contains("newer version") })
        guard case .failure(let error) = db.withStore({ store throws(StoreError) in try store.save(TVShow(id: 2, name: "New")) }) else {
            Issue.record("a newer file was written"); return
        }
        #expect(error.isNewer)
    }

    @Test func aReadOnlyFileIsCalledAFileNotItsFolder() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        do { _ = try FavoritesStore(url: url) }
        let refused = SQLiteConnection.Failure(code: SQLITE_READONLY, message: "attempt to write a readonly database")
        #expect(FavoritesStore.describe(refused, file: url) == "the folder \(dir.path) is read-only")
        #expect(chmod(url.path, 0o444) == 0)
        #expect(FavoritesStore.describe(refused, file: url) == "the file \(url.path) is read-only")
        if getuid() != 0 {   // root writes any file, so only another user sees SQLite refuse it
            #expect(throws: StoreError("the file \(url.path) is read-only")) { try FavoritesStore(url: url) }
        }
    }

    @Test func aCheckpointLeavesTheMainFileWhole() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        let db = FavoritesDatabase(url: url)
        try db.store().save(TVShow(id: 7, name: "Whole"))
        let wal = url.path + "-wal"
        #expect(((try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0) > 0, "the save sits in the log")
        db.checkpoint()
        #expect(((try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0) == 0)
        // The main file alone, copied elsewhere, holds the save.
        let copy = dir.appendingPathComponent("copy.sqlite")
        try FileManager.default.copyItem(at: url, to: copy)
        #expect(try FavoritesStore(url: copy, readOnly: true).list().map(\.id) == [7])
    }
}
