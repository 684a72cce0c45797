import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SportsCore

/// One request per URL in flight, and the NBA's season file skimmed once for all its days.
@Suite struct InFlightTests {
    final class Counter: Sendable {
        let value = Mutex(0)
        func add() { value.withLock { $0 += 1 } }
        var count: Int { value.withLock { $0 } }
    }

    @Test func callersAskingAtOnceShareOneRun() async {
        let runs = Counter()
        let flights = InFlight<Int>()
        let answers = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try? await flights.run("season") {
                        runs.add()
                        try? await Task.sleep(for: .milliseconds(200))
                        return .success(42)
                    }.get()
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers == Array(repeating: 42, count: 6))
        #expect(runs.count == 1 && flights.running == 0)
        // Once landed, the next ask runs afresh.
        _ = await flights.run("season") { runs.add(); return .success(1) }
        #expect(runs.count == 2)
    }

    @Test func aCancelledCallerLeavesAtOnceAndTheOthersStillGetTheAnswer() async {
        let flights = InFlight<Int>()
        let sawCancel = Counter()
        let work: @Sendable () async -> Result<Int, FetchError> = {
            do { try await Task.sleep(for: .milliseconds(400)) } catch { sawCancel.add(); return .failure(.cancelled) }
            return .success(7)
        }
        let staying = Task { await flights.run("day", work) }
        let leaving = Task { await flights.run("day", work) }
        try? await Task.sleep(for: .milliseconds(50))
        leaving.cancel()
        let left = await leaving.value
        #expect(left == .failure(.cancelled))
        #expect(await staying.value == .success(7))
        #expect(sawCancel.count == 0)
    }

    @Test func theWorkIsCancelledWhenTheLastCallerGoes() async {
        let flights = InFlight<Int>()
        let sawCancel = Counter()
        let work: @Sendable () async -> Result<Int, FetchError> = {
            do { try await Task.sleep(for: .seconds(30)) } catch { sawCancel.add(); return .failure(.cancelled) }
            return .success(7)
        }
        let callers = [Task { await flights.run("day", work) }, Task { await flights.run("day", work) }]
        try? await Task.sleep(for: .milliseconds(50))
        for caller in callers { caller.cancel() }
        for caller in callers { #expect(await caller.value == .failure(.cancelled)) }
        for _ in 0..<100 where sawCancel.count == 0 { try? await Task.sleep(for: .milliseconds(20)) }
        #expect(sawCancel.count == 1 && flights.running == 0)
        // A caller cancelled before it asked never starts anything.
        let early = Task { () -> Result<Int, FetchError> in
            withUnsafeCurrentTask { $0?.cancel() }
            return await flights.run("day") { sawCancel.add(); return .success(1) }
        }
        #expect(await early.value == .failure(.cancelled))
        #expect(sawCancel.count == 1)
    }

    func nov(_ day: Int) -> Day { Day(iso: "2026-11-\(day)")! }

    /// How many games the season's day has: 1 on the 20th, one more a day, up to the sample's five.
    static func count(_ day: Int) -> Int { min(day - 19, 5) }

    /// A season of six days, each with a different number of the sample day's games.
    static func season(_ order: [Int]) throws -> Data {
        let sample = try Data(contentsOf: Fixtures.samples.appendingPathComponent("nba/schedule-2026-11-20.json"))
        var root = try #require(JSONSerialization.jsonObject(with: sample) as? [String: Any])
        var schedule = try #require(root["leagueSchedule"] as? [String: Any])
        let first = try #require((schedule["gameDates"] as? [[String: Any]])?.first)
        let games = try #require(first["games"] as? [Any])
        schedule["gameDates"] = order.map { day in
            ["gameDate": "11/\(day)/2026 00:00:00", "games": Array(games.prefix(Self.count(day)))] as [String: Any]
        }
        root["leagueSchedule"] = schedule
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    @Test func theSeasonFileIsSkimmedOnceAndAFileOfTheSameSizeAndEndsIsNotMisread() throws {
        let a = try Self.season([24, 21, 22, 23, 25])
        let b = try Self.season([24, 22, 21, 23, 25])
        #expect(a.count == b.count && a.prefix(4_096) == b.prefix(4_096) && a.suffix(4_096) == b.suffix(4_096))
        for day in 21...25 {
            #expect(try NBASeasonSchedule.games(a, on: nov(day)).count == Self.count(day))
        }
        // The index made from `a` names the wrong ranges in `b`: the day is checked, and `b` skimmed.
        for day in [21, 22, 24] {
            let games = try NBASeasonSchedule.games(b, on: nov(day))
            #expect(games == (try NBASeasonSchedule.decodedWhole(b, on: nov(day))))
            #expect(games.count == Self.count(day))
        }
    }

    @Test func daysAskedTogetherAreOneDownload() async throws {
        let season = try Self.season([20, 21, 22, 23, 24, 25])
        let server = LoopbackServer()
        await server.route("GET /static/json/staticData/scheduleLeagueV2.json") { _ in .delayed(.milliseconds(300), LoopbackServer.json(season)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, nhl: base, nba: base, nbaCDN: base),
                                  http: CurlHTTPClient(timeout: .seconds(5)), cache: ResponseCache(directory: dir))
        let counts = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for day in 20...25 {
                group.addTask { (day, try await live.run(.nbaDay(nov(day))).value.count) }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(counts == Dictionary(uniqueKeysWithValues: (20...25).map { ($0, Self.count($0)) }))
        #expect(server.requests(to: "/static/json/staticData/scheduleLeagueV2.json") == 1)
        // Within the hour the kept copy serves every day, with no request.
        #expect(try await live.run(.nbaDay(nov(23))).value.count == 4)
        #expect(server.requests(to: "/static/json/staticData/scheduleLeagueV2.json") == 1)
    }
}
