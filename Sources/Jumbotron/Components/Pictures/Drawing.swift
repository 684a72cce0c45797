import FoundationEssentials
import Primitives

/// A picture we draw ourselves for a terminal that shows pixels: the strike
/// zone and the rink, the same drawings as their Braille at the terminal's
/// own resolution. Shapes are in the drawing's units (feet), inside a view
/// box that keeps its proportions when rasterized. It travels as its
/// picture id (`draw:…`, text), so the picture shelf, the wishes and the
/// runtime's queue treat it like any other picture.
struct Drawing: Equatable, Sendable {
    struct RGB: Equatable, Sendable { var r, g, b: UInt8 }

    enum Shape: Equatable, Sendable {
        /// A line `width` pixels thick.
        case line(x0: Double, y0: Double, x1: Double, y1: Double, RGB, width: Double)
        /// An arc of a circle, degrees counter-clockwise from +x, `width` pixels thick.
        case arc(x: Double, y: Double, radius: Double, from: Double, to: Double, RGB, width: Double)
        /// A filled disc, its radius in the drawing's units.
        case dot(x: Double, y: Double, radius: Double, RGB)
        /// A filled rectangle, its top-left corner at (x, y), in the drawing's units.
        case box(x: Double, y: Double, width: Double, height: Double, RGB)
        /// Digits, their top-left corner at (x, y), `height` units tall.
        case digits(String, x: Double, y: Double, height: Double, RGB)
    }

    /// The view box: left, top (the largest y, y grows upwards), width, height.
    var left: Double, top: Double, width: Double, height: Double
    var shapes: [Shape] = []

    static let prefix = "draw:"
    /// A hostile or broken id never costs more than this.
    static let maxShapes = 2_000

    // MARK: the id

    var id: String {
        var parts = ["\(Self.prefix)V \(n(left)) \(n(top)) \(n(width)) \(n(height))"]
        for shape in shapes {
            switch shape {
            case .line(let x0, let y0, let x1, let y1, let c, let w):
                parts.append("L \(n(x0)) \(n(y0)) \(n(x1)) \(n(y1)) \(hex(c)) \(n(w))")
            case .arc(let x, let y, let r, let from, let to, let c, let w):
                parts.append("A \(n(x)) \(n(y)) \(n(r)) \(n(from)) \(n(to)) \(hex(c)) \(n(w))")
            case .dot(let x, let y, let r, let c):
                parts.append("D \(n(x)) \(n(y)) \(n(r)) \(hex(c))")
            case .box(let x, let y, let w, let h, let c):
                parts.append("B \(n(x)) \(n(y)) \(n(w)) \(n(h)) \(hex(c))")
            case .digits(let text, let x, let y, let h, let c):
                parts.append("T \(text.filter(\.isASCII).filter(\.isNumber)) \(n(x)) \(n(y)) \(n(h)) \(hex(c))")
            }
        }
        return parts.joined(separator: ";")
    }

    private func n(_ v: Double) -> String { Fixed.text(v.isFinite ? v : 0, places: 2) }
    private func hex(_ c: RGB) -> String {
        let digits = String(Int(c.r) << 16 | Int(c.g) << 8 | Int(c.b), radix: 16)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    init(left: Double, top: Double, width: Double, height: Double) {
        self.left = left; self.top = top; self.width = width; self.height = height
    }

    /// The drawing an id names; nil for anything broken.
    init?(id: String) {
        guard id.hasPrefix(Self.prefix) else { return nil }
        let parts = id.dropFirst(Self.prefix.count).split(separator: ";").prefix(Self.maxShapes + 1)
        guard let first = parts.first else { return nil }
        let box = first.split(separator: " ")
        guard box.count == 5, box[0] == "V", let l = Double(box[1]), let t = Double(box[2]), let w = Double(box[3]),
              let h = Double(box[4]), w > 0, h > 0, w.isFinite, h.isFinite, l.isFinite, t.isFinite else { return nil }
        self.init(left: l, top: t, width: w, height: h)
        for part in parts.dropFirst() {
            let f = part.split(separator: " ").map(String.init)
            func d(_ i: Int) -> Double? { i < f.count ? Double(f[i]).flatMap { $0.isFinite ? $0 : nil } : nil }
            func c(_ i: Int) -> RGB? {
                guard i < f.count, f[i].count == 6, let v = Int(f[i], radix: 16) else { return nil }
                return RGB(r: UInt8(v >> 16 & 0xFF), g: UInt8(v >> 8 & 0xFF), b: UInt8(v & 0xFF))
            }
            let before = shapes.count
            switch f.first {
            case "L": if let x0 = d(1), let y0 = d(2), let x1 = d(3), let y1 = d(4), let k = c(5), let w = d(6) {
                shapes.append(.line(x0: x0, y0: y0, x1: x1, y1: y1, k, width: w)) }
            case "A": if let x = d(1), let y = d(2), let r = d(3), let a = d(4), let b = d(5), let k = c(6), let w = d(7) {
                shapes.append(.arc(x: x, y: y, radius: r, from: a, to: b, k, width: w)) }
            case "B": if let x = d(1), let y = d(2), let w = d(3), let h = d(4), let k = c(5), w >= 0, h >= 0 {
                shapes.append(.box(x: x, y: y, width: w, height: h, k)) }
            case "D": if let x = d(1), let y = d(2), let r = d(3), let k = c(4) { shapes.append(.dot(x: x, y: y, radius: r, k)) }
            case "T": if f.count == 6, let x = d(2), let y = d(3), let h = d(4), let k = c(5) {
                shapes.append(.digits(String(f[1].prefix(4)), x: x, y: y, height: h, k)) }
            default: return nil
            }
            guard shapes.count > before else { return nil }   // a shape that does not read spoils the whole
        }
    }
}
