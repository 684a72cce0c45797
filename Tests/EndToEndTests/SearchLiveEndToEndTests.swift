import Foundation
import Testing
import TestSupport

extension EndToEndLive {
/// `/` in the built binary against a loopback ESPN: a name the app does not
/// know is asked of ESPN's search once the query rests (once, whatever was
/// typed on the way), its athlete listed under the NFL, `Enter` to their page.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct SearchLiveEndToEndTests {
    @Test func aNameTheAppDoesNotKnowIsAskedOfESPN() async throws {
        let week = try EndToEndLive.NFLGamesEndToEndTests.week(11)
        let search = try JSONSerialization.data(withJSONObject: ["results": [["type": "player", "contents": [
            ["type": "player", "displayName": "Tom Brady", "uid": "s:20~l:28~a:2330", "subtitle": "Tampa Bay Buccaneers", "defaultLeagueSlug": "nfl"],
        ]]]])
        let server = LoopbackServer()
        await server.route("GET /apis/site/v2/sports/football/nfl/scoreboard") { _ in LoopbackServer.json(week) }
        await server.route("GET /apis/search/v2") { request in
            request.query["query"] == "brady" ? LoopbackServer.json(search) : LoopbackServer.json(Data("{}".utf8))
        }
        await server.route("GET /apis/common/v3/sports/football/nfl/athletes/*") { _ in LoopbackServer.status(404) }
        let base = try await server.start()
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20", "--no-images"],
                                   width: 100, height: 30,
                                   environment: ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString])
        #expect(await tmux.screenShows("Scores › NFL"), "\(tmux.screen)")
        try tmux.send("/")
        #expect(await tmux.screenShows("Search teams and players"), "\(tmux.screen)")
        try tmux.send("b", "r", "a", "d", "y")
        #expect(await tmux.screenShows("Tom Brady  Tampa Bay Buccaneers · ESPN"), "\(tmux.screen)")
        #expect(server.requests(to: "/apis/search/v2") == 1, "asked once the query rested, not for each letter")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("Scores › NFL › Player"), "\(tmux.screen)")
        #expect(server.requests(to: "/apis/common/v3/sports/football/nfl/athletes/2330") >= 1)
        for _ in 0..<3 { try tmux.send("Escape") }
        try tmux.send("q")
        var status = await tmux.exited(timeout: 2)
        for _ in 0..<3 where status == nil {
            try tmux.send("q")
            status = await tmux.exited(timeout: 2)
        }
        #expect(status == 0, "\(tmux.screen)")
    }
}
}
