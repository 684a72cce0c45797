import Foundation
import SportsCore
import Testing
import TestSupport

extension EndToEnd {
/// The terminal as a fan over ssh has it: a `TERM` whose terminfo entry this
/// machine lacks (kitty's, usually) still starts, on a close entry, and says
/// so in the log; inside tmux, even when `TMUX` did not come along, no
/// graphics question goes out for tmux to take as the pane's title.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct TerminalFallbackEndToEndTests {
    @Test func aTerminalWithoutItsTerminfoStartsOnACloseEntry() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path, "--no-images"], width: 100, height: 30,
                                   environment: ["LANG": "C.UTF-8", "TERM": "xterm-jumbotron-nowhere", "TZ": "America/New_York"])
        #expect(await tmux.screenShows("Pittsburgh Pirates"), "\(tmux.screen)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
        let log = try String(contentsOf: AppPaths.resolve(environment: [:], dataDir: dataDir.path).logFile, encoding: .utf8)
        #expect(log.contains("no terminfo entry for TERM=xterm-jumbotron-nowhere; using xterm-256color"), "\(log)")
    }

    @Test func insideTmuxNoGraphicsQuestionBecomesThePaneTitle() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let record = dataDir.appendingPathComponent("bytes")
        // `TMUX` left behind (as ssh and sudo do) while TERM still says tmux.
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path], width: 100, height: 30,
                                   environment: ["LANG": "C.UTF-8", "TMUX": "", "TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"],
                                   record: record)
        #expect(await tmux.screenShows("Pittsburgh Pirates"), "\(tmux.screen)")
        try await Task.sleep(for: .milliseconds(1200))   // past the answers' second
        let bytes = String(decoding: (try? Data(contentsOf: record)) ?? Data(), as: UTF8.self)
        #expect(!bytes.contains("\u{1B}_G"), "no kitty question for tmux to read as a title")
        #expect(!tmux.paneTitle.contains("Gi="), "\(tmux.paneTitle)")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }
}
}
