import FoundationEssentials
import Glibc
import SportsCore
import TerminalUI

/// A half court, 50 feet across and 47 from the baseline to half court,
/// drawn to scale in dots: Braille (2×4 a cell, about square) or one dot a
/// cell in ASCII (cells twice as tall as wide). The baseline is at the top.
/// Each dot is tagged so a cell takes the colour of the most important
/// thing in it: a made shot over a miss over a line.
struct CourtGrid {
    enum Mark: UInt8, Comparable {
        case none = 0, line, awayMiss, homeMiss, awayMade, homeMade
        static func < (a: Mark, b: Mark) -> Bool { a.rawValue < b.rawValue }
    }

    private(set) var dots: TaggedDotGrid<Mark>
    let scaleX: Double, scaleY: Double

    var columns: Int { dots.columns }
    var rows: Int { dots.rows }
    var braille: Bool { dots.braille }

    /// The rows a court `columns` wide takes.
    static func rows(columns: Int, braille: Bool) -> Int {
        let across = Double(braille ? columns * 2 : columns)
        let scale = (across - 1) / NBACourt.width
        let down = Int((NBACourt.halfLength * (braille ? scale : scale / 2)).rounded(.up)) + 1
        return braille ? (down + 3) / 4 : down
    }

    init(columns: Int, braille: Bool) {
        let columns = max(12, columns)
        let across = Double(braille ? columns * 2 : columns)
        scaleX = (across - 1) / NBACourt.width
        scaleY = braille ? scaleX : scaleX / 2
        dots = TaggedDotGrid(columns: columns, rows: Self.rows(columns: columns, braille: braille), braille: braille, empty: .none)
        drawCourt()
    }

    /// Court feet (across from the middle, along from the baseline) to a dot.
    func dot(_ across: Double, _ along: Double) -> (Int, Int) { Self.dot(across, along, scaleX, scaleY) }

    static func dot(_ across: Double, _ along: Double, _ scaleX: Double, _ scaleY: Double) -> (Int, Int) {
        (Int(((across + NBACourt.width / 2) * scaleX).rounded()), Int((along * scaleY).rounded()))
    }

    mutating func mark(_ spot: NBACourt.Spot, _ mark: Mark) {
        guard spot.across.isFinite, spot.along.isFinite, spot.isOnHalfCourt else { return }
        let (x, y) = dot(spot.across, spot.along)
        dots.spot(x, y, size: mark >= .awayMade && braille ? 2 : 1, mark)
    }

    private mutating func segment(_ a: (Double, Double), _ b: (Double, Double)) { dots.line(dot(a.0, a.1), dot(b.0, b.1), .line) }

    /// An arc around (across, along), angles in degrees from the across axis, towards half court.
    private mutating func arc(_ cx: Double, _ cy: Double, _ r: Double, from: Double, to: Double) {
        let scaleX = scaleX, scaleY = scaleY
        dots.arc(cx, cy, r, from: from, to: to, steps: 64, .line) { Self.dot($0, $1, scaleX, scaleY) }
    }

    /// Sidelines, baseline and half-court line; the lane, the free-throw
    /// circle, the rim and backboard, the restricted area; the three-point
    /// line (straight in the corners, an arc above the break); the centre circle's half.
    private mutating func drawCourt() {
        let w = NBACourt.width / 2, l = NBACourt.halfLength, rim = NBACourt.rimFromBaseline
        segment((-w, 0), (w, 0)); segment((-w, l), (w, l))
        segment((-w, 0), (-w, l)); segment((w, 0), (w, l))
        let lane = NBACourt.laneWidth / 2, ft = NBACourt.freeThrowLine
        segment((-lane, 0), (-lane, ft)); segment((lane, 0), (lane, ft)); segment((-lane, ft), (lane, ft))
        arc(0, ft, NBACourt.freeThrowRadius, from: 0, to: 180)
        segment((-3, 4), (3, 4))
        arc(0, rim, 0.75, from: 0, to: 360)
        arc(0, rim, NBACourt.restrictedRadius, from: 0, to: 180)
        let corner = NBACourt.cornerThree, depth = NBACourt.cornerDepth
        segment((-corner, 0), (-corner, rim + depth)); segment((corner, 0), (corner, rim + depth))
        let start = atan2(depth, corner) * 180 / .pi
        arc(0, rim, NBACourt.threeRadius, from: start, to: 180 - start)
        arc(0, l, 6, from: 180, to: 360)
    }

    /// Each cell's text and its most important mark, row by row.
    func cells() -> [[(Character, Mark)]] {
        dots.cells { m in
            switch m {
            case .none: " "
            case .line: "."
            case .awayMiss, .homeMiss: "x"
            case .awayMade, .homeMade: "O"
            }
        }
    }
}
