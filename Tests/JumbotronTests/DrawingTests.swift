import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The strike zone and the rink as pictures: drawn at the terminal's
/// resolution from a description that travels as the picture's id, placed
/// where the Braille drawing stands, and never a crash on a broken id.
@Suite struct DrawingTests {
    static func pixel(_ rgba: [UInt8], _ width: Int, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(rgba[i..<(i + 4)])
    }

    @Test func aZoneDrawingTravelsAsItsIdAndDrawsItsPitchesWhereTheyWere() throws {
        let pitches: [(number: Int, x: Double, z: Double, color: Drawing.RGB)] = [
            (1, 0, 2.5, StrikeZoneDrawing.strike), (2, -1.2, 1.0, StrikeZoneDrawing.ball),
        ]
        let drawing = StrikeZoneDrawing.make(pitches, top: 3.4, bottom: 1.6)
        let back = try #require(Drawing(id: drawing.id))
        #expect(back.id == drawing.id && back.shapes.count == drawing.shapes.count)
        // 36 × 20 cells of 10 × 20 pixels: 100 pixels a foot, the view 3.6 by 4 feet.
        let (w, h) = (360, 400)
        let rgba = try #require(back.raster(width: w, height: h))
        func at(_ x: Double, _ z: Double) -> [UInt8] { Self.pixel(rgba, w, Int((x + 1.8) * 100), Int((4.5 - z) * 100)) }
        #expect(at(0, 2.5) == [220, 55, 55, 255], "the strike in red at its place")
        #expect(at(-1.2, 1.0) == [40, 175, 75, 255], "the ball in green")
        #expect(at(0.708, 3.4)[3] == 255, "the zone's corner drawn")
        #expect(Self.pixel(rgba, w, 2, 2)[3] == 0, "transparent where nothing is drawn: the pane shows through")
        // A ball to scale: 2.9 inches across is about 24 pixels at 100 a foot.
        let across = (0..<w).filter { Self.pixel(rgba, w, $0, 200)[0] == 220 && Self.pixel(rgba, w, $0, 200)[1] == 55 }.count
        #expect(across >= 20 && across <= 28, "\(across)")
    }

    @Test func brokenIdsAreRefusedOrBoundedNeverATrap() {
        for id in ["draw:", "draw:V 0 0 0 0", "draw:V 0 0 1 nan", "draw:V 0 0 1 1;X 1", "draw:V 0 0 1 1;L 1 2", "nodraw"] {
            #expect(Drawing(id: id) == nil, "\(id)")
        }
        // Hostile numbers inside a good box: drawn as far as they can be, in bounded time.
        let hostile = Drawing(id: "draw:V 0 1 1 1;D 1e300 -1e300 1e300 ff0000;L 0 0 1e300 1 00ff00 1e9;A 0 0 1e300 0 1e300 0000ff 3;T 12345678 1e300 0 1e300 ffffff")
        let drawn = hostile.flatMap { $0.raster(width: 200, height: 200) }
        #expect(drawn?.count == 200 * 200 * 4)
        #expect(Drawing(id: "draw:V 0 1 1 1")?.raster(width: 5000, height: 5000) == nil, "past the pixel budget")
        let many = "draw:V 0 1 1 1" + String(repeating: ";D 0.5 0.5 0.1 ffffff", count: 5_000)
        #expect((Drawing(id: many)?.shapes.count ?? 0) <= Drawing.maxShapes)
    }

    @Test func theRinkDrawingHasItsLinesItsShotsAndItsGoalsNumbered() throws {
        let spots = [RinkDrawing.Spot(x: -80, y: 10, away: true, goal: nil), RinkDrawing.Spot(x: 82, y: -5, away: false, goal: 1)]
        let away = Drawing.RGB(r: 10, g: 200, b: 200), home = Drawing.RGB(r: 250, g: 120, b: 0)
        let drawing = RinkDrawing.make(spots, marked: nil, away: away, home: home)
        let (w, h) = (404, 174)   // 2 pixels a foot, a foot of margin each side
        let rgba = try #require(Drawing(id: drawing.id)?.raster(width: w, height: h))
        func at(_ x: Double, _ y: Double) -> [UInt8] { Self.pixel(rgba, w, Int((x + 101) * 2), Int((43.5 - y) * 2)) }
        #expect(at(0, 0) == [200, 40, 40, 255], "the red line at centre ice")
        #expect(at(25, 30) == [50, 90, 210, 255], "a blue line")
        #expect(at(-80, 10) == [10, 200, 200, 255], "the away shot in its colour")
        #expect(at(82, -5) == [250, 120, 0, 255], "the home goal in its colour")
        #expect(drawing.shapes.contains { if case .digits("1", _, _, _, _) = $0 { true } else { false } }, "the goal numbered")
    }
}
