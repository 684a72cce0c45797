import Foundation
import Testing
import TestSupport

extension EndToEnd {
/// Real pixels on the built binary, read from the bytes it writes (tmux's
/// pipe-pane records them before tmux interprets anything): a terminal that
/// names itself gets its images and has them removed; inside tmux without
/// passthrough, with `--no-images` and in print mode not one image byte goes out.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable && BuiltBinary.url != nil),
       .enabled(if: PictureLibraries.pixels, "libpng16 or libjpeg62 is not installed"))
struct PixelsEndToEndTests {
    /// `TMUX` and `TERM_PROGRAM` empty and a `TERM` of its own: the app takes itself to be outside tmux, and `KITTY_WINDOW_ID` names kitty.
    static let kitty = ["LANG": "C.UTF-8", "TZ": "America/New_York", "NO_COLOR": "", "COLORFGBG": "", "TMUX": "", "KITTY_WINDOW_ID": "1",
                        "TERM": "xterm-256color", "TERM_PROGRAM": ""]

    static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q"
    static let kittyImage = "\u{1B}_Ga=T,q=2,i="
    static let kittyDelete = "\u{1B}_Ga=d,d=I,i="

    func recording(_ arguments: [String], environment: [String: String], _ body: (TmuxSession, () -> String) async throws -> Void) async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let record = dataDir.appendingPathComponent("bytes")
        let tmux = try TmuxSession([BuiltBinary.url!.path, "--offline", "--data-dir", dataDir.path] + arguments,
                                   width: 120, height: 40, environment: environment, record: record)
        try await body(tmux) { String(decoding: (try? Data(contentsOf: record)) ?? Data(), as: UTF8.self) }
    }

    /// A kitty terminal (played by the pty harness, which answers as kitty does): asked after the first
    /// round of questions, it gets the logos, and each is removed when its slot goes.
    @Test func aKittyTerminalGetsTheLogosAndEachIsRemovedWhenItsSlotGoes() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let steps = #"[["PITTSBURGH STEELERS", "3"], ["TV Shows", "q"]]"#
        let run = try await EndToEnd.QuitEndToEndTests.harness(
            ["play", "kitty", steps, "--", BuiltBinary.url!.path, "--offline", "--theme", "dark", "--tab", "2", "--data-dir", dataDir.path],
            environment: Self.kitty)
        let bytes = String(decoding: Data(base64Encoded: run["bytes"] as? String ?? "") ?? Data(), as: UTF8.self)
        #expect(run["exit"] as? Int == 0 && run["seen"] as? [Bool] == [true, true], "\(run["seen"] ?? "")")
        #expect(bytes.contains(Self.kittyQuery), "the terminal was asked")
        let written = bytes.components(separatedBy: Self.kittyImage).dropFirst().compactMap { $0.split(separator: ",").first }
        #expect(written.count >= 2, "the two logos, then the posters")
        // Every image written was deleted: the logos when the Shows tab replaced the pane, the posters at quit.
        #expect(written.allSatisfy { bytes.contains("\(Self.kittyDelete)\($0),q=2") }, "\(written)")
    }

    /// Over ssh from a tmux pane (no `TMUX`, a kitty's `KITTY_WINDOW_ID` passed on): tmux's own answers
    /// name it, so nothing of kitty's protocol is written, not the query, not an image.
    @Test func tmuxKnownOnlyByItsAnswersGetsNoImageBytes() async throws {
        try await recording(["--tab", "2", "--theme", "dark"], environment: Self.kitty) { tmux, bytes in
            #expect(await tmux.screenShows("PITTSBURGH STEELERS"))
            try await Task.sleep(for: .milliseconds(1500))   // past the answers' second
            #expect(!bytes().contains("\u{1B}_G"), "no kitty bytes at all")
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
    }

    @Test func insideTmuxWithoutPassthroughNoImageByteGoesOut() async throws {
        var env = Self.kitty
        env["TMUX"] = nil   // tmux's own: the app knows it is inside
        try await recording(["--tab", "2"], environment: env) { tmux, bytes in
            #expect(await tmux.screenShows("PITTSBURGH STEELERS"))
            try await Task.sleep(for: .milliseconds(1500))   // past the answers' second
            #expect(tmux.screen.contains("@"))
            #expect(!bytes().contains("\u{1B}_G") && !bytes().contains("\u{1B}Ptmux;"), "no kitty bytes, no passthrough")
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
    }

    @Test func noImagesMeansNoImageBytesNorQuestions() async throws {
        try await recording(["--tab", "3", "--no-images"], environment: Self.kitty) { tmux, bytes in
            #expect(await tmux.screenShows("Harbor Lights"))
            try await Task.sleep(for: .milliseconds(1500))
            #expect(!bytes().contains("\u{1B}_G"))
            #expect(bytes().contains("\u{1B}]11;?"), "the background is still asked (the theme)")
            try tmux.send("q")
            #expect(await tmux.exited() == 0)
        }
    }

    @Test func printModeWritesNoImageBytes() throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let result = try Spawn.run(BuiltBinary.url!.path, ["print", "show", "1000", "--offline", "--data-dir", dataDir.path],
                                   environment: ["KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty", "LANG": "C.UTF-8"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Harbor Lights") && !result.stdout.contains("\u{1B}"))
    }

    @Test func doctorSaysWhyNoPixelsInsideTmux() async throws {
        let dataDir = makeTemporaryDirectory("jumbotron-e2e")
        defer { try? FileManager.default.removeItem(at: dataDir) }
        let out = dataDir.appendingPathComponent("doctor.txt")
        let tmux = try TmuxSession(["/bin/sh", "-c", "\(BuiltBinary.url!.path) doctor --offline --data-dir \(dataDir.path) > \(out.path)"],
                                   width: 160, height: 40, environment: ["LANG": "C.UTF-8", "KITTY_WINDOW_ID": "1"])
        #expect(await tmux.exited() == 0)
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.contains("pixels") && text.contains("allow-passthrough is off"), "\(text)")
    }
}
}
