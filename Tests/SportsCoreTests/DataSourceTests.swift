import Foundation
import Testing
import TestSupport
@testable import SportsCore

struct Probe: Decodable, Equatable, Sendable { let ok: Bool }
let decodeProbe: @Sendable (Data) throws -> Probe = { try JSONDecoder().decode(Probe.self, from: $0) }

@Suite(.serialized) struct LiveDataSourceTests {
    func source(_ base: URL, _ dir: URL, timeout: Duration = .seconds(3)) -> LiveDataSource {
        LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base.appendingPathComponent("yc.json"), logos: base, tvmaze: base),
                       http: CurlHTTPClient(timeout: timeout), cache: ResponseCache(directory: dir))
    }

    @Test func freshDataIsCachedAndAFailureFallsBackToItMarkedStale() async throws {
        let server = LoopbackServer()
        let healthy = Flag(true)
        await server.route("GET /yc.json") { _ in
            healthy.value ? LoopbackServer.json(Data("{\"ok\":true}".utf8)) : LoopbackServer.status(500)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = source(base, dir)

        let first = try await live.fetch(.yinzcamSchedule, decode: decodeProbe)
        #expect(first.value == Probe(ok: true))
        #expect(first.origin == .network)

        healthy.value = false
        let second = try await live.fetch(.yinzcamSchedule, decode: decodeProbe)
        #expect(second.value == Probe(ok: true))
        guard case .staleCache(_, let failure) = second.origin else { Issue.record("expected stale"); return }
        #expect(failure == .httpStatus(500))
    }

    @Test func wrongContentIsADecodingErrorAndNeverReplacesTheCache() async throws {
        let server = LoopbackServer()
        let body = Flag(true)
        await server.route("GET /yc.json") { _ in
            LoopbackServer.json(Data((body.value ? "{\"ok\":true}" : "<html>maintenance</html>").utf8))
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = source(base, dir)
        _ = try await live.fetch(.yinzcamSchedule, decode: decodeProbe)
        body.value = false
        let stale = try await live.fetch(.yinzcamSchedule, decode: decodeProbe)
        guard case .staleCache(_, .decoding) = stale.origin else { Issue.record("expected stale after decoding error, got \(stale.origin)"); return }
        // Without a cache, the decoding error reaches the caller.
        let empty = source(base, makeTemporaryDirectory())
        await #expect(throws: FetchError.decoding("not valid JSON")) { try await empty.fetch(.yinzcamSchedule, decode: decodeProbe) }
    }

    @Test func noServerAndNoCacheIsOffline() async throws {
        let base = URL(string: "http://127.0.0.1:\(closedLoopbackPort())")!
        let live = source(base, makeTemporaryDirectory())
        do {
            _ = try await live.fetch(.yinzcamSchedule, decode: decodeProbe)
            Issue.record("expected failure")
        } catch {
            guard case .offline = error else { Issue.record("expected offline, got \(error)"); return }
        }
    }
}

@Suite struct OfflineDataSourceTests {
    @Test func missingSamplesAreAClearError() async {
        let offline = OfflineDataSource(samples: nil)
        await #expect(throws: FetchError.noSample("The bundled sample data is missing from this installation.")) {
            try await offline.fetch(.yinzcamSchedule, decode: decodeProbe)
        }
    }

    @Test func aPagePastTheEndIsA404LikeTheAPI() async {
        let offline = OfflineDataSource(samples: makeTemporaryDirectory())
        await #expect(throws: FetchError.httpStatus(404)) { try await offline.fetch(.tvmazeShows(page: 99), decode: decodeProbe) }
    }

    @Test func readsABundledFile() async throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("yinzcam"), withIntermediateDirectories: true)
        try Data("{\"ok\":false}".utf8).write(to: dir.appendingPathComponent("yinzcam/schedule.json"))
        let loaded = try await OfflineDataSource(samples: dir).fetch(.yinzcamSchedule, decode: decodeProbe)
        #expect(loaded == Loaded(value: Probe(ok: false), origin: .bundledSample))
    }
}

final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: Bool
    init(_ v: Bool) { _value = v }
    var value: Bool {
        get { lock.withLock { _value } }
        set { lock.withLock { _value = newValue } }
    }
}
