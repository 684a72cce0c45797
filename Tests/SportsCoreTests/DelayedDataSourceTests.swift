import Foundation
import Primitives
import Synchronization
import Testing
import TestSupport
@testable import SportsCore

/// The delay that matches a stream: every live answer as it stood that many
/// seconds ago, never newer; the first waits; failures fall back to what is
/// old enough; standings and lists are not held; memory stays bounded.
@Suite struct DelayedDataSourceTests {
    /// A feed whose n-th answer is n, on a clock the test moves (sleeping moves it too).
    final class Feed: DataSource, Sendable {
        let answers = Atomic<Int>(0)
        let failing = Atomic<Bool>(false)
        let clock = Mutex<Date>(Date(timeIntervalSince1970: 1_000_000))
        var isOffline: Bool { false }
        var now: Date { clock.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { clock.withLock { $0 = $0.addingTimeInterval(seconds) } }

        func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
            if failing.load(ordering: .relaxed) { throw .offline("down") }
            let n = answers.add(1, ordering: .relaxed).newValue
            return Loaded(value: try! decode(Data("\(n)".utf8)), origin: .network)
        }

        func lastCopy<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) -> Loaded<T>? {
            Loaded(value: try! decode(Data("0".utf8)), origin: .refreshing(fetchedAt: now.addingTimeInterval(-20)))
        }
    }

    static func delayed(_ feed: Feed, _ delays: Delays) -> DelayedDataSource {
        DelayedDataSource(feed, line: DelayLine(delays), now: { feed.now }, sleep: { feed.advance($0.timeInterval) })
    }

    /// The feed's own day: a day far from it has nothing live, and is never held.
    static let day = Endpoint.espnDay(.nfl, date: Day(Date(timeIntervalSince1970: 1_000_000), in: .utc).iso)
    static func ask(_ source: DelayedDataSource, _ endpoint: Endpoint = day) async throws -> (Int, Origin) {
        let loaded = try await source.fetch(endpoint, cache: .always) { Int(String(decoding: $0, as: UTF8.self))! }
        return (loaded.value, loaded.origin)
    }

    @Test func eachAnswerIsTheNewestAtLeastTheDelayOld() async throws {
        let feed = Feed(), source = DelayedDataSource(feed, line: DelayLine(Delays(all: 30), pace: .seconds(10)), now: { feed.now },
                                                       sleep: { feed.advance($0.timeInterval) })
        let start = feed.now
        #expect(try await Self.ask(source).0 == 1, "the first answer, once it is 30 s old")
        #expect(feed.now.timeIntervalSince(start) >= 30 && feed.now.timeIntervalSince(start) < 32, "the first ask waited the delay")
        // While it waited it kept asking at the pace: answers 2, 3 and 4 came at 10, 20 and 30 s.
        #expect(feed.answers.load(ordering: .relaxed) == 4)
        // So every poll after moves the picture on: each is what stood 30 s before it.
        for expected in 2...4 {
            feed.advance(10)
            #expect(try await Self.ask(source).0 == expected, "a poll at \(feed.now.timeIntervalSince(start)) s")
        }
        feed.advance(25)                                      // 85 s: the newest 30 s old is the poll at 50 s (answer 6)
        #expect(try await Self.ask(source).0 == 6)
    }

    @Test func whatDoesNotChangeDuringAGameIsNotHeld() async throws {
        let feed = Feed(), source = Self.delayed(feed, Delays(all: 30))
        let start = feed.now
        #expect(try await Self.ask(source, .espnStandings(.nfl, season: nil)).0 == 1)
        #expect(try await Self.ask(source, .nhlRoster(tricode: "PIT")).0 == 2)
        #expect(feed.now == start, "no wait")
        let none = Self.delayed(feed, Delays(all: 0, leagues: ["nba": 45]))
        #expect(try await Self.ask(none).0 == 3 && feed.now == start, "the NFL is not delayed when only the NBA is")
    }

    @Test func aLeaguesOwnDelayAndAChangeWhileWaiting() async throws {
        let feed = Feed(), line = DelayLine(Delays(all: 10, leagues: ["nfl": 60]))
        let source = DelayedDataSource(feed, line: line, now: { feed.now }, sleep: { d in
            feed.advance(d.timeInterval)
            // Someone presses `-` a dozen times after 20 s.
            if feed.now.timeIntervalSince1970 >= 1_000_020 { line.delays = Delays(all: 0, leagues: ["nfl": 0]) }
        })
        let start = feed.now
        #expect(try await Self.ask(source).0 == 1)
        let waited = feed.now.timeIntervalSince(start)
        #expect(waited >= 20 && waited < 22, "the wait ended when the delay was lowered: \(waited)")
        #expect(Delays(all: 598, leagues: ["nfl": 3]).adjusted(by: 5) == Delays(all: 600, leagues: ["nfl": 8]))
        #expect(Delays(all: 3).adjusted(by: -5).all == 0 && !Delays(all: 3).adjusted(by: -5).isOn)
    }

    @Test func aFailureFallsBackToWhatIsOldEnoughAndNothingNewer() async throws {
        let feed = Feed(), source = Self.delayed(feed, Delays(all: 30))
        _ = try await Self.ask(source)                        // answer 1 at 0 s, shown at 30 s
        feed.failing.store(true, ordering: .relaxed)
        feed.advance(20)
        let (value, origin) = try await Self.ask(source)
        #expect(value == 1, "the last answer old enough")
        if case .staleCache(_, let failure) = origin { #expect(failure == .offline("down")) } else { Issue.record("\(origin)") }
        let fresh = Self.delayed(Feed(), Delays(all: 30))
        (fresh.base as! Feed).failing.store(true, ordering: .relaxed)
        await #expect(throws: FetchError.offline("down")) { try await Self.ask(fresh) }
    }

    @Test func theCopyOnDiskOnlyWhenItIsOldEnough() {
        let feed = Feed()
        let decode: @Sendable (Data) throws -> Int = { Int(String(decoding: $0, as: UTF8.self))! }
        #expect(Self.delayed(feed, Delays(all: 10)).lastCopy(Self.day, cache: .always, decode: decode) != nil, "20 s old")
        #expect(Self.delayed(feed, Delays(all: 30)).lastCopy(Self.day, cache: .always, decode: decode) == nil, "newer than the delay")
    }

    @Test func memoryStaysBoundedWhateverTheDelay() async throws {
        let feed = Feed(), source = Self.delayed(feed, Delays(all: 600))
        for _ in 0..<300 {
            feed.advance(3)
            _ = try await Self.ask(source)
        }
        #expect(source.timeline.count <= AnswerTimeline.maxAnswers, "\(source.timeline.count)")
        for day in 0..<400 {
            feed.advance(1)
            _ = try await Self.ask(Self.delayed(feed, Delays(all: 0)))   // undelayed: nothing kept
            source.timeline.record("day \(day)", at: feed.now, bytes: Data("\(day)".utf8), origin: .network, keepAfter: feed.now.addingTimeInterval(-600))
        }
        #expect(source.timeline.count <= AnswerTimeline.maxRequests * 2, "\(source.timeline.count)")
    }

    /// A ten-minute delay over a large board polled every 10 s keeps the bytes that came,
    /// compressed, an unchanged answer once: a fraction of the board's size sixty times over.
    @Test func aLongDelayKeepsAnswersAsCompressedBytes() async throws {
        let board = try Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/eng.1-day-2026-11-21.json"))
        final class Large: DataSource, Sendable {
            let body: Data, feed: Feed
            init(_ body: Data, _ feed: Feed) { self.body = body; self.feed = feed }
            var isOffline: Bool { false }
            func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
                // Each poll a little different (a clock that moves), as a live board is.
                let n = feed.answers.add(1, ordering: .relaxed).newValue
                var bytes = body
                bytes.append(contentsOf: Array(" \(n)".utf8))
                return Loaded(value: try! decode(bytes), origin: .network)
            }
        }
        let feed = Feed(), large = Large(board, feed)
        // Ten minutes of delay at a 10 s pace: 61 answers come while the first comes of age.
        let source = DelayedDataSource(large, line: DelayLine(Delays(all: 600), pace: .seconds(10)), now: { feed.now },
                                       sleep: { feed.advance($0.timeInterval) })
        let first = try await source.fetch(Self.day, cache: .always) { String(decoding: $0.suffix(8), as: UTF8.self) }
        #expect(first.value.split(separator: " ").last == "1", "\(first.value)")
        #expect(source.timeline.count == 61, "\(source.timeline.count)")
        #expect(source.timeline.storedBytes < board.count * 60 / 4, "\(source.timeline.storedBytes) bytes kept for \(board.count * 60)")
    }
}

/// One clock for the whole timeline: a process clock years from the file
/// system's (a network mount, `faketime`) still shows the delayed answer on
/// time, and a copy served from the cache carries the app's time, not the file's.
@Suite(.serialized) struct DelayClockTests {
    @Test func aClockFarFromTheFileSystemsStillShowsTheDelayedAnswer() async throws {
        let server = LoopbackServer()
        await server.route("GET /apis/site/v2/sports/football/nfl/scoreboard") { _ in LoopbackServer.json(Data("12".utf8)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The app's clock five years behind the kernel's (what faketime '@2021-06-03' gives a process).
        let offset: TimeInterval = -5 * 365 * 86_400
        let now: @Sendable () -> Date = { Date().addingTimeInterval(offset) }
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, espn: base),
                                  http: CurlHTTPClient(timeout: .seconds(5)), cache: ResponseCache(directory: dir), now: now)
        let endpoint = Endpoint.espnDay(.nfl, date: Day(now(), in: .utc).iso)   // the app clock's today: a live day
        let decode: @Sendable (Data) throws -> Int = { Int(String(decoding: $0, as: UTF8.self))! }
        _ = try await live.fetch(endpoint, cache: .always, decode: decode)
        let copy = try #require(live.lastCopy(endpoint, cache: .always, decode: decode))
        #expect(abs((copy.origin.copiedAt ?? .distantPast).timeIntervalSince(now())) < 60, "the copy's time is the app's clock's")
        // A second poller's copy served from the cache (within its pace) carries that time too; the delay of 2 s then comes due.
        let delayed = DelayedDataSource(live, line: DelayLine(Delays(all: 2), pace: .seconds(5)), now: now)
        let started = ContinuousClock.now
        let answer = try await delayed.fetch(endpoint, cache: .maxAge(seconds: 30), decode: decode)
        #expect(answer.value == 12)
        #expect(ContinuousClock.now - started >= .milliseconds(1500) && ContinuousClock.now - started < .seconds(10), "came due on time")
    }

    @Test func sleepersWakeAtTheirTimeAndACancelledOneAtOnce() async throws {
        let started = ContinuousClock.now
        try await Sleeper.shared.sleep(for: .milliseconds(120))
        #expect(ContinuousClock.now - started >= .milliseconds(120))
        let task = Task { try await Sleeper.shared.sleep(for: .seconds(60)) }
        try await Sleeper.shared.sleep(for: .milliseconds(20))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(ContinuousClock.now - started < .seconds(5))
    }
}
