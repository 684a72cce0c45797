import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SportsCore

/// The live NFL path against a real HTTP server on 127.0.0.1: a date's
/// answer names its week, the week is asked for, and the faults a feed can
/// have end in a clear error or the last good copy, never a wrong week.
@Suite(.serialized) struct NFLClientTests {
    static let recorded = try! Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json")
    static let path = "/apis/site/v2/sports/football/nfl/scoreboard"

    func makeLive(_ base: URL, _ dir: URL) -> LiveDataSource {
        LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, espn: base),
                       http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir))
    }

    @Test func aDateIsAskedForItsCalendarThenItsWeek() async throws {
        let weekFails = Atomic<Bool>(false)
        let server = LoopbackServer()
        let seen = Recorder()
        await server.route("GET \(Self.path)") { request in
            seen.add(request)
            if request.query["week"] != nil, weekFails.load(ordering: .relaxed) { return LoopbackServer.status(503) }
            return LoopbackServer.json(Self.recorded)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = makeLive(base, dir)

        let week = try await live.run(.nflWeek(of: Day(iso: "2022-11-21")!))
        #expect(week.origin == .network && week.value.games.count == 14 && week.value.byes.count == 4)
        #expect(seen.all.map(\.query) == [["dates": "20221121"], ["seasontype": "2", "week": "11", "dates": "2022"]])
        // The date's answer is kept an hour: a refresh asks for the week alone.
        _ = try await live.run(.nflWeek(of: Day(iso: "2022-11-21")!))
        #expect(seen.all.count == 3 && seen.all[2].query["week"] == "11")
        // The week fails: the last good copy, marked stale.
        weekFails.store(true, ordering: .relaxed)
        let stale = try await live.run(.nflWeek(of: Day(iso: "2022-11-21")!))
        guard case .staleCache(_, .httpStatus(503)) = stale.origin else { Issue.record("\(stale.origin)"); return }
        #expect(stale.value.games.count == 14)
        #expect(live.lastCopy(.nflWeek(of: Day(iso: "2022-11-21")!))?.value.number == 11, "the first frame follows both steps")
    }

    @Test func aWrongWeekAndABrokenBodyAreRefused() async throws {
        let server = LoopbackServer()
        await server.route("GET \(Self.path)") { request in
            switch request.query["dates"] {
            case "20221127": LoopbackServer.json(Self.recorded)   // names week 12; the server answers week 11
            default: LoopbackServer.json(Data(#"{"events": [{"id": "1""#.utf8))
            }
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = makeLive(base, dir)
        await #expect(throws: FetchError.self) { try await live.run(.nflWeek(of: Day(iso: "2022-11-27")!)) }
        await #expect(throws: FetchError.self) { try await live.run(.nflWeek(of: Day(iso: "2022-12-04")!)) }
    }
}
