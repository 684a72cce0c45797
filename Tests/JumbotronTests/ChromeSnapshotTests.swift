import Testing
import TestSupport
import TerminalUI
@testable import Jumbotron

@Suite struct ChromeSnapshotTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func helpOverlay(width: Int, height: Int) {
        var s = makeState(width: width, height: height)
        press(&s, .char("?"))
        Snapshot.assert(render(s).snapshot, named: "chrome-help-\(width)x\(height)")
    }

    @Test func asciiAndMonochrome() {
        var s = makeState(ascii: true, monochrome: true)
        press(&s, .char("?"))
        Snapshot.assert(render(s).snapshot, named: "chrome-help-ascii-mono-80x24")
    }

    @Test(arguments: [(39, 24, "Too small: need 40×12"), (80, 11, "Terminal too small — need at least 40×12"),
                      (21, 5, "Too small: need 40×12"), (20, 5, "40×12"), (6, 3, "40×12"), (1, 1, ""), (0, 0, "")])
    func tooSmall(width: Int, height: Int, message: String) {
        let canvas = render(makeState(width: width, height: height))
        #expect(canvas.size == Size(width: width, height: height))
        if !message.isEmpty { #expect(canvas.lines.contains { $0.contains(message) }) }
        #expect(!canvas.lines.joined().contains("Scores"))
    }

    @Test func tooSmallSnapshot() {
        Snapshot.assert(render(makeState(width: 45, height: 11)).snapshot, named: "chrome-too-small-45x11")
    }

    @Test func minimumSizeRendersTheChrome() {
        let lines = render(makeState(width: 40, height: 12)).lines
        #expect(lines[0].hasPrefix(" Jumbotron"))
        #expect(lines[11].contains("1 MLB") && lines[11].contains("5 NHL"))   // five tabs: the short titles fit
    }
}
