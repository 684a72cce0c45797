import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// `s` on the NFL and the NBA against a loopback ESPN: the built binary asks
/// ESPN's standings of each league and draws them, and Esc comes back.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct StandingsEndToEndTests {
    @Test func sShowsTheNFLsAndTheNBAsStandings() async throws {
        let server = LoopbackServer()
        let week = try Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json")
        await server.route("GET /apis/site/v2/sports/football/nfl/scoreboard") { _ in LoopbackServer.json(week) }
        let nfl = try Fixtures.data("espn/nfl-standings-2024.json"), nba = try Fixtures.data("espn/nba-standings-2024-25.json")
        await server.route("GET /apis/v2/sports/football/nfl/standings") { _ in LoopbackServer.json(nfl) }
        await server.route("GET /apis/v2/sports/basketball/nba/standings") { _ in LoopbackServer.json(nba) }
        let base = try await server.start()
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString,
                   "JUMBOTRON_MLB_URL": base.absoluteString, "JUMBOTRON_NHL_URL": base.absoluteString, "JUMBOTRON_NBA_CDN_URL": base.absoluteString]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20", "--no-images"],
                                   width: 120, height: 40, environment: env)
        #expect(await tmux.screenShows("Week 11 · Sun, Nov 20, 2022"), "\(tmux.screen)")
        try tmux.send("s")
        #expect(await tmux.screenShows("NFL standings · 2024"), "\(tmux.screen)")
        #expect(tmux.screen.contains("AFC East") && tmux.screen.contains("Buffalo Bills"), "\(tmux.screen)")
        try tmux.send("G")
        #expect(await tmux.screenShows("z division · * division and bye"), "\(tmux.screen)")
        #expect(tmux.screen.contains("playoffs"), "the playoff line under the 7th seed: \(tmux.screen)")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("Week 11"), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)

        // The NBA's games come from the cdn (not served here: its board says so, Esc dismisses), its standings from ESPN.
        let nbaTmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nba", "--date", "2025-04-13", "--no-images"],
                                      width: 120, height: 40, environment: env)
        #expect(await nbaTmux.screenShows("Scores › NBA"), "\(nbaTmux.screen)")
        if await nbaTmux.screenShows("Retry") {
            try nbaTmux.send("Escape")
            for _ in 0..<100 where nbaTmux.screen.contains("Retry") { try await Task.sleep(for: .milliseconds(50)) }
        }
        try nbaTmux.send("s")
        #expect(await nbaTmux.screenShows("NBA standings · 2025"), "\(nbaTmux.screen)")
        #expect(nbaTmux.screen.contains("Cleveland Cavaliers") && nbaTmux.screen.contains("play-in"), "\(nbaTmux.screen)")
        #expect(server.requests(to: "/apis/v2/sports/football/nfl/standings") == 1)
        #expect(server.requests(to: "/apis/v2/sports/basketball/nba/standings") == 1)
        try nbaTmux.send("q")   // back to the games, then out
        #expect(await nbaTmux.screenShows("April 13, 2025"), "\(nbaTmux.screen)")
        try nbaTmux.send("q")
        #expect(await nbaTmux.exited() == 0)
    }
}
}
