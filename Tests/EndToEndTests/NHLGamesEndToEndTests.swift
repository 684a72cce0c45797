import Foundation
import Synchronization
import Testing
import TestSupport

extension EndToEndLive {
/// The built binary against a loopback NHL server: `l` switches the Scores
/// tab to the NHL, Enter opens a live game and shows its goals, and the next
/// poll (10 s) brings a new goal with no key pressed while the game stays selected.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct NHLGamesEndToEndTests {
    static func sample(_ path: String) throws -> Data { try Data(contentsOf: Fixtures.samples.appendingPathComponent(path)) }

    /// The bundled live game, and the same game a little later with a second Montréal goal.
    static func landings() throws -> (Data, Data) {
        let first = try sample("nhl/landing-2026020303.json")
        var later = try #require(JSONSerialization.jsonObject(with: first) as? [String: Any])
        var home = try #require(later["homeTeam"] as? [String: Any])
        home["score"] = 2
        later["homeTeam"] = home
        later["clock"] = ["timeRemaining": "09:58", "secondsRemaining": 598, "running": true, "inIntermission": false]
        var summary = try #require(later["summary"] as? [String: Any])
        var scoring = try #require(summary["scoring"] as? [[String: Any]])
        var second = try #require(scoring.last)
        var goals = try #require(second["goals"] as? [[String: Any]])
        goals.append(["eventId": 999, "timeInPeriod": "10:02", "strength": "pp", "situationCode": "1451", "isHome": true,
                      "teamAbbrev": ["default": "MTL"], "name": ["default": "Q. Latecomer"], "goalsToDate": 3,
                      "awayScore": 1, "homeScore": 2, "goalModifier": "none", "assists": []])
        second["goals"] = goals
        scoring[scoring.count - 1] = second
        summary["scoring"] = scoring
        later["summary"] = summary
        return (first, try JSONSerialization.data(withJSONObject: later))
    }

    /// `l` until `league`'s board is on screen, however many leagues the table
    /// holds (one this test serves nothing for offers a retry: it is cancelled).
    static func switchLeague(to league: String, _ tmux: TmuxSession) async throws -> Bool {
        for _ in 0..<6 {
            try tmux.send("n")
            if await tmux.screenShows("Scores › \(league)", timeout: 3) { return true }
            guard await tmux.screenShows("[ Retry ]", timeout: 5) else { continue }
            try tmux.send("Escape")
            for _ in 0..<30 where tmux.screen.contains("[ Retry ]") { try await Task.sleep(for: .milliseconds(100)) }
        }
        return false
    }

    @Test func switchLeaguesOpenAGameAndSeeItsGoalsArrive() async throws {
        let mlb = try Self.sample("mlb/schedule-2018-09-20.json")
        let nhl = try Self.sample("nhl/schedule-2026-11-21.json")
        let plays = try Self.sample("nhl/play-by-play-2026020303.json")
        let (first, later) = try Self.landings()
        let polls = Atomic<Int>(0)
        let server = LoopbackServer()
        await server.route("GET /api/v1/schedule") { _ in LoopbackServer.json(mlb) }
        await server.route("GET /v1/schedule/*") { _ in LoopbackServer.json(nhl) }
        await server.route("GET /v1/gamecenter/2026020303/landing") { _ in
            polls.add(1, ordering: .relaxed).newValue == 1 ? LoopbackServer.json(first) : LoopbackServer.json(later)
        }
        await server.route("GET /v1/gamecenter/2026020303/play-by-play") { _ in LoopbackServer.json(plays) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_MLB_URL": base.absoluteString,
                   "JUMBOTRON_NHL_URL": base.absoluteString]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--date", "2026-11-21", "--no-images"],
                                   width: 80, height: 24, environment: env)
        #expect(await tmux.screenShows("Scores › MLB"), "\(tmux.screen)")
        try tmux.send("n")
        #expect(await tmux.screenShows("Montréal Canadiens"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Scores › NHL") && tmux.screen.contains("2nd 12:34") && tmux.screen.contains("Final/SO"))
        try tmux.send("j", "j", "Enter")
        #expect(await tmux.screenShows("K. Dorsey (6)"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Boston Bruins") && !tmux.screen.contains("Latecomer"))
        // No key from here: the next poll brings the second Montréal goal.
        #expect(await tmux.screenShows("MTL G       0   2       2", timeout: 25), "\(tmux.screen)")
        #expect(tmux.screen.contains("2nd 09:58"))
        try tmux.send("J", "J", "J", "J", "J", "J")
        #expect(await tmux.screenShows("Q. Latecomer (3)"), "\(tmux.screen)")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("Final/SO"), "\(tmux.screen)")
        #expect(tmux.screen.contains("2nd 09:58"), "the row did not follow the center: \(tmux.screen)")
        // Back to MLB and to the NHL again, round the league table: each board as it was left.
        #expect(try await Self.switchLeague(to: "MLB", tmux), "\(tmux.screen)")
        #expect(try await Self.switchLeague(to: "NHL", tmux), "\(tmux.screen)")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("MTL G       0   2       2"), "the NHL selection moved: \(tmux.screen)")
        try tmux.send("q", "q")
        #expect(await tmux.exited() == 0)
        #expect(polls.load(ordering: .relaxed) >= 2)
    }
}
}
