import Foundation
import Jumbotron
import SportsCore
import Synchronization
import Testing
import TestSupport

/// The binary's command line without a terminal: errors, usage status, pipes.
extension EndToEndCommands {
@Suite(.enabled(if: BuiltBinary.url != nil))
struct CommandLineTests {
    func run(_ args: [String], env: [String: String] = [:]) throws -> Spawn.Result {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        return try Spawn.run(BuiltBinary.url!.path, args, environment: environment)
    }

    @Test func withoutATerminalTheUIPointsToPrint() throws {
        let r = try run(["--offline"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("jumbotron print"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [["--date", "2018-13-45"], ["--tab", "nope"], ["--mlb-url", "not a url"], ["--bogus"]])
    func badInputIsAUsageError(args: [String]) throws {
        let r = try run(args)
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: "))
        #expect(!r.stderr.contains("Fatal error"))
    }

    /// An argument that cannot name anything is a usage error (64) in every
    /// print command, and --timeout's range is said as the man page says it.
    @Test(arguments: [["print", "basketball", "players", ""], ["print", "basketball", "players", "N Y"], ["print", "hockey", "roster", ""],
                      ["print", "hockey", "player", ""], ["print", "show", ""], ["print", "scores", "--date", ""],
                      ["print", "game", "0"], ["print", "game", "530001", "--section", "bench"],
                      ["print", "scores", "--timeout", "0"], ["print", "scores", "--timeout", "601"]])
    func emptyOrImpossibleArgumentsAreUsageErrorsEverywhere(args: [String]) throws {
        let r = try run(args + ["--offline"])
        #expect(r.status == 64, "\(args): \(r.stderr)")
        #expect(r.stderr.hasPrefix("Error: "))
        if args.contains("--timeout") { #expect(r.stderr.contains("--timeout must be more than 0 and at most 600 seconds")) }
    }

    /// Global options work before a subcommand as after it (the man page says
    /// they work with every subcommand; they were "unexpected arguments").
    @Test(arguments: [["--offline", "print", "scores", "--date", "2018-09-19"], ["--timeout", "5", "--offline", "print", "shows"],
                      ["--offline", "--log-level", "debug", "doctor"], ["--config=/nonexistent/config.toml", "config", "--path"]])
    func globalOptionsBeforeASubcommandWork(args: [String]) throws {
        let r = try run(args)
        #expect(r.status == 0, "\(args): \(r.stderr)")
        #expect(!r.stdout.isEmpty)
    }

    /// `print game` offline reads the bundled feeds, in every format.
    @Test func printGameReadsTheBundledFeeds() throws {
        let tsv = try run(["print", "game", "530001", "--section", "batting", "--format", "tsv", "--offline"])
        #expect(tsv.status == 0, "\(tsv.stderr)")
        #expect(tsv.stdout.hasPrefix("team\torder\tname\tposition\tab\tr\th\trbi\tbb\tso\tavg\n"))
        let json = try run(["print", "game", "530101", "--format", "json", "--offline"])
        #expect(json.stdout.contains("\"field\": \"count\"") || json.stdout.contains("\"count\": \"3-2\""), "\(json.stdout)")
        let missing = try run(["print", "game", "1", "--offline"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("it holds games 530001, 530002, 530003"))
    }

    /// A team's coming games as a calendar, and every other print refusing `ics`.
    @Test func aTeamsComingGamesAsACalendar() throws {
        let ics = try run(["print", "schedule", "--league", "nfl", "--team", "KC", "--format", "ics", "--offline"])
        #expect(ics.status == 0 && ics.stdout.hasPrefix("BEGIN:VCALENDAR\r\n") && ics.stdout.contains("DTSTART:20261123T012000Z\r\n"),
                "\(ics.stdout) \(ics.stderr)")
        let refused = try run(["print", "scores", "--format", "ics", "--offline"])
        #expect(refused.status == 64 && refused.stderr.contains("--format ics is a team's coming games"), "\(refused.stderr)")
        let alone = try run(["print", "schedule", "--team", "KC", "--offline"])
        #expect(alone.status == 64 && alone.stderr.contains("--league and --team go together"))
    }

    @Test func badURLFromTheEnvironmentIsAUsageError() throws {
        let r = try run(["--offline"], env: ["JUMBOTRON_TVMAZE_URL": "ftp://nope"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("JUMBOTRON_TVMAZE_URL"))
    }

    @Test func versionAndHelp() throws {
        #expect(try run(["--version"]).stdout == "0.1.0\n")
        let help = try run(["--help"]).stdout
        for option in ["--offline", "--date", "--tab", "--no-color", "--ascii", "--data-dir", "--log-level", "--mlb-url",
                       "--yinzcam-url", "--logos-url", "--tvmaze-url", "--theme", "--clock", "--time-zone",
                       "--refresh-seconds", "--config", "--no-mouse", "--no-ascii"] {
            #expect(help.contains(option), "\(option)")
        }
    }

    @Test(arguments: [["--theme", "purple"], ["--clock", "25h"], ["--time-zone", "Mars/Base"], ["--refresh-seconds", "5"]])
    func badSettingsOnTheCommandLineAreUsageErrors(args: [String]) throws {
        let r = try run(args + ["--offline"])
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("Error: "))
    }

    @Test func printStandingsOfflineAndAMissingSeason() throws {
        let r = try run(["print", "standings", "--offline", "--format", "tsv"])
        #expect(r.status == 0)
        let rows = r.stdout.split(separator: "\n")
        #expect(rows.first == "division\trank\tteam\tabbreviation\tw\tl\tpct\tgb\tstreak\tlast_ten")
        #expect(rows.count == 31)
        let missing = try run(["print", "standings", "--offline", "--season", "1999"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "jumbotron: No bundled sample for MLB standings for 1999 in offline mode.\n")
    }

    @Test func printBracketOfflineInEachFormat() throws {
        let tsv = try run(["print", "bracket", "--league", "nhl", "--offline", "--format", "tsv"])
        #expect(tsv.status == 0, "\(tsv.stderr)")
        let rows = tsv.stdout.split(separator: "\n")
        #expect(rows.first == "round\tseries\tseed_a\tteam_a\twins_a\tseed_b\tteam_b\twins_b\tstate" && rows.count == 16)
        #expect(rows.last == "Stanley Cup Final\tO\tD1\tCAR\t2\tD1\tSTL\t4\tSTL wins 4-2")
        let json = try run(["print", "bracket", "--league", "nhl", "--offline", "--season", "2025", "--format", "json"])
        #expect(json.status == 0 && json.stdout.contains("\"state\":\"TOR wins 4-3\"") || json.stdout.contains("\"state\": \"TOR wins 4-3\""), "\(json.stdout)")
        let none = try run(["print", "bracket", "--league", "nfl", "--offline"])
        #expect(none.status == 1 && none.stderr == "jumbotron: NFL has no bracket in Jumbotron yet\n", "\(none.stderr)")
        let leaders = try run(["print", "leaders", "--league", "nhl", "--offline", "--category", "Save Percentage", "--format", "tsv"])
        #expect(leaders.status == 0 && leaders.stdout.split(separator: "\n").dropFirst().first == "savePct\t1\tRyan Gagnon\tEDM\t.927",
                "\(leaders.stdout)\(leaders.stderr)")
        let unknown = try run(["print", "leaders", "--league", "nhl", "--offline", "--category", "touchdowns"])
        #expect(unknown.status == 1 && unknown.stderr.contains("no category 'touchdowns' among the NHL leaders: points, goals"), "\(unknown.stderr)")
        let player = try run(["print", "player", "--league", "nhl", "8480800", "--offline", "--section", "career", "--format", "tsv"])
        #expect(player.status == 0 && player.stdout.split(separator: "\n").last == "Career\t235\t80\t124\t204\t+36\t165\t576", "\(player.stdout)")
        let noSuch = try run(["print", "player", "--league", "nhl", "1", "--offline"])
        #expect(noSuch.status == 1 && noSuch.stderr.contains("No bundled sample for NHL player 1"), "\(noSuch.stderr)")
        let team = try run(["print", "team", "--league", "mlb", "NYY", "--offline", "--format", "tsv"])
        let games = team.stdout.split(separator: "\n")
        #expect(team.status == 0 && games.first == "game_id\tdate\ttime\tpart\thome_away\topponent\tstate\tresult\tnote" && games.count == 163,
                "\(team.stdout.prefix(300))\(team.stderr)")
        #expect(games.contains { $0.contains("\t2018-09-19\t") && $0.contains("\taway\tBOS\tfinal\tW 6-5 F/10\t") }, "the bundled day's game")
        let roster = try run(["print", "team", "--league", "nhl", "TOR", "--offline", "--section", "roster", "--format", "json"])
        #expect(roster.status == 0 && roster.stdout.contains("Elias Yakovlev"), "\(roster.stderr)")
        let notATeam = try run(["print", "team", "--league", "nhl", "XYZ", "--offline"])
        #expect(notATeam.status == 1 && notATeam.stderr == "jumbotron: 'XYZ' is not a team of NHL: name one by its abbreviation\n", "\(notATeam.stderr)")
        let unbundled = try run(["print", "team", "--league", "nhl", "BOS", "--offline"])
        #expect(unbundled.status == 1 && unbundled.stderr.contains("No bundled sample for the NHL BOS schedule"), "\(unbundled.stderr)")
        let badCode = try run(["print", "team", "--league", "nhl", "T/R", "--offline"])
        #expect(badCode.status == 64 || badCode.status == 2, "a usage error: \(badCode.status) \(badCode.stderr)")
        let hidden = try run(["print", "bracket", "--league", "nhl", "--offline", "--no-spoilers"])
        #expect(hidden.status == 1 && hidden.stderr.contains("spoilers are hidden"))
    }

    /// Offline, a page past the sample is the end of the catalogue, not
    /// an HTTP error; a saved favorite prints from its stored record.
    @Test func printShowsOfflineEndsAtTheSampleAndPrintsSavedFavorites() throws {
        let past = try run(["print", "shows", "--offline", "--page", "1"])
        #expect(past.status == 1)
        #expect(past.stderr == "jumbotron: No more shows in the offline sample: it holds page 0 only.\n")
        #expect(past.stdout.isEmpty)

        let dataDir = makeTemporaryDirectory("jumbotron-print-show")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        do {
            let store = try FavoritesStore(url: dataDir.appendingPathComponent("data/favorites.sqlite"))
            try store.save(TVShow(id: 987_654, name: "Only In The Database", genres: ["Drama"]))
        }
        let saved = try run(["print", "show", "987654", "--offline", "--data-dir", dataDir.path, "--format", "tsv"])
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("name\tOnly In The Database") && saved.stdout.contains("favorite\tyes"))
        let unknown = try run(["print", "show", "987655", "--offline", "--data-dir", dataDir.path])
        #expect(unknown.status == 1)

        // With the network down, the saved record stands in: said on stderr, with the stale status.
        let down = ["--tvmaze-url", "http://127.0.0.1:9/", "--timeout", "2", "--data-dir", dataDir.path, "--format", "tsv"]
        let fallback = try run(["print", "show", "987654"] + down)
        #expect(fallback.status == 3, "\(fallback.stderr)")
        #expect(fallback.stdout.contains("name\tOnly In The Database"))
        #expect(fallback.stderr.hasPrefix("jumbotron: stale: TV show 987654 from your saved favorites; the fetch failed: No connection"))
        let refused = try run(["print", "show", "987654", "--no-stale"] + down)
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        let notSaved = try run(["print", "show", "987655"] + down)
        #expect(notSaved.status == 1)
    }

    /// `--help` names every tab and every print subcommand.
    @Test func helpNamesEveryTabAndPrintSubcommand() throws {
        let help = try run(["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for word in [TabTable.digitRange] + TabTable.all.map(\.title) + ["print scores", "print standings", "print bracket", "print leaders", "print player", "print schedule", "print shows",
                     "print favorites", "print show", "print hockey", "print basketball", "config", "doctor"] {
            #expect(help.contains(word), "\(word)")
        }
    }

    @Test func completionScriptsAreGenerated() throws {
        for shell in ["bash", "zsh", "fish"] {
            let r = try run(["--generate-completion-script", shell])
            #expect(r.status == 0)
            #expect(r.stdout.contains("jumbotron"))
        }
    }
}
}

extension EndToEndCommands {
/// Print mode never passes a stale cached copy off as fresh.
@Suite(.enabled(if: BuiltBinary.url != nil))
struct PrintStaleTests {
    @Test func aStaleCopyIsPrintedWithAWarningAndStatus3OrRefused() async throws {
        let page = try Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/shows-page-0.json"))
        let failing = Mutex(false)
        let server = LoopbackServer()
        await server.route("GET /shows") { _ in failing.withLock { $0 } ? LoopbackServer.status(503) : LoopbackServer.json(page) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "en_US.UTF-8"
        let args = ["print", "shows", "--page", "0", "--format", "tsv", "--tvmaze-url", base.absoluteString, "--data-dir", dataDir.path]
        let fresh = try Spawn.run(BuiltBinary.url!.path, args, environment: environment)
        #expect(fresh.status == 0 && fresh.stderr.isEmpty, "\(fresh.stderr)")
        failing.withLock { $0 = true }
        let stale = try Spawn.run(BuiltBinary.url!.path, args, environment: environment)
        #expect(stale.status == 3)
        #expect(stale.stdout == fresh.stdout)
        #expect(stale.stderr.hasPrefix("jumbotron: stale: ") && stale.stderr.contains("HTTP 503"), "\(stale.stderr)")
        let refused = try Spawn.run(BuiltBinary.url!.path, args + ["--no-stale"], environment: environment)
        #expect(refused.status == 1 && refused.stdout.isEmpty && refused.stderr.contains("HTTP 503"), "\(refused.stderr)")
    }
}
}

extension EndToEndCommands {
/// `print favorites` repairs a damaged database the way the app does.
@Suite(.enabled(if: BuiltBinary.url != nil))
struct PrintRepairTests {
    @Test(arguments: ["garbage", "pages"])
    func printFavoritesMovesADamagedDatabaseAsideAndSaysSoOnce(_ damage: String) throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let url = dataDir.appendingPathComponent("data/favorites.sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if damage == "garbage" {
            try Data(repeating: 0x42, count: 8192).write(to: url)
        } else {
            do {
                let store = try FavoritesStore(url: url)
                let page = try Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/shows-page-0.json"))
                for show in try TVShow.decodePage(page).prefix(20) { try store.save(show) }
            }
            let handle = try FileHandle(forUpdating: url)
            let size = try handle.seekToEnd()
            try handle.seek(toOffset: 4096)
            try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 4096))
            try handle.close()
        }
        let environment = ProcessInfo.processInfo.environment
        let first = try Spawn.run(BuiltBinary.url!.path, ["print", "favorites", "--data-dir", dataDir.path, "--format", "tsv"],
                                  environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.hasPrefix("jumbotron: the favorites database was damaged: kept as favorites.sqlite.corrupt-"), "\(first.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(kept.contains { $0.hasPrefix("favorites.sqlite.corrupt-") })
        let second = try Spawn.run(BuiltBinary.url!.path, ["print", "favorites", "--data-dir", dataDir.path], environment: environment)
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second.stderr)")
    }
}
}

/// A child started by a test gets only stdin, stdout and stderr: a descriptor
/// another test holds open (a scratch disk's filler) must not live on in it.
@Suite struct SpawnDescriptorTests {
    @Test func aChildInheritsNoOtherDescriptor() throws {
        #expect(Spawn.closesInheritedDescriptors)
        let fd = open("/dev/null", O_RDONLY)   // without O_CLOEXEC, as a careless test might
        defer { close(fd) }
        let r = try Spawn.run("/bin/ls", ["/proc/self/fd"])
        let fds = Set(r.stdout.split(whereSeparator: \.isWhitespace).compactMap { Int($0) })
        #expect(!fds.contains(Int(fd)) || fd <= 3, "\(fds)")
        #expect(fds.isSubset(of: [0, 1, 2, 3]), "\(fds)")   // 3: the folder ls itself reads
    }
}
