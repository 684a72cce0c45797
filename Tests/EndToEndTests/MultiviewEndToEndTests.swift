import Foundation
import Testing
import TestSupport

extension EndToEndLive {
/// The built binary against a loopback ESPN: `Space` puts the live CHI @ ATL
/// game in the multiview with no team followed, `m` shows its card, and
/// when the feed's next answer has the Falcons scoring the card says so at
/// the league's pace; `Enter` opens its center, `Esc` comes back to the grid
/// and again to Scores.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct MultiviewEndToEndTests {
    @Test func aMarkedGamesCardFollowsTheFeed() async throws {
        let server = LoopbackServer()
        let feed = try await MyTeamsEndToEndTests().serve(server)
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20",
                                    "--refresh-seconds", "10", "--no-images"],
                                   width: 120, height: 40, environment: MyTeamsEndToEndTests().environment(base))
        #expect(await tmux.screenShows("3rd & 9 at ATL 20"), "\(tmux.screen)")
        try tmux.send("Space")                      // the board opens on CHI @ ATL, live
        #expect(await tmux.screenShows("In the multiview: m shows 1 game"), "\(tmux.screen)")
        try tmux.send("m")
        #expect(await tmux.screenShows("Several games at once · 1 game, 1 live"), "\(tmux.screen)")
        #expect(tmux.screen.contains("NFL · ") && tmux.screen.contains("Atlanta Falcons"), "\(tmux.screen)")
        #expect(!tmux.screen.contains(" 14 "), "\(tmux.screen)")
        feed.scored.store(true, ordering: .relaxed)
        // Nothing followed: the marked game alone is polled, at the NFL's live pace.
        #expect(await tmux.screenShows(" 14 ", timeout: 40), "the card's score moved: \(tmux.screen)")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("Scores › NFL"), "\(tmux.screen)")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("My Teams › Multiview"), "\(tmux.screen)")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("Scores › NFL"), "back where m was pressed: \(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }
}
}
