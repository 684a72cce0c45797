import Testing
@testable import TerminalUI

@Suite struct GeometryTests {
    @Test func splitsNeverGoNegative() {
        let r = Rect(x: 0, y: 0, width: 10, height: 3)
        let (top, rest) = r.splitTop(5)
        #expect(top.height == 3 && rest.height == 0)
        #expect(r.inset(by: 4).isEmpty)
        #expect(r.centered(width: 20, height: 1) == Rect(x: 0, y: 1, width: 10, height: 1))
    }

    @Test func hexColours() {
        #expect(Color(hex: "#203731") == .rgb(0x20, 0x37, 0x31))
        #expect(Color(hex: "nope") == nil)
    }

    @Test func keyLabels() {
        #expect(Key.left.label() == "←")
        #expect(Key.left.label(ascii: true) == "Left")
        #expect(Key.ctrl("c").label() == "Ctrl-C")
        #expect(Key.char(" ").label() == "Space")
    }
}
