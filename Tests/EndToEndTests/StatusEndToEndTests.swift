import Foundation
import SportsCore
import Synchronization
import Testing
import TestSupport

extension EndToEndCommands {
/// `jumbotron status` of the built binary against a loopback ESPN: cold it
/// asks and keeps the snapshot, warm it answers from it without a request,
/// a network slower than its wait never holds a bar, an old answer says how
/// old, and nothing it meets is an error there.
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct StatusEndToEndTests {
    static let nyc = FollowedTeam(league: "usa.1", id: "soccer:17606", abbreviation: "NYC", name: "New York City FC")

    final class Rig: Sendable {
        let server = LoopbackServer()
        let delay = Atomic<Int>(0)
        let dataDir: URL

        init(following teams: [FollowedTeam]) throws {
            dataDir = try WatchingFeed.dataDir(following: teams)
        }

        func start() async throws -> URL {
            let mls = try Fixtures.data("espn/soccer-usa1-scoreboard-2022-09-17-live.json")
            await server.route("GET /apis/site/v2/sports/soccer/*") { [self] request in
                let body = request.path.contains("/usa.1/") ? mls : Data(#"{"events":[]}"#.utf8)
                let wait = delay.load(ordering: .relaxed)
                return wait > 0 ? .delayed(.milliseconds(wait), LoopbackServer.json(body)) : LoopbackServer.json(body)
            }
            return try await server.start()
        }

        func status(_ base: URL, _ args: [String] = []) throws -> Spawn.Result {
            try Spawn.run(BuiltBinary.url!.path, ["status", "--data-dir", dataDir.path] + args,
                          environment: ["LANG": "C.UTF-8", "TZ": "UTC", "JUMBOTRON_ESPN_URL": base.absoluteString])
        }

        var snapshotFile: URL { AppPaths.resolve(environment: [:], dataDir: dataDir.path).cache.appendingPathComponent("status.json") }

        func stop() {
            server.stopNow()
            try? FileManager.default.removeItem(at: dataDir)
        }
    }

    @Test func coldItAsksThenWarmItAnswersWithoutARequest() async throws {
        let rig = try Rig(following: [Self.nyc])
        defer { rig.stop() }
        let base = try await rig.start()
        let cold = try rig.status(base)
        #expect(cold.status == 0 && cold.stdout.hasPrefix("NYC ") && cold.stdout.contains("FT"), "\(cold.stdout) \(cold.stderr)")
        #expect(rig.server.totalRequests > 0 && FileManager.default.fileExists(atPath: rig.snapshotFile.path))
        let asked = rig.server.totalRequests
        let warm = try rig.status(base)
        #expect(warm.stdout == cold.stdout && rig.server.totalRequests == asked, "from the snapshot, no request")

        let json = try rig.status(base, ["--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: String])
        #expect(object["class"] == "final" && object["text"] == cold.stdout.trimmingCharacters(in: .newlines), "\(json.stdout)")
        let formatted = try rig.status(base, ["--format", "{team}:{kind}", "--width", "8"])
        #expect(formatted.stdout == "NYC:fin…\n", "\(formatted.stdout)")
        #expect(try rig.status(base, ["--tmux"]).stdout == cold.stdout, "no live game: nothing to colour")
        #expect(try rig.status(base, ["--format={team}", "--width=3", "--wait-ms", "900"]).stdout == "NYC\n", "both spellings of a value")
        // What the quick start does not read goes through argument-parser, which says what is wrong.
        let typo = try rig.status(base, ["--widht", "40"])
        #expect(typo.status == 64 && typo.stderr.contains("--widht") && typo.stderr.contains("Usage: jumbotron status"), "\(typo.stderr)")
        let range = try rig.status(base, ["--wait-ms", "60000"])
        #expect(range.status == 64 && range.stderr.contains("--wait-ms must be between 0 and 10000"), "\(range.stderr)")
        #expect(try rig.status(base, ["--help"]).stdout.contains("Placeholders for --format"))
        #expect(rig.server.totalRequests == asked)
        // Unfollowed since the snapshot: its teams are not taken on trust.
        try FavoritesStore(url: WatchingFeed.database(rig.dataDir)).unfollowTeam(id: Self.nyc.id)
        let after = try rig.status(base)
        #expect(after.stdout == "\n" && after.stderr.contains("no teams followed"), "\(after.stdout)")
    }

    /// The app running: My Teams writes the snapshot once its days are in,
    /// and `status` answers from it while the network is too slow to wait for.
    @Test(.enabled(if: TmuxSession.isAvailable)) func theRunningAppKeepsTheSnapshotTheBarReads() async throws {
        let rig = try Rig(following: [Self.nyc])
        defer { rig.stop() }
        let base = try await rig.start()
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", rig.dataDir.path, "--tab", "myteams", "--no-images"],
                                   width: 100, height: 30, environment: ["LANG": "C.UTF-8", "TZ": "UTC", "JUMBOTRON_ESPN_URL": base.absoluteString])
        #expect(await tmux.screenShows("New York City FC"), "\(tmux.screen)")
        var written = false
        for _ in 0..<100 where !written {
            written = FileManager.default.fileExists(atPath: rig.snapshotFile.path)
            if !written { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(written, "the app wrote the snapshot")
        rig.delay.store(8_000, ordering: .relaxed)
        let line = try rig.status(base, ["--wait-ms", "300"])
        #expect(line.stdout.hasPrefix("NYC ") && !line.stdout.contains("ago"), "fresh from the app: \(line.stdout)")
        try tmux.send("q")
    }

    @Test func aSlowNetworkNeverHoldsTheBarAndAnOldAnswerSaysHowOld() async throws {
        let rig = try Rig(following: [Self.nyc])
        defer { rig.stop() }
        let base = try await rig.start()
        rig.delay.store(8_000, ordering: .relaxed)
        let start = ContinuousClock.now
        let nothing = try rig.status(base, ["--wait-ms", "400"])
        #expect(ContinuousClock.now - start < .seconds(4), "back at its wait, not the network's")
        #expect(nothing.status == 0 && nothing.stdout == "\n", "nothing known yet: an empty line, never an error: \(nothing.stdout)")

        rig.delay.store(0, ordering: .relaxed)
        let fresh = try rig.status(base)
        // An hour later (the snapshot and the kept answers say so), with the network slow again.
        let cache = rig.snapshotFile.deletingLastPathComponent(), hourAgo = Date().addingTimeInterval(-3_600)
        for case let file as URL in FileManager.default.enumerator(at: cache, includingPropertiesForKeys: nil)! {
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: file.path)
        }
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: rig.snapshotFile)) as? [String: Any])
        object["written"] = Date().timeIntervalSince1970 - 3_600
        try JSONSerialization.data(withJSONObject: object).write(to: rig.snapshotFile)
        rig.delay.store(8_000, ordering: .relaxed)
        let old = try rig.status(base, ["--wait-ms", "400"])
        #expect(old.status == 0 && old.stdout.hasPrefix(fresh.stdout.trimmingCharacters(in: .newlines)) && old.stdout.contains(" ago"),
                "\(old.stdout)")
    }

    @Test func noTeamsAndABrokenSnapshotAreNeverErrorsOnTheBar() async throws {
        let rig = try Rig(following: [])
        defer { rig.stop() }
        let base = try await rig.start()
        let none = try rig.status(base)
        #expect(none.status == 0 && none.stdout == "\n" && none.stderr.contains("no teams followed"), "\(none.stderr)")
        let followed = try Rig(following: [Self.nyc])
        defer { followed.stop() }
        try FileManager.default.createDirectory(at: followed.snapshotFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 1_000_000).write(to: followed.snapshotFile)
        let repaired = try followed.status(base)
        #expect(repaired.status == 0 && repaired.stdout.hasPrefix("NYC "), "a snapshot that is not one is asked again: \(repaired.stdout)")
    }
}
}
