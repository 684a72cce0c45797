import Foundation
import Testing
import TestSupport

/// The settings screen on the built binary: `,` lists the settings with
/// where each came from, a change shows at once and lands in the config file
/// with the user's comments kept, and the next start reads it.
extension EndToEnd {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil && TmuxSession.isAvailable))
struct SettingsEndToEndTests {
    static let file = """
        # Mine: keep this line.
        alerts = "bell"   # loud at home

        [teams]
        mlb = ["NYY"]

        """

    @Test(arguments: [(80, 24), (120, 40)])
    func aChangeIsSavedWithTheCommentsKeptAndReadAtTheNextStart(width: Int, height: Int) throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let config = dataDir.appendingPathComponent("config/config.toml")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.file.write(to: config, atomically: true, encoding: .utf8)
        let env = ["LANG": "C.UTF-8", "TZ": "America/New_York"]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path, "--no-images"],
                                   width: width, height: height, environment: env)
        #expect(tmux.waitFor("Scores › MLB"), "\(tmux.screen)")
        try tmux.send(",")
        #expect(tmux.waitFor("Spoiler-free"), "\(tmux.screen)")
        #expect(tmux.screen.contains("bell") && tmux.screen.contains("config file"), "\(tmux.screen)")
        try tmux.send("Enter")
        #expect(tmux.waitFor("changed here, saved"), "\(tmux.screen)")
        try tmux.send("Escape")
        #expect(tmux.waitFor { !$0.contains("Spoiler-free") }, "\(tmux.screen)")
        try tmux.send("q")
        let saved = try String(contentsOf: config, encoding: .utf8)
        #expect(saved.hasPrefix("# Mine: keep this line.\nalerts = \"bell\"   # loud at home\n"), "\(saved)")
        #expect(saved.contains("spoilers = \"hide\"") && saved.contains("[teams]\nmlb = [\"NYY\"]"), "\(saved)")
        var environment = ProcessInfo.processInfo.environment
        environment.merge(env) { $1 }
        let printed = try Spawn.run(BuiltBinary.url!.path, ["config", "--print", "--data-dir", dataDir.path], environment: environment)
        #expect(printed.stdout.contains("spoilers = \"hide\"  # from the config file"), "\(printed.stdout)")
        #expect(printed.stderr.isEmpty, "\(printed.stderr)")
    }
}
}
