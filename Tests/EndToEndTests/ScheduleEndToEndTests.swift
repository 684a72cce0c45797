import Foundation
import Testing
import TestSupport

extension EndToEnd {
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct ScheduleEndToEndTests {
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]

    @Test func scrollingPastTheSectionBoundaryPinsTheNextHeading() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--tab", "schedule", "--data-dir", dataDir.path],
                                   width: 80, height: 12, environment: env)
        #expect(tmux.waitFor("PITTSBURGH STEELERS  12-5"))
        #expect(tmux.capture()[2].hasPrefix(" REGULAR SEASON"))
        try tmux.send("j", "j", "j")
        #expect(tmux.waitFor("Week 4"))
        #expect(tmux.capture()[2].hasPrefix(" REGULAR SEASON"))   // pinned while its section scrolls
        try tmux.send("G")
        #expect(tmux.waitFor("Divisional Playoffs"))
        #expect(tmux.capture()[2].hasPrefix(" POSTSEASON"))       // pushed away by the next heading
        #expect(!tmux.screen.contains("REGULAR SEASON"))
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    @Test func printScheduleMatchesTheScreen() throws {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        let printed = try Spawn.run(BuiltBinary.url!.path, ["print", "schedule", "--offline", "--format", "tsv"], environment: environment)
        #expect(printed.status == 0)
        let lines = printed.stdout.split(separator: "\n")
        #expect(lines.first == "section\tweek\tkind\taway\taway_line\thome\thome_line\tdate\tstate")
        #expect(lines.contains("REGULAR SEASON\tWeek 6\tbye\t\t\t\t\t\tBYE"))
        #expect(lines.contains("POSTSEASON\tDivisional Playoffs\tgame\tSTEELERS\t12-5\tCHIEFS\t11-6\tSat, Jan 20\t8:15 PM"))
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--tab", "schedule", "--data-dir", dataDir.path],
                                   width: 120, height: 40, environment: env)
        #expect(tmux.waitFor("PITTSBURGH STEELERS"))
        try tmux.send("G")
        #expect(tmux.waitFor("Sat, Jan 20 • Divisional Playoffs"))
        #expect(tmux.screen.contains("8:15 PM"))
        #expect(tmux.screen.contains("STEELERS") && tmux.screen.contains("CHIEFS"))
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    @Test func livePathAgainstALoopbackServerFetchesEachLogoOnceAcrossARestart() async throws {
        let payload = try Fixtures.data("yinzcam/schedule-gb-2020-kyeoreheo.json")
        let server = LoopbackServer()
        await server.route("GET /schedule.json") { _ in LoopbackServer.json(payload) }
        await server.route("GET /logos/*") { _ in
            LoopbackServer.png(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]))
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var environment = env
        environment["JUMBOTRON_YINZCAM_URL"] = base.appendingPathComponent("schedule.json").absoluteString
        environment["JUMBOTRON_LOGOS_URL"] = base.appendingPathComponent("logos").absoluteString
        let argv = [BuiltBinary.url!.path, "--tab", "schedule", "--data-dir", dataDir.path]
        let expectedTitle = "GREEN BAY PACKERS  13-3"
        do {
            let tmux = try TmuxSession(argv, width: 80, height: 24, environment: environment)
            #expect(await tmux.screenShows(expectedTitle))
            #expect(!tmux.screen.contains("offline sample"))
            try tmux.send("G")
            try await Task.sleep(for: .milliseconds(500))
            try tmux.send("g")
            try await Task.sleep(for: .milliseconds(500))
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
        let firstRun = server.totalRequests
        let logoFiles = (try? FileManager.default.contentsOfDirectory(atPath: dataDir.appendingPathComponent("cache/logos").path)) ?? []
        #expect(!logoFiles.isEmpty)
        #expect(firstRun == 1 + logoFiles.count)   // the schedule once, each logo once
        do {
            let tmux = try TmuxSession(argv, width: 80, height: 24, environment: environment)
            #expect(await tmux.screenShows(expectedTitle))
            try tmux.send("G")
            try await Task.sleep(for: .milliseconds(500))
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
        let logoRequestsAfterRestart = server.totalRequests - firstRun - 1
        #expect(logoRequestsAfterRestart == 0)
    }
}
}
