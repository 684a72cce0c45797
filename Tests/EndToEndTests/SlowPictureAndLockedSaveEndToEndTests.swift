import Foundation
import SportsCore
import Testing
import TestSupport

/// A poster server that sends one byte a second: pictures load off the main
/// loop and nothing at exit waits for them, so `q` quits within 0.5 s.
extension EndToEnd {
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct SlowPictureExitEndToEndTests {
    @Test func qQuitsAtOnceWhileAPosterDrips() async throws {
        let server = LoopbackServer()
        let samples = Fixtures.samples.appendingPathComponent("tvmaze")
        let base = try await server.start()
        defer { server.stopNow() }
        func rewritten(_ file: String) throws -> Data {
            let text = try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
            return Data(text.replacingOccurrences(of: "https://static.example.org", with: base.absoluteString.trimmingCharacters(in: ["/"])).utf8)
        }
        let page = try rewritten("shows-page-0.json"), show = try rewritten("show-1000.json")
        // The last route that matches answers.
        await server.route("/*") { request in
            request.path.hasPrefix("/original/") || request.path.hasPrefix("/medium/")
                ? .drip(status: 200, body: Data([0x89]) + Data(repeating: 0, count: 4000), chunk: 1, every: .seconds(1))
                : LoopbackServer.status(404)
        }
        await server.route("GET /shows") { request in request.query["page"] == "1" ? LoopbackServer.json(Data("[]".utf8)) : LoopbackServer.json(page) }
        await server.route("GET /shows/1000") { _ in LoopbackServer.json(show) }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var env = ReliabilityEndToEndTests.env
        env["JUMBOTRON_TVMAZE_URL"] = base.absoluteString
        env["XDG_CACHE_HOME"] = dataDir.appendingPathComponent("cache").path
        env["COLORTERM"] = "truecolor"
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--tab", "shows"], width: 120, height: 40,
                                   environment: env)
        #expect(tmux.waitFor("Harbor Lights"), "\(tmux.screen)")
        try tmux.send("Enter")
        var dripping = false
        for _ in 0..<50 where !dripping {
            dripping = server.requests(to: "/original/1000.jpg") > 0
            if !dripping { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(dripping, "the poster is being fetched")
        try await Task.sleep(for: .milliseconds(300))
        try tmux.send("Escape")                             // close the detail: q then quits from the list
        try await Task.sleep(for: .milliseconds(200))
        let start = Date()
        try tmux.send("q")
        let status = await tmux.exited(timeout: 5)
        // The picture drips for an hour: any wait for it would reach the 5 s timeout. The bound
        // leaves room for a loaded machine's terminal polling, not for the picture.
        #expect(Date().timeIntervalSince(start) < 2, "quitting waited for the picture: \(Date().timeIntervalSince(start)) s")
        #expect(status == 0)
        #expect(!tmux.alternateScreenOn)
    }
}
}

/// Saving while another program holds the database: the screen says it is
/// saving at once, and the mobile app's retry dialog comes within two seconds
/// (nothing showed for 5–7 s before it).
extension EndToEnd {
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil && ExternalSQLiteLock.isAvailable))
struct LockedSaveEndToEndTests {
    @Test func savingSaysSoAtOnceAndTheDialogComesWithinTwoSeconds() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let lock = try ReliabilityEndToEndTests.lockedDatabase(in: dataDir)
        defer { lock.releaseLock() }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--offline", "--tab", "shows"],
                                   width: 100, height: 30, environment: ReliabilityEndToEndTests.env)
        #expect(tmux.waitFor("Harbor Lights"))
        let start = Date()
        try tmux.send("f")
        #expect(await tmux.screenShows("Saving Harbor Lights to favorites…"), "\(tmux.screen)")
        #expect(Date().timeIntervalSince(start) < 1, "said at once")
        #expect(await tmux.screenShows("There was a problem saving/deleting"), "\(tmux.screen)")
        // The app gives the lock two seconds; before, the dialog took 5–7 s. The bound between the
        // two leaves room for a loaded machine's terminal polling (CI once read 2.51 s).
        #expect(Date().timeIntervalSince(start) < 4, "the dialog within about two seconds: \(Date().timeIntervalSince(start)) s")
        try tmux.send("q")
    }
}
}
