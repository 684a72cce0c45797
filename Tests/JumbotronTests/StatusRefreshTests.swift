import Foundation
@testable import SportsCore
import Synchronization
import Testing
import TestSupport
@testable import Jumbotron

/// `jumbotron status` asking for itself: every followed team's competitions at
/// once, never past its wait (the copies on disk stand in, with their age);
/// the snapshot file shared with the app; My Teams writing it.
@Suite(.serialized) struct StatusRefreshTests {
    static let nyc = FollowedTeam(league: "usa.1", id: "soccer:17606", abbreviation: "NYC", name: "New York City FC")
    static let mls = try! Fixtures.data("espn/soccer-usa1-scoreboard-2022-09-17-live.json")

    final class Feed: Sendable {
        let delay = Atomic<Int>(0)   // milliseconds
        let server = LoopbackServer()
        func start() async throws -> URL {
            await server.route("GET /apis/site/v2/sports/soccer/*") { [self] request in
                let body = request.path.contains("/usa.1/") ? StatusRefreshTests.mls : Data(#"{"events":[]}"#.utf8)
                let wait = delay.load(ordering: .relaxed)
                return wait > 0 ? .delayed(.milliseconds(wait), LoopbackServer.json(body)) : LoopbackServer.json(body)
            }
            return try await server.start()
        }
    }

    static func source(_ base: URL, _ dir: URL, clockAhead: TimeInterval = 0) -> LiveDataSource {
        let urls = SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, espn: base)
        return LiveDataSource(urls: urls, http: CurlHTTPClient(timeout: .seconds(10)), cache: ResponseCache(directory: dir),
                              now: { Date().addingTimeInterval(clockAhead) })
    }

    @Test func theOfflineSampleGivesEveryFollowedTeamsGames() async {
        let liverpool = FollowedTeam(league: "eng.1", id: "soccer:364", abbreviation: "LIV", name: "Liverpool")
        let offline = OfflineDataSource(samples: Fixtures.samples)
        let outcome = await StatusRefresh.run(teams: [liverpool, Followed.bears], leagues: .standard, data: offline, offline: offline,
                                              now: nflSampleDay.noonUTC, zone: .utc, wait: .seconds(10))
        #expect(outcome.complete)
        let games = outcome.snapshot.games
        #expect(games.contains { $0.team == "soccer:364" && $0.role == .last && $0.league == "uefa.champions" }, "\(games)")
        #expect(games.contains { $0.team == "nfl:CHI" && $0.role == .live && $0.state.hasPrefix("Q") }, "\(games)")
        let line = StatusLine.make(outcome.snapshot, now: nflSampleDay.noonUTC, stale: false, StatusOptions())
        #expect(line.kind == "live" && line.text.contains("CHI"), "\(line)")
    }

    @Test func aSlowNetworkNeverHoldsTheLinePastItsWait() async throws {
        let feed = Feed(), dir = makeTemporaryDirectory()
        defer { feed.server.stopNow(); try? FileManager.default.removeItem(at: dir) }
        let base = try await feed.start()
        let warmAt = Date()
        let warm = await StatusRefresh.run(teams: [Self.nyc], leagues: .standard, data: Self.source(base, dir), offline: nil, now: warmAt, zone: .utc,
                                           wait: .seconds(10))
        #expect(warm.complete && warm.snapshot.written == warmAt)
        #expect(warm.snapshot.games.contains { $0.team == "soccer:17606" && $0.role == .last && $0.phase == .final }, "\(warm.snapshot)")
        let asked = feed.server.totalRequests

        // An hour on, the copies are too old to share; the network now takes five seconds.
        feed.delay.store(5_000, ordering: .relaxed)
        try await Task.sleep(for: .milliseconds(1_100))
        let start = ContinuousClock.now, lateAt = Date()
        let late = await StatusRefresh.run(teams: [Self.nyc], leagues: .standard, data: Self.source(base, dir, clockAhead: 3_600), offline: nil,
                                           now: lateAt, zone: .utc, wait: .milliseconds(300))
        #expect(ContinuousClock.now - start < .seconds(3), "back at the wait, not the network's pace")
        #expect(!late.complete && feed.server.totalRequests > asked)
        #expect(late.snapshot.games == warm.snapshot.games, "the copies on disk stand in")
        #expect(late.snapshot.written < lateAt.addingTimeInterval(-1) && late.snapshot.written > warmAt.addingTimeInterval(-2),
                "the copies' age, not now's")
    }

    @Test func theFileIsReadWholeOrNotAtAll() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = StatusFile(cacheDirectory: dir.appendingPathComponent("cache"))
        #expect(file.read() == nil, "none yet")
        let snapshot = StatusSnapshot(written: Date(timeIntervalSince1970: 1_700_000_000), teams: ["nfl:CHI"],
                                      games: [StatusLineTests.game(.live, .live, "CHI", "DET", scores: (7, 3), state: "Q2 1:00")])
        file.write(snapshot)
        #expect(file.read() == snapshot)
        for hostile in [Data("{\"written\": ".utf8), Data(repeating: 0x7B, count: 300_000), Data([0xFF, 0xFE, 0x00])] {
            try hostile.write(to: file.url)
            #expect(file.read() == nil)
        }
        try FileManager.default.removeItem(at: file.url)
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        #expect(file.read() == nil, "a folder in its place")
        file.write(snapshot)   // cannot replace a folder: no crash, no error
    }

    @Test func myTeamsWritesTheSnapshotOnceEveryDayIsInAndNeverOffline() {
        var s = myTeams([Followed.bears], offline: false)
        s.display.offline = false
        let effects = answer(&s, .nfl, background: true)
        let written = effects.compactMap { if case .status(let snapshot) = $0 { snapshot } else { nil } }
        #expect(written.count == 1 && written[0].teams == ["nfl:CHI"] && written[0].games.contains { $0.role == .live }, "\(effects)")
        let offline = myTeams([Followed.bears])
        var o = offline
        #expect(!answer(&o, .nfl).contains { if case .status = $0 { true } else { false } }, "the samples are no one's scores")
    }
}
