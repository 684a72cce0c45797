import Foundation
import Synchronization
import Testing
import TestSupport

extension EndToEnd {
/// The built binary against a loopback MLB server whose live feed moves on
/// between polls: the center updates with no key pressed, and the selection,
/// the section and the game stay where they were.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct GameCenterEndToEndTests {
    static func json(_ path: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.samples.appendingPathComponent(path))) as? [String: Any])
    }

    /// The bundled live game, polled every 5 s; the second answer has the
    /// full-count batter walked and the next one in at 0-1.
    static func feeds() throws -> (Data, Data) {
        var first = try json("mlb/game-530101.json")
        var meta = first["metaData"] as? [String: Any] ?? [:]
        meta["wait"] = 5
        first["metaData"] = meta
        var second = first
        var live = try #require(second["liveData"] as? [String: Any])
        var plays = try #require(live["plays"] as? [String: Any])
        var all = try #require(plays["allPlays"] as? [[String: Any]])
        var walked = try #require(all.last)
        walked["result"] = ["type": "atBat", "event": "Walk", "eventType": "walk", "description": "The batter walks on a full count.",
                            "awayScore": 3, "homeScore": 1, "rbi": 0, "isOut": false]
        var about = try #require(walked["about"] as? [String: Any])
        about["isComplete"] = true
        walked["about"] = about
        all[all.count - 1] = walked
        var next = walked
        next["result"] = ["type": "atBat"]
        about["isComplete"] = false
        about["atBatIndex"] = all.count
        next["about"] = about
        next["playEvents"] = [["isPitch": true, "pitchNumber": 1, "details": ["code": "C", "description": "Called Strike",
                                "type": ["code": "FF", "description": "Four-Seam Fastball"]],
                               "pitchData": ["startSpeed": 95.1, "strikeZoneTop": 3.4, "strikeZoneBottom": 1.6,
                                             "coordinates": ["pX": 0.1, "pZ": 2.5]]]]
        all.append(next)
        plays["allPlays"] = all
        live["plays"] = plays
        var linescore = try #require(live["linescore"] as? [String: Any])
        linescore["balls"] = 0
        linescore["strikes"] = 1
        live["linescore"] = linescore
        second["liveData"] = live
        return (try JSONSerialization.data(withJSONObject: first), try JSONSerialization.data(withJSONObject: second))
    }

    @Test func aLiveGameUpdatesWithoutAKeyAndKeepsItsPlace() async throws {
        let schedule = try Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/schedule-2018-09-20.json"))
        let (first, second) = try Self.feeds()
        let polls = Atomic<Int>(0)
        let server = LoopbackServer()
        await server.route("GET /api/v1/schedule") { _ in LoopbackServer.json(schedule) }
        await server.route("GET /api/v1.1/game/530101/feed/live") { _ in
            polls.add(1, ordering: .relaxed).newValue == 1 ? LoopbackServer.json(first) : LoopbackServer.json(second)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_MLB_URL": base.absoluteString]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--date", "2018-09-20", "--no-images"],
                                   width: 80, height: 24, environment: env)
        #expect(await tmux.screenShows("Top 5th"))
        try tmux.send("j", "Enter")
        #expect(await tmux.screenShows("Count     3-2, 1 out"), "\(tmux.screen)")
        try tmux.send("p")
        #expect(await tmux.screenShows("At bat:"), "\(tmux.screen)")
        #expect(!tmux.screen.contains("Walk"))
        // No key from here: the next poll (5 s) brings the walk and the next batter.
        #expect(await tmux.screenShows("The batter walks on a full count.", timeout: 15), "\(tmux.screen)")
        #expect(tmux.screen.contains(", 0-1"))
        #expect(tmux.screen.contains("Plays"))
        try tmux.send("i")
        #expect(await tmux.screenShows("Count     0-1, 1 out"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Atlanta Braves"))
        try tmux.send("Escape")
        #expect(await tmux.screenShows("Washington Nationals"))
        try tmux.send("Enter")
        #expect(await tmux.screenShows("Atlanta Braves (86-65)"), "the selection moved: \(tmux.screen)")
        try tmux.send("q", "q")
        #expect(await tmux.exited() == 0)
        #expect(polls.load(ordering: .relaxed) >= 2)
    }

    /// The built binary on the bundled sample at 120x40: the list keeps 50
    /// columns beside the center, `?` lists every section with the one on
    /// screen marked, `Enter` on a play opens it in At bat, and `z` gives the
    /// center the whole width until Esc.
    @Test func theCenterTakesTheRoomAndHelpIsComplete() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--offline", "--date", "2018-09-19", "--no-images"],
                                   width: 120, height: 40, environment: ["LANG": "en_US.UTF-8", "TZ": "America/New_York"])
        #expect(await tmux.screenShows("New York Mets"), "\(tmux.screen)")
        #expect(await tmux.screenShows("i Summary"), "\(tmux.screen)")
        // The rule between the list and the center, on a row of the list.
        func listBeside(_ screen: String) -> Bool {
            screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(5).first.map { Array($0).dropFirst(50).first == "│" } ?? false
        }
        #expect(listBeside(tmux.screen), "the list is 50 columns wide: \(tmux.screen)")
        try tmux.send("p")
        #expect(await tmux.screenShows("Every play · in order"), "\(tmux.screen)")
        try tmux.send("?")
        #expect(await tmux.screenShows("Game center"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Game: plays  ◂ on screen") && tmux.screen.contains("At bat: the latest plate appearance"))
        try tmux.send("Escape")
        // Sent apart: `Esc ]` in one read is the start of a terminal's OSC answer, not two keys.
        #expect(tmux.waitFor { !$0.contains("Game center") }, "\(tmux.screen)")
        try tmux.send("]", "]", "Enter")
        #expect(await tmux.screenShows("PA 3 of"), "the third plate appearance in At bat: \(tmux.screen)")
        try tmux.send("z")
        #expect(tmux.waitFor { !listBeside($0) }, "no list beside the center: \(tmux.screen)")
        #expect(tmux.screen.contains("PA 3 of"))
        try tmux.send("Escape")
        #expect(tmux.waitFor { listBeside($0) }, "the list is back: \(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }
}
}
