import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// `l` in the built binary on the offline sample: the picker counts every
/// league's games once their days arrive, typing finds a league, Enter shows it.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct LeaguePickerEndToEndTests {
    @Test func pickALeagueByName() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path, "--no-images"],
                                   width: 100, height: 30, environment: ["LANG": "en_US.UTF-8", "TZ": "America/New_York"])
        #expect(await tmux.screenShows("Scores › MLB"), "\(tmux.screen)")
        try tmux.send("l")
        #expect(await tmux.screenShows("Pick a league"), "\(tmux.screen)")
        #expect(await tmux.screenShows("14 games · 8 live"), "the NFL's sample week, counted once it arrived: \(tmux.screen)")
        try tmux.send("f", "o", "o", "t", "b")
        #expect(await tmux.screenShows("Filter: footb"), "\(tmux.screen)")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("Scores › College Football"), "\(tmux.screen)")
        #expect(await tmux.screenShows("#1 Georgia Bulldogs"), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }
}
}
