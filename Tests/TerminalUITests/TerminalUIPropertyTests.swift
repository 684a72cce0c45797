import PropertyBased
import Testing
@testable import TerminalUI

/// Laws of the layout primitives, checked on generated input (shrunk to the
/// smallest failing case when one breaks). Strings mix ASCII, accents,
/// CJK, emoji with ZWJ and skin tones, and every control character.
@Suite struct TerminalUIPropertyTests {
    static let pieces: [String] = [
        "a", "Z", " ", "  ", "é", "e\u{301}", "字", "漢字", "👍", "👍🏽", "👨‍👩‍👧", "🇩🇪", "\u{200d}", "\u{fe0f}",
        "\u{1b}", "\u{1b}[2J", "\u{1b}]0;x\u{07}", "\u{07}", "\t", "\n", "\r", "\u{0}", "\u{7f}", "\u{9b}", "\u{85}",
        "…", "─", "word", "longerword", "-",
    ]
    static let piece = Gen.int(in: 0...(pieces.count - 1)).map { pieces[$0] }
    static let text = piece.array(of: 0...24).map { $0.joined() }

    static func isControl(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F..<0xA0).contains(s.value) }

    @Test func widthIsTheSumOfCharacterWidthsAndNeverNegative() async {
        await propertyCheck(input: Self.text) { s in
            let total = DisplayWidth.of(s)
            #expect(total >= 0)
            #expect(total == s.reduce(0) { (sum: Int, c: Character) in sum + DisplayWidth.of(c) })
        }
    }

    @Test func sanitizeLeavesNoControlCharacter() async {
        await propertyCheck(input: Self.text) { s in
            #expect(!Canvas.sanitize(s).unicodeScalars.contains(where: Self.isControl))
            #expect(!Canvas.sanitize(s, keepNewlines: true).unicodeScalars.contains { Self.isControl($0) && $0 != "\n" })
        }
    }

    @Test func fitNeverExceedsTheWidthAndKeepsWhatFits() async {
        await propertyCheck(input: Self.text, Gen.int(in: -2...40)) { s, width in
            let fitted = Canvas.fit(s, width: width)
            #expect(fitted.width <= max(0, width))
            #expect(DisplayWidth.of(fitted.text) == fitted.width)
            let clean = Canvas.sanitize(s)
            // No room draws nothing, even text of width 0 (a lone zero-width joiner, found by this test).
            if width <= 0 { #expect(fitted.text.isEmpty) }
            else if DisplayWidth.of(clean) <= width { #expect(fitted.text == clean) }
            else { #expect(fitted.text.hasSuffix("…")) }
        }
    }

    @Test func wrapKeepsEveryLineInsideTheWidth() async {
        await propertyCheck(input: Self.text, Gen.int(in: 1...30)) { s, width in
            for line in Canvas.wrap(s, width: width) {
                // A single character wider than the line (a 2-cell glyph in 1 cell) is the only exception.
                #expect(DisplayWidth.of(line) <= width || (line.count == 1 && width < 2))
            }
        }
    }

    /// Text drawn anywhere, aligned and padded any way, stays in the canvas,
    /// inside its box, and never splits a wide character.
    @Test func drawnTextStaysInsideItsBox() async {
        let alignments = Gen.int(in: 0...2).map { [Alignment.left, .center, .right][$0] }
        await propertyCheck(input: Self.text, Gen.int(in: -5...25), Gen.int(in: 0...25), alignments, Gen.bool) {
            s, x, width, align, pad in
            var canvas = Canvas(size: Size(width: 20, height: 3))
            canvas.fill(canvas.bounds, "#")
            let used = canvas.text(s, x: x, y: 1, width: width, align: align, pad: pad)
            #expect(used <= max(0, width))
            let lo = max(0, x), box = lo..<max(lo, min(20, x + width))
            for col in 0..<20 where !box.contains(col) {
                #expect(canvas[col, 1].grapheme == "#", "column \(col) outside the box was drawn on")
            }
            for col in 0..<20 where canvas[col, 1].width == 2 {
                #expect(col + 1 < 20 && canvas[col + 1, 1].width == 0)
            }
            for line in canvas.lines { #expect(DisplayWidth.of(line) == 20) }
        }
    }

    /// Any list length, height and row heights, any sequence of moves: the
    /// selection stays in the list and whole on screen, the offset in range.
    @Test func viewportKeepsTheSelectionVisible() async {
        let moves = Gen.int(in: -120...120).array(of: 1...12)
        await propertyCheck(count: 300, input: Gen.int(in: 0...400), Gen.int(in: 1...40), Gen.int(in: 1...3), moves) {
            count, height, tallEvery, moves in
            let rowHeight: (Int) -> Int = { $0 % tallEvery == 0 ? min(3, height) : 1 }
            var v = ListViewport()
            for delta in moves {
                v.move(by: delta, count: count)
                v.reveal(count: count, height: height, rowHeight: rowHeight)
                if count == 0 {
                    #expect(v.selected == 0 && v.offset == 0)
                    continue
                }
                #expect((0..<count).contains(v.selected))
                #expect((0..<count).contains(v.offset))
                #expect(v.offset <= v.selected)
                var shown: [Int] = []
                var bottom = 0
                v.forEachVisible(count: count, height: height, rowHeight: rowHeight) { i, y in
                    shown.append(i); bottom = y + rowHeight(i)
                }
                #expect(shown.contains(v.selected))
                if shown.last == v.selected { #expect(bottom <= height, "selected row cut off at the bottom") }
            }
        }
    }

    @Test func movesSkipUnselectableRowsWhenThereIsAnotherChoice() async {
        await propertyCheck(input: Gen.bool.array(of: 0...60), Gen.int(in: -70...70)) { selectable, delta in
            var v = ListViewport(selected: selectable.firstIndex(of: true) ?? 0)
            v.move(by: delta, count: selectable.count) { selectable[$0] }
            if selectable.contains(true) { #expect(selectable[v.selected]) }
        }
    }

    @Test func pinnedHeadingIsTheLastHeadingAboveTheTopRow() async {
        let headers = Gen.int(in: 0...300).array(of: 0...30).map { Array(Set($0)).sorted() }
        await propertyCheck(input: headers, Gen.int(in: 0...320)) { headers, offset in
            let expected = headers.last(where: { $0 <= offset }).flatMap { $0 == offset ? nil : $0 }
            #expect(StickyHeader.pinned(offset: offset, headers: headers) == expected)
        }
    }
}
