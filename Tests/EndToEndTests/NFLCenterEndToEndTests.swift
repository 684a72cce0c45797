import Foundation
import Synchronization
import Testing
import TestSupport

extension EndToEnd {
/// The NFL's game center in the built binary: every section on the offline
/// sample's game in overtime (the field, a drive's plays, the box, the team
/// statistics, the win probability), `print nfl game` by section, and against
/// a loopback ESPN an answer about another game refused, said, and asked again on `r`.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct NFLCenterEndToEndTests {
    @Test func everySectionOfTheSamplesLiveGame() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path, "--league", "nfl", "--no-images"],
                                   width: 120, height: 40, environment: env)
        // The cursor opens on the week's first live game: JAX @ CIN in overtime, in London.
        #expect(await tmux.screenShows("JAX ball · 2nd & 7 at CIN 38"), "\(tmux.screen)")
        #expect(await tmux.screenShows("Scoring"), "the summary's scoring plays under the field: \(tmux.screen)")
        #expect(tmux.screen.contains("Timeouts  JAX ●●○  CIN ●●●"), "\(tmux.screen)")
        try tmux.send("p")
        #expect(await tmux.screenShows("Every drive · newest first"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Under way"), "\(tmux.screen)")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("1st & 10 at CIN 41"), "the open drive's plays, each with its down: \(tmux.screen)")
        try tmux.send("b")
        #expect(await tmux.screenShows("C/ATT"), "\(tmux.screen)")
        try tmux.send("c")
        #expect(await tmux.screenShows("Possession"), "\(tmux.screen)")
        try tmux.send("w")
        #expect(await tmux.screenShows("Biggest swings"), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)

        let drives = try Spawn.run(BuiltBinary.url!.path, ["print", "nfl", "game", "401772001", "--section", "drives", "--offline",
                                                           "--format", "tsv", "--data-dir", dataDir.path])
        #expect(drives.status == 0, "\(drives.stderr)")
        let rows = drives.stdout.split(separator: "\n")
        #expect(rows.first == "team\tperiod\tclock\tstart\tdescription\tresult\tplays\taway_score\thome_score")
        #expect(rows.last?.hasSuffix("\t28\t19") == true, "the last drive leaves the final score: \(drives.stdout)")
    }

    @Test func anAnswerAboutAnotherGameIsRefusedAndRAsksAgain() async throws {
        let week = try EndToEndLive.NFLGamesEndToEndTests.week(11)
        let other = try Fixtures.data("espn/nfl-summary-401547417-gb-at-atl-2023-week2.json")
        let server = LoopbackServer()
        let asked = Mutex<[String]>([])
        await server.route("GET /apis/site/v2/sports/football/nfl/scoreboard") { _ in LoopbackServer.json(week) }
        await server.route("GET /apis/site/v2/sports/football/nfl/summary") { request in
            asked.withLock { $0.append(request.query["event"] ?? "") }
            return LoopbackServer.json(other)
        }
        let base = try await server.start()
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString,
                   "JUMBOTRON_MLB_URL": base.absoluteString, "JUMBOTRON_NHL_URL": base.absoluteString, "JUMBOTRON_NBA_CDN_URL": base.absoluteString]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20", "--no-images"],
                                   width: 120, height: 40, environment: env)
        #expect(await tmux.screenShows("Could not load the game's summary"), "\(tmux.screen)")
        #expect(tmux.screen.contains("not 401437845") && tmux.screen.contains("Press r to try again"), "\(tmux.screen)")
        #expect(tmux.screen.contains("3rd & 9 at ATL 20"), "the row's own facts stay drawn: \(tmux.screen)")
        #expect(asked.withLock { $0 } == ["401437845"])
        try tmux.send("r")
        for _ in 0..<100 where asked.withLock({ $0.count }) < 2 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(asked.withLock { $0 } == ["401437845", "401437845"])
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }
}
}
