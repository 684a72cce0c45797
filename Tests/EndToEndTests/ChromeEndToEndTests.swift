import Foundation
import SportsCore
import Testing
import TestSupport

/// The built binary in a real terminal (tmux): keys in, screen out, and the
/// terminal given back on every way out.
extension EndToEnd {
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct ChromeEndToEndTests {
    func launch(_ extra: [String] = [], width: Int = 80, height: Int = 24,
                env: [String: String] = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]) throws -> (TmuxSession, URL) {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        let argv = [BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path] + extra
        return (try TmuxSession(argv, width: width, height: height, environment: env), dataDir)
    }

    @Test func startsSwitchesTabsShowsHelpAndQuitsCleanly() throws {
        let (tmux, dataDir) = try launch()
        defer { try? FileManager.default.removeItem(at: dataDir) }
        #expect(tmux.waitFor("1 Scores"))
        #expect(tmux.screen.contains("offline sample"))
        #expect(tmux.alternateScreenOn)
        try tmux.send("3")
        #expect(tmux.waitFor("Jumbotron • Shows"))
        #expect(tmux.waitFor("TV Shows"))
        try tmux.send("2")
        #expect(tmux.waitFor("Jumbotron • Schedule"))
        try tmux.send("?")
        #expect(tmux.waitFor("Keys — Schedule"))
        try tmux.send("q")                        // closes help, does not quit
        #expect(tmux.waitFor { !$0.contains("Keys — Schedule") })
        #expect(tmux.exitStatus(timeout: 0.3) == nil)
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
        #expect(!tmux.alternateScreenOn)
        #expect(!tmux.screen.contains("1 Scores"))   // the app's screen is gone
    }

    @Test func resizeBelowTheMinimumAndBack() throws {
        let (tmux, dataDir) = try launch()
        defer { try? FileManager.default.removeItem(at: dataDir) }
        #expect(tmux.waitFor("1 Scores"))
        try tmux.resize(width: 30, height: 10)
        #expect(tmux.waitFor("Too small: need 40×12"))
        try tmux.resize(width: 100, height: 30)
        #expect(tmux.waitFor("4 Favorites"))
        try tmux.send("C-c")
        #expect(tmux.exitStatus() == 0)
    }

    @Test(arguments: [("TERM", Int32(143)), ("HUP", Int32(129))])
    func terminationSignalsRestoreTheTerminal(signal: String, status: Int32) throws {
        let (tmux, dataDir) = try launch()
        defer { try? FileManager.default.removeItem(at: dataDir) }
        #expect(tmux.waitFor("1 Scores"))
        let pane = try #require(tmux.panePID)
        let pid = try #require(childPID(of: pane))
        try Spawn.run("/bin/kill", ["-\(signal)", "\(pid)"])
        #expect(tmux.exitStatus() == status)
        #expect(!tmux.alternateScreenOn)
    }

    @Test func aVanishedTerminalEndsTheAppInsteadOfSpinning() throws {
        // setsid: the app keeps the pty as stdin/stdout but not as its controlling
        // terminal, so no SIGHUP arrives when the emulator dies; only POLLHUP tells.
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession(["/usr/bin/setsid", BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path],
                                   environment: ["LANG": "en_US.UTF-8", "TZ": "America/New_York"])
        #expect(tmux.waitFor("1 Scores"))
        let pane = try #require(tmux.panePID)
        let app = try #require(childPID(of: pane))
        let server = try #require(Int32(tmux.serverPID))
        try Spawn.run("/bin/kill", ["-9", "\(server)"])      // the emulator dies: no orderly hangup
        let deadline = Date().addingTimeInterval(5)
        var alive = true
        while Date() < deadline {
            let state = (try? String(contentsOfFile: "/proc/\(app)/stat", encoding: .utf8))?.split(separator: " ")
            alive = state.map { $0.count > 2 && $0[2] != "Z" } ?? false
            if !alive { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        if alive { _ = try? Spawn.run("/bin/kill", ["-9", "\(app)"]) }
        #expect(!alive)
    }

    @Test func asciiLocaleHasNoMojibake() throws {
        let (tmux, dataDir) = try launch(env: ["LANG": "C", "LC_ALL": "C"])
        defer { try? FileManager.default.removeItem(at: dataDir) }
        #expect(tmux.waitFor("1 Scores"))
        #expect(tmux.screen.contains("Jumbotron * Scores"))
        #expect(tmux.screen.unicodeScalars.allSatisfy { $0.isASCII })
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    @Test func logsGoToTheLogFileNotTheScreen() throws {
        let (tmux, dataDir) = try launch()
        defer { try? FileManager.default.removeItem(at: dataDir) }
        #expect(tmux.waitFor("1 Scores"))
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
        let log = try String(contentsOf: AppPaths.resolve(environment: [:], dataDir: dataDir.path).logFile, encoding: .utf8)
        #expect(log.contains("start: size 80×24"))
        #expect(log.contains("exit: status 0"))
    }
}
}

/// The jumbotron process under the pane's shell.
func childPID(of parent: Int32) -> Int32? {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
        if let text = try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8),
           let first = text.split(separator: " ").first, let pid = Int32(first) {
            return pid
        }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
}
