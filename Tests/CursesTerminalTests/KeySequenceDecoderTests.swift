import Testing
import CursesTerminal
import TerminalUI

/// What xterm, tmux, screen, rxvt and the Linux console send for
/// keys their terminfo entry may not describe.
@Suite struct KeySequenceDecoderTests {
    func decode(_ text: String) -> [TerminalEvent] {
        KeySequenceDecoder.decode(text.unicodeScalars.map { .code($0.value) }, character: CursesKeys.character)
    }

    @Test(arguments: [
        ("\u{1b}[1~", Key.home), ("\u{1b}[4~", .end), ("\u{1b}[H", .home), ("\u{1b}[F", .end), ("\u{1b}OH", .home),
        ("\u{1b}OF", .end), ("\u{1b}[7~", .home), ("\u{1b}[8~", .end), ("\u{1b}[2~", .insert), ("\u{1b}[3~", .delete),
        ("\u{1b}[5~", .pageUp), ("\u{1b}[6~", .pageDown), ("\u{1b}[5;5~", .pageUp), ("\u{1b}[1;5C", .right),
        ("\u{1b}[1;2A", .up), ("\u{1b}OB", .down), ("\u{1b}[D", .left), ("\u{1b}[Z", .backTab),
        ("\u{1b}OP", .function(1)), ("\u{1b}[1;2Q", .function(2)), ("\u{1b}[11~", .function(1)), ("\u{1b}[15~", .function(5)),
        ("\u{1b}[17~", .function(6)), ("\u{1b}[21~", .function(10)), ("\u{1b}[23~", .function(11)), ("\u{1b}[24~", .function(12)),
        ("\u{1b}[[A", .function(1)), ("\u{1b}[[E", .function(5)), ("\u{1b}OM", .enter),
    ] as [(String, Key)])
    func everyKnownSequenceIsOneKey(_ bytes: String, _ key: Key) {
        #expect(decode(bytes) == [.key(key)], "\(bytes.debugDescription)")
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        for bytes in ["\u{1b}[99~", "\u{1b}[?1;2c", "\u{1b}[38;5;1m", "\u{1b}[1;5", "\u{1b}[", "\u{1b}Oz", "\u{1b}[200"] {
            let events = decode(bytes)
            #expect(!events.contains(.key(.char("1"))) && !events.contains(.key(.escape)) && !events.contains(.key(.char("["))),
                    "\(bytes.debugDescription) → \(events)")
        }
        #expect(decode("\u{1b}[99~j") == [.key(.char("j"))])   // what follows is still read
    }

    @Test func escAndAKeyTogetherIsAltAndEscAloneIsEsc() {
        #expect(decode("\u{1b}f") == [.key(.alt("f"))])
        #expect(decode("\u{1b}") == [.key(.escape)])
        #expect(decode("\u{1b}\u{1b}") == [.key(.escape), .key(.escape)])
        #expect(decode("\u{1b}O") == [.key(.alt("O"))])
        #expect(decode("jk") == [.key(.char("j")), .key(.char("k"))])
    }

    @Test func bracketedPasteIsTextNeverKeys() {
        #expect(decode("\u{1b}[200~q1x\u{1b}[A\n\u{1b}[201~j") == [.paste("q1x [A "), .key(.char("j"))])
        #expect(decode("\u{1b}[200~abc") == [.paste("abc")])   // cut short: still text
    }

    @Test func ncursesEventsPassThroughInOrder() {
        let units: [KeySequenceDecoder.Input] = [.code(106), .event(.key(.up)), .code(27), .event(.resize(Size(width: 1, height: 1)))]
        #expect(KeySequenceDecoder.decode(units, character: CursesKeys.character)
                == [.key(.char("j")), .key(.up), .key(.escape), .resize(Size(width: 1, height: 1))])
    }
}
