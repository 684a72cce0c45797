import Testing
import TerminalUI
@testable import CursesTerminal

@Suite struct ColorSelectionTests {
    @Test(arguments: [
        ([:], false, true, 256, ColorDepth.palette256),
        (["NO_COLOR": "1"], false, true, 256, .monochrome),
        (["NO_COLOR": ""], false, true, 256, .palette256),       // empty NO_COLOR does not count
        ([:], true, true, 256, .monochrome),                     // --no-color
        (["TERM": "dumb"], false, true, 256, .monochrome),
        (["COLORTERM": "truecolor"], false, true, 256, .palette256),   // terminfo cannot do RGB
        (["COLORTERM": "truecolor"], false, true, 16_777_216, .truecolor),
        (["COLORTERM": "24bit"], false, true, 16_777_216, .truecolor),
        ([:], false, true, 16_777_216, .palette256),
        ([:], false, true, 8, .eight),
        ([:], false, true, 16, .eight),
        ([:], false, false, 256, .monochrome),                   // no colour support at all
        ([:], false, true, 2, .monochrome),
    ] as [([String: String], Bool, Bool, Int, ColorDepth)])
    func depth(env: [String: String], flag: Bool, hasColors: Bool, colors: Int, expected: ColorDepth) {
        #expect(ColorSelection.depth(environment: env, noColorFlag: flag, hasColors: hasColors, terminfoColors: colors) == expected)
    }

    @Test func rgbMapsToTheNearestPaletteEntry() {
        #expect(ColorSelection.nearest256(0, 0, 0) == 16)
        #expect(ColorSelection.nearest256(255, 255, 255) == 231)
        #expect(ColorSelection.nearest256(255, 0, 0) == 196)
        #expect(ColorSelection.nearest256(128, 128, 128) == 244)    // grey ramp beats the cube
        #expect(ColorSelection.nearest256(0x20, 0x37, 0x31) == 23)  // Packers green keeps a hue, not the grey 236
        #expect(ColorSelection.nearest256(0x30, 0x32, 0x31) == 236) // a near-grey still takes the ramp
        #expect(ColorSelection.nearestBasic(rgb: (0x20, 0x37, 0x31)) == 2) // dark green is green on 8 colours
        #expect(ColorSelection.nearestBasic(rgb: (0x10, 0x12, 0x11)) == 0)
    }

    @Test func colourNumbersPerDepth() {
        #expect(ColorSelection.number(for: .default, depth: .palette256) == -1)
        #expect(ColorSelection.number(for: .named(.red), depth: .eight) == 1)
        #expect(ColorSelection.number(for: .named(.brightRed), depth: .eight) == 1)
        #expect(ColorSelection.number(for: .named(.brightRed), depth: .palette256) == 9)
        #expect(ColorSelection.number(for: .rgb(1, 2, 3), depth: .truecolor) == 0x010203)
        #expect(ColorSelection.number(for: .rgb(255, 0, 0), depth: .eight) == 1)
        #expect(ColorSelection.number(for: .indexed(196), depth: .eight) == 1)
        #expect(ColorSelection.number(for: .rgb(255, 0, 0), depth: .monochrome) == -1)
    }

    @Test func utf8Wishes() {
        #expect(LocaleSetup.wantsUTF8(["LANG": "en_US.UTF-8"]))
        #expect(LocaleSetup.wantsUTF8(["LANG": "de_DE.utf8"]))
        #expect(!LocaleSetup.wantsUTF8(["LANG": "C"]))
        #expect(!LocaleSetup.wantsUTF8(["LC_ALL": "C", "LANG": "en_US.UTF-8"]))   // LC_ALL wins
        #expect(!LocaleSetup.wantsUTF8([:]))
    }
}
