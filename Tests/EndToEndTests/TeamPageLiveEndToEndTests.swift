import Foundation
import Synchronization
import Testing
import TestSupport

extension EndToEndLive {
/// `T` on the NFL board in the built binary against a loopback ESPN serving
/// the recorded week and a team's schedule in the shape ESPN's team answers
/// have: the dialog asks which team, the page heads with the record, the
/// standing and the next game, the roster is answered with another team's
/// (refused, and said), and `Enter` on the game under way opens it on the
/// board (the board knows it by ESPN's id: its summary is asked for).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct TeamPageLiveEndToEndTests {
    static func event(_ id: String, _ date: String, _ opponent: String, home: Bool, state: String, ours: Int?, theirs: Int?) -> [String: Any] {
        func side(_ abbreviation: String, _ name: String, _ home: Bool, _ score: Int?, _ won: Bool?) -> [String: Any] {
            var s: [String: Any] = ["id": abbreviation, "homeAway": home ? "home" : "away",
                                    "team": ["id": abbreviation, "abbreviation": abbreviation, "displayName": name]]
            if let score { s["score"] = ["value": Double(score), "displayValue": String(score)] }
            if let won { s["winner"] = won }
            return s
        }
        let won: Bool? = state == "post" ? (ours ?? 0) > (theirs ?? 0) : nil
        return ["id": id, "date": date, "seasonType": ["type": 2], "week": ["number": 11],
                "competitions": [["competitors": [side("CHI", "Chicago Bears", home, ours, won), side(opponent, "Team \(opponent)", !home, theirs, won.map(!))],
                                  "status": ["type": ["state": state, "name": state == "post" ? "STATUS_FINAL" : "STATUS_SCHEDULED",
                                                      "shortDetail": state == "post" ? "Final" : "Q2 4:12"]]]]]
    }

    static func schedule() throws -> Data {
        let team: [String: Any] = ["id": "3", "abbreviation": "CHI", "displayName": "Chicago Bears", "recordSummary": "3-7",
                                   "standingSummary": "3rd in NFC North"]
        let events = [event("401437800", "2022-11-13T18:00Z", "DET", home: true, state: "post", ours: 30, theirs: 31),
                      event("401437845", "2022-11-20T18:00Z", "ATL", home: false, state: "in", ours: 7, theirs: 7),
                      event("401437900", "2022-11-27T18:00Z", "NYJ", home: false, state: "pre", ours: nil, theirs: nil)]
        return try JSONSerialization.data(withJSONObject: ["team": team, "season": ["year": 2022, "type": 2], "byeWeek": 14, "events": events])
    }

    @Test func aTeamsPageFromALoopbackESPN() async throws {
        let week = try EndToEndLive.NFLGamesEndToEndTests.week(11)
        let schedule = try Self.schedule()
        let summaries = Mutex<[String]>([])
        let server = LoopbackServer()
        await server.route("GET /apis/site/v2/sports/football/nfl/scoreboard") { _ in LoopbackServer.json(week) }
        await server.route("GET /apis/site/v2/sports/football/nfl/teams/CHI/schedule") { request in
            LoopbackServer.json(request.query["seasontype"] == "3" ? Data("{\"team\": {\"abbreviation\": \"CHI\"}, \"events\": []}".utf8) : schedule)
        }
        await server.route("GET /apis/site/v2/sports/football/nfl/teams/CHI/roster") { _ in
            LoopbackServer.json(Data(#"{"team": {"abbreviation": "ATL", "displayName": "Atlanta Falcons"}, "athletes": []}"#.utf8))
        }
        await server.route("GET /apis/site/v2/sports/football/nfl/summary") { request in
            summaries.withLock { $0.append(request.query["event"] ?? "") }
            return LoopbackServer.status(404)
        }
        let base = try await server.start()
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20", "--no-images"],
                                   width: 80, height: 24,
                                   environment: ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString])
        // The header is drawn before the week arrives; `T` waits for the live game's row.
        #expect(await tmux.screenShows(where: { $0.contains("Scores › NFL") && $0.contains("3rd & 9 at ATL 20") }), "\(tmux.screen)")
        try tmux.send("T")
        #expect(await tmux.screenShows("Chicago Bears or Atlanta Falcons?"), "\(tmux.screen)")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("3-7 · 3rd in NFC North · Next: Sun, Nov 27 1:00 PM @ NYJ"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Scores › NFL › Team") && tmux.screen.contains("Chicago Bears") && tmux.screen.contains("L 30-31"),
                "\(tmux.screen)")
        #expect(tmux.screen.contains("Week 14: bye"), "the bye where it falls: \(tmux.screen)")
        // The roster: the server answers with another team's, which is refused and said.
        try tmux.send("p")
        #expect(await tmux.screenShows(where: { $0.contains("Could not load the CHI roster.") && $0.contains("ATL, not CHI") }), "\(tmux.screen)")
        try tmux.send("s")
        // The cursor is on the game under way: Enter opens it on the board, which asks for its summary.
        try tmux.send("Enter")
        #expect(await tmux.screenShows(where: { $0.contains("Scores › NFL") && !$0.contains("› Team") }), "\(tmux.screen)")
        #expect(await tmux.screenShows(where: { _ in summaries.withLock { $0.contains("401437845") } }), "\(summaries.withLock { $0 })")
        #expect(server.requests(to: "/apis/site/v2/sports/football/nfl/teams/CHI/schedule") == 2, "the regular season and the postseason, once each")
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
