import Foundation
import Synchronization
import SportsCore
import Testing
import TestSupport

extension EndToEndWatching {
/// My Teams never stops watching, against a loopback ESPN that misbehaves
/// the way real feeds do: a game that sits in `Pre-Game` past its start,
/// first answers that fail, a server that asks to slow down, an answer with
/// one malformed game followed by a failure, and every followed team
/// scoring at once. Also the crash path giving the title back.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct WatchingEndToEndTests {
    @Test func aGameThatStartsLateIsWatchedUntilItStartsAndACrashGivesTheTitleBack() async throws {
        let start = Date().addingTimeInterval(15)
        let iso = ISO8601DateFormatter().string(from: start)
        let feed = WatchingFeed { _ in
            // `Pre-Game` until 25 s after the listed start, then under way.
            let late = Date() < start.addingTimeInterval(25)
            return LoopbackServer.json(WatchingFeed.sunday { events in
                events[0]["date"] = iso
                WatchingFeed.competition(&events, 0) { c in
                    c["date"] = iso
                    c["status"] = late ? ["period": 0, "displayClock": "0:00", "type": ["name": "STATUS_SCHEDULED", "state": "pre"]]
                        : ["period": 1, "displayClock": "15:00", "type": ["name": "STATUS_IN_PROGRESS", "state": "in"]]
                }
                WatchingFeed.scores(&events, 0, home: 0, away: 0)
            })
        }
        let (server, base) = try await feed.start()
        defer { server.stopNow() }
        let dataDir = try WatchingFeed.dataDir(following: [WatchingFeed.falcons])
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let record = dataDir.appendingPathComponent("bytes")
        let tmux = try WatchingFeed.app(dataDir, base, record: record)
        #expect(await tmux.screenShows("Atlanta Falcons"), "\(tmux.screen)")
        // The banner is on screen for six seconds; a runner starved that long on a loaded
        // machine misses it, so the log's line for the same alert counts too.
        let log = AppPaths.resolve(environment: [:], dataDir: dataDir.path).logFile
        let alerted = await tmux.screenShows(timeout: 75) { screen in
            screen.contains("CHI @ ATL has started")
                || ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("alert: CHI @ ATL has started")
        }
        #expect(alerted, "still watched after its listed start: \(tmux.screen)")
        #expect(feed.answers.load(ordering: .relaxed) >= 5, "asked again and again while it sat in Pre-Game")
        #expect(await tmux.screenShows("LIVE"), "\(tmux.screen)")
        #expect(WatchingFeed.bytes(record).contains("\u{1B}]2;CHI 0 @ ATL 0"), "the title names the live game")
        // A crash now: the screen and the title are given back.
        // The app itself, not the shell that started it (its command line starts with the binary).
        _ = try Spawn.run("/usr/bin/pkill", ["-SEGV", "-f", "^\(BuiltBinary.url!.path) --data-dir \(dataDir.path)"])
        #expect(await tmux.exited() != 0)
        try await Task.sleep(for: .milliseconds(500))   // what the pane wrote reaches the recording
        let bytes = WatchingFeed.bytes(record)
        let lastTitle = try #require(bytes.range(of: "\u{1B}]2;", options: .backwards))
        #expect(bytes[lastTitle.upperBound...].contains("\u{1B}[23;0t"), "the crash path pops the title it pushed")
    }

    /// The backoff and `Retry-After` are timed to the second in process
    /// (`MyTeamsFlowTests`); here, the built binary says a failure, retries by
    /// itself, and folds the database's log at exit after an unfollow.
    @Test func failedFirstLoadsAreSaidAndRetriedAndAnUnfollowIsWholeAtExit() async throws {
        let feed = WatchingFeed { n in
            if n <= 1 { return LoopbackServer.status(500) }   // today's first answer
            return LoopbackServer.json(WatchingFeed.recorded)
        }
        let (server, base) = try await feed.start()
        defer { server.stopNow() }
        let dataDir = try WatchingFeed.dataDir(following: [WatchingFeed.falcons])
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try WatchingFeed.app(dataDir, base)
        #expect(await tmux.screenShows("Couldn't load NFL games: The server answered HTTP 500."), "\(tmux.screen)")
        #expect(tmux.screen.contains("Next try at") && !tmux.screen.contains("Nothing scheduled"), "\(tmux.screen)")
        #expect(await tmux.screenShows("CHI 7 @ ATL 7", timeout: 40), "tried again by itself: \(tmux.screen)")
        // Unfollowing writes; at exit the write-ahead log is folded into the file.
        try tmux.send("x")
        #expect(await tmux.screenShows("Unfollow"), "\(tmux.screen)")
        try tmux.send("y")
        #expect(await tmux.screenShows("You follow no teams yet"), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
        let wal = WatchingFeed.database(dataDir).path + "-wal"
        #expect(((try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0) == 0, "the main file is whole at exit")
    }

    @Test func aMalformedAnswerThenAFailureNeverRollsBackNorRepeatsAnAlert() async throws {
        let feed = WatchingFeed { n in
            switch n {
            case 1: LoopbackServer.json(WatchingFeed.recorded)   // today's first answer: ATL 7-7
            case 2: LoopbackServer.json(WatchingFeed.sunday { events in   // ATL scores, and one game is malformed
                WatchingFeed.scores(&events, 0, home: 14, away: 7)
                events.append(["id": "999", "competitions": [["competitors": "not a list"]]])
            })
            case 3: LoopbackServer.status(502)   // falls back to the copy from before the touchdown
            default: LoopbackServer.json(WatchingFeed.sunday { WatchingFeed.scores(&$0, 0, home: 14, away: 7) })
            }
        }
        let (server, base) = try await feed.start()
        defer { server.stopNow() }
        let dataDir = try WatchingFeed.dataDir(following: [WatchingFeed.falcons])
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let record = dataDir.appendingPathComponent("bytes")
        let tmux = try WatchingFeed.app(dataDir, base, record: record)
        #expect(await tmux.screenShows("CHI 7 @ ATL 14", timeout: 30), "\(tmux.screen)")
        // Past the failure and the answer after it.
        let deadline = Date().addingTimeInterval(60)
        while feed.answers.load(ordering: .relaxed) < 4, Date() < deadline { try await Task.sleep(for: .milliseconds(200)) }
        #expect(feed.answers.load(ordering: .relaxed) >= 4)
        #expect(tmux.screen.contains("CHI 7 @ ATL 14") && !tmux.screen.contains("CHI 7 @ ATL 7"), "never rolled back: \(tmux.screen)")
        #expect(WatchingFeed.count("\u{1B}]9;Jumbotron: Touchdown ATL: ATL 14-7 CHI", in: WatchingFeed.bytes(record)) == 1, "told once")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    @Test func everyFollowedTeamScoringAtOnceIsOneNotification() async throws {
        let scored = Atomic<Bool>(false)
        let feed = WatchingFeed { _ in
            guard scored.load(ordering: .relaxed) else { return LoopbackServer.json(WatchingFeed.recorded) }
            return LoopbackServer.json(WatchingFeed.sunday { events in
                for i in events.indices {
                    WatchingFeed.competition(&events, i) { c in
                        var sides = c["competitors"] as! [[String: Any]]
                        for j in sides.indices { sides[j]["score"] = String((Int(sides[j]["score"] as? String ?? "") ?? 0) + 7) }
                        c["competitors"] = sides
                    }
                }
            })
        }
        let (server, base) = try await feed.start()
        defer { server.stopNow() }
        let teams = WatchingFeed.everyTeam()
        let dataDir = try WatchingFeed.dataDir(following: teams)
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let record = dataDir.appendingPathComponent("bytes")
        let tmux = try WatchingFeed.app(dataDir, base, record: record)
        #expect(await tmux.screenShows("LIVE"), "\(tmux.screen)")
        try await Task.sleep(for: .seconds(2))
        scored.store(true, ordering: .relaxed)
        #expect(await tmux.screenShows(" more · ", timeout: 30), "the banner: the latest with a count: \(tmux.screen)")
        try await Task.sleep(for: .seconds(12))
        let bytes = WatchingFeed.bytes(record)
        let notifications = WatchingFeed.count("\u{1B}]9;", in: bytes)
        #expect(notifications >= 1 && notifications <= 3, "\(teams.count) teams scoring made \(notifications) notifications")
        #expect(bytes.contains("updates: "), "told together")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    @Test func mistypedFieldsKeepTheGameOnTheBoard() async throws {
        let feed = WatchingFeed { _ in
            LoopbackServer.json(WatchingFeed.sunday { events in
                WatchingFeed.competition(&events, 0) { c in
                    c["attendance"] = "68,500"
                    c["venue"] = ["fullName": 12]
                    var status = c["status"] as! [String: Any]
                    status["period"] = "2"
                    c["status"] = status
                    var situation = c["situation"] as? [String: Any] ?? [:]
                    situation["isRedZone"] = "yes"
                    c["situation"] = situation
                }
            })
        }
        let (server, base) = try await feed.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--league", "nfl", "--date", "2022-11-20",
                                    "--no-images"], width: 120, height: 40, environment: WatchingFeed.environment(base))
        #expect(await tmux.screenShows("Atlanta Falcons"), "the game with mistyped fields keeps its teams: \(tmux.screen)")
        #expect(tmux.screen.contains("Chicago Bears") && !tmux.screen.contains("?  -"), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    /// A newer version's database: read, said to be read-only, never written, and no Retry that cannot succeed.
    @Test func aNewerVersionsDatabaseIsOpenedReadOnly() async throws {
        let dataDir = try WatchingFeed.dataDir(following: [WatchingFeed.falcons])
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let file = WatchingFeed.database(dataDir).path
        let script = "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version = 99'); c.commit()"
        #expect(try Spawn.run("/usr/bin/python3", ["-c", script, file]).status == 0)
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--data-dir", dataDir.path, "--offline", "--tab", "myteams", "--no-images"],
                                   width: 120, height: 40, environment: ["LANG": "en_US.UTF-8", "TZ": "America/New_York"])
        #expect(await tmux.screenShows("Atlanta Falcons"), "what was saved still shows: \(tmux.screen)")
        #expect(await tmux.screenShows("read-only"), "said once: \(tmux.screen)")
        try tmux.send("x")
        #expect(await tmux.screenShows("Unfollow"), "\(tmux.screen)")
        try tmux.send("y")
        #expect(await tmux.screenShows("newer version"), "\(tmux.screen)")
        #expect(!tmux.screen.contains("Retry"), "no Retry that can never succeed: \(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
        let teams = try Spawn.run(BuiltBinary.url!.path, ["print", "teams", "--data-dir", dataDir.path])
        #expect(teams.stdout.contains("nfl:ATL"), "nothing was written: \(teams.stdout)\(teams.stderr)")
    }
}
}
