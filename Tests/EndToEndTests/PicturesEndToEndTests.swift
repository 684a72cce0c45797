import Foundation
import Synchronization
import SportsCore
import Testing
import TestSupport

extension EndToEnd {
/// Pictures in the detail panes on the built binary: drawn from
/// the bundled sample offline, absent with `--no-images`, and fetched live
/// from their own hosts once each, with the balldontlie key never sent there.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil),
       .enabled(if: PictureLibraries.installed, "libchafa or librsvg is not installed"))
struct PicturesEndToEndTests {
    /// Colour on (the test process may carry `NO_COLOR`): pictures need it.
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York", "NO_COLOR": "", "COLORFGBG": ""]

    /// The block characters libchafa draws with (`Sources/CPictures`: block, half, quadrant symbols).
    static let blocks = Set("▀▄▌▐▖▗▘▝▚▞▙▛▜▟█▁▂▃▅▆▇▔▕▏▎▍▋▊▉")

    /// How many picture cells the lines hold from `column` on (the detail pane).
    static func pictureCells(_ screen: String, from column: Int) -> Int {
        screen.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(column).filter { blocks.contains($0) }.count }.reduce(0, +)
    }

    @Test func offlineTheScheduleDetailDrawsBothLogosAndNoImagesKeepsTheBadges() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--tab", "2", "--data-dir", dataDir.path],
                                   width: 120, height: 40, environment: env)
        #expect(await tmux.screenShows("PITTSBURGH STEELERS"))
        try tmux.send("Enter")
        #expect(tmux.waitFor(timeout: 10) { Self.pictureCells($0, from: 68) >= 20 }, "\(tmux.screen)")
        #expect(tmux.screen.contains("@"))
        try tmux.send("Escape")                                // the detail first, then quit
        try await Task.sleep(for: .milliseconds(300))          // alone: Esc and q together would be Alt-q
        try tmux.send("q")
        #expect(await tmux.exited() == 0)

        let plain = try TmuxSession([BuiltBinary.url!.path, "--offline", "--no-images", "--tab", "2", "--data-dir", dataDir.path],
                                    width: 120, height: 40, environment: env)
        #expect(await plain.screenShows("PITTSBURGH STEELERS"))
        try plain.send("Enter")
        #expect(await plain.screenShows("Pittsburgh Steelers  7"))
        try await Task.sleep(for: .milliseconds(500))
        #expect(Self.pictureCells(plain.screen, from: 68) == 0, "\(plain.screen)")
        try plain.send("Escape")
        try await Task.sleep(for: .milliseconds(300))
        try plain.send("q")
        #expect(await plain.exited() == 0)
    }

    /// SVG logos render in a helper process: the app draws them without ever
    /// mapping librsvg, the helper is the app's own child, and it ends with the app.
    @Test func svgLogosRenderInAHelperProcessThatEndsWithTheApp() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path],
                                   width: 120, height: 40, environment: env)
        #expect(await tmux.screenShows("Pittsburgh Pirates"))
        // The game center's two MLB logos (SVG) beside the list.
        #expect(tmux.waitFor(timeout: 10) { Self.pictureCells($0, from: 68) >= 20 }, "\(tmux.screen)")
        let pane = try #require(tmux.panePID)
        let app = try #require(childPID(of: pane))
        let maps = try String(contentsOfFile: "/proc/\(app)/maps", encoding: .utf8)
        #expect(!maps.contains("librsvg"), "librsvg is mapped in the app")
        // Spawned from the picture queue's thread: listed under that thread's children.
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(app)/task")
        let children = tasks.compactMap { try? String(contentsOfFile: "/proc/\(app)/task/\($0)/children", encoding: .utf8) }
        let helper = try #require(children.joined(separator: " ").split(separator: " ").compactMap { Int32($0) }.first)
        let command = try String(contentsOfFile: "/proc/\(helper)/cmdline", encoding: .utf8)
        #expect(command.contains("__jumbotron-svg-helper"))
        try tmux.send("q")
        #expect(await tmux.exited() == 0)
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, FileManager.default.fileExists(atPath: "/proc/\(helper)/cmdline") {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(helper)/cmdline"), "the helper outlived the app")
    }

    /// The NBA team detail fetches its logo from the logo base, once, with no
    /// `Authorization` header: the key belongs to balldontlie alone.
    @Test func liveTheNBALogoComesFromItsOwnHostWithoutTheKey() async throws {
        let (server, base) = try await BasketballEndToEndTests.server()
        defer { server.stopNow() }
        let images = Fixtures.samples.appendingPathComponent("images")
        let logo = try Data(contentsOf: images.appendingPathComponent("nba_nyk.png"))
        let keyOnLogoHost = Mutex(false)
        await server.route("GET /logos/nyk.png") { request in
            if request.headers["authorization"] != nil { keyOnLogoHost.withLock { $0 = true } }
            return LoopbackServer.png(logo)
        }
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        var live = env
        live["JUMBOTRON_NBA_URL"] = base.absoluteString
        live["JUMBOTRON_NBA_LOGOS_URL"] = base.appendingPathComponent("logos").absoluteString
        live["BALLDONTLIE_API_KEY"] = BasketballEndToEndTests.key
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--tab", "6", "--data-dir", dataDir.path], width: 120, height: 40,
                                   environment: live)
        #expect(await tmux.screenShows("30 of 30 teams"))
        try tmux.send("/")
        try tmux.type("knicks")
        try tmux.send("Enter")
        #expect(await tmux.screenShows("1 of 30 teams"))
        try tmux.send("Enter")
        #expect(await tmux.screenShows("100+ players"))
        #expect(tmux.waitFor(timeout: 10) { Self.pictureCells($0, from: 68) >= 10 }, "\(tmux.screen)")
        try tmux.send("q", "q")
        #expect(await tmux.exited() == 0)
        #expect(server.requests(to: "/logos/nyk.png") == 1)
        #expect(!keyOnLogoHost.withLock { $0 }, "the balldontlie key reached the logo host")
        #expect(FileManager.default.fileExists(atPath: dataDir.appendingPathComponent("cache/logos/nba_nyk.png").path)
                || BasketballEndToEndTests.files(under: dataDir).contains { $0.0.hasSuffix("nba_nyk.png") })
    }
}
}

/// libchafa (and librsvg for the SVG logos) on this machine, opened as the app opens them.
enum PictureLibraries {
    static let installed = ["libchafa.so.0", "librsvg-2.so.2"].allSatisfy { (name: String) in dlopen(name, RTLD_LAZY) != nil }
    /// Real pixels need only the decoders: our own encoders do the rest.
    static let pixels = ["libpng16.so.16", "libjpeg.so.62"].allSatisfy { (name: String) in dlopen(name, RTLD_LAZY) != nil }
}
