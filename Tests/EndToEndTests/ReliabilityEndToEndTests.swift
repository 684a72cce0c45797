import Foundation
import SportsCore
import Testing
import TestSupport

/// The rows of docs/reliability.md that need the real binary in a real
/// terminal: kill -9 mid-write, two instances, signals at awkward moments,
/// resize storms, hostile terminals and hostile data.
extension EndToEnd {
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct ReliabilityEndToEndTests {
    static let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]
    static let showNames: [String] = {
        let data = try! Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/shows-page-0.json"))
        return try! TVShow.decodePage(data).map(\.name)
    }()

    func launch(_ extra: [String], dataDir: URL, width: Int = 120, height: Int = 40,
                env: [String: String] = ReliabilityEndToEndTests.env) throws -> TmuxSession {
        try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path] + extra, width: width, height: height, environment: env)
    }

    /// The app's favorites database, created, then held by another program's lock.
    static func lockedDatabase(in dataDir: URL) throws -> ExternalSQLiteLock {
        let db = dataDir.appendingPathComponent("data/favorites.sqlite")
        try FileManager.default.createDirectory(at: db.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try FavoritesStore(url: db)
        return try ExternalSQLiteLock(database: db)
    }

    func appPID(_ tmux: TmuxSession) throws -> Int32 {
        let pane = try #require(tmux.panePID)
        return try #require(childPID(of: pane))
    }

    func kill(_ signal: String, _ pid: Int32) throws { try Spawn.run("/bin/kill", ["-\(signal)", "\(pid)"]) }

    func savedNames(_ dataDir: URL) throws -> Set<String> {
        let store = try FavoritesStore(url: dataDir.appendingPathComponent("data/favorites.sqlite"), readOnly: true)
        #expect(try store.integrityCheck() == "ok")
        return Set(try store.list().map(\.name))
    }

    // MARK: The database

    /// Bursts of favorite/delete keys, then kill -9 at a random moment,
    /// round after round on the same database: every show the screen showed
    /// as saved (★) just before the kill is in the database after it, and
    /// SQLite's integrity check passes every time.
    @Test func killedMidBurstNeverLosesAConfirmedFavorite() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var rng = SystemRandomNumberGenerator()
        var checked = 0
        for round in 0..<8 {
            // 100 columns: one list, no detail pane (whose button would add its own "Favorite" to the screen).
            let tmux = try launch(["--offline", "--tab", "shows"], dataDir: dataDir, width: 100, height: 40)
            #expect(tmux.waitFor("Harbor Lights"))
            // Even rounds save ten shows in a row, odd rounds delete ten (x, then y to confirm).
            let start = (round * 5) % 20
            let saving = round.isMultiple(of: 2)
            let keys = Array(repeating: "j", count: start)
                + (0..<10).flatMap { _ in saving ? ["f", "j"] : ["x", "y", "j"] }
            try tmux.send(keys: keys)
            Thread.sleep(forTimeInterval: Double.random(in: 0...0.25, using: &rng))
            let pid = try appPID(tmux)
            let screen = tmux.capture()
            try kill("KILL", pid)
            #expect(tmux.exitStatus() == 137)
            let rows = screen.filter { $0.hasPrefix(" [") && $0.contains("★") }
            let confirmed = Set(rows.compactMap { line in
                Self.showNames.filter { line.contains($0) }.max { $0.count < $1.count }
            })
            // A delete the user asked for may be committed a moment before the screen shows it.
            let pendingDeletes = saving ? [] : Set(Self.showNames[start..<(start + 10)])
            let saved = try savedNames(dataDir).union(pendingDeletes)
            #expect(confirmed.isSubset(of: saved), "round \(round): shown as saved but lost: \(confirmed.subtracting(saved))")
            checked += confirmed.count
        }
        #expect(checked > 0, "no round showed a saved favorite before the kill: the test proved nothing")
    }

    /// Two instances on one database: what one saves the other sees on `r`,
    /// and a delete in the other shows in the first on `r`.
    @Test func twoInstancesReadAndWriteTheSameFavorites() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let a = try launch(["--offline", "--tab", "shows"], dataDir: dataDir)
        let b = try launch(["--offline", "--tab", "favorites"], dataDir: dataDir)
        #expect(a.waitFor("Harbor Lights"))
        #expect(b.waitFor("No favorites yet."), "\(b.screen)")
        try a.send("f")
        #expect(a.waitFor("Saved Harbor Lights to favorites"))
        try b.send("r")
        #expect(b.waitFor("Harbor Lights"))
        try b.send("x")
        #expect(b.waitFor("Delete Harbor Lights from favorites?"))
        try b.send("y")
        #expect(b.waitFor("No favorites yet."))
        try a.send("4")
        try a.send("r")
        #expect(a.waitFor("No favorites yet."))
        try a.send("q"); try b.send("q")
        #expect(a.exitStatus() == 0 && b.exitStatus() == 0)
        #expect(try savedNames(dataDir).isEmpty)
    }

    // MARK: Signals and a server that never answers

    /// A request that never ends: the spinner turns, keys keep working, `q`
    /// quits at once; SIGTERM during it restores the terminal too.
    @Test(arguments: ["q", "TERM", "INT", "QUIT"])
    func aHangingRequestNeverHoldsUpKeysOrExit(way: String) async throws {
        let server = LoopbackServer()
        await server.route("/*") { _ in .neverAnswer }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var env = Self.env
        for name in ["MLB", "YINZCAM", "LOGOS", "TVMAZE"] { env["JUMBOTRON_\(name)_URL"] = base.absoluteString }
        let tmux = try launch(["--date", "2018-09-19", "--timeout", "60"], dataDir: dataDir, env: env)
        #expect(await tmux.screenShows("loading"))
        try tmux.send("3")                                   // keys work while it hangs
        #expect(await tmux.screenShows("Jumbotron • Shows"))
        try tmux.send("1")
        let start = Date()
        if way == "q" { try tmux.send("q") } else { try kill(way, try appPID(tmux)) }
        let status = await tmux.exited(timeout: 5)
        #expect(Date().timeIntervalSince(start) < 2, "quitting waited for the request")
        #expect(status == ["q": 0, "TERM": 143, "INT": 130, "QUIT": 131][way])
        #expect(!tmux.alternateScreenOn)
    }

    /// SIGTERM while a database write waits on another program's lock: the
    /// write is abandoned, the terminal restored, nothing saved is damaged.
    @Test(.enabled(if: ExternalSQLiteLock.isAvailable))
    func aSignalDuringADatabaseWriteRestoresTheTerminal() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let lock = try ReliabilityEndToEndTests.lockedDatabase(in: dataDir)
        let tmux = try launch(["--offline", "--tab", "shows"], dataDir: dataDir)
        #expect(tmux.waitFor("Harbor Lights"))
        try tmux.send("f")                                   // waits up to 5 s for the lock
        Thread.sleep(forTimeInterval: 0.3)
        try kill("TERM", try appPID(tmux))
        #expect(tmux.exitStatus(timeout: 3) == 143)
        #expect(!tmux.alternateScreenOn)
        lock.releaseLock()
        #expect(try savedNames(dataDir).isEmpty)
    }

    // MARK: The terminal

    ///after a crash signal the shell gets its echo and line
    /// editing back (termios saved before `newterm`, restored by the handler).
    @Test(arguments: ["SEGV", "ILL", "ABRT", "BUS"])
    func aCrashSignalGivesTheTerminalBack(_ signal: String) throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let modes = dataDir.appendingPathComponent("stty.txt")
        let script = "'\(BuiltBinary.url!.path)' --offline --tab shows --data-dir '\(dataDir.path)'; stty -a > '\(modes.path)'"
        let tmux = try TmuxSession(["/bin/sh", "-c", script], width: 100, height: 30, environment: Self.env)
        #expect(tmux.waitFor("Harbor Lights"))
        let shell = try appPID(tmux)                           // the pane runs sh, which runs the app
        try kill(signal, try #require(childPID(of: shell)))
        #expect(tmux.exitStatus(timeout: 5) == 0)             // the shell went on to run stty
        let text = try String(contentsOf: modes, encoding: .utf8)
        let words = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(words.contains("echo") && words.contains("icanon") && words.contains("icrnl"), "\(text)")
        #expect(!tmux.alternateScreenOn)
    }
}
}

