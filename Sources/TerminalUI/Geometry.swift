/// A terminal size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)×\(height)" }
}

public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}

/// A rectangle of cells; empty when either side is zero or negative.
public struct Rect: Hashable, Sendable {
    public var x, y, width, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y
        self.width = max(0, width); self.height = max(0, height)
    }
    public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    public var isEmpty: Bool { width == 0 || height == 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    /// The rectangle shrunk by `d` cells on every side.
    public func inset(by d: Int) -> Rect { inset(top: d, left: d, bottom: d, right: d) }
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// Splits off `n` rows from the top; returns (top, rest).
    public func splitTop(_ n: Int) -> (Rect, Rect) {
        let h = min(max(0, n), height)
        return (Rect(x: x, y: y, width: width, height: h), Rect(x: x, y: y + h, width: width, height: height - h))
    }
    /// Splits off `n` rows from the bottom; returns (rest, bottom).
    public func splitBottom(_ n: Int) -> (Rect, Rect) {
        let h = min(max(0, n), height)
        return (Rect(x: x, y: y, width: width, height: height - h), Rect(x: x, y: y + height - h, width: width, height: h))
    }
    /// Splits off `n` columns from the left; returns (left, rest).
    public func splitLeft(_ n: Int) -> (Rect, Rect) {
        let w = min(max(0, n), width)
        return (Rect(x: x, y: y, width: w, height: height), Rect(x: x + w, y: y, width: width - w, height: height))
    }
    /// A rectangle of at most the given size centred in this one.
    public func centered(width w: Int, height h: Int) -> Rect {
        let cw = min(w, width), ch = min(h, height)
        return Rect(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
    }
    public func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }
    public func intersects(_ r: Rect) -> Bool {
        !isEmpty && !r.isEmpty && x < r.maxX && r.x < maxX && y < r.maxY && r.y < maxY
    }
}
