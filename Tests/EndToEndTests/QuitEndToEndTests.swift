import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// How the built binary ends, played from a real pseudo-terminal
/// (scripts/pty/harness.py): `q` at every millisecond around the first live
/// paint never crashes, and answers that arrive while it quits never reach
/// the shell.
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
struct QuitEndToEndTests {
    static let harness = Fixtures.packageRoot.appendingPathComponent("scripts/pty/harness.py").path

    /// Runs the harness on a thread of its own: the loopback server in this
    /// process needs the cooperative pool while the harness waits.
    static func harness(_ args: [String], environment: [String: String]) async throws -> [String: Any] {
        let env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let result: Spawn.Result = try await withCheckedThrowingContinuation { done in
            Thread.detachNewThread {
                done.resume(with: Result { try Spawn.run("/usr/bin/python3", [harness] + args, environment: env) })
            }
        }
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require(object, "the harness said: \(result.stdout) \(result.stderr)")
    }

    /// A warm cache paints the last scoreboard at once while libcurl starts
    /// and the refresh runs: quitting then crashed in OpenSSL's clean-up in
    /// about one run in fifteen.
    @Test func quittingAtEveryMillisecondAroundTheFirstLivePaintEndsCleanly() async throws {
        let schedule = try Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/schedule-2018-09-20.json"))
        let server = LoopbackServer()
        await server.route("GET /api/v1/schedule") { _ in .delayed(.milliseconds(30), LoopbackServer.json(schedule)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "C.UTF-8", "TZ": "America/New_York", "JUMBOTRON_MLB_URL": base.absoluteString]
        let app = ["--", BuiltBinary.url!.path, "--data-dir", dataDir.path, "--date", "2018-09-20", "--no-images"]

        // The first start fills the cache (q after the answer is on screen and kept).
        let warm = try await Self.harness(["quit-race", "Pittsburgh Pirates", "1500"] + app, environment: env)
        let warmRuns = try #require(warm["runs"] as? [[String: Any]])
        #expect(warmRuns.first?["exit"] as? Int == 0, "\(warm)")

        let offsets = (0...40).map(String.init).joined(separator: ",")
        let report = try await Self.harness(["quit-race", "Pittsburgh Pirates", offsets] + app, environment: env)
        let runs = try #require(report["runs"] as? [[String: Any]])
        #expect(runs.count == 41)
        for run in runs {
            #expect(run["painted"] as? Bool == true, "\(run)")
            #expect(run["exit"] as? Int == 0 && run["signal"] is NSNull, "q \(run["offset"] ?? "?") ms after the paint: \(run)")
        }
    }

    /// The terminal answers the start-up questions slowly, after `q`: the app
    /// waits for them a moment and flushes what is left, so the shell reads nothing.
    @Test func answersAfterQuitNeverReachTheShell() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let report = try await Self.harness(["late-answers", "Pittsburgh Pirates", "--", BuiltBinary.url!.path, "--offline",
                                             "--data-dir", dataDir.path],
                                            environment: ["LANG": "C.UTF-8", "TZ": "America/New_York"])
        #expect(report["painted"] as? Bool == true, "\(report)")
        #expect(report["exit"] as? Int == 0, "\(report)")
        #expect(report["leftover"] as? String == "", "the shell would read: \(report)")
    }
}
}
