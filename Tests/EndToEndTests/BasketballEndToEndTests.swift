import Foundation
import SportsCore
import Testing
import TestSupport

extension EndToEnd {
/// The Basketball tab on the built binary against a loopback balldontlie
/// that, like the real one, answers only requests carrying the key; then
/// without a key, offline, and in print mode.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct BasketballEndToEndTests {
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]
    static let key = "e2e-key-8d2f61"

    /// A balldontlie on 127.0.0.1 serving our sample's pages, refusing requests without `key`.
    static func server(key: String = key) async throws -> (LoopbackServer, URL) {
        let samples = Fixtures.samples.appendingPathComponent("nba")
        let teams = try Data(contentsOf: samples.appendingPathComponent("teams.json"))
        let server = LoopbackServer()
        await server.route("GET /nba/v1/teams") { request in
            request.headers["authorization"] == key ? LoopbackServer.json(teams) : LoopbackServer.status(401)
        }
        await server.route("GET /nba/v1/players") { request in
            guard request.headers["authorization"] == key else { return LoopbackServer.status(401) }
            let file = samples.appendingPathComponent("players-\(request.query["team_ids[]"] ?? "")-\(request.query["cursor"] ?? "first").json")
            guard let data = FileManager.default.contents(atPath: file.path) else { return LoopbackServer.json(Data("{\"data\":[],\"meta\":{}}".utf8)) }
            return LoopbackServer.json(data)
        }
        return (server, try await server.start())
    }

    /// Every file under `folder`, by relative path, with its bytes.
    static func files(under folder: URL) -> [(String, Data)] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var out: [(String, Data)] = []
        while let url = walker?.nextObject() as? URL {
            out.append((url.path, FileManager.default.contents(atPath: url.path) ?? Data()))
        }
        return out
    }

    @Test func filtersPagesAndThePopupLiveAndTheKeyStaysSecret() async throws {
        let (server, base) = try await Self.server()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var live = env
        live["JUMBOTRON_NBA_URL"] = base.absoluteString
        live["BALLDONTLIE_API_KEY"] = Self.key
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--tab", "6", "--data-dir", dataDir.path, "--log-level", "trace"],
                                   environment: live)
        #expect(await tmux.screenShows("30 of 30 teams"))
        #expect(!tmux.screen.contains("Sheboygan"))
        try tmux.send("c", "/")
        try tmux.type("new")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("1 of 30 teams"))
        #expect(tmux.screen.contains("Basketball • East · \"new\"") && tmux.screen.contains("New York Knicks"))
        #expect(!tmux.screen.contains("New Orleans"))
        try tmux.send("Enter")
        #expect(await tmux.screenShows("100+ players"))
        try tmux.send("NPage", "NPage", "NPage", "NPage", "NPage", "NPage")   // within a screen of the end: the next page
        #expect(await tmux.screenShows("200+ players"))
        try tmux.send("G")
        #expect(await tmux.screenShows("211 players"))
        try tmux.send("Enter")
        #expect(await tmux.screenShows("Esc or Enter closes"))
        #expect(tmux.screen.contains("Draft"))
        try tmux.send("Escape")
        #expect(tmux.waitFor(timeout: 5) { !$0.contains("Esc or Enter closes") && $0.contains("211 players") })
        try tmux.send("Escape")                                // alone: Esc and g together would be Alt-g
        #expect(tmux.waitFor(timeout: 5) { $0.contains("1 of 30 teams") && !$0.contains("211 players") })
        try tmux.send("g", "Enter")                            // the Knicks again: kept, not fetched again
        #expect(await tmux.screenShows("211 players"))
        try tmux.send("q")                                     // q closes the team first, then quits
        #expect(tmux.waitFor(timeout: 5) { $0.contains("1 of 30 teams") && !$0.contains("211 players") })
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
        #expect(server.requests(to: "/nba/v1/teams") == 1)
        #expect(server.requests(to: "/nba/v1/players") == 3)
        // The key went only into the request header: not into the log, the cache names or any file.
        let written = Self.files(under: dataDir)
        #expect(written.contains { $0.0.hasSuffix("jumbotron.log") && String(decoding: $0.1, as: UTF8.self).contains("NBA") })
        for (path, bytes) in written {
            #expect(!path.contains(Self.key), "\(path)")
            #expect(!String(decoding: bytes, as: UTF8.self).contains(Self.key), "\(path) holds the key")
        }
    }

    @Test func aRefusedKeyIsSaidAndNoKeyIsExplainedWithTheSampleOneKeyAway() async throws {
        let (server, base) = try await Self.server()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var wrong = env
        wrong["JUMBOTRON_NBA_URL"] = base.absoluteString
        wrong["BALLDONTLIE_API_KEY"] = "not-the-key"
        do {
            let tmux = try TmuxSession([BuiltBinary.url!.path, "--tab", "basketball", "--data-dir", dataDir.path], environment: wrong)
            #expect(await tmux.screenShows("The API key was refused"))
            #expect(!tmux.screen.contains("not-the-key") && tmux.screen.contains("BALLDONTLIE_API_KEY"))
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
        var none = wrong
        none["BALLDONTLIE_API_KEY"] = ""
        let before = server.totalRequests
        do {
            let tmux = try TmuxSession([BuiltBinary.url!.path, "--tab", "6", "--data-dir", dataDir.path], environment: none)
            #expect(await tmux.screenShows("needs a free API key"))
            #expect(tmux.screen.contains("BALLDONTLIE_API_KEY") && tmux.screen.contains("nba_api_key"))
            try tmux.send("s")
            #expect(await tmux.screenShows("30 of 30 teams"))
            #expect(tmux.screen.contains("Basketball (sample)"))
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
        #expect(server.totalRequests == before)                // without a key nothing is sent
        // The key from config.toml works like the environment's.
        let config = dataDir.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("nba_api_key = \"\(Self.key)\"\n".utf8).write(to: config.appendingPathComponent("config.toml"))
        do {
            let tmux = try TmuxSession([BuiltBinary.url!.path, "--tab", "6", "--data-dir", dataDir.path], environment: none)
            #expect(await tmux.screenShows("30 of 30 teams"))
            #expect(!tmux.screen.contains("sample"))
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
    }

    @Test func offlineNeedsNoKey() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var offline = env
        offline["BALLDONTLIE_API_KEY"] = ""
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--tab", "6", "--data-dir", dataDir.path],
                                   width: 40, height: 12, environment: offline)
        #expect(await tmux.screenShows("30 of 30 teams"))
        #expect(tmux.screen.contains("6 NBA"))                // seven tabs in 40 columns: short labels
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    @Test func printNeedsAKeyOrOfflineAndFollowsEveryPage() async throws {
        let (server, base) = try await Self.server()
        defer { server.stopNow() }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        environment["BALLDONTLIE_API_KEY"] = ""
        environment["JUMBOTRON_NBA_URL"] = base.absoluteString
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let bin = BuiltBinary.url!.path
        let common = ["--data-dir", dataDir.path]
        let refused = try Spawn.run(bin, ["print", "basketball", "teams"] + common, environment: environment)
        #expect(refused.status == 2 && refused.stdout.isEmpty)
        #expect(refused.stderr.split(separator: "\n").count == 1 && refused.stderr.contains("BALLDONTLIE_API_KEY"), "\(refused.stderr)")
        #expect(server.totalRequests == 0)

        let teams = try Spawn.run(bin, ["print", "basketball", "teams", "--offline", "--format", "tsv"] + common, environment: environment)
        #expect(teams.status == 0)
        #expect(teams.stdout.split(separator: "\n").count == 31)
        let west = try Spawn.run(bin, ["print", "basketball", "teams", "--offline", "--conference", "west", "--filter", "los"] + common,
                                 environment: environment)
        #expect(west.stdout.contains("Los Angeles Lakers") && west.stdout.contains("LA Clippers") == false)

        environment["BALLDONTLIE_API_KEY"] = Self.key
        let players = try Spawn.run(bin, ["print", "basketball", "players", "nyk", "--format", "tsv"] + common, environment: environment)
        #expect(players.status == 0, "\(players.stderr)")
        #expect(players.stdout.split(separator: "\n").count == 212)   // a header and every page's rows
        #expect(server.requests(to: "/nba/v1/players") == 3)
        let json = try Spawn.run(bin, ["print", "basketball", "players", "20", "--format", "json"] + common, environment: environment)
        #expect(json.status == 0 && json.stdout.contains("\"draft\""))
        #expect(!(players.stdout + players.stderr + json.stdout + json.stderr).contains(Self.key))
    }
}
}

/// `print basketball players` against a balldontlie whose cursor loops
/// (1 → 2 → 1, cursor 2 bringing the first page's players again): each player is printed
/// once, stderr says the list was cut short and why, and the status is 4.
extension EndToEnd {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct BasketballCursorLoopEndToEndTests {
    @Test func aLoopingCursorPrintsEachPlayerOnceAndExits4() async throws {
        let server = LoopbackServer()
        let teams = try Data(contentsOf: Fixtures.samples.appendingPathComponent("nba/teams.json"))
        await server.route("GET /nba/v1/teams") { _ in LoopbackServer.json(teams) }
        await server.route("GET /nba/v1/players") { request in
            // First page, then 1 → 2 → 1 …; cursor 1 brings 25 new players, the rest the first 25 again.
            let next = request.query["cursor"] == "1" ? 2 : 1
            let offset = request.query["cursor"] == "1" ? 25 : 0
            let rows = (offset..<(offset + 25)).map { #"{"id":\#(900 + $0),"first_name":"Loop","last_name":"Player\#($0)"}"# }
                .joined(separator: ",")
            return LoopbackServer.json(Data(#"{"data":[\#(rows)],"meta":{"next_cursor":\#(next),"per_page":25}}"#.utf8))
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory("jt-loop")
        defer { try? FileManager.default.removeItem(at: dir) }
        var env = ProcessInfo.processInfo.environment
        env["BALLDONTLIE_API_KEY"] = "loop-key"
        env["JUMBOTRON_NBA_URL"] = base.absoluteString
        env["XDG_CACHE_HOME"] = dir.path
        let result = try Spawn.run(BuiltBinary.url!.path, ["print", "basketball", "players", "NYK", "--format", "tsv"], environment: env)
        let rows = result.stdout.split(separator: "\n").dropFirst()
        #expect(rows.count == 50, "\(result.stdout.prefix(400))")
        #expect(Set(rows).count == rows.count, "each player once")
        #expect(result.status == 4)
        #expect(result.stderr.contains("the player list is incomplete (50 players in 3 pages)"), "\(result.stderr)")
        #expect(result.stderr.contains("went round in a loop"))
        #expect(server.requests(to: "/nba/v1/players") <= 3)
    }
}
}

/// `print basketball` and a Retry-After of an hour: the job ends at once,
/// saying how long the server asked for and how long print waits.
extension EndToEnd {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct BasketballRateLimitEndToEndTests {
    @Test func anHoursRetryAfterEndsThePrintAtOnce() async throws {
        let server = LoopbackServer()
        await server.route("GET /nba/v1/teams") { _ in .respondWithHeaders(status: 429, headers: ["Content-Type": "application/json", "Retry-After": "3600"], body: Data("{}".utf8)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory("jt-ratelimit")
        defer { try? FileManager.default.removeItem(at: dir) }
        var env = ProcessInfo.processInfo.environment
        env["BALLDONTLIE_API_KEY"] = "rate-key"
        env["JUMBOTRON_NBA_URL"] = base.absoluteString
        env["XDG_CACHE_HOME"] = dir.path
        let started = ContinuousClock.now
        let result = try Spawn.run(BuiltBinary.url!.path, ["print", "basketball", "teams"], environment: env)
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(result.status == 1)
        #expect(result.stderr.contains("balldontlie asks to wait 3600 s before the next request, more than the 60 s print waits in all"), "\(result.stderr)")
        #expect(server.requests(to: "/nba/v1/teams") == 1)
    }
}
}
