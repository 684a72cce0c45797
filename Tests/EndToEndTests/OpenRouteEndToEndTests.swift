import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// `--open ROUTE` in the built binary on the offline sample: each kind of
/// destination is where the app starts, `Esc` finds nothing to go back to
/// across tabs, and a route that names no place is refused before the
/// terminal is touched.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct OpenRouteEndToEndTests {
    static func app(_ route: String, _ dataDir: URL, width: Int = 120, height: Int = 40) throws -> TmuxSession {
        try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path, "--no-images", "--open", route],
                        width: width, height: height, environment: ["LANG": "en_US.UTF-8", "TZ": "America/New_York"])
    }

    @Test func aGamesRouteStartsOnItsCenter() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try Self.app("nfl/game/401772011", dataDir)
        #expect(await tmux.screenShows("Scores › NFL"), "\(tmux.screen)")
        // The week's board, the San Francisco–Seattle game selected and its center beside it.
        #expect(await tmux.screenShows("Seattle Seahawks"), "\(tmux.screen)")
        #expect(await tmux.screenShows("SEA  Seattle Seahawks (6-4)"), "the game's center: \(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    @Test func standingsARosterAndTheMultiviewEachHaveARoute() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        for (route, shown) in [("nhl/standings", "Scores › NHL › Standings"), ("hockey/team/TOR", "Toronto Maple Leafs"),
                               ("multiview", "Multiview"), ("epl/2026-11-21", "Scores › Premier League"),
                               ("nhl/bracket/2025", "2025 Stanley Cup Playoffs"), ("nhl/leaders", "Points · 1 Elias Yakovlev"),
                               ("nhl/player/8480800", "#61 · Center · Toronto Maple Leafs"),
                               ("nhl/team/TOR", "12-4-4 · 3rd in Atlantic Division"), ("mlb/team/147", "94-57 · 2nd in AL East")] {
            let tmux = try Self.app(route, dataDir)
            #expect(await tmux.screenShows(shown), "\(route): \(tmux.screen)")
            // `q` first closes what the route opened over its screen, then quits.
            var status: Int32?
            for _ in 0..<3 where status == nil {
                try tmux.send("q")
                status = await tmux.exited(timeout: 2)
            }
            #expect(status == 0, "\(route)")
        }
    }

    @Test func aRouteThatNamesNoPlaceIsRefusedAndSaysWhy() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try Self.app("nfl/gmae/1", dataDir)
        #expect(await tmux.exited() == 2)
        #expect(tmux.screen.contains("--open 'nfl/gmae/1' names no place in nfl"), "\(tmux.screen)")
    }
}
}
