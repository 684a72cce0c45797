import Foundation
import SportsCore
import Testing
import TestSupport

/// `jumbotron doctor`: a healthy setup says so and exits 0; a broken one says
/// what blocks it, in words a user can act on, and exits 1.
extension EndToEndCommands {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct DoctorEndToEndTests {
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "TERM": "xterm-256color"]

    func doctor(_ args: [String], env extra: [String: String] = [:]) throws -> Spawn.Result {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        environment.merge(extra) { $1 }
        environment["NO_COLOR"] = extra["NO_COLOR"]
        return try Spawn.run(BuiltBinary.url!.path, ["doctor"] + args, environment: environment)
    }

    func line(_ topic: String, in output: String) -> String? {
        output.split(separator: "\n").map(String.init).first { $0.dropFirst(6).hasPrefix(topic) }
    }

    @Test(.enabled(if: TmuxSession.isAvailable))
    func aHealthySetupInATerminal() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let out = dataDir.appendingPathComponent("doctor.txt")
        let tmux = try TmuxSession(["/bin/sh", "-c", "'\(BuiltBinary.url!.path)' doctor --offline --data-dir '\(dataDir.path)' > '\(out.path)'"],
                                   width: 100, height: 30, environment: ["LANG": "en_US.UTF-8", "TZ": "Europe/London", "COLORTERM": "", "NO_COLOR": ""])
        #expect(tmux.exitStatus() == 0)
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(line("terminal", in: text)?.hasPrefix("ok    terminal     100×30, TERM=tmux-256color") == true, "\(text)")
        #expect(line("colour", in: text)?.contains("256 colours: terminfo for TERM=tmux-256color has 256 colours") == true, "\(text)")
        #expect(line("utf-8", in: text)?.hasPrefix("ok") == true)
        #expect(line("time", in: text)?.contains("Europe/London (from TZ), locale en_US") == true, "\(text)")
        #expect(line("database", in: text)?.contains("not created yet") == true)
        #expect(line("MLB", in: text)?.contains("not checked (--offline)") == true)
        #expect(line("MLB logos", in: text)?.contains("not checked (--offline)") == true, "\(text)")
        if PictureLibraries.installed {
            #expect(line("pictures", in: text)?.hasPrefix("ok    pictures     drawn by ") == true, "\(text)")
        }
        #expect(text.hasSuffix("Verdict: ready.\n"), "\(text)")
    }

    @Test func aTerminalThatCannotMoveTheCursorBlocks() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let r = try doctor(["--offline", "--data-dir", dataDir.path], env: ["TERM": "dumb"])
        #expect(r.status == 1)
        #expect(line("terminal", in: r.stdout)?.hasPrefix("FAIL  terminal     TERM=dumb cannot move the cursor") == true, "\(r.stdout)")
        #expect(line("colour", in: r.stdout)?.contains("TERM=dumb") == true)
        #expect(r.stdout.contains("Verdict: blocked. 1 problem (FAIL) stops normal use"))
    }

    @Test func notUTF8AndNoColorAreExplained() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let r = try doctor(["--offline", "--data-dir", dataDir.path], env: ["LANG": "C", "LC_ALL": "", "LC_CTYPE": "", "NO_COLOR": "1"])
        #expect(line("utf-8", in: r.stdout)?.hasPrefix("warn  utf-8        no (LANG=C)") == true, "\(r.stdout)")
        #expect(line("colour", in: r.stdout)?.contains("monochrome: NO_COLOR is set") == true, "\(r.stdout)")
    }

    @Test func aDamagedDatabaseAndAnUnusableDataFolderBlockAndAreLeftAlone() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let db = dataDir.appendingPathComponent("data/favorites.sqlite")
        try FileManager.default.createDirectory(at: db.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x41, count: 8192)
        try garbage.write(to: db)
        let r = try doctor(["--offline", "--data-dir", dataDir.path])
        #expect(r.status == 1)
        #expect(line("database", in: r.stdout)?.hasPrefix("FAIL  database     \(db.path) is damaged") == true, "\(r.stdout)")
        #expect(try Data(contentsOf: db) == garbage)   // doctor looks, never repairs
        #expect(try FileManager.default.contentsOfDirectory(atPath: db.deletingLastPathComponent().path) == ["favorites.sqlite"])

        // The data folder is a file: favorites cannot be saved.
        let other = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: other) }
        try Data("x".utf8).write(to: other.appendingPathComponent("data"))
        let blocked = try doctor(["--offline", "--data-dir", other.path])
        #expect(blocked.status == 1)
        #expect(line("data dir", in: blocked.stdout)?.contains("is a file, not a folder: favorites cannot be saved") == true, "\(blocked.stdout)")
    }

    @Test func theAppsOwnDatabaseIsCheckedReadOnlyAndCounted() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let db = dataDir.appendingPathComponent("data/favorites.sqlite")
        do {
            let store = try FavoritesStore(url: db)   // WAL, as the app writes it
            let show = try TVShow.decodeOne(Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/show-1001.json")))
            try store.save(show)
            // Players count too (25 saved players once read "0 favorites").
            for id in 8480800...8480802 {
                try store.savePlayer(NHLPlayer.decodeLanding(Data(contentsOf: Fixtures.samples.appendingPathComponent("nhl/player-\(id).json"))))
            }
        }
        let before = try Data(contentsOf: db)
        let r = try doctor(["--offline", "--data-dir", dataDir.path])
        #expect(line("database", in: r.stdout) == "ok    database     \(db.path): integrity ok, 1 favorite show, 3 favorite players, 0 followed teams", "\(r.stdout)")
        #expect(line("cache size", in: r.stdout)?.contains("nothing in 0 files") == true)
        // Read-only: the database itself is untouched (SQLite may leave its -wal/-shm sidecars, which it owns).
        #expect(try Data(contentsOf: db) == before)
    }

    @Test func sourcesAreCheckedAtTheirConfiguredURLs() async throws {
        let server = LoopbackServer()
        await server.route("GET /*") { _ in LoopbackServer.json(Data("{}".utf8)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let closedBase = URL(string: "http://127.0.0.1:9")!   // discard: nothing listens there
        let dataDir = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let r = try doctor(["--data-dir", dataDir.path, "--timeout", "3",
                            "--mlb-url", base.absoluteString, "--tvmaze-url", closedBase.absoluteString,
                            "--yinzcam-url", base.appendingPathComponent("schedule.json").absoluteString,
                            "--logos-url", base.absoluteString, "--mlb-logos-url", base.appendingPathComponent("mlb").absoluteString,
                            "--espn-url", base.absoluteString, "--nba-cdn-url", closedBase.absoluteString])
        #expect(line("MLB", in: r.stdout)?.hasPrefix("ok    MLB          \(base.absoluteString) answers") == true, "\(r.stdout)")
        #expect(line("YinzCam", in: r.stdout)?.hasPrefix("ok") == true, "\(r.stdout)")
        let tv = line("TVMaze", in: r.stdout) ?? ""
        #expect(tv.hasPrefix("warn  TVMaze       \(closedBase.absoluteString) unreachable: No connection"), "\(tv)")
        #expect(tv.contains("--offline works"))
        #expect(server.requests(to: "/api/v1/schedule") == 1)
        #expect(line("MLB logos", in: r.stdout)?.hasPrefix("ok") == true, "\(r.stdout)")
        #expect(server.requests(to: "/mlb/147.svg") == 1)
        // ESPN's site API and cdn.nba.com serve most leagues: each line says which.
        let espn = line("ESPN", in: r.stdout) ?? ""
        #expect(espn.hasPrefix("ok    ESPN         \(base.absoluteString) answers") && espn.contains(" leagues: NFL, College Football") && espn.contains("Premier League"), "\(espn)")
        #expect(server.requests(to: "/apis/site/v2/sports/football/nfl/scoreboard") == 1)
        let cdn = line("NBA CDN", in: r.stdout) ?? ""
        #expect(cdn.hasPrefix("warn  NBA CDN      \(closedBase.absoluteString) unreachable") && cdn.hasSuffix("feeds NBA"), "\(cdn)")
        #expect(line("MLB", in: r.stdout)?.hasSuffix(" · feeds MLB") == true && line("NHL", in: r.stdout)?.hasSuffix("feeds NHL, the Hockey tab") == true)
    }

    /// A data folder that is a file, a database that is a folder, and
    /// control characters in anything doctor prints.
    @Test func unusableFilesBlockAndNothingPrintedCarriesAnEscape() throws {
        let root = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)
        let onFile = try doctor(["--offline", "--data-dir", file.path])
        #expect(onFile.status == 1, "\(onFile.stdout)")
        #expect(line("data dir", in: onFile.stdout)?.hasPrefix("FAIL") == true && onFile.stdout.contains("is a file, not a folder"))
        #expect(onFile.stdout.contains("Verdict: blocked"))

        let dataDir = root.appendingPathComponent("evil\u{1b}]0;pwned\u{07}\u{1b}[2J")
        try FileManager.default.createDirectory(at: dataDir.appendingPathComponent("data/favorites.sqlite"), withIntermediateDirectories: true)
        let folderDB = try doctor(["--offline", "--data-dir", dataDir.path])
        #expect(folderDB.status == 1)
        #expect(line("database", in: folderDB.stdout)?.contains("is a folder, not a database") == true, "\(folderDB.stdout)")
        #expect(!folderDB.stdout.unicodeScalars.contains { $0.value == 0x1b || $0.value == 0x07 })
        #expect(folderDB.stdout.contains("evil?]0;pwned??[2J"))
    }

    /// TERM that does not match the multiplexer the app runs in.
    @Test func aTERMThatDoesNotMatchTmuxOrScreenIsNamed() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let args = ["--offline", "--data-dir", dataDir.path]
        let tmux = try doctor(args, env: ["TMUX": "/tmp/tmux-0/default,1,0", "STY": "", "TERM": "xterm-256color"])
        #expect(line("TERM", in: tmux.stdout)?.hasPrefix("warn  TERM         TERM=xterm-256color inside tmux") == true, "\(tmux.stdout)")
        let screen = try doctor(args, env: ["TMUX": "", "STY": "1234.pts-0.host", "TERM": "xterm"])
        #expect(line("TERM", in: screen.stdout)?.contains("inside GNU screen") == true, "\(screen.stdout)")
        let outside = try doctor(args, env: ["TMUX": "", "STY": "", "TERM": "screen-256color"])
        #expect(line("TERM", in: outside.stdout)?.contains("not inside tmux or screen") == true, "\(outside.stdout)")
        let fine = try doctor(args, env: ["TMUX": "/tmp/tmux-0/default,1,0", "STY": "", "TERM": "tmux-256color"])
        #expect(line("TERM", in: fine.stdout) == nil)
        let missing = try doctor(args, env: ["TMUX": "", "STY": "", "TERM": "no-such-terminal-xyz"])
        #expect(line("terminal", in: missing.stdout)?.contains("has no terminfo entry") == true, "\(missing.stdout)")
    }

    /// balldontlie is probed with the key, as the app asks; doctor says whether one is set and accepted, never which.
    @Test func theNBAKeyIsReportedButNeverShown() async throws {
        let key = "doctor-key-5150"
        let server = LoopbackServer()
        await server.route("GET /nba/v1/teams") { request in
            request.headers["authorization"] == key ? LoopbackServer.json(Data("{\"data\":[]}".utf8)) : LoopbackServer.status(401)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-doctor")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let args = ["--data-dir", dataDir.path, "--timeout", "3", "--nba-url", base.absoluteString]
        let good = try doctor(args, env: ["BALLDONTLIE_API_KEY": key])
        #expect(line("NBA ", in: good.stdout)?.hasPrefix("ok    NBA          \(base.absoluteString) answers") == true, "\(good.stdout)")
        #expect(line("NBA key", in: good.stdout) == "ok    NBA key      set (not shown)")
        #expect(!good.stdout.contains(key) && !good.stderr.contains(key))
        let wrong = try doctor(args, env: ["BALLDONTLIE_API_KEY": "not-" + key])
        #expect(line("NBA ", in: wrong.stdout)?.contains("refused the API key") == true, "\(wrong.stdout)")
        #expect(!wrong.stdout.contains("not-" + key))
        let none = try doctor(args, env: ["BALLDONTLIE_API_KEY": ""])
        #expect(line("NBA ", in: none.stdout)?.contains("it needs a key") == true, "\(none.stdout)")
        #expect(line("NBA key", in: none.stdout)?.hasPrefix("warn  NBA key      not set") == true)
        #expect(none.status == 0)                             // no key is a warning: the rest of the app works
    }
}
}
