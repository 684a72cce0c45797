import Foundation
import Synchronization
import Testing
import TestSupport

extension EndToEnd {
/// The built binary's second start against a loopback MLB server that is
/// slow to answer: the scoreboard the first start fetched is on screen at
/// once, marked refreshing, and the answer then replaces it in place.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct LastCopyEndToEndTests {
    @Test func aSecondStartShowsTheLastScoreboardWhileTheNetworkAnswers() async throws {
        let schedule = try Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/schedule-2018-09-20.json"))
        let slow = Atomic<Bool>(false)
        let server = LoopbackServer()
        await server.route("GET /api/v1/schedule") { _ in
            slow.load(ordering: .acquiring) ? .delayed(.seconds(4), LoopbackServer.json(schedule)) : LoopbackServer.json(schedule)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_MLB_URL": base.absoluteString]
        let command = [BuiltBinary.url!.path, "--data-dir", dataDir.path, "--date", "2018-09-20", "--no-images"]

        let first = try TmuxSession(command, width: 120, height: 40, environment: env)
        #expect(await first.screenShows("Pittsburgh Pirates"))
        try first.send("q")
        #expect(await first.exited() == 0)

        slow.store(true, ordering: .releasing)
        let second = try TmuxSession(command, width: 120, height: 40, environment: env)
        #expect(await second.screenShows("Pittsburgh Pirates", timeout: 1.5), "the last copy is not on screen at once")
        #expect(second.screen.contains("refreshing, <1 min old"), "\(second.screen)")
        try second.send("Down")
        #expect(await second.screenShows("Atlanta Braves (86-65)"), "the second game's detail")
        #expect(second.screen.contains("refreshing"), "the answer came before the test could look")
        #expect(second.waitFor(timeout: 10) { !$0.contains("refreshing") }, "the answer never replaced the copy")
        // The answer kept the game that was selected: its detail is still beside the list.
        #expect(second.screen.contains("Atlanta Braves (86-65)"), "the selection moved")
        try second.send("q")
        #expect(await second.exited() == 0)
    }
}
}
