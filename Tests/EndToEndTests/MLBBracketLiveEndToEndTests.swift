import Foundation
import Testing
import TestSupport

extension EndToEndLive {
/// `b` on the MLB board in the built binary against a loopback Stats API that
/// serves our own postseasons in its schema (no recording exists): the
/// division series under way with a game in its box, the wild card series
/// beside, `[` to the finished 2025 postseason, and `--open mlb/bracket/2025`.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct MLBBracketLiveEndToEndTests {
    static func server() async throws -> (LoopbackServer, URL) {
        let server = LoopbackServer()
        let underWay = try Fixtures.data("mlb-postseason/postseason-series-2026-division-series.json")
        let finished = try Fixtures.data("mlb-postseason/postseason-series-2025.json")
        await server.route("GET /api/v1/schedule/postseason/series") { request in
            switch request.query["season"] {
            case "2026": LoopbackServer.json(underWay)
            case "2025": LoopbackServer.json(finished)
            default: LoopbackServer.status(404)
            }
        }
        await server.route("GET /api/v1/schedule") { _ in LoopbackServer.json(Data(#"{"totalGames": 0, "dates": []}"#.utf8)) }
        return (server, try await server.start())
    }

    @Test func theBracketFromALoopbackStatsAPI() async throws {
        let (server, base) = try await Self.server()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "mlb", "--date", "2026-10-08", "--no-images"],
                                   width: 120, height: 40,
                                   environment: ["LANG": "en_US.UTF-8", "TZ": "UTC", "JUMBOTRON_MLB_URL": base.absoluteString])
        #expect(await tmux.screenShows("Scores › MLB"), "\(tmux.screen)")
        try tmux.send("b")
        #expect(await tmux.screenShows("Division Series · ALDS 1 · Series tied 1-1 · Game 3, Top 7th: NYY 3, BAL 2"), "\(tmux.screen)")
        #expect(tmux.screen.contains("2026 MLB Postseason") && tmux.screen.contains("BAL Orioles") && tmux.screen.contains("TBD"), "\(tmux.screen)")
        try tmux.send("Left")
        #expect(await tmux.screenShows("Wild Card Series · ALWC 1 · BAL wins 2-1"), "\(tmux.screen)")
        try tmux.send("[")
        #expect(await tmux.screenShows("2025 MLB Postseason"), "\(tmux.screen)")
        #expect(await tmux.screenShows("World Series · WS · LAD wins 4-3"), "a finished postseason: the cursor on the final, \(tmux.screen)")
        #expect(server.requests(to: "/api/v1/schedule/postseason/series") == 2)
        try tmux.send("Escape")
        #expect(await tmux.screenShows(where: { !$0.contains("Bracket") && $0.contains("Scores › MLB") }), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0, "\(tmux.screen)")
    }

    @Test func aRouteOpensAPastPostseason() async throws {
        let (server, base) = try await Self.server()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--open", "mlb/bracket/2025", "--no-images"],
                                   width: 80, height: 24,
                                   environment: ["LANG": "en_US.UTF-8", "TZ": "UTC", "JUMBOTRON_MLB_URL": base.absoluteString])
        #expect(await tmux.screenShows("2025 MLB Postseason"), "\(tmux.screen)")
        #expect(await tmux.screenShows("LAD wins 4-3"), "\(tmux.screen)")
        var status: Int32?
        for _ in 0..<3 where status == nil {
            try tmux.send("q")
            status = await tmux.exited(timeout: 2)
        }
        #expect(status == 0)
    }
}
}
