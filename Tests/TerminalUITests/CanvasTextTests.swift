import Testing
@testable import TerminalUI

@Suite struct CanvasTextTests {
    @Test func textThatFitsIsDrawnAsIs() {
        var c = Canvas(size: Size(width: 10, height: 1))
        let w = c.text("Montréal", x: 0, y: 0)
        #expect(w == 8)
        #expect(c.lines == ["Montréal  "])
    }

    @Test func tooLongTextEndsInEllipsis() {
        var c = Canvas(size: Size(width: 6, height: 1))
        c.text("Philadelphia", x: 0, y: 0)
        #expect(c.lines == ["Phila…"])
    }

    @Test func asciiGlyphsUseAsciiEllipsis() {
        var c = Canvas(size: Size(width: 6, height: 1), glyphs: .ascii)
        c.text("Philadelphia", x: 0, y: 0)
        #expect(c.lines == ["Phila~"])
    }

    @Test func wideCharactersAreNeverSplit() {
        // 5 cells available: two wide chars fit (4), the third would straddle the edge.
        #expect(Canvas.fit("進撃の巨人", width: 5).text == "進撃…")
        #expect(Canvas.fit("進撃の巨人", width: 5).width == 5)
        #expect(Canvas.fit("進撃の巨人", width: 4).text == "進…")
        var c = Canvas(size: Size(width: 5, height: 1))
        c.text("進撃の巨人", x: 0, y: 0)
        #expect(c.lines == ["進撃…"])
        #expect(c[1, 0].isContinuation)
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var c = Canvas(size: Size(width: 4, height: 1))
        c.text("進撃", x: 0, y: 0)
        c.text("x", x: 1, y: 0)
        #expect(c.lines == [" x撃"])
    }

    @Test func emojiAndCombiningKeepAlignment() {
        var c = Canvas(size: Size(width: 12, height: 2))
        c.text("👍 ok", x: 0, y: 0, width: 6, pad: true)
        c.text("|", x: 6, y: 0)
        c.text("Montre\u{301}al", x: 0, y: 1, width: 6)
        c.text("|", x: 6, y: 1)
        #expect(c.lines[0].hasPrefix("👍 ok |"))
        #expect(c.lines[1].hasPrefix("Montr…|"))
    }

    @Test func alignment() {
        var c = Canvas(size: Size(width: 9, height: 3))
        c.text("ab", x: 0, y: 0, align: .left)
        c.text("ab", x: 0, y: 1, align: .center)
        c.text("ab", x: 0, y: 2, align: .right)
        #expect(c.lines == ["ab       ", "   ab    ", "       ab"])
    }

    @Test func clippingAtCanvasEdgesNeverTraps() {
        var c = Canvas(size: Size(width: 3, height: 2))
        c.text("hello", x: -2, y: 0)
        c.text("hello", x: 2, y: 5)
        c.text("hello", x: 5, y: 1)
        c.box(Rect(x: -1, y: -1, width: 10, height: 10))
        c.fill(Rect(x: 2, y: 1, width: 100, height: 100), "#")
        #expect(c.lines[1].hasSuffix("#"))
    }

    @Test func controlCharactersNeverReachTheCanvas() {
        let evil = "Evil\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m"
        var c = Canvas(size: Size(width: 30, height: 1))
        c.text(evil, x: 0, y: 0)
        let line = c.lines[0]
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
        #expect(line.hasPrefix("Evil]0;pwned[2J31m"))
    }

    @Test func sanitizeTurnsTabsAndNewlinesIntoSpaces() {
        #expect(Canvas.sanitize("a\tb\nc\r\nd") == "a b c  d")
        #expect(Canvas.sanitize("plain") == "plain")
    }

    @Test func wrapBreaksAtSpacesAndHardBreaksLongWords() {
        #expect(Canvas.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(Canvas.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(Canvas.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
        #expect(Canvas.wrap("進撃の巨人 is here", width: 6) == ["進撃の", "巨人", "is", "here"])
        #expect(Canvas.wrap("x", width: 0) == [])
    }

    @Test func boxDrawsBordersAndTitle() {
        var c = Canvas(size: Size(width: 12, height: 3))
        c.box(c.bounds, title: "Hi")
        #expect(c.lines == ["┌─ Hi ─────┐", "│          │", "└──────────┘"])
        var a = Canvas(size: Size(width: 12, height: 3), glyphs: .ascii)
        a.box(a.bounds, title: "Hi")
        #expect(a.lines == ["+- Hi -----+", "|          |", "+----------+"])
    }

    @Test func styleMapMarksHighlights() {
        var c = Canvas(size: Size(width: 6, height: 1))
        c.text("ab", x: 0, y: 0, style: .reverse)
        c.text("cd", x: 2, y: 0, style: .bold)
        c.text("e", x: 4, y: 0, style: Style(fg: .named(.red)))
        #expect(c.styleMap == ["RRBBC "])
    }
}

/// Text of "simple" scalars (Latin, • ★ ← →, box drawing) is drawn
/// without grapheme breaking; it must draw exactly what the general path
/// (`Canvas.fit`, grapheme by grapheme) would, at every width and alignment.
@Suite struct SimpleScalarFastPathTests {
    static let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "é", "ë", "ß", "ñ", "Ø", "ł", "•", "★", "☆", "←", "→", "─", "│",
                                             "…", "—", "‘", "’", "°", "€", "™", "▪", "·"]

    @Test func drawsWhatTheGeneralPathDraws() {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ n: Int) -> Int {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return Int(seed % UInt64(n))
        }
        for round in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<next(30) { scalars.append(Self.alphabet[next(Self.alphabet.count)]) }
            let text = String(scalars)
            let width = 1 + next(24)
            let align: Alignment = [.left, .center, .right][next(3)]
            var canvas = Canvas(size: Size(width: 30, height: 1))
            let drawn = canvas.text(text, x: 2, y: 0, width: width, align: align)
            let fitted = Canvas.fit(text, width: width)
            #expect(drawn == fitted.width, "round \(round): \(text) in \(width)")
            #expect(canvas.lines[0].trimmingCharacters(in: .whitespaces) == fitted.text.trimmingCharacters(in: .whitespaces),
                    "round \(round): \(text) in \(width)")
        }
    }

    @Test func aMarkOrAnEmojiTakesTheGeneralPath() {
        for text in ["e\u{301}", "☀\u{FE0F}", "1\u{20E3}", "a\u{200D}b", "\u{1F1EB}\u{1F1F7}"] {
            #expect(text.unicodeScalars.contains { DisplayWidth.simpleWidth($0.value) == nil }, "\(text)")
            var canvas = Canvas(size: Size(width: 10, height: 1))
            #expect(canvas.text(text, x: 0, y: 0) == Canvas.fit(text, width: 10).width, "\(text)")
        }
    }
}

/// `fill` writes its interior directly; at its edges it still mends
/// wide characters cut in two, whatever the fill character.
@Suite struct FillEdgeTests {
    @Test(arguments: [" ", "#"] as [Character])
    func fillOverWideCharactersMatchesCellByCell(_ char: Character) {
        for x in 0..<8 {
            for width in 1..<8 {
                var fast = Canvas(size: Size(width: 10, height: 1))
                fast.text("進撃の巨人", x: 0, y: 0)
                var slow = fast
                fast.fill(Rect(x: x, y: 0, width: width, height: 1), char, style: .bold)
                for i in x..<min(10, x + width) { slow.set(i, 0, Cell(char, style: .bold)) }
                #expect(fast.cells == slow.cells, "x \(x) width \(width) char \(char)")
            }
        }
    }
}

@Suite struct CanvasRowClipTests {
    @Test func drawingOutsideTheAllowedRowsIsDropped() {
        var c = Canvas(size: Size(width: 10, height: 5))
        c.clipping(rows: 1..<3) { c in
            c.text("above", x: 0, y: 0)
            c.text("in", x: 0, y: 1)
            c.fill(Rect(x: 0, y: 2, width: 10, height: 3), "#")
            c.set(0, 4, Cell("!"))
        }
        #expect(c.lines == ["          ", "in        ", "##########", "          ", "          "])
        #expect(c.rows == 0..<5)
        c.text("after", x: 0, y: 4)
        #expect(c.lines[4] == "after     ")
    }

    @Test func nestedClipsOnlyNarrow() {
        var c = Canvas(size: Size(width: 4, height: 6))
        c.clipping(rows: 1..<5) { c in
            c.clipping(rows: 0..<3) { c in #expect(c.rows == 1..<3) }
            c.clipping(rows: 7..<9) { c in #expect(c.rows.isEmpty) }
        }
    }
}
