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

    /// At the smallest size help takes what fits and scrolls, saying
    /// there is more; the hint bar shows help's own keys.
    @Test func helpScrollsAtTheSmallestSize() {
        var s = makeState(width: 40, height: 12)
        press(&s, .char("?"))
        Snapshot.assert(render(s).snapshot, named: "chrome-help-40x12")
        let first = render(s).lines
        #expect(first.contains { $0.contains("↓ more") })
        #expect(first[10].contains("↓ scroll") && first[10].contains("Esc close"))
        press(&s, .char("G"))
        Snapshot.assert(render(s).snapshot, named: "chrome-help-40x12-end")
        let last = render(s).lines
        #expect(last.contains { $0.contains("Suspend") })          // the last global key shows at the end
        #expect(last.contains { $0.contains("↑ more") } && !last.contains { $0.contains("↓") && $0.contains("more") })
        press(&s, .down)                                           // past the end: stays
        #expect(render(s).lines == last)
        press(&s, .char("g"))
        #expect(render(s).lines == first)
        press(&s, .escape)
        #expect((s.presented == nil))
    }

    /// Every line of help is reachable at every size from 40×12 up: nothing is
    /// cut off by the box and every heading shows somewhere while scrolling.
    @Test(arguments: [(40, 12), (60, 15), (80, 24), (100, 30), (120, 40)])
    func everyHelpLineIsReachable(width: Int, height: Int) {
        var s = makeState(width: width, height: height)
        press(&s, .char("?"))
        var seen = Set<String>()
        for _ in 0..<40 {
            for line in render(s).lines { seen.insert(line) }
            press(&s, .down)
        }
        let text = seen.joined(separator: "\n")
        for needle in ["Scores", "Global", "Previous day", "Pick a date", "Basketball tab", "Suspend"] {
            #expect(text.contains(needle), "\(needle) at \(width)x\(height)")
        }
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
        #expect(lines[11].contains("1 Scr") && lines[11].contains("5 NHL"))   // five tabs: the short titles fit
    }
}

/// Config problems are shown whole at start, wrapped to the screen
/// (a one-line notice cut them at 80 columns), and OK closes them.
@Suite struct SettingsProblemsDialogTests {
    static let problems = [
        SettingsProblem(line: 1, key: "theme", message: "'a-very-long-theme-name-that-nobody-would-ever-type' is not one of dark, light, mono, auto; using auto"),
        SettingsProblem(line: 2, key: "refresh_seconds", message: "5 is not between 10 and 86400; using 30"),
        SettingsProblem(line: 3, key: "clock", message: "'25h' is not one of 12h, 24h, locale; using locale"),
    ]

    @Test(arguments: [(80, 24), (120, 40), (40, 12)])
    func everyProblemShowsWrapped(width: Int, height: Int) {
        var s = makeState(width: width, height: height)
        s.presented = .dialog(.settingsProblems(Self.problems))
        let lines = render(s).lines
        if width >= 80 {
            Snapshot.assert(render(s).snapshot, named: "chrome-settings-problems-\(width)x\(height)")
            let screen = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
            for problem in Self.problems {
                for word in problem.description.split(separator: " ") { #expect(screen.contains(word), "\(word)") }
            }
        }
        #expect(lines.allSatisfy { DisplayWidth.of($0) == width })
        #expect(lines.contains { $0.contains("[ OK ]") }, "the way out always shows")
        press(&s, .enter)
        #expect((s.presented == nil))
    }
}

/// `?` works from the date picker and from dialogs, and their keys
/// are listed there; Tab and Shift-Tab wrap around a dialog's buttons.
@Suite struct ModalHelpTests {
    @Test func questionMarkOpensHelpFromThePickerWithItsKeys() {
        var s = loadedScores()
        press(&s, .char("d"))
        #expect(render(s).lines[22].contains("Enter pick") && render(s).lines[22].contains("? help"))
        press(&s, .char("?"))
        let text = render(s).lines.joined(separator: "\n")
        #expect(text.contains("Keys — Date picker") && text.contains("Type YYYY-MM-DD to jump"))
        press(&s, .escape)
        #expect(render(s).lines.joined().contains("Pick a date"))       // back in the picker, still open
    }

    @Test func questionMarkOpensHelpFromADialogAndTabWraps() {
        let first = sampleShows()[0]
        var s = loadedShows(favorites: [first])
        press(&s, .char("x"))
        guard case .dialog(let d) = s.presented else { Issue.record("no dialog"); return }
        #expect(d.selected == 0 && d.destructive)
        press(&s, .tab)
        press(&s, .tab)                                                 // past the last button: back to the first
        guard case .dialog(let wrapped) = s.presented else { Issue.record("no dialog"); return }
        #expect(wrapped.selected == 0)
        press(&s, .backTab)
        guard case .dialog(let back) = s.presented else { Issue.record("no dialog"); return }
        #expect(back.selected == 1)
        press(&s, .char("?"))
        let text = render(s).lines.joined(separator: "\n")
        #expect(text.contains("Keys — Dialog") && text.contains("Delete (the last button)"), "y named by the button it presses")
        press(&s, .escape)
        if case .dialog = s.presented {} else { Issue.record("closing help closed the dialog") }
    }

    /// The hint bar of every screen in every state that changes its keys, in
    /// one reviewed file: the screens' own snapshots leave the bar out, so a
    /// key that comes or goes shows here, once.
    @Test(arguments: [(80, 24), (120, 40)])
    func hintBarsOfEveryScreen(width: Int, height: Int) {
        var out = ""
        for (name, state) in KeyWalk.cached {
            var s = state
            _ = reduce(&s, .resize(Size(width: width, height: height)))
            let canvas = render(s)
            let bar = canvas.lines[Layout(size: s.size).hints.y]
            out += name.padding(toLength: 34, withPad: " ", startingAt: 0) + "|" + bar + "|\n"
        }
        Snapshot.assert(out, named: "chrome-hint-bars-\(width)x\(height)")
    }
}

