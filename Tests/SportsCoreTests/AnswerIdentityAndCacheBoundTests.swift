import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Against a loopback server: an answer about another game is refused, never
/// shown and never cached (the right copy stays); the response cache stays
/// within its bound and never reads back a body larger than the network may
/// send; the picture cache prunes only its own files.
@Suite(.serialized) struct AnswerIdentityAndCacheBoundTests {
    static let feed = try! Fixtures.data("mlb/feed-live-777687-2025-06-01-final.json")
    static let landing = try! Fixtures.data("nhl/landing-2025021270-final.json")

    /// The same payload with its game id (every occurrence) changed.
    static func impostor(_ data: Data, _ from: Int, _ to: Int) -> Data {
        Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\(from)", with: "\(to)").utf8)
    }

    func source(_ base: URL, _ dir: URL) -> LiveDataSource {
        LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, nhl: base),
                       http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir))
    }

    @Test func anMLBFeedForAnotherGameIsRefusedAndTheRightCopyStays() async throws {
        let server = LoopbackServer()
        let swapped = ImpostorSwitch()
        await server.route("GET /api/v1.1/game/777687/feed/live") { _ in
            LoopbackServer.json(swapped.on ? Self.impostor(Self.feed, 777687, 111111) : Self.feed)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        let live = source(base, dir)

        swapped.on = true
        await #expect(throws: FetchError.decoding("it answered for another game, 111111, not 777687")) {
            try await live.run(.mlbGameFeed(777687, final: true))
        }
        #expect(live.cache.load(for: Endpoint.mlbGameFeed(gamePk: 777687).url(in: live.urls)) == nil, "the impostor was not cached")

        swapped.on = false
        let good = try await live.run(.mlbGameFeed(777687))
        #expect(good.value.gamePk == 777687 && good.origin == .network)

        swapped.on = true   // a live refresh answers for another game: the last good copy stays
        let refreshed = try await live.run(.mlbGameFeed(777687))
        #expect(refreshed.value.gamePk == 777687)
        guard case .staleCache(_, let failure) = refreshed.origin else { Issue.record("\(refreshed.origin)"); return }
        #expect(failure == .decoding("it answered for another game, 111111, not 777687"))
        let kept = try #require(live.cache.load(for: Endpoint.mlbGameFeed(gamePk: 777687).url(in: live.urls)))
        #expect(try MLBGameFeed.decode(kept.data).gamePk == 777687, "the cached copy is still the right game")
    }

    @Test func anNHLLandingForAnotherGameIsRefused() async throws {
        let server = LoopbackServer()
        await server.route("GET /v1/gamecenter/2025021270/landing") { _ in
            LoopbackServer.json(Self.impostor(Self.landing, 2025021270, 2025020001))
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let live = source(base, makeTemporaryDirectory())
        await #expect(throws: FetchError.decoding("it answered for another game, 2025020001, not 2025021270")) {
            try await live.run(.nhlLanding(2025021270, final: true))
        }
        let right = try NHLLanding.decode(Self.landing)
        #expect(right.id == 2025021270, "the recorded landing is that game's")
    }

    /// 25 searches answered with 3.9 MB each once left 94 MB on disk (here a
    /// tenth of each: 25 answers of 390 KB against a bound of 800 KB).
    @Test func theResponseCacheStaysWithinItsBound() throws {
        let dir = makeTemporaryDirectory()
        let cache = ResponseCache(directory: dir, maxBytes: 800 << 10)
        let body = Data(repeating: 0x61, count: 390_000)
        let urls = (0..<25).map { URL(string: "http://127.0.0.1/search/shows?q=\($0)")! }
        for url in urls { try cache.store(body, for: url) }
        let total = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .map { try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent($0).path)[.size] as! Int }
            .reduce(0, +)
        #expect(total <= 800 << 10, "\(total) bytes")
        #expect(cache.load(for: urls.last!) != nil, "the newest stays")
        #expect(cache.load(for: urls.first!) == nil, "the oldest went first")
    }

    /// A body read last survives the next prune; one never read goes first.
    @Test func whatWasReadLatelyIsKeptLongest() throws {
        let dir = makeTemporaryDirectory()
        let cache = ResponseCache(directory: dir, maxBytes: 3_500_000)
        let body = Data(repeating: 0x62, count: 1_000_000)
        let a = URL(string: "http://127.0.0.1/a")!, b = URL(string: "http://127.0.0.1/b")!, c = URL(string: "http://127.0.0.1/c")!
        try cache.store(body, for: a)
        try cache.store(body, for: b)
        try cache.store(body, for: c)
        Thread.sleep(forTimeInterval: 0.02)
        #expect(cache.load(for: a) != nil)   // read: now the most recently used
        try cache.store(body, for: URL(string: "http://127.0.0.1/d")!)
        #expect(cache.load(for: a) != nil, "read lately: kept")
        #expect(cache.load(for: b) == nil, "neither read nor written lately: pruned")
    }

    /// A 300 MB body on disk once took `print scores` to 624 MB.
    @Test func aHugeBodyOnDiskIsNeverReadBack() throws {
        let dir = makeTemporaryDirectory()
        let cache = ResponseCache(directory: dir, maxBodyBytes: 1_000_000)
        let url = URL(string: "http://127.0.0.1/api/v1/schedule?date=2018-09-19")!
        let file = cache.fileURL(for: url)
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 300 << 20)   // sparse: 300 MB that take no disk
        try handle.close()
        #expect(cache.load(for: url) == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path), "removed: no answer is that large")
    }

    /// Only the cache's own files count and go; a user's files stay, and so does anything through a link.
    @Test func theCachesPruneOnlyTheirOwnFiles() async throws {
        let dir = makeTemporaryDirectory()
        let mine = dir.appendingPathComponent("holiday.mov"), notes = dir.appendingPathComponent("notes.body")
        try Data(repeating: 1, count: 2_000_000).write(to: mine)
        try Data(repeating: 2, count: 2_000_000).write(to: notes)
        let cache = ResponseCache(directory: dir, maxBytes: 1_000_000)
        for n in 0..<4 { try cache.store(Data(repeating: 3, count: 400_000), for: URL(string: "http://127.0.0.1/\(n)")!) }
        #expect(FileManager.default.fileExists(atPath: mine.path) && FileManager.default.fileExists(atPath: notes.path))

        #expect(PictureStore.isOurs("img-00c6bcb75939c0ad.img") && PictureStore.isOurs("nfl_pit_light.png"))
        #expect(PictureStore.isOurs("mlb_147.svg") && PictureStore.isOurs("nba_bkn.png"))
        #expect(!PictureStore.isOurs("holiday.mov") && !PictureStore.isOurs("img-../../x.img") && !PictureStore.isOurs("nba_BKN.png"))
        #expect(!ResponseCache.isOurs("notes.body") && ResponseCache.isOurs("00c6bcb75939c0ad.body"))
    }
}

/// Which answer the loopback server gives, switched by the test.
final class ImpostorSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var on: Bool {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
