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

    /// Hundreds of resizes in a few seconds, down to 1×1 and up to 250×80:
    /// the app survives and lays out correctly at the size it ends on.
    @Test func aResizeStormEndsInTheRightLayout() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try launch(["--offline", "--tab", "schedule"], dataDir: dataDir, width: 100, height: 30)
        #expect(tmux.waitFor("Jumbotron • Schedule"))
        var rng = SystemRandomNumberGenerator()
        for i in 0..<300 {
            let w = i % 50 == 0 ? 1 : Int.random(in: 1...250, using: &rng)
            let h = i % 50 == 0 ? 1 : Int.random(in: 1...80, using: &rng)
            try tmux.resize(width: w, height: h)
        }
        try tmux.resize(width: 30, height: 10)
        #expect(tmux.waitFor("Too small: need 40×12"))
        try tmux.resize(width: 120, height: 40)
        #expect(tmux.waitFor("4 Favorites"))
        #expect(tmux.screen.contains("Jumbotron • Schedule"))
        #expect(tmux.exitStatus(timeout: 0.1) == nil, "the app died in the storm")
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    @Test func noColorIsReadableMonochrome() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var env = Self.env
        env["NO_COLOR"] = "1"
        let tmux = try launch(["--offline"], dataDir: dataDir, env: env)
        #expect(tmux.waitFor("1 Scores"))
        let sgr = tmux.screenWithAttributes
        let colour = /\e\[([0-9;]*;)?(3[0-8]|4[0-8]|9[0-7]|10[0-7])[;m]/   // 39/49 are "default colour"
        #expect(sgr.firstMatch(of: colour) == nil, "a colour escaped NO_COLOR")
        #expect(sgr.contains("\u{1b}[1m") || sgr.contains("\u{1b}[7m"), "no bold or reverse at all")
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    @Test func aTerminalThatCannotMoveTheCursorGetsOneClearLine() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var env = Self.env
        env["TERM"] = "dumb"
        let tmux = try launch(["--offline"], dataDir: dataDir, width: 200, env: env)
        #expect(tmux.exitStatus() == 2)
        #expect(tmux.screen.contains("jumbotron: this terminal (TERM=dumb) cannot move the cursor"))
        #expect(tmux.screen.contains("jumbotron print"))
    }

    @Test func stdoutPipedPointsToPrint() throws {
        let tmux = try TmuxSession(["/bin/sh", "-c", "\(BuiltBinary.url!.path) --offline | cat"], width: 200, environment: Self.env)
        #expect(tmux.waitFor("use `jumbotron print …` in pipes and scripts"))
        #expect(tmux.exitStatus() == 0)   // the status of `cat`; the app's own is checked in CommandLineTests
    }

    // MARK: Hostile data

    /// A show named with terminal escapes (set the title, clear the screen)
    /// and a summary full of control bytes, served live: the window title and
    /// the screen stay intact, and `print` writes none of it raw.
    @Test func escapeSequencesInDataNeverReachTheTerminal() async throws {
        let evil: [String: Any] = [
            "id": 1, "name": "Evil\u{1b}]0;pwned\u{07}\u{1b}[2J Show", "premiered": "2020-01-01",
            "summary": "<p>Sum\u{1b}[31mmary\u{07}\u{08}\u{9b}2J\u{0} text</p>", "network": ["name": "Net\u{1b}[5mwork"],
            "externals": ["imdb": "tt1234567"], "genres": ["Dra\u{1b}]2;x\u{07}ma"],
        ]
        let page = try JSONSerialization.data(withJSONObject: [evil])
        let one = try JSONSerialization.data(withJSONObject: evil)
        let server = LoopbackServer()
        await server.route("/shows") { request in request.query["page"] == "0" ? LoopbackServer.json(page) : LoopbackServer.status(404) }
        await server.route("/shows/1") { _ in LoopbackServer.json(one) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var env = Self.env
        env["JUMBOTRON_TVMAZE_URL"] = base.absoluteString
        let tmux = try launch(["--tab", "shows"], dataDir: dataDir, env: env)
        let title = tmux.paneTitle
        #expect(await tmux.screenShows("Evil]0;pwned[2J Show"))   // the bytes that make it a command are gone
        try tmux.send("Enter")
        #expect(await tmux.screenShows("Sum[31mmary2J text"))
        #expect(tmux.paneTitle == title && !tmux.paneTitle.contains("pwned"))
        #expect(tmux.screen.contains("4 Favorites"), "the screen was cleared")
        #expect(!tmux.screenWithAttributes.contains("\u{1b}[5m"), "blink got through")
        try tmux.send("q"); try tmux.send("q")
        #expect(await tmux.exited() == 0)

        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        for format in ["text", "tsv", "json"] {
            for args in [["print", "shows"], ["print", "show", "1"]] {
                let r = try Spawn.run(BuiltBinary.url!.path, args + ["--format", format, "--data-dir", dataDir.path], environment: environment)
                #expect(r.status == 0, "\(args) \(format): \(r.stderr)")
                let raw = r.stdout.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F..<0xA0).contains($0.value) }
                #expect(raw.isEmpty, "\(args) \(format) wrote control characters")
                if format == "json" { #expect((try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) != nil) }
            }
        }
    }

    /// `o` hands the IMDb URL to $BROWSER as exactly one argument, no shell.
    @Test func theIMDbOpenerGetsOneArgument() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let record = dataDir.appendingPathComponent("opened.txt")
        let browser = dataDir.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nprintf '%s\\n' \"$#\" \"$@\" > '\(record.path)'\n".write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        var env = Self.env
        env["BROWSER"] = browser.path
        let tmux = try launch(["--offline", "--tab", "shows"], dataDir: dataDir, env: env)
        #expect(tmux.waitFor("Harbor Lights"))
        try tmux.send("Enter")
        #expect(tmux.waitFor("IMDb"))
        try tmux.send("o")
        let deadline = Date().addingTimeInterval(5)
        while !FileManager.default.fileExists(atPath: record.path) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 0.1)
        let lines = (try? String(contentsOf: record, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        #expect(lines == ["1", "https://www.imdb.com/title/tt4000000"])
        try tmux.send("q"); try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    ///when no program can open links, `o` says so in the hint bar with
    /// the link to copy, and the log says it too (it used to say "Opening…" and nothing).
    @Test(arguments: ["/no/such/browser", "false"])
    func aLinkThatCannotBeOpenedIsReported(browser: String) throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var env = Self.env
        env["BROWSER"] = browser
        let tmux = try launch(["--offline", "--tab", "shows", "--log-level", "info"], dataDir: dataDir, width: 160, env: env)
        #expect(tmux.waitFor("Harbor Lights"))
        try tmux.send("Enter")
        #expect(tmux.waitFor("IMDb"))
        try tmux.send("o")
        #expect(tmux.waitFor("No program to open links"), "\(tmux.capture())")
        #expect(tmux.capture().joined().contains("https://www.imdb.com/title/tt4000000"))
        try tmux.send("q"); try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
        let log = (try? String(contentsOf: dataDir.appendingPathComponent("state/jumbotron.log"), encoding: .utf8)) ?? ""
        #expect(log.contains("No program to open links"), "\(log)")
    }

    /// A whole session (every tab, a favorite, logos, posters) writes only
    /// under the data, cache and state folders: nothing in the working
    /// directory, nothing beside them.
    @Test func filesAreWrittenOnlyUnderTheAppFolders() throws {
        let root = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: root) }
        let cwd = root.appendingPathComponent("cwd"), home = root.appendingPathComponent("home")
        for dir in [cwd, home] { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
        var env = Self.env
        env["HOME"] = home.path
        env["XDG_DATA_HOME"] = root.appendingPathComponent("xdg-data").path
        env["XDG_CACHE_HOME"] = root.appendingPathComponent("xdg-cache").path
        env["XDG_STATE_HOME"] = root.appendingPathComponent("xdg-state").path
        env["XDG_CONFIG_HOME"] = root.appendingPathComponent("xdg-config").path
        let tmux = try TmuxSession(["/bin/sh", "-c", "cd '\(cwd.path)' && exec '\(BuiltBinary.url!.path)' --offline"],
                                   width: 120, height: 40, environment: env)
        #expect(tmux.waitFor("1 Scores"))
        for key in ["2", "3", "f", "j", "Enter", "Escape", "4", "1", "q"] { try tmux.send(key); Thread.sleep(forTimeInterval: 0.15) }
        #expect(tmux.exitStatus() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cwd.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
        let top = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
        #expect(top.isSubset(of: ["cwd", "home", "xdg-data", "xdg-cache", "xdg-state", "xdg-config"]), "\(top)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        #expect(written.contains("xdg-data/jumbotron/favorites.sqlite"))
        for path in written where !["cwd", "home"].contains(path) {
            #expect(path.hasPrefix("xdg-") && (path.split(separator: "/").count == 1 || path.split(separator: "/")[1] == "jumbotron"),
                    "written outside the app folders: \(path)")
        }
    }
}
}

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
        #expect(Date().timeIntervalSince(start) < 0.5, "quitting waited for the picture: \(Date().timeIntervalSince(start)) s")
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
        #expect(Date().timeIntervalSince(start) < 2.5, "the dialog within about two seconds: \(Date().timeIntervalSince(start)) s")
        try tmux.send("q")
    }
}
}
