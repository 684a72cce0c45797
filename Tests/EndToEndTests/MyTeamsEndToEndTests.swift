import Foundation
import Synchronization
import Testing
import TestSupport

extension EndToEndLive {
/// The built binary against a loopback ESPN: follow the Falcons on the
/// recorded Sunday, go to another tab, and when the feed's next answer has
/// them scoring a banner says so and, with `alerts = desktop` in a terminal
/// that names itself kitty, an OSC 9 notification reaches the terminal. Only
/// the followed team's live day is polled meanwhile. Spoiler-free mode keeps
/// every started game's score off the screen and out of print. A follow
/// survives a restart, and a kill in the middle of one loses nothing.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct MyTeamsEndToEndTests {
    static let path = "/apis/site/v2/sports/football/nfl/scoreboard"

    /// The recorded Sunday; `later`: the Falcons have scored (ATL 14-7 CHI).
    static func sunday(later: Bool) throws -> Data {
        var text = try String(contentsOf: Fixtures.url("espn/nfl-scoreboard-2022-week11-live.json"), encoding: .utf8)
        // The first score in the file is ATL's, home against CHI.
        if later, let range = text.range(of: #""score": "7""#) { text.replaceSubrange(range, with: #""score": "14""#) }
        return Data(text.utf8)
    }

    /// Whether the Falcons have scored yet, as the feed will say from then on.
    final class Feed: Sendable { let scored = Atomic<Bool>(false) }

    @discardableResult
    func serve(_ server: LoopbackServer) async throws -> Feed {
        let first = try Self.sunday(later: false), later = try Self.sunday(later: true)
        let feed = Feed()
        await server.route("GET \(Self.path)") { _ in LoopbackServer.json(feed.scored.load(ordering: .relaxed) ? later : first) }
        return feed
    }

    /// A loopback ESPN that has not scored yet, and a data folder of its own.
    func loopback() async throws -> (LoopbackServer, URL, URL) {
        let server = LoopbackServer()
        try await serve(server)
        return (server, try await server.start(), makeTemporaryDirectory("jumbotron-e2e"))
    }

    func environment(_ base: URL) -> [String: String] {
        ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString,
         "JUMBOTRON_MLB_URL": base.absoluteString, "JUMBOTRON_NHL_URL": base.absoluteString, "JUMBOTRON_NBA_CDN_URL": base.absoluteString,
         "JUMBOTRON_TVMAZE_URL": base.absoluteString, "TMUX": "", "KITTY_WINDOW_ID": "1", "NO_COLOR": "", "COLORFGBG": ""]
    }

    @Test func followAFalconsTouchdownReachesAnotherTabAndTheDesktop() async throws {
        let server = LoopbackServer()
        let feed = try await serve(server)
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let record = dataDir.appendingPathComponent("bytes")
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20",
                                    "--alerts", "desktop", "--refresh-seconds", "10", "--no-images"],
                                   width: 120, height: 40, environment: environment(base), record: record)
        #expect(await tmux.screenShows("3rd & 9 at ATL 20"), "\(tmux.screen)")
        try tmux.send("f")                         // the board opens on Sunday's first live game, CHI @ ATL; f asks which team
        #expect(await tmux.screenShows("Follow a team"), "\(tmux.screen)")
        try tmux.send("Right", "Enter")            // ATL, the home team
        #expect(await tmux.screenShows("Following Atlanta Falcons"), "\(tmux.screen)")
        try tmux.send("4")                         // away from Scores and My Teams
        #expect(await tmux.screenShows("Favorites"), "\(tmux.screen)")
        let scoreboardAsks = server.requests(to: Self.path)
        feed.scored.store(true, ordering: .relaxed)
        let otherLeagues = ["/api/v1/schedule", "/static/json/staticData/scheduleLeagueV2.json"].map(server.requests(to:))
        #expect(await tmux.screenShows("ATL 14-7 CHI", timeout: 40), "the banner on another tab: \(tmux.screen)")
        let bytes = String(decoding: (try? Data(contentsOf: record)) ?? Data(), as: UTF8.self)
        #expect(bytes.contains("\u{1B}]9;Jumbotron: Touchdown ATL: ATL 14-7 CHI"), "an OSC 9 notification for a terminal that named itself kitty")
        #expect(bytes.contains("\u{1B}]2;") && bytes.contains("ATL"), "the title names the live game")
        // Polling asked for the followed team's week alone: no other league was asked meanwhile.
        #expect(["/api/v1/schedule", "/static/json/staticData/scheduleLeagueV2.json"].map(server.requests(to:)) == otherLeagues)
        #expect(server.requests(to: "/v1/schedule/2022-11-20") == 0)
        #expect(server.requests(to: Self.path) - scoreboardAsks <= 4, "a poll or two of the live day, nothing else")
        try tmux.send("7")
        #expect(await tmux.screenShows("Atlanta Falcons"), "\(tmux.screen)")
        #expect(tmux.screen.contains("LIVE") && tmux.screen.contains("CHI 7 @ ATL 14"), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
        let after = String(decoding: (try? Data(contentsOf: record)) ?? Data(), as: UTF8.self)
        #expect(after.hasSuffix("") && after.contains("\u{1B}[23;0t"), "the title given back at exit")
        // A restart still follows them.
        let teams = try Spawn.run(BuiltBinary.url!.path, ["print", "teams", "--data-dir", dataDir.path])
        #expect(teams.status == 0 && teams.stdout.contains("nfl:ATL"), "\(teams.stdout)\(teams.stderr)")
    }

    @Test func noSpoilersKeepsEveryStartedScoreOffTheScreenAndOutOfPrint() async throws {
        let (server, base, dataDir) = try await loopback()
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20",
                                    "--no-spoilers", "--no-images"], width: 120, height: 40, environment: environment(base))
        #expect(await tmux.screenShows("Spoilers are hidden"), "\(tmux.screen)")
        // The Thursday final was 27-17; the live games' scores are 10, 14 and 7s: none of them on screen.
        let board = tmux.capture()
        func row(_ team: String) -> String { board.first { $0.contains(team) } ?? "" }
        #expect(row("Tennessee Titans").contains("—") && !row("Tennessee Titans").contains("27"), "\(board)")
        #expect(row("Washington Commanders").contains("—") && !row("Washington Commanders").contains("14"), "\(board)")
        try tmux.send("q")
        let print = try Spawn.run(BuiltBinary.url!.path, ["print", "nfl", "games", "--date", "2022-11-20", "--no-spoilers",
                                                          "--format", "tsv", "--data-dir", dataDir.path], environment: environment(base))
        #expect(print.status == 0 && !print.stdout.contains("\t27\t") && !print.stdout.contains("\t14\t"), "\(print.stdout)\(print.stderr)")
        #expect(print.stdout.contains("Q2 11:50"), "the state stays: only scores go")
    }

    @Test func aKillDuringAFollowLosesNothing() async throws {
        let (server, base, dataDir) = try await loopback()
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        // Round one follows TEN and ATL and quits; round two unfollows TEN and is killed at once.
        for (round, keys) in [["g", "f", "Enter", "j", "f", "Right", "Enter"], ["g", "x", "y"]].enumerated() {
            let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20",
                                        "--no-images"], width: 120, height: 40, environment: environment(base))
            #expect(await tmux.screenShows("Q2 11:50"), "\(tmux.screen)")
            try tmux.send(keys: keys)
            if round == 0 {
                #expect(await tmux.screenShows("Following Atlanta Falcons"), "\(tmux.screen)")
                try tmux.send("q")
                #expect(await tmux.exited() == 0)
            } else {
                // Killed at once, whether the write has run or not.
                _ = try Spawn.run("/usr/bin/pkill", ["-9", "-f", dataDir.path])
                #expect(await tmux.exited() != 0)
            }
        }
        let teams = try Spawn.run(BuiltBinary.url!.path, ["print", "teams", "--data-dir", dataDir.path])
        #expect(teams.status == 0 && teams.stdout.contains("nfl:ATL"), "the other follow is kept: \(teams.stdout)\(teams.stderr)")
        let doctor = try Spawn.run(BuiltBinary.url!.path, ["doctor", "--data-dir", dataDir.path, "--offline"])
        #expect(doctor.stdout.contains("integrity ok"), "\(doctor.stdout)")
    }
}
}
