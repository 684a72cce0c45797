import Testing
import CursesTerminal
import TerminalUI

/// The terminal's answers to the start-up questions: taken out of the keys
/// whole (never a `q` that quits), read into a report, and the decision on
/// real pixels made from the environment and the report.
@Suite struct TerminalAnswersTests {
    func decode(_ text: String) -> [TerminalEvent] {
        KeySequenceDecoder.decode(text.unicodeScalars.map { .code($0.value) }, character: CursesKeys.character)
    }

    @Test func eachAnswerIsOneReplyAndNoKeys() {
        #expect(decode("\u{1B}[?63;1;2;4;6;9;15;22c") == [.reply(.deviceAttributes([63, 1, 2, 4, 6, 9, 15, 22]))])
        #expect(decode("\u{1B}P>|XTerm(379)\u{1B}\\") == [.reply(.version("XTerm(379)"))])
        #expect(decode("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\") == [.reply(.background(RGB(255, 255, 255)))])
        #expect(decode("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}") == [.reply(.background(RGB(30, 30, 46)))])
        #expect(decode("\u{1B}_Gi=31;OK\u{1B}\\") == [.reply(.kittyGraphics(ok: true))])
        #expect(decode("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\") == [.reply(.kittyGraphics(ok: false))])
        #expect(decode("\u{1B}[6;20;10t") == [.reply(.cellPixels(Size(width: 10, height: 20)))])
    }

    /// All of them in one read, as a fast terminal answers, with a key typed after.
    @Test func answersTogetherThenAKey() {
        let events = decode("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22cq")
        #expect(events == [.reply(.kittyGraphics(ok: true)), .reply(.version("kitty(0.35.2)")),
                           .reply(.background(RGB(0, 0, 0))), .reply(.deviceAttributes([62, 22])), .key(.char("q"))])
    }

    /// `ESC P` or `ESC ]` and nothing after is Alt-P or Alt-]; an answer
    /// the input ends inside is dropped, never turned into keys.
    @Test func unterminatedStringsAreNeverKeys() {
        #expect(decode("\u{1B}P") == [.key(.alt("P"))])
        #expect(decode("\u{1B}]") == [.key(.alt("]"))])
        #expect(decode("j\u{1B}]11;rgb:ff") == [.key(.char("j"))])
        #expect(decode("\u{1B}[?63;1") == [])
        #expect(decode("\u{1B}]11;rgb:ff/ff/ff\u{07}j") == [.reply(.background(RGB(255, 255, 255))), .key(.char("j"))])
    }

    /// A window size claiming 512-pixel cells is held to what a font measures.
    @Test func cellSizesAreHeldToWhatAFontMeasures() {
        var report = TerminalReport()
        report.take(.cellPixels(Size(width: 512, height: 512)))
        #expect(report.cellPixels == Size(width: 64, height: 128))
        report.cellPixels = Size(width: 1, height: 2)
        #expect(report.cellPixels == Size(width: 4, height: 8))
        report.cellPixels = Size(width: 9, height: 18)
        #expect(report.cellPixels == Size(width: 9, height: 18))
    }

    @Test func backgroundColoursParseInEveryWidth() {
        #expect(RGB(x11: "rgb:f/f/f") == RGB(255, 255, 255))
        #expect(RGB(x11: "rgb:80/80/80") == RGB(128, 128, 128))
        #expect(RGB(x11: "rgb:ffff/0000/8000") == RGB(255, 0, 128))
        #expect(RGB(x11: "#102030") == RGB(16, 32, 48))
        #expect(RGB(x11: "rgb:zz/00/00") == nil && RGB(x11: "rgb:00/00") == nil && RGB(x11: "hsl:1/2/3") == nil)
        #expect(RGB(255, 255, 255).isLight && RGB(253, 246, 227).isLight, "white, solarized light")
        #expect(!RGB(0, 0, 0).isLight && !RGB(0, 43, 54).isLight && !RGB(40, 42, 54).isLight, "black, solarized dark, dracula")
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty"], PixelProtocol.kitty), (["TERM": "foot"], .sixel), (["TERM": "foot-extra"], .sixel),
        (["TERM_PROGRAM": "WezTerm", "TERM": "xterm-256color"], .iterm2), (["TERM_PROGRAM": "iTerm.app"], .iterm2),
        (["KITTY_WINDOW_ID": "3", "TERM": "xterm-256color"], .kitty), (["KONSOLE_VERSION": "230800"], .sixel),
        (["TERM": "xterm-ghostty"], .kitty),
    ] as [([String: String], PixelProtocol)])
    func theEnvironmentNamesTheProtocol(_ env: [String: String], _ expected: PixelProtocol) {
        #expect(PixelChoice.fromEnvironment(env)?.0 == expected)
    }

    @Test func plainTerminalsNameNone() {
        for env in [["TERM": "xterm-256color"], ["TERM": "screen-256color"], ["KONSOLE_VERSION": "210800"], [:]] {
            #expect(PixelChoice.fromEnvironment(env) == nil, "\(env)")
        }
    }

    static func report(_ replies: [TerminalReply], env: PixelProtocol? = nil) -> TerminalReport {
        var report = TerminalReport()
        report.environmentProtocol = env
        report.environmentReason = env == nil ? "" : "TERM"
        for reply in replies { report.take(reply) }
        return report
    }

    @Test func theDecision() {
        let xterm = Self.report([.version("XTerm(379)"), .cellPixels(Size(width: 10, height: 20)), .deviceAttributes([63, 1, 2, 4])])
        let sixel = PixelChoice.choose(xterm, mode: .auto, encoder: true)
        #expect(sixel.pixelProtocol == .sixel && sixel.cellPixels == Size(width: 10, height: 20) && !sixel.tmuxPassthrough)
        #expect(sixel.reason.contains("XTerm(379)"))
        #expect(PixelChoice.choose(xterm, mode: .cells, encoder: true).pixelProtocol == nil)
        #expect(PixelChoice.choose(xterm, mode: .off, encoder: true).pixelProtocol == nil)
        #expect(PixelChoice.choose(xterm, mode: .pixels, encoder: true).pixelProtocol == .sixel)
        let noDecoder = PixelChoice.choose(xterm, mode: .auto, encoder: false)
        #expect(noDecoder.pixelProtocol == nil && noDecoder.reason.contains("libpng16"))
        // Sixel without a cell size would spill over its slot.
        let noSize = Self.report([.deviceAttributes([63, 4])])
        #expect(PixelChoice.choose(noSize, mode: .auto, encoder: true).pixelProtocol == nil)
        // kitty scales to cells: a guessed cell size only shapes the proportions.
        let kitty = Self.report([.kittyGraphics(ok: true), .deviceAttributes([62])])
        #expect(PixelChoice.choose(kitty, mode: .auto, encoder: true).pixelProtocol == .kitty)
        let plain = Self.report([.deviceAttributes([1, 2])])
        #expect(PixelChoice.choose(plain, mode: .auto, encoder: true).pixelProtocol == nil)
        #expect(PixelChoice.choose(TerminalReport(), mode: .auto, encoder: true).reason.contains("did not answer"))
    }

    @Test func insideTmuxOnlyThroughItsPassthrough() {
        var report = Self.report([.deviceAttributes([1, 2])], env: .kitty)
        report.tmux = TmuxGraphics(passthrough: false, outerTerm: "xterm-kitty", outerFeatures: [])
        let off = PixelChoice.choose(report, mode: .auto, encoder: true)
        #expect(off.pixelProtocol == nil && off.reason.contains("allow-passthrough"))
        report.tmux = TmuxGraphics(passthrough: true, outerTerm: "xterm-kitty", outerFeatures: [])
        let on = PixelChoice.choose(report, mode: .auto, encoder: true)
        #expect(on.pixelProtocol == .kitty && on.tmuxPassthrough)
        report.tmux = TmuxGraphics(passthrough: true, outerTerm: "xterm-256color", outerFeatures: ["256", "RGB", "sixel"])
        #expect(PixelChoice.choose(report, mode: .auto, encoder: true).pixelProtocol == nil, "sixel needs a cell size")
        report.cellPixels = Size(width: 10, height: 20)
        #expect(PixelChoice.choose(report, mode: .auto, encoder: true).pixelProtocol == .sixel)
        report.tmux = TmuxGraphics(passthrough: true, outerTerm: "xterm-256color", outerFeatures: ["256"])
        #expect(PixelChoice.choose(report, mode: .auto, encoder: true).pixelProtocol == nil)
        var screen = Self.report([], env: .kitty)
        screen.screen = true
        #expect(PixelChoice.choose(screen, mode: .auto, encoder: true).pixelProtocol == nil)
    }

    @Test func multiplexersAndTheConsoleAreNotAskedAboutGraphics() {
        var report = TerminalReport()
        report.answered = true
        #expect(GraphicsQuery.asksSecond(report, environment: ["TERM": "xterm-256color"], askPixels: true))
        for env in [["TERM": "tmux-256color", "TMUX": "/tmp/s,1,0"], ["TERM": "screen", "STY": "1.pts"], ["TERM": "linux"]] {
            #expect(!GraphicsQuery.asksSecond(report, environment: env, askPixels: true), "\(env)")
        }
        #expect(!GraphicsQuery.asksSecond(report, environment: ["TERM": "xterm-256color"], askPixels: false))
    }

    /// Over ssh from a tmux pane the environment says nothing: tmux's own answers do.
    @Test func aMultiplexerIsKnownByItsAnswersWhateverTheEnvironmentSays() {
        for replies: [TerminalReply] in [[.version("tmux 3.4")], [.secondaryAttributes([84, 0, 0])], [.version("screen 5.0")],
                                         [.secondaryAttributes([83, 40700, 0])]] {
            var report = TerminalReport()
            for reply in replies { report.take(reply) }
            report.take(.deviceAttributes([1, 2]))
            #expect(report.multiplexer != nil && !GraphicsQuery.asksSecond(report, environment: ["TERM": "xterm-256color"], askPixels: true),
                    "\(replies)")
        }
        var kitty = TerminalReport()
        kitty.take(.version("kitty(0.35.2)")); kitty.take(.secondaryAttributes([1, 4000, 29]))
        #expect(kitty.multiplexer == nil && GraphicsQuery.asksSecond(kitty, environment: ["TERM": "xterm-kitty"], askPixels: true))
        let decoded = KeySequenceDecoder.decode(Array("\u{1B}[>84;0;0c".utf8).map { .code(UInt32($0)) }, character: { _ in nil })
        #expect(decoded == [.reply(.secondaryAttributes([84, 0, 0]))])
    }

    @Test func theFirstRoundHoldsNoAPCStringAndTheSecondIsTheKittyQuery() {
        for pixels in [false, true] {
            let first = GraphicsQuery.first(askPixels: pixels)
            #expect(!first.contains("\u{1B}_") && first.hasSuffix("\u{1B}[c"), "device attributes last: they end the round trip")
        }
        #expect(GraphicsQuery.first(askPixels: true).contains("\u{1B}[>0q") && GraphicsQuery.first(askPixels: true).contains("\u{1B}[>c"))
        #expect(GraphicsQuery.second.hasPrefix("\u{1B}_Gi=31,s=1,v=1,a=q") && GraphicsQuery.second.hasSuffix("\u{1B}[c"))
    }
}
