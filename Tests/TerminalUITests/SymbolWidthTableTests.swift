import Testing
@testable import TerminalUI

/// The symbols' widths written out in the source are the ones this standard
/// library's Unicode properties give: a toolchain with newer Unicode data
/// fails here, with the runs to paste in.
@Suite struct SymbolWidthTableTests {
    @Test func theWrittenRunsAreTheUnicodeProperties() {
        let expected = DisplayWidth.symbolWidthsFromProperties()
        var runs: [String] = []
        var i = 0
        while i < expected.count {
            var j = i
            while j < expected.count, expected[j] == expected[i] { j += 1 }
            runs.append("\(expected[i]):\(j - i)")
            i = j
        }
        #expect(DisplayWidth.symbolWidths == expected, "symbolWidthRuns should be \"\(runs.joined(separator: " "))\"")
        #expect(DisplayWidth.symbolWidths.count == 0x800)
    }
}
