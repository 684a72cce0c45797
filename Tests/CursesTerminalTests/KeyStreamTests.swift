import Testing
import TestSupport
import CursesTerminal
import TerminalUI

/// What the terminal sends, cut by reads anywhere and at any pace: a paste
/// stays text to its end, an answer stays an answer, and only real key
/// presses come out as keys.
@Suite struct KeyStreamTests {
    typealias Input = KeySequenceDecoder.Input

    static func units(_ text: String) -> [Input] { text.unicodeScalars.map { .code($0.value) } }

    /// Feeds `parts` as separate reads `gap` seconds apart, then lets the stream settle.
    static func play(_ parts: [String], gap: Double = 0.05, answering: Bool = false) -> [TerminalEvent] {
        var stream = KeyStream()
        stream.expectingAnswers = answering
        var now = 100.0
        var out: [TerminalEvent] = []
        for part in parts {
            out += stream.feed(units(part), now: now, character: CursesKeys.character)
            now += gap
            out += stream.idle(now: now)
        }
        out += stream.idle(now: now + 10)
        #expect(stream.isIdle)
        return out
    }

    static func keys(_ events: [TerminalEvent]) -> [Key] {
        events.compactMap { if case .key(let k) = $0 { k } else { nil } }
    }

    /// The probe's paste: "hell", 50 ms, "o world q", end marker. It opened IMDb and quit.
    @Test func aPasteInTwoReadsIsOnePaste() {
        let events = Self.play(["\u{1B}[200~hell", "o world q\u{1B}[201~"])
        #expect(events == [.paste("hello world q")])
    }

    /// Every place a read can cut a paste, end marker included, gives the same one paste.
    @Test func aPasteCutAnywhereIsTheSamePaste() {
        let whole = "\u{1B}[200~lorem proxy settings y quit\u{1B}[201~j"
        let scalars = Array(whole.unicodeScalars)
        for cut in 1..<scalars.count {
            let a = String(String.UnicodeScalarView(scalars[..<cut])), b = String(String.UnicodeScalarView(scalars[cut...]))
            let events = Self.play([a, b], gap: 0.01)
            #expect(events == [.paste("lorem proxy settings y quit"), .key(.char("j"))], "cut at \(cut): \(events)")
        }
    }

    /// 108 KB over many reads, the last words "proxy settings": no key at all.
    @Test func aLongPasteInManyReadsIsNeverKeys() {
        let body = String(repeating: "lorem ipsum ", count: 9000) + "proxy settings"
        var parts: [String] = ["\u{1B}[200~"]
        var rest = Substring(body + "\u{1B}[201~")
        while !rest.isEmpty { parts.append(String(rest.prefix(4093))); rest = rest.dropFirst(4093) }
        let events = Self.play(parts, gap: 0.001)
        #expect(Self.keys(events).isEmpty)
        #expect(events.count == 1)
        if case .paste(let text) = events.first {
            #expect(text.count == KeyStream.pasteLimit, "kept up to the limit, the rest consumed")
        }
    }

    /// A paste whose end never comes ends as text after a pause: the keys typed
    /// into it are lost as keys, never run as commands.
    @Test func aPasteWithoutItsEndStaysText() {
        var stream = KeyStream()
        #expect(stream.feed(Self.units("\u{1B}[200~abc"), now: 0, character: CursesKeys.character).isEmpty)
        #expect(stream.feed(Self.units("q"), now: 1, character: CursesKeys.character).isEmpty)
        #expect(stream.idle(now: 2).isEmpty)
        #expect(stream.idle(now: 1 + KeyStream.pasteStall) == [.paste("abcq")])
        #expect(stream.feed(Self.units("q"), now: 5, character: CursesKeys.character) == [.key(.char("q"))])
    }

    /// The probe's cut answers: each opened a tab, help or quit.
    @Test(arguments: [
        ["\u{1B}[6;", "16;9t"], ["\u{1B}[", "?62;4c"], ["\u{1B}", "[?62;4c"], ["\u{1B}", "]11;rgb:0000/0000/0000\u{07}"],
        ["\u{1B}]11;rgb:00", "00/0000/0000\u{1B}", "\\"], ["\u{1B}P>|XTe", "rm(379)\u{1B}\\"], ["\u{1B}_Gi=31;O", "K\u{1B}\\"],
    ])
    func aCutAnswerIsNeverKeys(_ parts: [String]) {
        let events = Self.play(parts, gap: 0.1, answering: true)
        #expect(Self.keys(events).isEmpty, "\(parts) → \(events)")
        #expect(events.count == 1, "one answer: \(events)")
    }

    /// Every cut of every answer, at the pace a slow link delivers.
    @Test func everyCutOfEveryAnswerIsOneAnswer() {
        let answers = ["\u{1B}[?63;1;2;4c", "\u{1B}[6;20;10t", "\u{1B}P>|XTerm(379)\u{1B}\\", "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\",
                       "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}", "\u{1B}_Gi=31;OK\u{1B}\\"]
        for answer in answers {
            let scalars = Array(answer.unicodeScalars)
            for cut in 1..<scalars.count {
                let parts = [String(String.UnicodeScalarView(scalars[..<cut])), String(String.UnicodeScalarView(scalars[cut...])) + "j"]
                let events = Self.play(parts, gap: 0.2, answering: true)
                #expect(Self.keys(events) == [.char("j")], "\(answer.debugDescription) cut at \(cut): \(events)")
            }
        }
    }

    /// `ESC ] 11 ;` and 5,000 `q`: longer than any answer, consumed to its end, then keys again.
    @Test func anOverlongAnswerIsConsumedWhole() {
        let events = Self.play(["\u{1B}]11;" + String(repeating: "q", count: 5000) + "\u{07}j"])
        #expect(events == [.key(.char("j"))])
        let split = Self.play(["\u{1B}]11;" + String(repeating: "q", count: 3000), String(repeating: "q", count: 3000), "q\u{1B}", "\\k"], gap: 0.01)
        #expect(split == [.key(.char("k"))])
        let csi = Self.play(["\u{1B}[" + String(repeating: "1;", count: 4000), "9tq"], gap: 0.01)
        #expect(csi == [.key(.char("q"))])
    }

    /// An answer that stops arriving is dropped after a pause, and keys work again.
    @Test func aStalledAnswerIsDropped() {
        var stream = KeyStream()
        #expect(stream.feed(Self.units("\u{1B}]11;rgb:00"), now: 0, character: CursesKeys.character).isEmpty)
        #expect(stream.idle(now: 1).isEmpty)
        #expect(stream.idle(now: KeyStream.sequenceStall).isEmpty)
        #expect(stream.isIdle)
        #expect(stream.feed(Self.units("q"), now: 3, character: CursesKeys.character) == [.key(.char("q"))])
    }

    /// Esc pressed by hand is Escape after a moment; with a key soon after, both.
    @Test func aLoneEscapeIsEscape() {
        var stream = KeyStream()
        #expect(stream.feed(Self.units("\u{1B}"), now: 0, character: CursesKeys.character).isEmpty)
        #expect(stream.deadline == KeyStream.escapeHold)
        #expect(stream.idle(now: 0.01).isEmpty)
        #expect(stream.idle(now: KeyStream.escapeHold) == [.key(.escape)])
        #expect(stream.feed(Self.units("j"), now: 1, character: CursesKeys.character) == [.key(.char("j"))])
        stream.expectingAnswers = true
        _ = stream.feed(Self.units("\u{1B}"), now: 2, character: CursesKeys.character)
        #expect(stream.deadline == 2 + KeyStream.escapeHoldAnswering, "answers expected: it waits longer")
    }

    /// Keys ncurses decoded, between and inside sequences, keep their order and are never text of a sequence.
    @Test func decodedKeysBreakSequences() {
        var stream = KeyStream()
        var events = stream.feed(Self.units("\u{1B}[6;"), now: 0, character: CursesKeys.character)
        events += stream.feed([.event(.key(.up)), .code(106)], now: 0.01, character: CursesKeys.character)
        #expect(events == [.key(.up), .key(.char("j"))])
    }

    /// Random cuts of a mixed stream give what one read gives.
    @Test func randomCutsMatchOneRead() {
        let whole = "ab\u{1B}[Aq\u{1B}[200~x\u{1B}[201~\u{1B}[?62;4c\u{1B}]11;rgb:ff/ff/ff\u{07}\u{1B}[5~\u{1B}OPz"
        let expected = Self.play([whole])
        var rng = SplitMix(seed: 7)
        for _ in 0..<300 {
            var parts: [String] = []
            var rest = Array(whole.unicodeScalars)
            while !rest.isEmpty {
                let n = Int(rng.next() % UInt64(min(rest.count, 9))) + 1
                parts.append(String(String.UnicodeScalarView(rest[..<n])))
                rest.removeFirst(n)
            }
            #expect(Self.play(parts, gap: 0.01) == expected, "\(parts)")
        }
    }
}
