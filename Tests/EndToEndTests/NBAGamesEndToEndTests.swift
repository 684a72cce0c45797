import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// The built binary against a loopback cdn.nba.com: `l` switches the Scores
/// tab to the NBA (a day other than today, so from the season schedule),
/// Enter opens the overtime final, and its box score and shot chart show.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct NBAGamesEndToEndTests {
    static func sample(_ path: String) throws -> Data { try Data(contentsOf: Fixtures.samples.appendingPathComponent(path)) }

    @Test func switchToTheNBAOpenAGameAndSeeItsBoxAndShotChart() async throws {
        let schedule = try Self.sample("nba/schedule-2026-11-20.json")
        let box = try Self.sample("nba/boxscore-0022600201.json")
        let plays = try Self.sample("nba/playbyplay-0022600201.json")
        let server = LoopbackServer()
        await server.route("GET /static/json/staticData/scheduleLeagueV2.json") { _ in LoopbackServer.json(schedule) }
        await server.route("GET /static/json/liveData/boxscore/boxscore_0022600201.json") { _ in LoopbackServer.json(box) }
        await server.route("GET /static/json/liveData/playbyplay/playbyplay_0022600201.json") { _ in LoopbackServer.json(plays) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        // The other leagues' hosts answer nothing: their boards fail quietly behind the NBA's.
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_NBA_CDN_URL": base.absoluteString,
                   "JUMBOTRON_MLB_URL": base.absoluteString, "JUMBOTRON_NHL_URL": base.absoluteString]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--date", "2026-11-20", "--no-images"],
                                   width: 120, height: 40, environment: env)
        #expect(await tmux.screenShows("Scores › MLB"), "\(tmux.screen)")
        #expect(try await EndToEndLive.NHLGamesEndToEndTests.switchLeague(to: "NBA", tmux), "\(tmux.screen)")
        #expect(await tmux.screenShows("New York Knicks"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Final/OT") && tmux.screen.contains("Q3 5:42") && tmux.screen.contains("Postponed"))
        try tmux.send("j", "Enter")
        #expect(await tmux.screenShows("Lead changes 6"), "\(tmux.screen)")
        try tmux.send("b")
        // `H. Jovanović` in a narrow pane, `Hassan Jovanov…` cut to the name column in a wider one.
        #expect(await tmux.screenShows { $0.contains("Jovanov") && ($0.contains("DNP – Coach's decision") || $0.contains("Starters")) },
                "\(tmux.screen)")
        try tmux.send("m")
        #expect(await tmux.screenShows("BOS FG 43-96 (44.8%)"), "\(tmux.screen)")
        #expect(tmux.screen.contains("NYK FG 41-100 (41.0%)") && tmux.screen.contains("⠉"), "the court in Braille")
        try tmux.send("q")
    }
}
}
