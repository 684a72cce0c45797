import Foundation
import Testing
import TestSupport

extension EndToEndCommands {
/// The offline sample as a new user first meets it: the first screen of
/// every tab, and of every league in Scores, then the first row's detail,
/// at three sizes. No error text may appear anywhere: the sample opens
/// everything it lists.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct OfflineSampleEndToEndTests {
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]
    static let errorTexts = ["Could not", "Press r", "HTTP", "Oops", "no sample", "No sample"]

    /// Waits until the screen stops changing (and is not loading), then returns it.
    static func settled(_ tmux: TmuxSession) -> String {
        var last = ""
        for _ in 0..<60 {
            Thread.sleep(forTimeInterval: 0.15)
            let now = tmux.screen
            if now == last, !now.contains("Loading") { return now }
            last = now
        }
        return last
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func everyTabAndLeagueOpensWithoutAnError(_ width: Int, _ height: Int) throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path],
                                   width: width, height: height, environment: env)
        #expect(tmux.waitFor("Jumbotron"))
        // (keys that reach the screen, what it is called in a failure)
        let screens: [([String], String)] = [
            (["1"], "Scores, MLB"), (["n"], "Scores, NHL"), (["n"], "Scores, the next league"), (["2"], "Schedule"), (["3"], "Shows"),
            (["4"], "Favorites"), (["5"], "Hockey"), (["6"], "Basketball"),
        ]
        for (keys, name) in screens {
            try tmux.send(keys: keys)
            let first = Self.settled(tmux)
            for text in Self.errorTexts { #expect(!first.contains(text), "\(name) at \(width)×\(height) shows “\(text)”:\n\(first)") }
            try tmux.send("Enter")
            let detail = Self.settled(tmux)
            for text in Self.errorTexts { #expect(!detail.contains(text), "\(name)'s first detail at \(width)×\(height) shows “\(text)”:\n\(detail)") }
            try tmux.send("Escape")
            _ = Self.settled(tmux)
        }
        try tmux.send("q")
        #expect(tmux.exitStatus() == 0)
    }
}
}
