import Testing
@testable import TerminalUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Montréal", 8),                    // precomposed é
        ("Montre\u{301}al", 8),             // e + combining acute
        ("進撃の巨人", 10),
        ("👍", 2),
        ("👍🏽", 2),                          // skin-tone modifier joins the grapheme
        ("👨‍👩‍👧", 2),                          // ZWJ family
        ("❤️", 2),                           // text symbol + VS16 emoji presentation
        ("abc", 3),
        ("", 0),
        ("\u{1B}[2J", 3),                   // ESC is zero width; "[2J" are three cells
        ("한국어", 6),
        ("ｱ", 1),                            // half-width katakana
        ("Ａ", 2),                           // full-width Latin
        ("café ☕", 7),
    ])
    func widths(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func controlAndFormatCharactersAreZeroWidth() {
        #expect(DisplayWidth.of(scalar: "\u{7}") == 0)
        #expect(DisplayWidth.of(scalar: "\u{9B}") == 0)   // C1 CSI
        #expect(DisplayWidth.of(scalar: "\u{200B}") == 0)
        #expect(DisplayWidth.of(scalar: "\u{301}") == 0)
    }
}
