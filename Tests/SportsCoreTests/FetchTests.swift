import Foundation
import Testing
import TestSupport
@testable import SportsCore

@Suite struct CachePolicyTests {
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func freshnessByPolicy() {
        #expect(!CachePolicy.always.isFresh(fetchedAt: t0, now: t0))
        #expect(CachePolicy.forever.isFresh(fetchedAt: t0, now: t0.addingTimeInterval(1e9)))
        #expect(CachePolicy.day.isFresh(fetchedAt: t0, now: t0.addingTimeInterval(86_399)))
        #expect(!CachePolicy.day.isFresh(fetchedAt: t0, now: t0.addingTimeInterval(86_400)))
        // A copy from the future (a clock that jumped back) is not trusted.
        #expect(!CachePolicy.day.isFresh(fetchedAt: t0.addingTimeInterval(60), now: t0))
    }
}

/// A live source in a fresh cache folder whose one path (`/yc.json`) counts
/// its requests, on a clock the test moves (the cache stamps copies with the file time), an hour
/// ahead of the files so that a stalled test never writes a copy after `now`.
final class CountedSource {
    let server: LoopbackServer
    let hits: Counter
    let dir: URL
    let clock: Clock
    let live: LiveDataSource

    init() async throws {
        let server = LoopbackServer(), hits = Counter(), clock = Clock(Date().addingTimeInterval(3600)), dir = makeTemporaryDirectory()
        await server.route("GET /yc.json") { _ in
            hits.increment()
            return LoopbackServer.json(Data("{\"ok\":true}".utf8))
        }
        let base = try await server.start()
        self.server = server; self.hits = hits; self.clock = clock; self.dir = dir
        live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base.appendingPathComponent("yc.json"), logos: base, tvmaze: base),
                              http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir), now: { clock.now })
    }

    func stop() {
        server.stopNow()
        try? FileManager.default.removeItem(at: dir)
    }
}

@Suite(.serialized) struct FetchRunTests {
    /// A policy other than `always` answers from a young cached copy without a request; an old copy is fetched again.
    @Test func cachePolicyServesAYoungCopyWithoutARequest() async throws {
        let rig = try await CountedSource()
        defer { rig.stop() }
        let (live, hits, clock) = (rig.live, rig.hits, rig.clock)
        let daily = Fetch(.yinzcamSchedule, cache: .day, decode: decodeProbe)
        #expect(try await live.run(daily).origin == .network)
        let cached = try await live.run(daily)
        guard case .cache = cached.origin else { Issue.record("expected the cached copy"); return }
        #expect(hits.value == 1)
        #expect(try await live.run(Fetch(.yinzcamSchedule, decode: decodeProbe)).origin == .network)   // `always` asks
        #expect(hits.value == 2)
        clock.now = clock.now.addingTimeInterval(2 * 86_400)
        #expect(try await live.run(daily).origin == .network)
        #expect(hits.value == 3)
    }

    /// The last copy is read from disk alone: none before a first answer, none
    /// when the policy serves the copy anyway; never a request.
    @Test func theLastCopyComesFromDiskOnlyWhenTheNetworkWouldBeAsked() async throws {
        let rig = try await CountedSource()
        defer { rig.stop() }
        let (live, hits, clock) = (rig.live, rig.hits, rig.clock)
        let always = Fetch(.yinzcamSchedule, decode: decodeProbe)
        let daily = Fetch(.yinzcamSchedule, cache: .day, decode: decodeProbe)
        #expect(live.lastCopy(always) == nil)
        _ = try await live.run(always)
        #expect(hits.value == 1)
        guard case .refreshing = live.lastCopy(always)?.origin else { Issue.record("expected the last copy"); return }
        #expect(live.lastCopy(daily) == nil)   // the cache answers it without the network
        clock.now = clock.now.addingTimeInterval(2 * 86_400)
        #expect(live.lastCopy(daily) != nil)
        #expect(hits.value == 1)
        // Offline, what is on disk is the answer itself.
        let offline = OfflineDataSource(samples: Fixtures.samples)
        #expect(offline.lastCopy(Fetch<[MLBGame]>.mlbSchedule(Day(iso: "2018-09-19")!))?.origin == .bundledSample)
        #expect(offline.lastCopy(Fetch<[MLBGame]>.mlbSchedule(Day(iso: "1999-01-01")!)) == nil)
    }

    /// The same `Fetch` value decodes the bundled sample offline: print mode and the app share it.
    @Test func offlineRunsTheSameFetch() async throws {
        let offline = OfflineDataSource(samples: Fixtures.samples)
        let games = try await offline.run(.mlbSchedule(Day(iso: "2018-09-19")!))
        #expect(games.value.count == 8 && games.origin == .bundledSample)
        let standings = try await offline.run(.mlbStandings(season: 2018))
        #expect(standings.value.count == 6)
        #expect(Fetch<[MLBGame]>.mlbSchedule(Day(iso: "2018-09-19")!).logName == "MLB games on 2018-09-19")
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date
    init(_ date: Date) { self.date = date }
    var now: Date {
        get { lock.withLock { date } }
        set { lock.withLock { date = newValue } }
    }
}
