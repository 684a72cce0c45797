import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The light theme must be readable on a white background: every coloured
/// text drawn on the terminal's own background reaches WCAG AA contrast
/// (4.5:1) against white. (mlbt shipped grey-on-white once; this keeps us from it.)
@Suite struct ThemeTests {
    static func rgb(_ color: Color) -> (Double, Double, Double)? {
        switch color {
        case .default: return nil
        case .rgb(let r, let g, let b): return (Double(r), Double(g), Double(b))
        case .named(let n): return rgb(.indexed(n.rawValue))
        case .indexed(let i):
            let (r, g, b) = XtermPalette.rgb(i)
            return (Double(r), Double(g), Double(b))
        }
    }

    static func luminance(_ c: (Double, Double, Double)) -> Double {
        func channel(_ v: Double) -> Double {
            let s = v / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }

    static func contrastOnWhite(_ color: Color) -> Double? {
        rgb(color).map { 1.05 / (luminance($0) + 0.05) }
    }

    /// Screens in every state the theme styles: lists, selection, live and
    /// postponed games, detail, standings with a favorite, schedule, shows,
    /// help, dialog, date picker.
    static func scenes(_ kind: Theme.Kind) -> [(String, AppState)] {
        func themed(_ s: AppState) -> AppState { var s = s; s.display.themeKind = kind; return s }
        var scenes: [(String, AppState)] = []
        var live = loadedScores("2018-09-20", width: 120, height: 40)
        followMLB(&live, [144])
        scenes.append(("scores-live", live))
        scenes.append(("scores-finals", loadedScores("2018-09-19", width: 120, height: 40)))
        var help = loadedScores(width: 120, height: 40); press(&help, .char("?"))
        scenes.append(("help", help))
        var picker = loadedScores(width: 120, height: 40); press(&picker, .char("d"))
        scenes.append(("picker", picker))
        var retry = makeState(width: 120, height: 40)
        _ = reduce(&retry, .start)
        _ = reduce(&retry, .scores(.mlb(.loaded(testDay, .failure(.timeout), at: loadTime))))
        scenes.append(("retry", retry))
        scenes.append(("standings", loadedStandings(width: 120, height: 40, favorites: [111])))
        scenes.append(("schedule", loadedSchedule(width: 120, height: 40)))
        scenes.append(("shows", loadedShows(width: 120, height: 40, favorites: [sampleShows()[1]])))
        return scenes.map { ($0.0, themed($0.1)) }
    }

    /// Rules and box edges are graphics, not text: WCAG asks 3:1 of them.
    static func isLineDrawing(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { (0x2500...0x257F).contains($0.value) }
    }

    @Test func lightThemeTextIsReadableOnWhite() {
        for (name, state) in Self.scenes(.light) {
            let canvas = render(state)
            for y in 0..<canvas.size.height {
                for x in 0..<canvas.size.width {
                    let cell = canvas[x, y]
                    guard cell.style.background == .default, cell.grapheme != " ", !cell.isContinuation,
                          let ratio = Self.contrastOnWhite(cell.style.foreground) else { continue }
                    let needed = Self.isLineDrawing(cell.grapheme) ? 3.0 : 4.5
                    guard ratio < needed else { continue }
                    Issue.record("\(name): \(String(format: "%.2f", ratio)):1 at \(x),\(y) in '\(canvas.lines[y])'")
                    break
                }
            }
        }
    }

    /// The dark theme's pale greys are exactly what fails on white: the test above must be able to fail.
    @Test func theDarkThemeWouldFailOnWhite() {
        let dark = Theme.make(.dark)
        #expect((Self.contrastOnWhite(dark.muted.foreground) ?? 21) < 4.5)
        #expect((Self.contrastOnWhite(dark.hintKey.foreground) ?? 21) < 4.5)
    }

    @Test func monoUsesNoColourAtAll() {
        for (name, state) in Self.scenes(.mono) {
            let canvas = render(state)
            let coloured = canvas.cells.contains { cell in
                // Team badges are the one place colours are asked for; mono turns them into reverse.
                cell.style.foreground != .default || cell.style.background != .default
            }
            #expect(!coloured, "\(name)")
        }
    }
}
