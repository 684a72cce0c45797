import Foundation
import Synchronization
import Testing
@testable import SportsCore

/// While the delay holds an answer back, a request that asked for it gets the
/// answer early, once, with when it was asked and when its delayed picture is
/// due; the screen shows from it only what cannot spoil.
@Suite struct DelayPreviewTests {
    typealias Feed = DelayedDataSourceTests.Feed
    final class Seen: Sendable {
        let calls = Mutex<[(value: Int, asked: Date, until: Date, at: Date)]>([])
    }

    static func decode(_ data: Data) -> Int { Int(String(decoding: data, as: UTF8.self))! }

    @Test func theHeldAnswerIsHandedOverOnceAtTheStartOfTheWait() async throws {
        let feed = Feed(), source = DelayedDataSourceTests.delayed(feed, Delays(all: 30)), seen = Seen()
        let start = feed.now
        let loaded = try await source.fetch(DelayedDataSourceTests.day, cache: .always, held: { value, asked, until in
            seen.calls.withLock { $0.append((value, asked, until, feed.now)) }
        }, decode: Self.decode)
        #expect(loaded.value == 1 && loaded.origin == .network)
        let calls = seen.calls.withLock { $0 }
        #expect(calls.count == 1, "once, whatever the polls while it waits: \(calls.count)")
        let call = try #require(calls.first)
        #expect(call.value == 1 && call.asked == start && call.until == start.addingTimeInterval(30))
        #expect(call.at.timeIntervalSince(start) < 1, "handed over before the wait, not after it")
    }

    @Test func nothingIsHandedOverWhenNothingIsHeld() async throws {
        let feed = Feed(), seen = Seen()
        let hand: @Sendable (Int, Date, Date) -> Void = { value, asked, until in
            seen.calls.withLock { $0.append((value, asked, until, feed.now)) }
        }
        // Standings are not held, and a delay of 0 holds nothing.
        _ = try await DelayedDataSourceTests.delayed(feed, Delays(all: 30)).fetch(.espnStandings(.nfl, season: nil), cache: .always, held: hand,
                                                                                 decode: Self.decode)
        _ = try await DelayedDataSourceTests.delayed(feed, Delays(all: 0)).fetch(DelayedDataSourceTests.day, cache: .always, held: hand,
                                                                                decode: Self.decode)
        #expect(seen.calls.withLock { $0.isEmpty })
    }

    /// A request of two steps previews only its last: the first step's answer is not the screen's.
    @Test func onlyTheLastStepOfARequestIsPreviewed() async throws {
        let feed = Feed(), source = DelayedDataSourceTests.delayed(feed, Delays(all: 20)), seen = Seen()
        let day = DelayedDataSourceTests.day
        let request = Fetch(day, then: { _ in Fetch(.espnDay(.nfl, date: "2026-11-23"), decode: Self.decode) }, decode: Self.decode)
        let loaded = try await source.run(request, held: { value, asked, until in
            seen.calls.withLock { $0.append((value, asked, until, feed.now)) }
        })
        let calls = seen.calls.withLock { $0 }
        #expect(calls.count == 1, "\(calls.map(\.value))")
        #expect(calls.first.map { $0.value != 1 } == true, "the second step's answer, not the first's")
        #expect(loaded.value == calls.first?.value)
    }
}
