import Foundation
import Testing
import TestSupport

extension EndToEndLive {
/// `b` on the NHL board in the built binary against a loopback NHL that
/// serves the recorded 2026 bracket: the tree, the cursor on the series of
/// the moment, `[` to a season the server fails (the retry dialog, then the
/// reason in place), `]` back without asking again, `b` back to the games.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct NHLBracketLiveEndToEndTests {
    @Test func theBracketFromALoopbackNHL() async throws {
        let server = LoopbackServer()
        let bracket = try Fixtures.data("nhl-bracket/nhl-playoff-bracket-2026-asof-05-08.json")
        let week = try Fixtures.data("nhl/schedule-2025-10-07-week.json")
        await server.route("GET /v1/playoff-bracket/2026") { _ in LoopbackServer.json(bracket) }
        await server.route("GET /v1/playoff-bracket/2025") { _ in LoopbackServer.json(Data("{}".utf8), status: 503) }
        await server.route("GET /v1/schedule/*") { _ in LoopbackServer.json(week) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nhl", "--date", "2026-05-08", "--no-images"],
                                   width: 80, height: 24,
                                   environment: ["LANG": "en_US.UTF-8", "TZ": "UTC", "JUMBOTRON_NHL_URL": base.absoluteString])
        #expect(await tmux.screenShows("Scores › NHL"), "\(tmux.screen)")
        try tmux.send("b")
        #expect(await tmux.screenShows("2nd Round · I · Not begun · Buffalo Sabres (D1)"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Scores › NHL › Bracket") && tmux.screen.contains("CAR Hurricanes") && tmux.screen.contains("TBD"),
                "\(tmux.screen)")
        try tmux.send("Down")
        #expect(await tmux.screenShows("2nd Round · J · CAR leads 2-0"), "\(tmux.screen)")
        try tmux.send("[")
        #expect(await tmux.screenShows("Oops, something went wrong"), "2025 fails: \(tmux.screen)")
        #expect(tmux.screen.contains("the NHL bracket"), "\(tmux.screen)")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("Could not load the NHL bracket."), "\(tmux.screen)")
        try tmux.send("]")
        #expect(await tmux.screenShows("2026 Stanley Cup Playoffs"), "\(tmux.screen)")
        #expect(await tmux.screenShows("Buffalo Sabres (D1)"), "\(tmux.screen)")
        #expect(server.requests(to: "/v1/playoff-bracket/2026") >= 1 && server.requests(to: "/v1/playoff-bracket/2025") >= 1)
        try tmux.send("b")
        #expect(await tmux.screenShows(where: { !$0.contains("Bracket") && $0.contains("Scores › NHL") }), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0, "\(tmux.screen)")
    }
}
}
