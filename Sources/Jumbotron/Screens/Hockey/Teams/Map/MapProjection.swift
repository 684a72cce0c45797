import SportsCore
import TerminalUI

/// Longitude and latitude to cell coordinates: an equirectangular window on
/// the NHL's part of North America, stretched to the area (terminal cells are
/// about twice as tall as wide, so this keeps the continent's look).
public struct MapProjection: Equatable, Sendable {
    /// West, east, south, north edges in degrees: every arena with a margin.
    public static let window = (west: -127.0, east: -64.0, south: 24.5, north: 55.5)

    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) { self.width = max(1, width); self.height = max(1, height) }

    /// Fractional cell position (0..<width, 0..<height inside the window).
    public func project(_ p: GeoPoint) -> (x: Double, y: Double) {
        let w = Self.window
        let x = (p.longitude - w.west) / (w.east - w.west) * Double(width)
        let y = (w.north - p.latitude) / (w.north - w.south) * Double(height)
        return (x, y)
    }

    /// The cell holding `p`, clamped into the area.
    public func cell(_ p: GeoPoint) -> Point {
        let (x, y) = project(p)
        func clamp(_ v: Double, _ upper: Int) -> Int {
            guard v.isFinite else { return 0 }
            return Int(Swift.min(Double(upper - 1), Swift.max(0, v.rounded(.down))))
        }
        return Point(x: clamp(x, width), y: clamp(y, height))
    }
}
