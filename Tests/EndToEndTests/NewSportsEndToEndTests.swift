import Foundation
import Testing
import TestSupport

extension EndToEndCommands {
/// The sports beyond two teams in the built binary, offline: a finished F1
/// race's classification with Jolpica's times (a route to the session), the
/// championships, a golf leaderboard, a fight card, and `print` of each.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct NewSportsEndToEndTests {
    @Test func aFinishedRacesClassificationAndTheChampionships() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try EndToEnd.OpenRouteEndToEndTests.app("f1/2026-11-21/game/401600223", dataDir)
        #expect(await tmux.screenShows("Scores › F1"), "\(tmux.screen)")
        #expect(await tmux.screenShows("Jolpica (Las Vegas Grand Prix, round 22)"), "the race's center: \(tmux.screen)")
        #expect(tmux.screen.contains("+1 Lap") && tmux.screen.contains("Laps"), "\(tmux.screen)")
        try tmux.send("s")
        #expect(await tmux.screenShows("Drivers' championship"), "\(tmux.screen)")
        try tmux.send("q")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    @Test func aLeaderboardAndACard() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        for (route, shown) in [("pga", "Missed the cut"), ("ufc", "Main card"), ("atp", "Semifinal"), ("ipl", "won by 18 runs")] {
            let tmux = try EndToEnd.OpenRouteEndToEndTests.app(route, dataDir)
            #expect(await tmux.screenShows(shown), "\(route): \(tmux.screen)")
            try tmux.send("q")
            #expect(await tmux.exited() == 0, "\(route)")
        }
    }

    @Test func printWritesTheNewSports() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        func run(_ args: [String]) throws -> String {
            let out = try Spawn.run(BuiltBinary.url!.path, ["print"] + args + ["--offline", "--data-dir", dataDir.path, "--format", "tsv"],
                                    environment: ["TZ": "UTC"])
            #expect(out.status == 0, "\(args): \(out.stderr)")
            return out.stdout
        }
        #expect(try run(["games", "--league", "f1", "--date", "2026-11-21"]).contains("Race\tFinal\t1\t"))
        #expect(try run(["game", "--league", "f1", "401600223"]).contains("+1 Lap"))
        #expect(try run(["standings", "--league", "f1"]).split(separator: "\n").count == 23)
        #expect(try run(["game", "--league", "ufc", "401900001"]).contains("judge_1"))
    }
}
}
