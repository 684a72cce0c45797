import Foundation
import Testing
import TestSupport

extension EndToEnd {
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct ShowsEndToEndTests {
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]

    func printFavorites(_ dataDir: URL) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        let r = try Spawn.run(BuiltBinary.url!.path, ["print", "favorites", "--data-dir", dataDir.path, "--format", "tsv"],
                              environment: environment)
        #expect(r.status == 0)
        return r.stdout
    }

    @Test func aFavoriteSurvivesRestartsUntilDeletedThroughTheDialog() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let argv = [BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path]
        do {
            let tmux = try TmuxSession(argv + ["--tab", "shows"], environment: env)
            #expect(tmux.waitFor("Harbor Lights"))
            try tmux.send("j", "f")
            #expect(tmux.waitFor("Saved The Quiet Orchard to favorites"))
            try tmux.send("q")
            #expect(tmux.exitStatus() == 0)
        }
        #expect(try printFavorites(dataDir).contains("1001\tThe Quiet Orchard\t2006-02-02\tBBC One\t9.2\tyes"))
        do {
            let tmux = try TmuxSession(argv + ["--tab", "favorites"], environment: env)
            #expect(tmux.waitFor("1 saved"))
            #expect(tmux.screen.contains("The Quiet Orchard"))
            try tmux.send("x")
            #expect(tmux.waitFor("Delete The Quiet Orchard from favorites?"))
            try tmux.send("Escape")                      // cancel keeps it
            #expect(tmux.waitFor { !$0.contains("from favorites?") })
            #expect(tmux.screen.contains("1 saved"))
            try tmux.send("x")
            #expect(tmux.waitFor("Delete The Quiet Orchard from favorites?"))
            try tmux.send("Tab", "Enter")
            #expect(tmux.waitFor("0 saved"))
            #expect(tmux.waitFor("press f on a show in the Shows tab"))
            try tmux.send("q")
            #expect(tmux.exitStatus() == 0)
        }
        #expect(try printFavorites(dataDir).split(separator: "\n").count == 1)   // the header only
        do {
            let tmux = try TmuxSession(argv + ["--tab", "favorites"], environment: env)
            #expect(tmux.waitFor("0 saved"))
            try tmux.send("q")
            #expect(tmux.exitStatus() == 0)
        }
    }

    @Test func aDamagedDatabaseIsMovedAsideAndTheUserToldOnce() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let db = dataDir.appendingPathComponent("data/favorites.sqlite")
        try FileManager.default.createDirectory(at: db.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 2048).write(to: db)
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--tab", "favorites", "--data-dir", dataDir.path], environment: env)
        #expect(tmux.waitFor("The favorites database was damaged"))
        #expect(tmux.waitFor("press f on a show in the Shows tab"))
        try tmux.send("3")
        #expect(tmux.waitFor { !$0.contains("was damaged") })   // told once
        #expect(tmux.waitFor("Harbor Lights"))                  // the list has loaded
        try tmux.send("f")
        #expect(tmux.waitFor("Saved Harbor Lights to favorites"))
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: db.deletingLastPathComponent().path)
        #expect(names.contains { $0.hasPrefix("favorites.sqlite.corrupt-") })
    }

    @Test func livePathAgainstALoopbackServerAndTheFilter() async throws {
        let page = try Fixtures.data("tvmaze/shows-page-1.json")
        let server = LoopbackServer()
        await server.route("GET /shows") { request in
            request.query["page"] == "0" ? LoopbackServer.json(page) : LoopbackServer.status(404)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var environment = env
        environment["JUMBOTRON_TVMAZE_URL"] = base.absoluteString
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--tab", "shows", "--data-dir", dataDir.path], environment: environment)
        let first = "Kirby Buckets"
        #expect(await tmux.screenShows(first))
        #expect(!tmux.screen.contains("offline sample"))
        try tmux.send("/")
        try tmux.type("girl meets")
        #expect(await tmux.screenShows("girl meets_"))   // the filter took every key
        try await Task.sleep(for: .milliseconds(200))
        #expect(!tmux.screen.contains(first))
        #expect(tmux.screen.contains("Girl Meets World"))
        try tmux.send("Escape")
        #expect(await tmux.screenShows(first))
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
        #expect(server.requests(to: "/shows") == 1)
    }
}
}
