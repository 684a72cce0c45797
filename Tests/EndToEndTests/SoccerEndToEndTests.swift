import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// Soccer in the built binary on the offline sample: the picker finds the
/// Premier League, a live match's center opens its line-ups and table, the
/// standings show their zones, and a match is printed.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct SoccerEndToEndTests {
    @Test func pickThePremierLeagueAndOpenALiveMatch() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path, "--no-images"],
                                   width: 160, height: 45, environment: ["LANG": "en_US.UTF-8", "TZ": "Europe/London"])
        #expect(await tmux.screenShows("Scores › MLB"), "\(tmux.screen)")
        try tmux.send("l")
        try tmux.send("p", "r", "e", "m")
        #expect(await tmux.screenShows("Premier League"), "\(tmux.screen)")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("Scores › Premier League"), "\(tmux.screen)")
        #expect(await tmux.screenShows("Aston Villa ▮"), "Villa's red card by its name: \(tmux.screen)")
        try tmux.send("Down")
        #expect(await tmux.screenShows("Emil Jensen (red card)"), "the live match's timeline: \(tmux.screen)")
        try tmux.send("u")
        #expect(await tmux.screenShows("LIV 4-3-3  ·  AVL 4-4-2"), "\(tmux.screen)")
        try tmux.send("T")
        #expect(await tmux.screenShows("English Premier League 2026-27"), "\(tmux.screen)")
        try tmux.send("s")
        #expect(await tmux.screenShows("Premier League standings"), "\(tmux.screen)")
        #expect(await tmux.screenShows("Relegation"), "the zones' key: \(tmux.screen)")
        try tmux.send("Escape")
        #expect(await tmux.screenShows("Aston Villa ▮"), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    @Test func printAMatchsLineUps() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let result = try Spawn.run(BuiltBinary.url!.path, ["print", "game", "--league", "eng.1", "740102", "--section", "lineups", "--offline",
                                                          "--format", "tsv", "--data-dir", dataDir.path])
        #expect(result.status == 0 && result.stdout.hasPrefix("team\tformation\tjersey\tplayer"), "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 37)
    }
}
}
