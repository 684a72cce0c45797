import Testing
@testable import TerminalUI

/// The bidi controls (U+202A–U+202E, U+2066–U+2069, LRM, RLM, ALM) reorder
/// what follows them on the terminal's line: a name with U+202E could draw
/// reversed over its neighbours. They are dropped where control characters
/// are, so neither the screen nor `print` carries them.
@Suite struct BidiControlTests {
    static let controls: [UInt32] = [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C]

    @Test(arguments: controls)
    func sanitizeDropsEachBidiControl(_ value: UInt32) {
        let control = String(Unicode.Scalar(value)!)
        #expect(Canvas.sanitize("evil\(control)gnp.exe") == "evilgnp.exe")
        #expect(Canvas.sanitize(control) == "")
    }

    @Test func theScreenNeverHoldsOne() {
        var canvas = Canvas(size: Size(width: 30, height: 1))
        canvas.text("Harbor \u{202E}Lights\u{202C} • 2005", x: 0, y: 0)
        let drawn = String((0..<30).map { canvas[$0, 0].grapheme })
        #expect(!drawn.unicodeScalars.contains { Canvas.isBidiControl($0.value) })
        #expect(drawn.hasPrefix("Harbor Lights • 2005"))
    }

    /// Dashes, bullets, ellipses and quotes share the bidi controls' first bytes: clean text stays untouched.
    @Test func neighboursInTheSameBlockAreKept() {
        for text in ["a — b", "one • two", "wait…", "it’s", "Montréal", "進撃の巨人", "\u{2065}"] {
            #expect(Canvas.sanitize(text) == text)
            #expect(!Canvas.mayNeedSanitizing(text), "no copy for \(text)")
        }
    }
}
