import FoundationEssentials

/// A point on the globe, degrees.
public struct GeoPoint: Hashable, Sendable {
    public var longitude: Double
    public var latitude: Double
    public init(longitude: Double, latitude: Double) { self.longitude = longitude; self.latitude = latitude }
}

/// Coastlines, lakes and land borders as polylines (Natural Earth 1:110m,
/// bundled in `samples/map/`); the Hockey map draws them.
public struct MapOutline: Hashable, Sendable {
    public var lines: [[GeoPoint]]

    public init(lines: [[GeoPoint]]) { self.lines = lines }

    public var pointCount: Int { lines.reduce(0) { $0 + $1.count } }

    /// `{coastline, lakes, borders}`, each a list of `[[lon, lat], …]` lines;
    /// points that are not two finite numbers are dropped.
    public static func decode(_ data: Data) throws -> MapOutline {
        let wire = try JSONDecoder().decode([String: Layer].self, from: data)
        var lines: [[GeoPoint]] = []
        for key in ["coastline", "lakes", "borders"] {
            for line in wire[key]?.lines ?? [] {
                let points = line.compactMap { pair -> GeoPoint? in
                    guard pair.count == 2, pair[0].isFinite, pair[1].isFinite else { return nil }
                    return GeoPoint(longitude: pair[0], latitude: pair[1])
                }
                if points.count >= 2 { lines.append(points) }
            }
        }
        return MapOutline(lines: lines)
    }

    /// A layer, or anything else under the other keys (`source`, `bbox`), ignored.
    private struct Layer: Decodable {
        var lines: [[[Double]]]?
        init(from decoder: any Decoder) throws {
            lines = try? decoder.singleValueContainer().decode([[[Double]]].self)
        }
    }
}

extension Fetch where Value == MapOutline {
    public static let mapOutline = Fetch(.mapOutline, cache: .forever) { try MapOutline.decode($0) }
}
