import Testing
@testable import TerminalUI

/// Flags, ZWJ families, skin tones and keycaps are measured and
/// clipped as one cluster, and reach a curses cell in a form it can hold.
@Suite struct EmojiClusterTests {
    static let clusters: [(String, String)] = [
        ("flag", "🇺🇸"), ("family", "👨‍👩‍👧‍👦"), ("skin tone", "👍🏽"), ("keycap", "1️⃣"), ("rainbow flag", "🏳️‍🌈"),
        ("accent", "e\u{301}"), ("cjk", "漢"),
    ]

    @Test func eachKindIsOneClusterOfTheRightWidth() {
        for (name, c) in Self.clusters {
            #expect(c.count == 1, "\(name)")
            #expect(DisplayWidth.of(c) == (name == "accent" ? 1 : 2), "\(name)")
        }
    }

    /// At a clipping edge a cluster is drawn whole or not at all, never cut in the middle of its scalars.
    @Test func atEveryEdgeAClusterIsWholeOrAbsent() {
        for (name, c) in Self.clusters {
            for width in 0...4 {
                let text = "ab" + c + "cd"
                let fitted = Canvas.fit(text, width: width)
                #expect(fitted.width <= width, "\(name) at \(width)")
                #expect(DisplayWidth.of(fitted.text) == fitted.width, "\(name) at \(width)")
                for piece in fitted.text where piece.unicodeScalars.count > 1 { #expect(String(piece) == c || piece == "…", "\(name)") }
                var canvas = Canvas(size: Size(width: width + 1, height: 1))
                canvas.text(text, x: width - 3, y: 0, width: 4)
                for line in canvas.lines { #expect(DisplayWidth.of(line) <= width + 1, "\(name) at \(width)") }
            }
        }
    }

    @Test func aCursesCellGetsWhatItCanHold() {
        func cells(_ s: String) -> [[UInt32]] { TerminalGlyph.cells(for: s.unicodeScalars.map(\.value)) }
        #expect(cells("🇺🇸") == [[0x55], [0x53]])                   // "U" "S", one cell each: the flag's two cells
        #expect(cells("👨‍👩‍👧‍👦") == [[0x1F468]])                       // the first person
        #expect(cells("👍🏽") == [[0x1F44D]])                           // the skin tone is a spacing character: dropped
        #expect(cells("1️⃣") == [[0x31, 0xFE0F, 0x20E3]])
        #expect(cells("🏳️‍🌈") == [[0x1F3F3, 0xFE0F]])
        #expect(cells("e\u{301}") == [[0x65, 0x301]])
        #expect(cells("e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}").first?.count == 5)   // base and four marks at most
    }
}
