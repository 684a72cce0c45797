import Foundation
import SportsCore
import Testing
import TestSupport

/// What the build users install (`scripts/install.sh`: release, the Swift
/// runtime linked in) does with hostile files, where the static runtime's
/// Foundation behaves differently (it answered no file size, so a 55 MB
/// config was read whole, twice). CI installs it and names it in
/// `JUMBOTRON_INSTALLED`; without it these are skipped.
/// The installed binary CI names, when it is there.
enum InstalledBinary {
    static var path: String? {
        ProcessInfo.processInfo.environment["JUMBOTRON_INSTALLED"].flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
    }
}

extension EndToEnd {
@Suite(.serialized, .enabled(if: InstalledBinary.path != nil, "JUMBOTRON_INSTALLED names no installed jumbotron"))
struct InstalledBinaryEndToEndTests {
    static var binary: String? { InstalledBinary.path }

    @Test func aHugeConfigIsRefusedUnreadAndHostileFilesAreNoFiles() throws {
        let dir = makeTemporaryDirectory("jumbotron-installed")
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("config.toml")
        _ = FileManager.default.createFile(atPath: config.path, contents: nil)
        let handle = try FileHandle(forWritingTo: config)
        try handle.truncate(atOffset: 55_000_000)   // sparse: 55 MB of zeros, never written
        try handle.close()
        let env = ["LANG": "C.UTF-8", "TZ": "UTC"]
        let printed = try Spawn.run(Self.binary!, ["print", "scores", "--offline", "--date", "2018-09-19", "--config", config.path,
                                                    "--data-dir", dir.path], environment: env)
        #expect(printed.status == 0 && printed.stdout.contains("Philadelphia Phillies"), "\(printed.stderr)")
        #expect(printed.stderr.contains("is 55 MB, far over the 1 MB a settings file can be"), "\(printed.stderr)")
        let configPrint = try Spawn.run(Self.binary!, ["config", "--print", "--config", config.path], environment: env)
        #expect(configPrint.stderr.contains("is 55 MB"), "\(configPrint.stderr)")
        // A status snapshot that is a FIFO, and one far too large: neither is read, neither holds the bar.
        let cache = dir.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        #expect(mkfifo(cache.appendingPathComponent("status.json").path, 0o600) == 0)
        let status = try Spawn.run(Self.binary!, ["status", "--offline", "--data-dir", dir.path], environment: env)
        #expect(status.status == 0, "\(status.stderr)")
    }

    /// The release link drops the Swift objects' unwind tables and keeps the C++ ones: the
    /// TOML parser throws a parse error and catches it inside itself, and that must still
    /// unwind (without its tables the throw would end the process).
    @Test func aBrokenSettingsFileIsSaidAndTheDefaultsServe() throws {
        let dir = makeTemporaryDirectory("jumbotron-installed")
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("config.toml")
        try Data("theme = \"dark\n[broken\n".utf8).write(to: config)
        let printed = try Spawn.run(Self.binary!, ["print", "scores", "--offline", "--date", "2018-09-19", "--config", config.path,
                                                    "--data-dir", dir.path], environment: ["LANG": "C.UTF-8", "TZ": "UTC"])
        #expect(printed.status == 0 && printed.stdout.contains("Philadelphia Phillies"), "\(printed.stderr)")
        #expect(printed.stderr.contains("config.toml line 1: Error while parsing string"), "\(printed.stderr)")
        #expect(printed.stderr.contains("using defaults for every setting"), "\(printed.stderr)")
    }

    /// The installed binary loads only the C library, ncursesw and SQLite at start: the Swift
    /// runtime and libstdc++ are linked in, and every other system library (curl, the image
    /// codecs, chafa) is opened when first needed, so a machine without one still starts.
    @Test func itNeedsOnlyTheCLibraryNcurseswAndSQLite() throws {
        let dynamic = try Spawn.run("/usr/bin/readelf", ["-d", Self.binary!], environment: ["LANG": "C"])
        #expect(dynamic.status == 0, "\(dynamic.stderr)")
        let needed = dynamic.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            line.split(separator: "[").last?.split(separator: "]").first.map(String.init)
        }
        let allowed = ["libc.so", "libm.so", "ld-linux", "libncursesw.so", "libtinfo.so", "libsqlite3.so",
                       "libgcc_s.so", "libdl.so", "libpthread.so", "librt.so", "libutil.so"]
        #expect(needed.contains { $0.hasPrefix("libncursesw.so") } && needed.contains { $0.hasPrefix("libsqlite3.so") }, "\(needed)")
        #expect(needed.filter { name in !allowed.contains { name.hasPrefix($0) } } == [], "\(needed)")
    }

    /// The release link puts the functions a session runs first (`scripts/link/hot-text.ld`),
    /// so that the pages every tab touches are few. The list names functions by their sections:
    /// renamed or rewritten code stops matching, and once much of it has, this says to make the
    /// list again (`scripts/link/order-hot-text.py`) before peak memory shows it.
    @Test func theCodeASessionRunsIsPlacedFirst() throws {
        let sections = try Spawn.run("/usr/bin/readelf", ["-SW", Self.binary!], environment: ["LANG": "C"])
        // "[16] .text.first PROGBITS address offset size ...", in hexadecimal.
        let line = sections.stdout.split(separator: "\n").first { $0.contains(" .text.first ") } ?? ""
        let fields = line.split(separator: " ")
        let size = fields.firstIndex(of: ".text.first").flatMap { $0 + 4 < fields.count ? Int(fields[$0 + 4], radix: 16) : nil } ?? 0
        #expect(size >= 3_000_000, "\(size) bytes in .text.first: run scripts/link/order-hot-text.py\n\(line)")
    }

    /// The delay on the installed build: a board held back shows what cannot spoil at once, then
    /// the delayed picture (the optimised build once crashed as the first delayed request began).
    @Test(.enabled(if: TmuxSession.isAvailable))
    func aDelayedBoardShowsItsHeldPictureThenTheDelayedOne() async throws {
        try await Self.delayedBoard(Self.binary!)
    }

    /// `binary` on a loopback ESPN with `--delay 5`: the held picture at once, then the delayed one.
    static func delayedBoard(_ binary: String) async throws {
        // The sample's Saturday made today: only a day that can be live is held back.
        let today = Day(Date(), in: Zone(identifier: "Europe/London")!)
        let sample = try String(contentsOf: Fixtures.samples.appendingPathComponent("espn/eng.1-day-2026-11-21.json"), encoding: .utf8)
        let day = Data(sample.replacingOccurrences(of: "2026-11-21", with: today.iso).replacingOccurrences(of: "20261121", with: today.iso.replacingOccurrences(of: "-", with: "")).utf8)
        let server = LoopbackServer()
        await server.route("GET /apis/site/v2/sports/soccer/eng.1/scoreboard") { _ in LoopbackServer.json(day) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory("jumbotron-installed")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tmux = try TmuxSession([binary, "--league", "eng.1", "--date", today.iso, "--delay", "5", "--no-images", "--data-dir", dir.path],
                                   width: 120, height: 40,
                                   environment: ["LANG": "C.UTF-8", "TZ": "Europe/London", "JUMBOTRON_ESPN_URL": base.absoluteString])
        #expect(tmux.waitFor("delayed picture", timeout: 10), "\(tmux.screen)")
        #expect(tmux.screen.contains("Chelsea") && !tmux.screen.contains("54'"), "what cannot spoil, nothing live: \(tmux.screen)")
        #expect(tmux.waitFor("54'", timeout: 20), "the delayed picture: \(tmux.screen)")
        try tmux.send("q")
    }
}
}
