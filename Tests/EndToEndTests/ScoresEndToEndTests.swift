import Foundation
import Testing
import TestSupport

extension EndToEnd {
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct ScoresEndToEndTests {
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]

    @Test func pickerPicksADateAndTheDetailOpensAndCloses() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path], environment: env)
        // Offline without --date: the latest bundled date that has games.
        #expect(tmux.waitFor("Thursday, September 20, 2018"))
        #expect(tmux.waitFor("Top 5th"))
        try tmux.send("d")
        #expect(tmux.waitFor("Pick a date"))
        try tmux.type("2018-09-19")
        try tmux.send("Enter")
        #expect(tmux.waitFor("Wednesday, September 19, 2018"))
        #expect(tmux.waitFor("F/10"))
        try tmux.send("j", "j", "j", "Enter")
        #expect(tmux.waitFor("Fenway Park, Boston, MA"))
        #expect(tmux.screen.contains("R  H  E"))
        try tmux.send("Escape")
        #expect(tmux.waitFor { $0.contains("F/13") || $0.contains("Postponed") })
        #expect(!tmux.screen.contains("Fenway Park"))
        try tmux.send("Right")
        #expect(tmux.waitFor("Thursday, September 20, 2018"))
        try tmux.send("Right")
        #expect(tmux.waitFor("No games scheduled for Friday, September 21, 2018"))
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    @Test func printScoresMatchesTheScreen() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        let printed = try Spawn.run(BuiltBinary.url!.path, ["print", "scores", "--offline", "--date", "2018-09-19", "--format", "tsv"],
                                    environment: environment)
        #expect(printed.status == 0)
        let rows = printed.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == 8)
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--date", "2018-09-19", "--data-dir", dataDir.path],
                                   width: 120, height: 40, environment: env)
        #expect(tmux.waitFor("Wednesday, September 19, 2018"))
        #expect(tmux.waitFor("F/13"))
        let screen = tmux.capture()
        for row in rows {
            let (away, state) = (String(row[2]), String(row[6]))
            #expect(screen.contains { $0.contains(away) && $0.contains(state) }, "\(away) \(state)")
        }
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }

    @Test func printFailsWithOneLineForADateWithoutASample() throws {
        let r = try Spawn.run(BuiltBinary.url!.path, ["print", "scores", "--offline", "--date", "2001-01-01"])
        #expect(r.status == 1)
        #expect(r.stderr == "jumbotron: No bundled sample for MLB games on 2001-01-01 in offline mode.\n")
    }
}
}
