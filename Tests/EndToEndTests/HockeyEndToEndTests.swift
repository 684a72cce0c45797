import Foundation
import SportsCore
import Testing
import TestSupport

extension EndToEnd {
/// The mobile app's whole loop on the built binary: live against a loopback NHL
/// API serving the real payloads, then the
/// same favorite offline in My Players and Favorites, then removed.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct HockeyEndToEndTests {
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]

    static func payload(_ fixture: String) throws -> Data {
        try Fixtures.data("nhl/\(fixture)")
    }

    @Test func addAPlayerFromTheRosterThenFindItOfflineAndRemoveIt() async throws {
        let standings = try Self.payload("standings-2024-12-05.json")
        let roster = try Self.payload("roster-EDM-20242025.json")
        let star = try #require(try NHLRoster.decode(roster, tricode: "EDM").players.last)   // the highest number: G (End) reaches him
        let landing = try Self.payload("player-landing-8478402-2024-04-17.json")
        let server = LoopbackServer()
        await server.route("GET /v1/standings/now") { _ in LoopbackServer.json(standings) }
        await server.route("GET /v1/roster/EDM/current") { _ in LoopbackServer.json(roster) }
        await server.route("GET /v1/player/\(star.id)/landing") { _ in LoopbackServer.json(landing) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var live = env
        live["JUMBOTRON_NHL_URL"] = base.absoluteString
        do {
            let tmux = try TmuxSession([BuiltBinary.url!.path, "--tab", "5", "--data-dir", dataDir.path], environment: live)
            #expect(await tmux.screenShows("No favorite players yet — press a to add one"))
            try tmux.send("a")
            #expect(await tmux.screenShows("32 teams"))
            try tmux.send("/")
            try tmux.type("edmon")
            try tmux.send("Enter", "Enter")
            #expect(await tmux.screenShows("OILERS"))
            #expect(await tmux.screenShows(" players"))   // the rows, not just the heading (a loaded machine is slow)
            try tmux.send("G")            // End isunder some TERMs; G is the same key
            try await Task.sleep(for: .milliseconds(300))   // a loaded machine: the list moves before Enter opens
            try tmux.send("Enter")
            #expect(await tmux.screenShows("Current season statistics"))
            #expect(tmux.screen.contains("Hockey › Teams › Oilers › \(star.name)"))
            #expect(tmux.screen.contains("[ Add To Favourites List ]"))
            try tmux.send("f")
            #expect(await tmux.screenShows("Added \(star.name) to favorites"))
            #expect(tmux.screen.contains("[ Remove From Favourites List ]"))
            try tmux.send("F")
            #expect(await tmux.screenShows("1 saved"))
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
        #expect(server.requests(to: "/v1/player/\(star.id)/landing") == 1)
        server.stopNow()                                   // the network is gone
        do {
            let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--tab", "hockey", "--data-dir", dataDir.path],
                                       environment: env)
            #expect(await tmux.screenShows(star.name))
            try tmux.send("4")
            #expect(await tmux.screenShows("NHL PLAYERS"))
            #expect(tmux.screen.contains(star.name))
            try tmux.send("5", "x")
            #expect(await tmux.screenShows("Remove \(star.name) from favorites?"))
            try tmux.send("Tab", "Enter")
            #expect(await tmux.screenShows("No favorite players yet"))
            try tmux.send("4")
            #expect(await tmux.screenShows("press f on a show in the Shows tab, or on a player in Hockey"))
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        let printed = try Spawn.run(BuiltBinary.url!.path, ["print", "hockey", "favorites", "--data-dir", dataDir.path, "--format", "tsv"],
                                    environment: environment)
        #expect(printed.status == 0 && printed.stdout == "id\tname\tnumber\tposition\tteam\n")
    }

    @Test func printHockeyOfflineInEveryFormat() throws {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        let bin = BuiltBinary.url!.path
        let teams = try Spawn.run(bin, ["print", "hockey", "teams", "--offline", "--format", "tsv"], environment: environment)
        #expect(teams.status == 0)
        let lines = teams.stdout.split(separator: "\n")
        #expect(lines.first == "tricode\tname\tconference\tdivision\twins\tlosses\tot_losses\tpoints" && lines.count == 33)
        let roster = try Spawn.run(bin, ["print", "hockey", "roster", "tor", "--offline", "--format", "json"], environment: environment)
        #expect(roster.status == 0 && roster.stdout.contains("\"hand\""))
        let missing = try Spawn.run(bin, ["print", "hockey", "roster", "BUF", "--offline"], environment: environment)
        #expect(missing.status == 1 && missing.stderr.contains("no BUF roster") && missing.stderr.split(separator: "\n").count == 1)
        let id = try NHLRoster.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("nhl/roster-TOR.json")), tricode: "TOR")
            .players[0].id
        let player = try Spawn.run(bin, ["print", "hockey", "player", String(id), "--offline"], environment: environment)
        #expect(player.status == 0 && player.stdout.contains("games_played") && player.stdout.contains("favorite"))
    }
}
}
