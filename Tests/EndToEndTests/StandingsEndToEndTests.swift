import Foundation
import Synchronization
import Testing
import TestSupport

extension EndToEnd {
/// `s` on the NFL, the NBA and MLS against a loopback ESPN: the built binary
/// asks ESPN's standings of each league and draws them (soccer's with each
/// club's form from the weeks of results before the day), and Esc comes back.
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

    @Test func sOnASoccerLeagueShowsTheTableWithEachClubsForm() async throws {
        let server = LoopbackServer()
        let day = try Fixtures.data("espn/soccer-usa1-scoreboard-2022-09-17-live.json")
        let table = try Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/usa.1-standings.json"))
        let spans = Mutex<[String]>([])
        // The day and the span of results are one path: the span's answer is the recorded day (two finals in it).
        await server.route("GET /apis/site/v2/sports/soccer/usa.1/scoreboard") { request in
            if let dates = request.query["dates"], dates.contains("-") { spans.withLock { $0.append(dates) } }
            return LoopbackServer.json(day)
        }
        await server.route("GET /apis/v2/sports/soccer/usa.1/standings") { _ in LoopbackServer.json(table) }
        let base = try await server.start()
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "usa.1", "--date", "2022-09-17", "--no-images"],
                                   width: 120, height: 40, environment: env)
        #expect(await tmux.screenShows("Scores › MLS"), "\(tmux.screen)")
        try tmux.send("s")
        #expect(await tmux.screenShows("MLS standings"), "\(tmux.screen)")
        #expect(await tmux.screenShows("Form"), "\(tmux.screen)")
        func row(_ code: String) -> String { tmux.capture().first { $0.contains(" \(code) ") }?.trimmingCharacters(in: .whitespaces) ?? "" }
        // NYC beat the Red Bulls 2-0; Atlanta and Philadelphia drew 0-0: the finals of the span, from each side.
        #expect(row("NYC").hasSuffix("W") && row("NY").hasSuffix("L") && row("ATL").hasSuffix("D") && row("PHI").hasSuffix("D"),
                "\(tmux.screen)")
        #expect(spans.withLock { $0 } == ["20220806-20220917"], "six weeks up to the board's day")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("September 17, 2022"), "back on the day's games: \(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0, "\(tmux.screen)")
    }
}
}
