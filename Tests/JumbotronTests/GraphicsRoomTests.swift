import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The game centers' drawings use the room they are given: the strike zone,
/// the win-probability chart and the rink grow with the pane, keeping their
/// proportions, and the numbers drawn on them never run together.
@Suite struct GraphicsRoomTests {
    static func isBraille(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { (0x2801...0x28FF).contains($0.value) }
    }

    /// Rows holding Braille dots (the drawing) in `lines`, from column `from` on.
    static func drawnRows(_ lines: [String], from: Int = 0) -> Int {
        lines.filter { $0.dropFirst(from).contains(where: isBraille) }.count
    }

    /// The widest run of Braille on any row: the drawing's width.
    static func drawnColumns(_ lines: [String], from: Int = 0) -> Int {
        lines.map { line -> Int in
            let cells = Array(line.dropFirst(from))
            guard let first = cells.firstIndex(where: isBraille), let last = cells.lastIndex(where: isBraille) else { return 0 }
            return last - first + 1
        }.max() ?? 0
    }

    @Test func theStrikeZoneGrowsWithThePaneAndKeepsItsShape() {
        func zone(_ w: Int, _ h: Int) -> (rows: Int, columns: Int) {
            var s = centerScores("2018-09-19", 530003, width: w, height: h, section: "a")
            if w > 120 { _ = AppReducer.reduce(&s, .key(.char("z"))) }   // full screen at 200×60
            let lines = render(s).lines
            return (Self.drawnRows(lines), Self.drawnColumns(lines))
        }
        let small = zone(80, 24), large = zone(200, 60)
        #expect(large.rows >= 3 * small.rows, "\(small) → \(large)")
        // The plate is 17 inches and the zone about 2 feet tall: about as wide as tall in Braille's square dots.
        let aspect = Double(large.columns * 2) / Double(large.rows * 4)
        #expect(aspect > 0.5 && aspect < 1.2, "\(large)")
        #expect(StrikeZoneView.rows(fitting: 40, height: 50) == 22, "the width holds it back: 22 rows are 40 columns")
        #expect(StrikeZoneView.rows(fitting: 200, height: 3) == StrikeZoneView.minimumRows)
    }

    @Test func theWinProbabilityChartTakesThePanesHeight() {
        func chart(_ w: Int, _ h: Int) -> Int {
            var s = centerScores("2018-09-19", 530003, width: w, height: h, section: "w")
            if w > 120 { _ = AppReducer.reduce(&s, .key(.char("z"))) }
            return Self.drawnRows(render(s).lines)
        }
        let small = chart(80, 24), large = chart(200, 60)
        #expect(large >= 3 * small, "\(small) → \(large)")
        // Everything under the chart is still on screen: the last swing is told.
        var s = centerScores("2018-09-19", 530003, width: 200, height: 60, section: "w")
        _ = AppReducer.reduce(&s, .key(.char("z")))
        let text = render(s).lines.joined(separator: "\n")
        #expect(text.contains("Biggest swings") && text.contains("3  "))
    }

    @Test func theRinkFitsThePaneAndGrowsWithIt() {
        func rink(_ w: Int, _ h: Int) -> (rows: Int, columns: Int, text: String) {
            var s = nhlCenter(2026020303, width: w, height: h, section: "m")
            if w > 120 { _ = AppReducer.reduce(&s, .key(.char("z"))) }
            let lines = render(s).lines
            return (Self.drawnRows(lines), Self.drawnColumns(lines), lines.joined(separator: "\n"))
        }
        let small = rink(80, 24), large = rink(200, 60)
        #expect(large.rows >= 2 * small.rows && large.columns >= 2 * small.columns, "\(small.rows)x\(small.columns) → \(large.rows)x\(large.columns)")
        // 200 by 85 feet: Braille dots are square, so columns × 2 over rows × 4 stays near 200/85.
        for r in [small, large] {
            let aspect = Double(r.columns * 2) / Double(r.rows * 4)
            #expect(abs(aspect - 200.0 / 85) < 0.35, "\(r.rows)x\(r.columns)")
        }
        // The whole section is on screen at 80×24: the goals under the rink too.
        #expect(small.text.contains("P. Lemaire") && small.text.contains("K. Dorsey") && small.text.contains("dots: shots"))
    }

    @Test func numbersOnADrawingNeverTouch() {
        var placer = LabelPlacer(columns: 20, rows: 5)
        var taken: [(column: Int, row: Int, width: Int)] = []
        // Ten labels all wanted at one spot, two digits some of them.
        for i in 1...10 {
            let width = String(i).count
            let at = placer.place(width: width, column: 8, row: 2)
            for other in taken where other.row == at.row {
                #expect(at.column > other.column + other.width || at.column + width < other.column, "\(i) touches another")
            }
            #expect(at.column >= 0 && at.column + width <= 20 && at.row >= 0 && at.row < 5)
            taken.append((at.column, at.row, width))
        }
        // The pitches of a recorded plate appearance: no two numbers side by side on the zone.
        let lines = render(centerScores("2018-09-20", 530103, width: 80, height: 24, section: "a")).lines
        let top = lines.firstIndex { $0.prefix(20).contains(where: Self.isBraille) } ?? 0
        let bottom = lines.firstIndex { $0.contains("catcher's view") } ?? lines.count
        #expect(bottom > top + 5, "the zone is drawn")
        for line in lines[top..<bottom] {
            let zone = Array(line.prefix(20))
            for i in zone.indices.dropLast() where zone[i].isNumber && zone[i + 1].isNumber {
                Issue.record("numbers run together: \(line)")
            }
        }
    }
}
