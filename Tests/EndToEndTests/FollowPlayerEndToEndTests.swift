import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// `f` on a player's page in the built binary, offline: My Teams shows the
/// player through their team's games with their own last line, and the follow
/// is in the database the next run reads (`print teams`).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct FollowPlayerEndToEndTests {
    @Test func followAPlayerIntoMyTeams() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path, "--no-images", "--open", "nhl/player/8480800"],
                                   width: 100, height: 30, environment: ["LANG": "en_US.UTF-8", "TZ": "America/Toronto"])
        #expect(await tmux.screenShows("#61 · Center · Toronto Maple Leafs"), "\(tmux.screen)")
        try tmux.send("f")
        #expect(await tmux.screenShows("Following Elias Yakovlev: see My Teams (7)"), "\(tmux.screen)")
        try tmux.send("7")
        #expect(await tmux.screenShows(where: { $0.contains("Elias Yakovlev · NHL") && $0.contains("vs EDM L 4-2 · PTS 2 G 0 A 2") }), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0, "\(tmux.screen)")
        let teams = try Spawn.run(BuiltBinary.url!.path, ["print", "teams", "--data-dir", dataDir.path, "--format", "tsv"], environment: ["LANG": "C.UTF-8"])
        #expect(teams.status == 0 && teams.stdout.contains("nhl\tnhl:player:8480800\tTOR\tElias Yakovlev"), "\(teams.stdout)\(teams.stderr)")
    }
}
}
