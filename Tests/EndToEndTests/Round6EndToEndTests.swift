import Foundation
import SportsCore
import Testing
import TestSupport

/// What reliability round 6 found, on the built binary: a feed's escapes
/// never reach a status bar (tmux's real `status-right` included), a
/// favorites file that cannot be written is still read, and the spoiler
/// layout as a terminal shows it.
extension EndToEndCommands {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct Round6EndToEndTests {
    static let ne = FollowedTeam(league: "usa.1", id: "soccer:189", abbreviation: "NE", name: "New England Revolution")

    /// The recorded MLS day with New England's code a clipboard write and its clock a clear-screen and a new line.
    static func hostileMLS() throws -> Data {
        var text = try String(contentsOf: Fixtures.url("espn/soccer-usa1-scoreboard-2022-09-17-live.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: #""abbreviation": "NE""#, with: #""abbreviation": "\u001b]52;c;cHduZWQ=\u0007NE""#)
        text = text.replacingOccurrences(of: #""abbreviation":"NE""#, with: #""abbreviation":"\u001b]52;c;cHduZWQ=\u0007NE""#)
        text = text.replacingOccurrences(of: "58'", with: #"58'\u001b[2J\u001b]2;owned\u0007\r\nZ"#)
        return Data(text.utf8)
    }

    static func serve(_ mls: Data) async throws -> (LoopbackServer, URL) {
        let server = LoopbackServer()
        await server.route("GET /apis/site/v2/sports/soccer/*") { request in
            LoopbackServer.json(request.path.contains("/usa.1/") ? mls : Data(#"{"events":[]}"#.utf8))
        }
        return (server, try await server.start())
    }

    static func status(_ dataDir: URL, _ base: URL, _ args: [String] = []) throws -> Spawn.Result {
        try Spawn.run(BuiltBinary.url!.path, ["status", "--data-dir", dataDir.path] + args,
                      environment: ["LANG": "C.UTF-8", "TZ": "UTC", "JUMBOTRON_ESPN_URL": base.absoluteString])
    }

    @Test func aFeedsEscapesNeverReachTheStatusLine() async throws {
        let (server, base) = try await Self.serve(Self.hostileMLS())
        defer { server.stopNow() }
        let dataDir = try WatchingFeed.dataDir(following: [Self.ne])
        defer { try? FileManager.default.removeItem(at: dataDir) }
        for args in [[], ["--tmux"], ["--json"], ["--tmux", "--color"]] {
            let out = try Self.status(dataDir, base, args)
            let line = out.stdout
            #expect(out.status == 0 && line.hasSuffix("\n") && line.dropLast().allSatisfy { !$0.isNewline }, "\(args): \(line.debugDescription)")
            #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x0D }, "\(args): \(line.debugDescription)")
            #expect(line.contains("NE") && line.contains("58'"), "\(args): \(line)")
        }
        // The snapshot the next run reads is clean too.
        let snapshot = AppPaths.resolve(environment: [:], dataDir: dataDir.path).cache.appendingPathComponent("status.json")
        let saved = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(!saved.contains("\\u001b") && !saved.contains("\\r") && !saved.contains("\\n"), "\(saved)")
        // A real tmux status-right running it: the whole line stays, nothing replaces it.
        guard TmuxSession.isAvailable else { return }
        let socket = testScratchRoot.appendingPathComponent("inner-\(UUID().uuidString.prefix(6)).sock").path
        let conf = testScratchRoot.appendingPathComponent("inner-\(UUID().uuidString.prefix(6)).conf")
        defer { _ = try? Spawn.run("/usr/bin/tmux", ["-S", socket, "kill-server"]); try? FileManager.default.removeItem(at: conf) }
        let command = "env LANG=C.UTF-8 TZ=UTC JUMBOTRON_ESPN_URL=\(base.absoluteString) \(BuiltBinary.url!.path) status --tmux --data-dir \(dataDir.path)"
        try """
            set -g status on
            set -g status-interval 1
            set -g status-left '[inner] '
            set -g status-right-length 120
            set -g status-right '#(\(command))|end'
            """.write(to: conf, atomically: true, encoding: .utf8)
        let outer = try TmuxSession(["/usr/bin/tmux", "-S", socket, "-f", conf.path, "new-session", "sleep 600"], width: 120, height: 10,
                                    environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        let shown = outer.waitFor(timeout: 15) { $0.contains("|end") && $0.contains("NE") }
        let bar = outer.capture().last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(shown && bar.contains("[inner]") && bar.contains("58'") && bar.hasSuffix("|end"), "the status line: \(outer.screen)")
    }

    @Test(.enabled(if: ScratchMount.isAvailable)) func aReadOnlyFavoritesFileIsStillRead() async throws {
        let mls = try Data(contentsOf: Fixtures.url("espn/soccer-usa1-scoreboard-2022-09-17-live.json"))
        let (server, base) = try await Self.serve(mls)
        defer { server.stopNow() }
        let mount = try ScratchMount(kilobytes: 2048)
        defer { mount.unmount() }
        let dataDir = mount.path.appendingPathComponent("jt")
        try FileManager.default.createDirectory(at: dataDir, withIntermediateDirectories: true)
        do {   // closed before the mount turns read-only
            let store = try FavoritesStore(url: WatchingFeed.database(dataDir))
            try store.followTeam(Self.ne, at: Date(timeIntervalSince1970: 1))
            store.checkpoint()
        }
        try mount.setReadOnly(true)
        let line = try Self.status(dataDir, base)
        #expect(line.status == 0 && line.stdout.contains("MTL") && line.stdout.contains("NE"), "\(line.stdout) \(line.stderr)")
        let teams = try Spawn.run(BuiltBinary.url!.path, ["print", "teams", "--data-dir", dataDir.path, "--format", "tsv"],
                                  environment: ["LANG": "C.UTF-8", "JUMBOTRON_ESPN_URL": base.absoluteString])
        #expect(teams.status == 0 && teams.stdout.contains("soccer:189"), "\(teams.stdout) \(teams.stderr)")
    }

    /// The spoiler layout in a real terminal: every hidden Premier League
    /// match is two lines and a rule, whether it has had a goal or not.
    @Test(.enabled(if: TmuxSession.isAvailable), arguments: [(80, 24), (120, 40)])
    func hiddenResultsTakeNoMoreRoomThanNone(width: Int, height: Int) throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--no-spoilers", "--league", "eng.1", "--data-dir", dataDir.path,
                                    "--no-images"], width: width, height: height, environment: ["LANG": "C.UTF-8", "TZ": "America/New_York"])
        #expect(tmux.waitFor("Liverpool"), "\(tmux.screen)")
        let lines = tmux.capture()
        #expect(!tmux.screen.contains("Goal "), "\(tmux.screen)")
        let rules = lines.indices.filter { lines[$0].contains("┈┈┈") }
        for (a, b) in zip(rules, rules.dropFirst()) where !lines[(a + 1)..<b].contains(where: { $0.contains("day") || $0.contains("Matchday") }) {
            #expect(b - a == 3, "two team lines between rules, whatever the match: \(lines[a...b].joined(separator: "\n"))")
        }
        try tmux.send("q")
    }
}
}

extension EndToEndCommands.Round6EndToEndTests {
    @Test func anUnknownTeamIsAUsageErrorAndAnOrdinaryAnswerNoWarning() async throws {
        let exe = BuiltBinary.url!.path, env = ["LANG": "C.UTF-8", "TZ": "UTC"]
        let unknown = try Spawn.run(exe, ["print", "schedule", "--offline", "--league", "nfl", "--team", "XYZ"], environment: env)
        #expect(unknown.status == 64 && unknown.stderr.contains("no team XYZ in NFL") && unknown.stderr.contains("PIT"), "\(unknown.stderr)")
        let known = try Spawn.run(exe, ["print", "schedule", "--offline", "--league", "nfl", "--team", "PIT"], environment: env)
        #expect(known.status == 0, "\(known.stderr)")
        let mls = try Data(contentsOf: Fixtures.url("espn/soccer-usa1-scoreboard-2022-09-17-live.json"))
        let (server, base) = try await Self.serve(mls)
        defer { server.stopNow() }
        let games = try Spawn.run(exe, ["print", "games", "--league", "usa.1", "--date", "2022-09-17"],
                                  environment: env.merging(["JUMBOTRON_ESPN_URL": base.absoluteString]) { $1 })
        #expect(games.status == 0 && games.stdout.contains("New York City FC") && games.stderr.isEmpty, "nothing to say: \(games.stderr)")
    }
}

extension EndToEndCommands.Round6EndToEndTests {
    /// Over ssh from a tmux pane (no `TMUX`, `TERM=xterm-256color`): the app learns it is tmux from its
    /// answers and sends no APC string (tmux would take it for a pane title); a real kitty is still asked.
    @Test func noAPCReachesATmuxThatOnlyItsAnswersName() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let app = [BuiltBinary.url!.path, "--offline", "--theme", "dark", "--data-dir", dataDir.path]
        let env = ["TMUX": "", "STY": "", "TERM_PROGRAM": "", "KITTY_WINDOW_ID": "", "LANG": "C.UTF-8"]
        let tmux = try await EndToEnd.QuitEndToEndTests.harness(["answer-as", "tmux", "Pittsburgh Pirates", "--"] + app, environment: env)
        #expect(tmux["painted"] as? Bool == true && tmux["exit"] as? Int == 0, "\(tmux)")
        #expect(tmux["apc"] as? Bool == false, "no APC to tmux: \(tmux)")
        let kitty = try await EndToEnd.QuitEndToEndTests.harness(["answer-as", "kitty", "Pittsburgh Pirates", "--"] + app, environment: env)
        #expect(kitty["apc"] as? Bool == true, "kitty is asked: \(kitty)")
        #expect(kitty["apc_after_first_round"] as? Bool == true, "after the first round: \(kitty)")
    }
}
