import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// Raw key sequences of other terminals, sent byte for byte into
/// the pane, under the TERM values users run with.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct KeysEndToEndTests {
    func hex(_ s: String) -> [String] { s.utf8.map { String(format: "%02x", $0) } }

    @Test(arguments: ["xterm-256color", "tmux-256color", "screen", "rxvt-unicode", "linux"])
    func foreignSequencesAreKeysOrNothingAndPasteIsText(_ term: String) async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "TERM": term]
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--tab", "shows", "--data-dir", dataDir.path],
                                   width: 100, height: 30, environment: env)
        #expect(await tmux.screenShows("Harbor Lights"))
        // Home, End, Insert, Delete, F5, F12, PgUp variants, Ctrl-Right, the console's F1, an unknown CSI:
        // none may leak a digit (a tab switch), an Esc or a bracket.
        for seq in ["\u{1b}[1~", "\u{1b}[4~", "\u{1b}[H", "\u{1b}OH", "\u{1b}[7~", "\u{1b}[8~", "\u{1b}[2~", "\u{1b}[3~",
                    "\u{1b}[15~", "\u{1b}[24~", "\u{1b}[5;5~", "\u{1b}[1;5C", "\u{1b}[[A", "\u{1b}[99;9~"] {
            try tmux.send(keys: ["-H"] + hex(seq))
        }
        try tmux.send(keys: ["-H"] + hex("\u{1b}f"))              // Alt-f: not Esc then f (favorite)
        try await Task.sleep(for: .milliseconds(400))
        let screen = tmux.screen
        #expect(screen.contains("Jumbotron • Shows"), "\(term): \(screen)")
        #expect(!screen.contains("Saved"), "\(term): \(screen)")
        try tmux.send("/")
        try tmux.send(keys: ["-H"] + hex("\u{1b}[200~Harbor\u{1b}[201~"))
        #expect(await tmux.screenShows("/Harbor"), "\(term): \(tmux.screen)")
        try tmux.send("Enter")
        try await Task.sleep(for: .milliseconds(200))
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }
}
}
