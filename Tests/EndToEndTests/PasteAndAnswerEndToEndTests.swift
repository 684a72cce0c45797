import Foundation
import SportsCore
import Testing
import TestSupport

extension EndToEnd {
/// Pastes and terminal answers cut by reads, on the built binary in tmux: a
/// paste stays text to its end (it never deletes a favourite or quits), and
/// an answer stays an answer (it never switches a tab, opens help or quits).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil))
struct PasteAndAnswerEndToEndTests {
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]
    static let esc: UInt8 = 0x1B

    func start(_ dataDir: URL) throws -> TmuxSession {
        try TmuxSession([BuiltBinary.url!.path, "--offline", "--no-images", "--data-dir", dataDir.path],
                        width: 120, height: 40, environment: env)
    }

    /// The probe's 108 KB paste ending in "proxy settings" deleted a saved show
    /// (x from "proxy", y confirmed); a 72 KB one ending in "quit" closed the app.
    @Test func longPastesOnFavoritesChangeNothing() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try start(dataDir)
        try tmux.send("3")
        #expect(await tmux.screenShows("Harbor Lights"))
        try tmux.send("f", "j", "f", "4")
        #expect(await tmux.screenShows("2 saved", timeout: 30), "\(tmux.screen)")   // a loaded machine can be slow to save
        #expect(tmux.screen.contains("The Quiet Orchard"))
        #expect(tmux.screen.contains("Harbor Lights"))

        try tmux.paste(String(repeating: "lorem ipsum ", count: 9000) + "proxy settings")
        #expect(await tmux.screenShows("Paste ignored"))
        try await Task.sleep(for: .seconds(1))
        try tmux.paste(String(repeating: "lorem ipsum ", count: 6000) + "quit")
        try await Task.sleep(for: .seconds(1.5))
        let screen = tmux.screen
        #expect(screen.contains("Harbor Lights") && screen.contains("The Quiet Orchard"), "a favourite went: \(screen)")
        #expect(!screen.contains("Remove"), "a confirmation opened: \(screen)")
        #expect(await tmux.exited(timeout: 0.2) == nil, "the paste quit the app")
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    /// `ESC[200~hell`, 50 ms, `o world q ESC[201~`: it opened IMDb and quit.
    /// In the Shows filter the same paste is text, whole.
    @Test func aPasteInTwoWritesIsOnePaste() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try start(dataDir)
        try tmux.send("3")
        #expect(await tmux.screenShows("Harbor Lights"))
        try tmux.sendBytes([Self.esc] + Array("[200~hell".utf8))
        try await Task.sleep(for: .milliseconds(50))
        try tmux.sendBytes(Array("o world q".utf8) + [Self.esc] + Array("[201~".utf8))
        #expect(await tmux.screenShows("Paste ignored"))
        #expect(await tmux.exited(timeout: 0.5) == nil, "the paste's q quit the app")
        let log = (try? String(contentsOf: AppPaths.resolve(environment: [:], dataDir: dataDir.path).logFile, encoding: .utf8)) ?? ""
        #expect(!log.contains("open http"), "the paste's o opened a link: \(log)")

        try tmux.send("/")
        try tmux.sendBytes([Self.esc] + Array("[200~harb".utf8))
        try await Task.sleep(for: .milliseconds(50))
        try tmux.sendBytes(Array("or q".utf8) + [Self.esc] + Array("[201~".utf8))
        #expect(await tmux.screenShows("harbor q_"), "the filter took the paste whole: \(tmux.screen)")
        try tmux.send("Escape")
        try await Task.sleep(for: .milliseconds(200))   // Esc and q together are Alt-q
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }

    /// Answers cut at a read, or longer than any answer, are never keys.
    @Test func cutAndOverlongAnswersAreNeverKeys() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try start(dataDir)
        #expect(await tmux.screenShows("Pittsburgh Pirates"))
        try await Task.sleep(for: .seconds(1.2))   // past the start-up questions' window: answers can come late

        // ESC ] 11 ; and 5,000 q: it quit the app.
        try tmux.sendBytes([Self.esc] + Array("]11;".utf8) + Array(repeating: UInt8(ascii: "q"), count: 5000) + [7])
        // ESC [ 6 ; then 16;9t: it opened Basketball (the 6).
        try tmux.sendBytes([Self.esc] + Array("[6;".utf8))
        try await Task.sleep(for: .milliseconds(100))
        try tmux.sendBytes(Array("16;9t".utf8))
        // ESC [ then ?62;4c: it opened help (the ?).
        try tmux.sendBytes([Self.esc] + Array("[".utf8))
        try await Task.sleep(for: .milliseconds(100))
        try tmux.sendBytes(Array("?62;4c".utf8))
        try await Task.sleep(for: .seconds(0.5))
        let screen = tmux.screen
        #expect(await tmux.exited(timeout: 0.2) == nil, "an answer quit the app")
        #expect(screen.contains("Scores") && !screen.contains("Jumbotron • Basketball"), "an answer switched the tab: \(screen)")
        #expect(!screen.contains("Keys —") && !screen.contains("Keys -"), "an answer opened help: \(screen)")
        try tmux.send("j")   // keys work again afterwards
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
    }
}
}
