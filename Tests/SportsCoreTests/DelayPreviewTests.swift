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
        let loaded = try await source.fetch(DelayedDataSourceTests.day, cache: .always, holding: .previewing({ value, asked, until in
            seen.calls.withLock { $0.append((value, asked, until, feed.now)) }
        }), decode: Self.decode)
        #expect(loaded.value == 1 && loaded.origin == .delayed(asOf: start), "as of when it came")
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
        _ = try await DelayedDataSourceTests.delayed(feed, Delays(all: 30)).fetch(.espnStandings(.nfl, season: nil), cache: .always, holding: .previewing(hand),
                                                                                 decode: Self.decode)
        _ = try await DelayedDataSourceTests.delayed(feed, Delays(all: 0)).fetch(DelayedDataSourceTests.day, cache: .always, holding: .previewing(hand),
                                                                                decode: Self.decode)
        #expect(seen.calls.withLock { $0.isEmpty })
    }

    /// A request of two steps previews only its last: the first step's answer is not the screen's.
    @Test func onlyTheLastStepOfARequestIsPreviewed() async throws {
        let feed = Feed(), source = DelayedDataSourceTests.delayed(feed, Delays(all: 20)), seen = Seen()
        let day = DelayedDataSourceTests.day
        let request = Fetch(day, then: { _ in Fetch(.espnDay(.nfl, date: Day(Date(timeIntervalSince1970: 1_000_000 - 86_400), in: .utc).iso), decode: Self.decode) }, decode: Self.decode)
        let loaded = try await source.run(request, held: { value, asked, until in
            seen.calls.withLock { $0.append((value, asked, until, feed.now)) }
        })
        let calls = seen.calls.withLock { $0 }
        #expect(calls.count == 1, "\(calls.map(\.value))")
        #expect(calls.first.map { $0.value != 1 } == true, "the second step's answer, not the first's")
        #expect(loaded.value == calls.first?.value)
    }
}

/// What the delay holds back: only what can be live. A day two from today has
/// nothing live (held, a week of My Teams waited the delay once a day, one
/// day after another); a first step wanted for the week it names is not the
/// answer; the NBA's season file is every day but today's.
@Suite struct DelayedDaysTests {
    typealias Feed = DelayedDataSourceTests.Feed
    static func decode(_ data: Data) -> Int { Int(String(decoding: data, as: UTF8.self))! }

    @Test func onlyTheDaysAroundTodayAreHeld() {
        let feed = Feed(), source = DelayedDataSourceTests.delayed(feed, Delays(all: 30))
        let today = Day(feed.now, in: .utc)
        for (offset, held) in [(-3, false), (-2, false), (-1, true), (0, true), (1, false), (2, false)] {
            let day = today.adding(days: offset)
            #expect(source.holdsBack(.espnDay(.nfl, date: day.iso)) == held, "\(offset)")
            #expect(source.holdsBack(.mlbSchedule(date: day.iso)) == held, "\(offset)")
        }
        #expect(!source.holdsBack(.nbaSchedule(date: today.iso)) && source.holdsBack(.nbaScoreboard(date: today.iso)))
        #expect(source.holdsBack(.espnWeek(.nfl, season: 2026, seasonType: 2, week: 12)), "a week is held: it may hold today")
    }

    @Test func aPastDayComesAtOnce() async throws {
        let feed = Feed(), source = DelayedDataSourceTests.delayed(feed, Delays(all: 30))
        let start = feed.now
        let old = Day(feed.now, in: .utc).adding(days: -3)
        let loaded = try await source.fetch(.espnDay(.nfl, date: old.iso), cache: .always, decode: Self.decode)
        #expect(loaded.value == 1 && feed.now == start, "no wait")
    }

    /// The week a day is in is asked at once; only the week's answer waits the delay.
    @Test func aFirstStepForTheWeekItNamesIsNotHeld() async throws {
        let feed = Feed(), source = DelayedDataSourceTests.delayed(feed, Delays(all: 30))
        let start = feed.now
        let request = Fetch(DelayedDataSourceTests.day, then: { _ in Fetch(.espnWeek(.nfl, season: 2026, seasonType: 2, week: 12), decode: Self.decode) },
                            decode: Self.decode)
        let loaded = try await source.run(request)
        let waited = feed.now.timeIntervalSince(start)
        #expect(waited >= 30 && waited < 35, "one delay, not two: \(waited)")
        #expect(loaded.value == 2, "the week's first answer")
        // A first step that turns out to be the answer itself waits like any answer.
        let alone = Fetch(DelayedDataSourceTests.day, then: { _ in nil }, decode: Self.decode)
        let before = feed.now
        _ = try await source.run(alone)
        #expect(feed.now.timeIntervalSince(before) >= 30, "held as the answer it is")
    }
}
