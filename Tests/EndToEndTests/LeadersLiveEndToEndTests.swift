import Foundation
import Testing
import TestSupport

extension EndToEndLive {
/// `L` on the NFL board in the built binary against a loopback ESPN that
/// serves the recorded 2024 leaders: the panels, the cursor, a player's page
/// answered with another player's profile (refused, and said), the postseason
/// asked for (the server fails it: the retry dialog), `L` back to the games.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct LeadersLiveEndToEndTests {
    @Test func theLeadersFromALoopbackESPN() async throws {
        let week = try EndToEndLive.NFLGamesEndToEndTests.week(11)
        let leaders = try Fixtures.data("espn-people/nfl-leaders-2024-site-v3.json")
        let server = LoopbackServer()
        await server.route("GET /apis/site/v2/sports/football/nfl/scoreboard") { _ in LoopbackServer.json(week) }
        await server.route("GET /apis/site/v3/sports/football/nfl/leaders") { request in
            request.query["seasontype"] == "3" ? LoopbackServer.json(Data("{}".utf8), status: 500) : LoopbackServer.json(leaders)
        }
        let pivetta = try Fixtures.data("espn-people/mlb-athlete-36071-pivetta.json")
        await server.route("GET /apis/common/v3/sports/football/nfl/athletes/*") { _ in LoopbackServer.json(pivetta) }
        let base = try await server.start()
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20", "--no-images"],
                                   width: 120, height: 40,
                                   environment: ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString])
        #expect(await tmux.screenShows("Scores › NFL"), "\(tmux.screen)")
        try tmux.send("L")
        #expect(await tmux.screenShows("Passing Yards · 1 Joe Burrow (QB, Cincinnati Bengals) 4918"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Scores › NFL › Leaders") && tmux.screen.contains("Receiving Yards"), "\(tmux.screen)")
        try tmux.send("Right")
        #expect(await tmux.screenShows("Rushing Yards · 1 Saquon Barkley (RB, Philadelphia Eagles) 2005"), "\(tmux.screen)")
        // Enter on Saquon Barkley: the server answers with another player's profile, which is refused and said.
        try tmux.send("Enter")
        #expect(await tmux.screenShows("it answered for another player, 36071, not 3929630"), "\(tmux.screen)")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("Could not load the player's page."), "\(tmux.screen)")
        #expect(tmux.screen.contains("Scores › NFL › Player"), "\(tmux.screen)")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("Scores › NFL › Leaders"), "back on the leaders: \(tmux.screen)")
        try tmux.send("p")
        #expect(await tmux.screenShows("Oops, something went wrong"), "\(tmux.screen)")
        #expect(tmux.screen.contains("the NFL leaders"), "\(tmux.screen)")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("Could not load the NFL leaders."), "\(tmux.screen)")
        try tmux.send("L")
        #expect(await tmux.screenShows(where: { !$0.contains("Scores › NFL › Leaders") && $0.contains("Scores › NFL") }), "\(tmux.screen)")
        #expect(server.requests(to: "/apis/site/v3/sports/football/nfl/leaders") == 2)
        try tmux.send("q")
        #expect(await tmux.exited() == 0, "\(tmux.screen)")
    }
}
}
