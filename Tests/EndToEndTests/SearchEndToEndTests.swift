import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// `/` in the built binary on the offline sample: over the NHL leaders,
/// `makela` finds both Mäkeläs (accents folded), `Enter` opens the second's
/// page; a paste goes into the query; a club opens its page, and its roster a player's.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct SearchEndToEndTests {
    @Test func findAPlayerAndAClub() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path, "--no-images", "--open", "nhl/leaders"],
                                   width: 100, height: 30, environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"])
        #expect(await tmux.screenShows("Points · 1 Elias Yakovlev"), "\(tmux.screen)")
        try tmux.send("/")
        #expect(await tmux.screenShows("Search teams and players"), "\(tmux.screen)")
        try tmux.send("m", "a", "k", "e", "l", "a")
        #expect(await tmux.screenShows(where: { $0.contains("Cole Mäkelä") && $0.contains("Oskar Mäkelä") }), "\(tmux.screen)")
        try tmux.send("Down")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("#38 · Center · Colorado Avalanche"), "Oskar Mäkelä's page: \(tmux.screen)")
        #expect(tmux.screen.contains("Scores › NHL › Player"), "\(tmux.screen)")
        try tmux.send("/")
        #expect(await tmux.screenShows("Search teams and players"), "\(tmux.screen)")
        try tmux.paste("maple leafs")
        #expect(await tmux.screenShows("Toronto Maple Leafs  TOR · team"), "\(tmux.screen)")
        try tmux.send("Enter")
        #expect(await tmux.screenShows(where: { $0.contains("Scores › NHL › Team") && $0.contains("12-4-4 · 3rd in Atlantic Division") && !$0.contains("Search teams") }),
                "the club's page: \(tmux.screen)")
        // Its roster, and a player of it.
        try tmux.send("p")
        #expect(await tmux.screenShows("#61 Elias Yakovlev"), "\(tmux.screen)")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("#61 · Center · Toronto Maple Leafs"), "\(tmux.screen)")
        for _ in 0..<4 { try tmux.send("Escape") }
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
