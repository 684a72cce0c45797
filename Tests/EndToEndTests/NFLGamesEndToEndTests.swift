import Foundation
import Synchronization
import Testing
import TestSupport

extension EndToEndLive {
/// The built binary against a loopback ESPN: `l` switches the Scores tab to
/// the NFL on week 10, `→` steps to week 11 (the recorded Sunday), and the
/// week's own refresh brings a live game's next down.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct NFLGamesEndToEndTests {
    /// The recorded Sunday, renumbered or moved on a play, as ESPN would answer later.
    static func week(_ number: Int, down: String? = nil) throws -> Data {
        var text = try String(contentsOf: Fixtures.url("espn/nfl-scoreboard-2022-week11-live.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: #""week": {"number": 11"#, with: #""week": {"number": \#(number)"#)
        if let down { text = text.replacingOccurrences(of: #""downDistanceText": "3rd & 9 at ATL 20""#, with: #""downDistanceText": "\#(down)""#) }
        return Data(text.utf8)
    }

    @Test func switchToTheNFLStepAWeekAndSeeTheNextDown() async throws {
        let dayAnswer = try Self.week(11), week10 = try Self.week(10), first = try Self.week(11)
        let later = try Self.week(11, down: "4th & 9 at ATL 20")
        let weekElevenAsks = Atomic<Int>(0)
        let server = LoopbackServer()
        await server.route("GET /apis/site/v2/sports/football/nfl/scoreboard") { request in
            // A date's answer carries the calendar; the week is asked for by number.
            guard let week = request.query["week"] else { return LoopbackServer.json(dayAnswer) }
            if week == "10" { return LoopbackServer.json(week10) }
            return weekElevenAsks.add(1, ordering: .relaxed).newValue == 1 ? LoopbackServer.json(first) : LoopbackServer.json(later)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString,
                   "JUMBOTRON_MLB_URL": base.absoluteString, "JUMBOTRON_NHL_URL": base.absoluteString,
                   "JUMBOTRON_NBA_CDN_URL": base.absoluteString]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--date", "2022-11-13", "--no-images",
                                    "--refresh-seconds", "10"], width: 120, height: 40, environment: env)
        #expect(await tmux.screenShows("Scores › MLB"), "\(tmux.screen)")
        #expect(try await NHLGamesEndToEndTests.switchLeague(to: "NFL", tmux), "\(tmux.screen)")
        #expect(await tmux.screenShows("Week 10 · Sun, Nov 13, 2022"), "\(tmux.screen)")
        try tmux.send("Right")
        #expect(await tmux.screenShows("Week 11 · Sun, Nov 20, 2022"), "\(tmux.screen)")
        #expect(await tmux.screenShows("3rd & 9 at ATL 20"), "\(tmux.screen)")
        #expect(tmux.screen.contains("RED ZONE") && tmux.screen.contains("Thursday") && tmux.screen.contains("Q2 11:50"))
        // The week's live refresh (every 10 s here) brings the next down, the cursor where it was.
        #expect(await tmux.screenShows("4th & 9 at ATL 20", timeout: 30), "\(tmux.screen)")
        #expect(tmux.screen.contains("Atlanta Falcons (4-6)"), "the card still shows the selected game (Sunday's first live one, CHI @ ATL)")
        try tmux.send("q")
    }
}
}
