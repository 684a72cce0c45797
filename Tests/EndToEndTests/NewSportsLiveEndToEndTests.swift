import Foundation
import Testing
import TestSupport

extension EndToEndLive {
/// The five new families in the built binary against a loopback ESPN that
/// serves their recorded answers: each board on its day, then `Enter` on a
/// row for its center, and the requests went where the league's slug says.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct NewSportsLiveEndToEndTests {
    struct Case {
        let league: String, slug: String, file: String, event: Bool, date: String
        let board: String, down: Int, center: String
    }

    static let cases = [
        Case(league: "f1", slug: "racing/f1", file: "f1-event-azerbaijan-2023.json", event: true, date: "2023-04-30",
             board: "Azerbaijan Grand Prix", down: 1, center: "Qualifying"),
        Case(league: "pga", slug: "golf/pga", file: "golf-pga-scoreboard-memorial-2025-r4-live.json", event: false, date: "2025-06-01",
             board: "Scottie Scheffler", down: 0, center: "Round 3 · -4 · 68"),
        Case(league: "atp", slug: "tennis/atp", file: "tennis-atp-scoreboard-roland-garros-2025.json", event: false, date: "2025-06-01",
             board: "Roland Garros · Men's Singles · Round 4", down: 0, center: "Tommy Paul (USA) bt (25) Alexei Popyrin"),
        Case(league: "ufc", slug: "mma/ufc", file: "ufc-scoreboard-dwcs-s9-final.json", event: false, date: "2025-09-30",
             board: "Contender Series: Season 9", down: 0, center: "by KO/TKO in round 1 at 1:08"),
        Case(league: "bbl", slug: "cricket/8044", file: "cricket-event-bbl-renegades-scorchers-2023-live.json", event: true, date: "2022-12-31",
             board: "Scorchers require 31 runs", down: 0, center: "Docklands Stadium"),
    ]

    @Test func eachBoardAndCenterFromALoopbackESPN() async throws {
        let server = LoopbackServer()
        for c in Self.cases {
            let data = try Fixtures.data("espn-sports/\(c.file)")
            let day = c.event ? Data("{\"events\": [".utf8) + data + Data("]}".utf8) : data
            await server.route("GET /apis/site/v2/sports/\(c.slug)/scoreboard") { _ in LoopbackServer.json(day) }
        }
        let base = try await server.start()
        defer { server.stopNow() }
        for c in Self.cases {
            let dataDir = makeTemporaryDirectory("jumbotron-e2e")
            defer { try? FileManager.default.removeItem(at: dataDir) }
            let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", c.league, "--date", c.date, "--no-images"],
                                       width: 80, height: 24,
                                       environment: ["LANG": "en_US.UTF-8", "TZ": "UTC", "JUMBOTRON_ESPN_URL": base.absoluteString,
                                                     "JUMBOTRON_JOLPICA_URL": base.absoluteString, "JUMBOTRON_MLB_URL": base.absoluteString])
            #expect(await tmux.screenShows(c.board), "\(c.league): \(tmux.screen)")
            for _ in 0..<c.down { try tmux.send("Down") }
            try tmux.send("Enter")
            #expect(await tmux.screenShows(c.center), "\(c.league) center: \(tmux.screen)")
            #expect(server.requests(to: "/apis/site/v2/sports/\(c.slug)/scoreboard") >= 1, "\(c.league)")
            // Back on the board, then out.
            try tmux.send("Escape")
            #expect(await tmux.screenShows("Enter details"), "\(c.league) back: \(tmux.screen)")
            try tmux.send("q")
            let code = await tmux.exited()
            #expect(code == 0, "\(c.league) after q: \(tmux.screen)")
        }
    }

    /// `b` on the ATP board: the Grand Slam's draws from the same answer, the cursor on the latest
    /// round with a player known, `Tab` to the women's draw, `b` back to the matches.
    @Test func theTennisDrawsFromALoopbackESPN() async throws {
        let server = LoopbackServer()
        let slam = try Fixtures.data("espn-sports/tennis-atp-scoreboard-roland-garros-2025.json")
        await server.route("GET /apis/site/v2/sports/tennis/atp/scoreboard") { _ in LoopbackServer.json(slam) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "atp", "--date", "2025-06-01", "--no-images"],
                                   width: 120, height: 40,
                                   environment: ["LANG": "en_US.UTF-8", "TZ": "UTC", "JUMBOTRON_ESPN_URL": base.absoluteString])
        #expect(await tmux.screenShows("Roland Garros · Men's Singles · Round 4"), "\(tmux.screen)")
        try tmux.send("b")
        #expect(await tmux.screenShows("Quarterfinal: Lorenzo Musetti v Frances Tiafoe"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Scores › ATP › Draws") && tmux.screen.contains("TBD"), "\(tmux.screen)")
        try tmux.send("Tab")
        #expect(await tmux.screenShows("Quarterfinal: Aryna Sabalenka v Zheng Qinwen"), "the women's draw: \(tmux.screen)")
        try tmux.send("b")
        #expect(await tmux.screenShows(where: { $0.contains("Men's Singles · Round 4") && !$0.contains("Draws") }), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }
}
}
