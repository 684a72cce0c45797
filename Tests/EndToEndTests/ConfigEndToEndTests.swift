import Foundation
import Testing
import TestSupport

/// The config file changing the app as documented, and `jumbotron config`.
extension EndToEndCommands {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct ConfigEndToEndTests {
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "NO_COLOR": "", "COLORFGBG": ""]

    func run(_ args: [String], env extra: [String: String] = [:]) throws -> Spawn.Result {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        environment.merge(extra) { $1 }
        return try Spawn.run(BuiltBinary.url!.path, args, environment: environment)
    }

    func writeConfig(_ text: String, in dataDir: URL) throws {
        let dir = dataDir.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: dir.appendingPathComponent("config.toml"))
    }

    @Test func pathInitAndPrint() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-config")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let file = dataDir.appendingPathComponent("config/config.toml")
        #expect(try run(["config", "--path", "--data-dir", dataDir.path]).stdout == file.path + "\n")
        let xdg = try run(["config", "--path"], env: ["XDG_CONFIG_HOME": "/tmp/xdg-somewhere"])
        #expect(xdg.stdout == "/tmp/xdg-somewhere/jumbotron/config.toml\n")

        let first = try run(["config", "--init", "--data-dir", dataDir.path])
        #expect(first.status == 0)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains("# theme = \"auto\""))
        try Data("clock = \"24h\"\n".utf8).write(to: file)
        let second = try run(["config", "--init", "--data-dir", dataDir.path])
        #expect(second.status == 1)
        #expect(second.stderr.contains("already exists"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "clock = \"24h\"\n")   // never overwritten

        let printed = try run(["config", "--print", "--data-dir", dataDir.path], env: ["COLORFGBG": "0;15"])
        #expect(printed.status == 0)
        #expect(printed.stdout.contains("clock = \"24h\"  # from the config file"))
        #expect(printed.stdout.contains("theme = \"auto\"  # from COLORFGBG; in use: light"))
        #expect(printed.stdout.contains("time_zone = \"\"  # from TZ; in use: America/New_York"))
        #expect(printed.stdout.contains("refresh_seconds = 30  # default"))
        #expect(try run(["config", "--path", "--print"]).status == 64)
    }

    /// `config --print` says whether a balldontlie key is set and where from, never the key.
    @Test func theNBAKeyIsSetOrNotButNeverPrinted() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-config")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let none = try run(["config", "--print", "--data-dir", dataDir.path], env: ["BALLDONTLIE_API_KEY": ""])
        #expect(none.stdout.contains("# nba_api_key = (not set)  # default"), "\(none.stdout)")
        try writeConfig("nba_api_key = \"file-key-31337\"\n", in: dataDir)
        let file = try run(["config", "--print", "--data-dir", dataDir.path], env: ["BALLDONTLIE_API_KEY": ""])
        #expect(file.stdout.contains("# nba_api_key = (set, hidden)  # from the config file"), "\(file.stdout)")
        let both = try run(["config", "--print", "--data-dir", dataDir.path], env: ["BALLDONTLIE_API_KEY": "env-key-4242"])
        #expect(both.stdout.contains("# nba_api_key = (set, hidden)  # from BALLDONTLIE_API_KEY"), "\(both.stdout)")
        for output in [file, both] {
            #expect(!(output.stdout + output.stderr).contains("31337") && !(output.stdout + output.stderr).contains("4242"))
        }
    }

    @Test func aBadFileIsNamedByLineAndKeyAndNothingElseStops() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-config")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        try writeConfig("clock = \"24h\"\ntheme = \"purple\"\n", in: dataDir)
        let printed = try run(["print", "scores", "--offline", "--date", "2018-09-20", "--data-dir", dataDir.path])
        #expect(printed.status == 0)
        #expect(printed.stderr == "jumbotron: config.toml line 2, theme: 'purple' is not one of dark, light, mono, auto; using auto\n")
        #expect(printed.stdout.contains("20:40"))   // the good key still applies: 24-hour clock

        try writeConfig("clock = = \"24h\"\n", in: dataDir)
        let broken = try run(["print", "scores", "--offline", "--date", "2018-09-20", "--data-dir", dataDir.path])
        #expect(broken.status == 0)
        #expect(broken.stderr.hasPrefix("jumbotron: config.toml line 1: "))
        #expect(broken.stdout.contains("8:40 PM"))   // defaults everywhere
    }

    @Test(.enabled(if: TmuxSession.isAvailable))
    func theFileChangesTheApp() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-config")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        try writeConfig("""
            default_tab = "schedule"
            clock = "24h"
            ascii = true
            [teams]
            mlb = ["COL"]
            """, in: dataDir)
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--date", "2018-09-20", "--data-dir", dataDir.path],
                                   environment: env)
        #expect(tmux.waitFor("Jumbotron * Schedule"))   // default tab, ASCII bullet
        try tmux.send("1")
        #expect(tmux.waitFor("20:40"))
        let lines = tmux.capture()
        // The favorite's game is first and starred.
        #expect(lines[3].contains("COL  * Colorado Rockies"), "\(lines[3])")
        #expect(lines[3].hasSuffix("20:40"))
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
        // `[teams]` was read into the followed list: one list, which print and My Teams read.
        let teams = try Spawn.run(BuiltBinary.url!.path, ["print", "teams", "--data-dir", dataDir.path, "--format", "tsv"])
        #expect(teams.status == 0 && teams.stdout.contains("mlb\tmlb:115\tCOL\tColorado Rockies"), "\(teams.stdout)\(teams.stderr)")

        // The command line wins over the file.
        let cli = try TmuxSession([BuiltBinary.url!.path, "--offline", "--tab", "shows", "--no-ascii", "--clock", "12h",
                                   "--data-dir", dataDir.path], environment: env)
        #expect(cli.waitFor("Jumbotron • Shows"))
        try cli.send("1")
        #expect(cli.waitFor("8:40 PM"))
        try cli.send("q")
        #expect(cli.exitStatus() == 0)
    }

    @Test(.enabled(if: TmuxSession.isAvailable))
    func aBadValueIsShownInTheAppWhichStillStarts() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-config")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        try writeConfig("# mine\nrefresh_seconds = 3\n", in: dataDir)
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path], width: 120, height: 30,
                                   environment: env)
        // A dialog lists the problems, wrapped; OK (Enter) closes it and the app goes on.
        #expect(tmux.waitFor("Problems in config.toml"))
        #expect(tmux.waitFor("config.toml line 2, refresh_seconds: 3 is below the minimum"))
        #expect(tmux.waitFor("[ OK ]"))
        try tmux.send("Enter")
        #expect(tmux.waitFor("Top 5th"))
        #expect(tmux.waitFor("d date"))
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    @Test(.enabled(if: TmuxSession.isAvailable))
    func colorfgbgPicksTheLightThemeAndNoColorWins() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-config")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        func hintKeySGR(_ extra: [String: String]) throws -> String {
            let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path],
                                       environment: env.merging(extra) { $1 })
            #expect(tmux.waitFor("Top 5th"))
            let lines = tmux.screenWithAttributes.split(separator: "\n", omittingEmptySubsequences: false)
            try tmux.send("q")
            _ = tmux.exitStatus()
            return lines.count >= 2 ? String(lines[22]) : ""   // the hint bar of the 80×24 pane
        }
        // The light theme draws the hint keys in dark blue (colour 25), the dark one in yellow.
        let light = try hintKeySGR(["COLORFGBG": "0;15"])
        #expect(light.contains("38;5;25"))
        let dark = try hintKeySGR(["COLORFGBG": "15;0"])
        #expect(!dark.contains("38;5;25"))
        let mono = try hintKeySGR(["COLORFGBG": "0;15", "NO_COLOR": "1"])
        #expect(!mono.contains("38;5;"))
    }
}
}
