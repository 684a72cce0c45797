import Foundation
import SportsCore
import Testing
import TestSupport

/// The terminal's manners under tmux: a resize storm, NO_COLOR, a terminal
/// that cannot move the cursor, stdout piped, escape sequences in data, the
/// opener's argument, the files the app writes.
extension EndToEnd {
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct TerminalMannersEndToEndTests {
    static let env = ReliabilityEndToEndTests.env

    func launch(_ extra: [String], dataDir: URL, width: Int = 120, height: Int = 40,
                env: [String: String] = TerminalMannersEndToEndTests.env) throws -> TmuxSession {
        try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path] + extra, width: width, height: height, environment: env)
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
        let log = (try? String(contentsOf: AppPaths.resolve(environment: [:], dataDir: dataDir.path).logFile, encoding: .utf8)) ?? ""
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
