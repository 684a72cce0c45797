import Foundation
import Synchronization
import SportsCore
import Testing
import TestSupport

extension EndToEndDelay {
/// The delay that matches a stream, in the built app against a loopback
/// ESPN whose game changes between polls: with `--delay 30` the new score
/// reaches nothing (the screen, the window's title, the alert, `status`)
/// before 30 s have passed since the feed had it, and it does reach them after.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct DelayEndToEndTests {
    static let delay: TimeInterval = 30

    @Test func aNewScoreReachesNothingBeforeTheDelayAndEverythingAfter() async throws {
        let changedAt = Mutex<Date?>(nil)
        let feed = WatchingFeed { _ in
            let scored = changedAt.withLock { $0 } != nil
            return LoopbackServer.json(WatchingFeed.sunday { events in
                WatchingFeed.scores(&events, 0, home: scored ? 14 : 7, away: 7)
            })
        }
        let (server, base) = try await feed.start()
        defer { server.stopNow() }
        let dataDir = try WatchingFeed.dataDir(following: [WatchingFeed.falcons])
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let record = dataDir.appendingPathComponent("bytes")
        let started = Date()
        let tmux = try WatchingFeed.app(dataDir, base, record: record, extra: ["--delay", String(Int(Self.delay))])
        #expect(await tmux.screenShows("delayed 30 s"), "the title says so: \(tmux.screen)")
        // The feed changes as soon as the app has its first held answer: that answer
        // shows once it is 30 s old, the new score not before 30 s after the change.
        // (The day's first answer, asked at once, names the week; the recorded Sunday's
        // calendar has no week for today, so the day is then asked again, held: the second.)
        for _ in 0..<200 where feed.answers.load(ordering: .relaxed) < 2 { try await Task.sleep(for: .milliseconds(50)) }
        let change = Date()
        changedAt.withLock { $0 = change }
        func status() throws -> String {
            try Spawn.run(BuiltBinary.url!.path, ["status", "--data-dir", dataDir.path, "--delay", String(Int(Self.delay))],
                          environment: WatchingFeed.environment(base)).stdout
        }
        var firstShown: Date?
        // Until the delay has passed since the feed changed, nothing anywhere says 14.
        while Date().timeIntervalSince(change) < Self.delay - 1.5 {
            let screen = tmux.screen, line = try status(), bytes = WatchingFeed.bytes(record)
            #expect(!screen.contains("ATL 14") && !screen.contains("14-7"), "on screen early: \(screen)")
            #expect(!line.contains("14"), "in the status line early: \(line)")
            #expect(!bytes.contains("ATL 14") && !bytes.contains("14-7"), "in the title or an alert early")
            if firstShown == nil, screen.contains("CHI 7 @ ATL 7") { firstShown = Date() }
            try await Task.sleep(for: .milliseconds(700))
        }
        if firstShown == nil, await tmux.screenShows("CHI 7 @ ATL 7", timeout: 10) { firstShown = Date() }
        let shownAfter = firstShown.map { $0.timeIntervalSince(started) } ?? 0
        #expect(shownAfter >= Self.delay - 0.5, "the first answer waited until it was 30 s old: \(shownAfter) s")
        // The alert's toast is on screen for seconds only: a machine busy enough can
        // capture the screen either side of it, so the notification's bytes count too.
        var alerted = false
        for _ in 0..<120 where !alerted {
            alerted = tmux.screen.contains("ATL 14-7 CHI") || WatchingFeed.bytes(record).contains("Touchdown ATL: ATL 14-7 CHI")
            if !alerted { try await Task.sleep(for: .milliseconds(500)) }
        }
        #expect(alerted, "the goal's alert, once it is 30 s old: \(tmux.screen)")
        #expect(Date().timeIntervalSince(change) >= Self.delay - 0.5)
        let bytes = WatchingFeed.bytes(record)
        #expect(bytes.contains("\u{1B}]9;Jumbotron: Touchdown ATL: ATL 14-7 CHI"), "the desktop notification")
        #expect(bytes.contains("\u{1B}]2;CHI 7 @ ATL 14"), "the window's title")
        #expect(try status().contains("CHI 7 ATL 14"), "the status line")
        try tmux.send("q")
    }
}
}
