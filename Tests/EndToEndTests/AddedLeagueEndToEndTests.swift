import Foundation
import Testing
import TestSupport

extension EndToEndCommands {
/// A league ESPN carries that the table lacks, added in the config by its
/// slug, against a loopback ESPN: its day on the Scores tab, and print's
/// games, game and standings through the same table. A slug the app cannot
/// draw is named in the start's settings problems.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct AddedLeagueEndToEndTests {
    static let config = """
    [[league]]
    slug = "football/ufl"
    name = "UFL"

    [[league]]
    slug = "soccer/ned.1"
    name = "Eredivisie"

    [[league]]
    slug = "baseball/college-baseball"
    name = "College Baseball"
    """

    func loopback() async throws -> (LoopbackServer, URL, URL) {
        let server = LoopbackServer()
        let week = try Fixtures.data("espn/nfl-scoreboard-2022-week11-live.json")
        let summary = try Fixtures.data("espn/nfl-summary-401547417-gb-at-atl-2023-week2.json")
        let standings = try Fixtures.data("espn/nfl-standings-2024.json")
        await server.route("GET /apis/site/v2/sports/football/ufl/scoreboard") { _ in LoopbackServer.json(week) }
        await server.route("GET /apis/site/v2/sports/football/ufl/summary") { _ in LoopbackServer.json(summary) }
        await server.route("GET /apis/v2/sports/football/ufl/standings") { _ in LoopbackServer.json(standings) }
        let soccerDay = try Fixtures.data("espn/soccer-usa1-scoreboard-2022-09-17-live.json")
        await server.route("GET /apis/site/v2/sports/soccer/ned.1/scoreboard") { _ in LoopbackServer.json(soccerDay) }
        let base = try await server.start()
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        try FileManager.default.createDirectory(at: dataDir.appendingPathComponent("config"), withIntermediateDirectories: true)
        try Self.config.write(to: dataDir.appendingPathComponent("config/config.toml"), atomically: true, encoding: .utf8)
        return (server, base, dataDir)
    }

    func environment(_ base: URL) -> [String: String] {
        ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "JUMBOTRON_ESPN_URL": base.absoluteString,
         "JUMBOTRON_MLB_URL": base.absoluteString, "JUMBOTRON_NHL_URL": base.absoluteString, "JUMBOTRON_NBA_CDN_URL": base.absoluteString]
    }

    @Test func aLeagueAddedBySlugShowsItsDay() async throws {
        let (server, base, dataDir) = try await loopback()
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "ufl", "--date", "2022-11-20",
                                    "--no-images"], width: 120, height: 40, environment: environment(base))
        #expect(await tmux.screenShows("baseball/college-baseball"), "named at start: \(tmux.screen)")
        #expect(tmux.screen.contains("does not draw baseball"), "\(tmux.screen)")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("Scores › UFL"), "\(tmux.screen)")
        #expect(await tmux.screenShows("Week 11 · Sun, Nov 20, 2022"), "\(tmux.screen)")
        #expect(tmux.screen.contains("Atlanta Falcons") && tmux.screen.contains("3rd & 9 at ATL 20"), "\(tmux.screen)")
        #expect(server.requests(to: "/apis/site/v2/sports/football/ufl/scoreboard") >= 1)
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    @Test func printGoesThroughTheTableForAnAddedLeague() async throws {
        let (server, base, dataDir) = try await loopback()
        defer { server.stopNow(); try? FileManager.default.removeItem(at: dataDir) }
        func run(_ args: [String]) throws -> Spawn.Result {
            try Spawn.run(BuiltBinary.url!.path, ["print"] + args + ["--data-dir", dataDir.path, "--format", "tsv"], environment: environment(base))
        }
        let games = try run(["games", "--league", "ufl", "--date", "2022-11-20"])
        #expect(games.status == 0, "\(games.stderr)")
        #expect(games.stdout.hasPrefix("game_id\tstart\taway\taway_score\thome\thome_score\tstate\tsituation\n"))
        #expect(games.stdout.contains("Chicago Bears\t7\tAtlanta Falcons\t7\tQ2 11:50\t3rd & 9 at ATL 20"), "\(games.stdout)")
        let scoring = try run(["game", "--league", "ufl", "401547417", "--section", "scoring"])
        #expect(scoring.status == 0, "\(scoring.stderr)")
        #expect(scoring.stdout.contains("4\t") && scoring.stdout.contains("Younghoe Koo 25 Yd Field Goal\t24\t25"), "\(scoring.stdout)")
        let standings = try run(["standings", "--league", "ufl"])
        #expect(standings.status == 0 && standings.stdout.contains("Buffalo Bills\tBUF\t13\t4\t0"), "\(standings.stdout)\(standings.stderr)")
        // A soccer league added by slug is one of the soccer family: its day, home first in the model, the minute.
        let eredivisie = try run(["games", "--league", "ned.1", "--date", "2022-09-17"])
        #expect(eredivisie.status == 0 && eredivisie.stdout.contains("New York City FC") && eredivisie.stdout.contains("58'"), "\(eredivisie.stderr)")
        let unknown = try run(["games", "--league", "college-baseball"])
        #expect(unknown.status == 64 && unknown.stderr.contains("college-baseball is not a league here"), "\(unknown.stderr)")
        let wrongSection = try run(["game", "--league", "ufl", "401547417", "--section", "batting"])
        #expect(wrongSection.status == 64 && wrongSection.stderr.contains("UFL games have summary, scoring, drives"), "\(wrongSection.stderr)")
    }

    /// The older commands are the table's with their own names: the same rows.
    @Test func printNFLGamesIsPrintGamesOfTheNFL() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let old = try Spawn.run(BuiltBinary.url!.path, ["print", "nfl", "games", "--offline", "--format", "tsv", "--data-dir", dataDir.path])
        let new = try Spawn.run(BuiltBinary.url!.path, ["print", "games", "--league", "nfl", "--offline", "--format", "tsv", "--data-dir", dataDir.path])
        #expect(old.status == 0 && new.status == 0 && old.stdout == new.stdout && old.stdout.split(separator: "\n").count > 10)
    }
}
}
