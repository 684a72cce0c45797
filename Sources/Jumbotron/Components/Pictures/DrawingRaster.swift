import FoundationEssentials
import Glibc

/// A `Drawing` in pixels: RGBA, transparent where nothing is drawn (the
/// pane shows through), the view box fitted inside `width` × `height` with
/// its proportions and centred. Lines and arcs are discs stamped along
/// them; digits come from a 3×5 font, scaled.
extension Drawing {
    /// The largest raster drawn, whatever a slot asks (a 200×60 pane of 10×20 cells is 2000×1200).
    static let maxPixels = 4_000_000

    func raster(width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0, width * height <= Self.maxPixels else { return nil }
        var canvas = Raster(width: width, height: height)
        let scale = min(Double(width) / self.width, Double(height) / self.height)
        let offsetX = (Double(width) - self.width * scale) / 2, offsetY = (Double(height) - self.height * scale) / 2
        func px(_ x: Double, _ y: Double) -> (Double, Double) { (offsetX + (x - left) * scale, offsetY + (top - y) * scale) }
        for shape in shapes {
            switch shape {
            case .line(let x0, let y0, let x1, let y1, let c, let w):
                canvas.line(px(x0, y0), px(x1, y1), radius: max(0.5, w / 2), c)
            case .arc(let x, let y, let r, let from, let to, let c, let w):
                let length = abs(to - from) / 360 * 2 * Double.pi * r * scale
                let steps = length.isFinite ? max(8, Int(min(4_000, length / 2))) : 8
                var previous = px(x + r * cos(from * .pi / 180), y + r * sin(from * .pi / 180))
                for i in 1...steps {
                    let a = (from + (to - from) * Double(i) / Double(steps)) * .pi / 180
                    let next = px(x + r * cos(a), y + r * sin(a))
                    canvas.line(previous, next, radius: max(0.5, w / 2), c)
                    previous = next
                }
            case .dot(let x, let y, let r, let c):
                canvas.disc(px(x, y), radius: max(1, r * scale), c)
            case .box(let x, let y, let w, let h, let c):
                let (x0, y0) = px(x, y), (x1, y1) = px(x + w, y - h)
                canvas.fill(from: (x0, y0), to: (x1, y1), c)
            case .digits(let text, let x, let y, let h, let c):
                let (x0, y0) = px(x, y)
                let unit = max(1, h * scale / 5)
                for (i, ch) in text.enumerated() {
                    guard let glyph = Self.font[ch] else { continue }
                    for (row, bits) in glyph.enumerated() {
                        for col in 0..<3 where bits & (4 >> col) != 0 {
                            canvas.fill(x: x0 + (Double(i) * 4 + Double(col)) * unit, y: y0 + Double(row) * unit, size: unit, c)
                        }
                    }
                }
            }
        }
        return canvas.rgba
    }

    /// Digits three dots wide and five tall, a row a number (the leftmost dot 4).
    static let font: [Character: [Int]] = [
        "0": [7, 5, 5, 5, 7], "1": [2, 6, 2, 2, 7], "2": [7, 1, 7, 4, 7], "3": [7, 1, 7, 1, 7], "4": [5, 5, 7, 1, 1],
        "5": [7, 4, 7, 1, 7], "6": [7, 4, 7, 5, 7], "7": [7, 1, 2, 2, 2], "8": [7, 5, 7, 5, 7], "9": [7, 5, 7, 1, 7],
    ]
}

/// RGBA pixels, drawn into with opaque colours.
private struct Raster {
    let width: Int, height: Int
    var rgba: [UInt8]

    init(width: Int, height: Int) {
        self.width = width; self.height = height
        rgba = [UInt8](repeating: 0, count: width * height * 4)
    }

    mutating func set(_ x: Int, _ y: Int, _ c: Drawing.RGB) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        rgba[i] = c.r; rgba[i + 1] = c.g; rgba[i + 2] = c.b; rgba[i + 3] = 255
    }

    mutating func disc(_ center: (Double, Double), radius: Double, _ c: Drawing.RGB) {
        guard center.0.isFinite, center.1.isFinite, radius.isFinite, abs(center.0) < 1e7, abs(center.1) < 1e7 else { return }
        // Dots and pens are small: a bound keeps a broken size from costing the whole canvas per stamp.
        let r = min(radius, 64)
        let x0 = max(0, Int((center.0 - r).rounded(.down))), x1 = min(width - 1, Int((center.0 + r).rounded(.up)))
        let y0 = max(0, Int((center.1 - r).rounded(.down))), y1 = min(height - 1, Int((center.1 + r).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let dx = Double(x) + 0.5 - center.0, dy = Double(y) + 0.5 - center.1
                if dx * dx + dy * dy <= r * r { set(x, y, c) }
            }
        }
    }

    mutating func line(_ a: (Double, Double), _ b: (Double, Double), radius: Double, _ c: Drawing.RGB) {
        guard a.0.isFinite, a.1.isFinite, b.0.isFinite, b.1.isFinite, abs(a.0) + abs(a.1) + abs(b.0) + abs(b.1) < 1e7 else { return }
        let length = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
        let steps = min(20_000, max(1, Int(length * 2)))
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            disc((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t), radius: radius, c)
        }
    }

    /// Every pixel between two corners, clamped to the raster (a hostile box costs the raster's size at most).
    mutating func fill(from a: (Double, Double), to b: (Double, Double), _ c: Drawing.RGB) {
        guard a.0.isFinite, a.1.isFinite, b.0.isFinite, b.1.isFinite else { return }
        // Clamped before turning whole: a coordinate of 1e300 would not fit an Int.
        func whole(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit)).rounded()) }
        let left = whole(min(a.0, b.0), width), right = whole(max(a.0, b.0), width)
        let top = whole(min(a.1, b.1), height), bottom = whole(max(a.1, b.1), height)
        guard left < right, top < bottom else { return }
        for py in top..<bottom { for pxl in left..<right { set(pxl, py, c) } }
    }

    mutating func fill(x: Double, y: Double, size: Double, _ c: Drawing.RGB) {
        guard x.isFinite, y.isFinite, abs(x) < 1e7, abs(y) < 1e7 else { return }
        let side = Int(min(size, 64).rounded(.up))
        for py in Int(y)..<(Int(y) + side) { for pxl in Int(x)..<(Int(x) + side) { set(pxl, py, c) } }
    }
}
