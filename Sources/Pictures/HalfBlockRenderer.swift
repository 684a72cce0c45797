import CPictures
import TerminalUI

/// Our own renderer, for machines without libchafa: each cell shows two
/// pixels, the upper half block `▀` in the foreground colour over the lower
/// in the background colour. Each of those two pixels is the average of the
/// image area it covers (box filter, weighted by opacity), so a large poster
/// shrinks smoothly instead of by skipping pixels. A half that is mostly
/// transparent keeps the terminal's default background, as chafa's cells do.
enum HalfBlockRenderer {
    static let upper: Unicode.Scalar = "\u{2580}", lower: Unicode.Scalar = "\u{2584}"

    /// An area's average colour and how opaque it is (0...255).
    struct Sample: Equatable {
        var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        var isOpaque: Bool { a >= 128 }
    }

    static func cells(_ pixels: jt_pixels, size: Size, depth: PictureDepth) -> PictureCells {
        let width = Int(pixels.width), height = Int(pixels.height)
        guard let rgba = pixels.rgba, width > 0, height > 0 else {
            return PictureCells(size: size, cells: Array(repeating: Cell(), count: size.width * size.height))
        }
        let image = UnsafeBufferPointer(start: rgba, count: width * height * 4)
        var palette: [UInt32: Color] = [:]   // quantising is the costly part in 256 and 8 colours
        func color(_ s: Sample) -> Color {
            let key = UInt32(s.r) << 16 | UInt32(s.g) << 8 | UInt32(s.b)
            if let known = palette[key] { return known }
            let c = PictureConverter.color((s.r, s.g, s.b), depth)
            palette[key] = c
            return c
        }
        var cells: [Cell] = []
        cells.reserveCapacity(size.width * size.height)
        let rowsOfPixels = size.height * 2
        var samples: [Sample] = []
        samples.reserveCapacity(size.width * rowsOfPixels)
        for y in 0..<rowsOfPixels {
            let rows = span(y, of: rowsOfPixels, over: height)
            for column in 0..<size.width {
                samples.append(average(image, width: width, columns: span(column, of: size.width, over: width), rows: rows))
            }
        }
        // Eight colours flatten a picture into blotches: spread each half's
        // error to its neighbours so shades read as mixtures of the eight.
        if depth == .eight { dither(&samples, width: size.width) }
        for row in 0..<size.height {
            for column in 0..<size.width {
                let upperHalf = samples[row * 2 * size.width + column]
                let lowerHalf = samples[(row * 2 + 1) * size.width + column]
                switch (upperHalf.isOpaque, lowerHalf.isOpaque) {
                case (false, false):
                    cells.append(Cell())
                case (true, false):
                    cells.append(Cell(scalar: upper, style: Style(fg: color(upperHalf), bg: .default)))
                case (false, true):
                    cells.append(Cell(scalar: lower, style: Style(fg: color(lowerHalf), bg: .default)))
                case (true, true):
                    let fg = color(upperHalf), bg = color(lowerHalf)
                    cells.append(fg == bg ? Cell(" ", style: Style(fg: .default, bg: bg)) : Cell(scalar: upper, style: Style(fg: fg, bg: bg)))
                }
            }
        }
        return PictureCells(size: size, cells: cells)
    }

    /// Floyd–Steinberg over the half-cell samples, towards the eight basic
    /// colours as the terminal shows them; transparent halves stay out of it.
    static func dither(_ samples: inout [Sample], width: Int) {
        guard width > 0 else { return }
        let height = samples.count / width
        var error = [Int](repeating: 0, count: (width + 2) * 2 * 3)
        for y in 0..<height {
            let now = (y & 1) * (width + 2) * 3, next = ((y + 1) & 1) * (width + 2) * 3
            for i in 0..<((width + 2) * 3) { error[next + i] = 0 }
            for x in 0..<width where samples[y * width + x].isOpaque {
                var s = samples[y * width + x]
                let wanted = [Int(s.r), Int(s.g), Int(s.b)].enumerated().map { a, v in min(255, max(0, v + error[now + (x + 1) * 3 + a] / 16)) }
                let index = PictureConverter.nearestIndex((UInt8(wanted[0]), UInt8(wanted[1]), UInt8(wanted[2])), in: 0...7)
                let shown = XtermPalette.rgb(index)
                s.r = shown.0; s.g = shown.1; s.b = shown.2
                samples[y * width + x] = s
                for (a, v) in [Int(shown.0), Int(shown.1), Int(shown.2)].enumerated() {
                    let e = wanted[a] - v
                    error[now + (x + 2) * 3 + a] += e * 7
                    error[next + x * 3 + a] += e * 3
                    error[next + (x + 1) * 3 + a] += e * 5
                    error[next + (x + 2) * 3 + a] += e
                }
            }
        }
    }

    /// The source pixels that output pixel `index` of `count` covers: never
    /// empty, and together they cover the whole side.
    static func span(_ index: Int, of count: Int, over pixels: Int) -> Range<Int> {
        let start = index * pixels / count
        let end = max(start + 1, (index + 1) * pixels / count)
        return start..<min(end, pixels)
    }

    static func average(_ image: UnsafeBufferPointer<UInt8>, width: Int, columns: Range<Int>, rows: Range<Int>) -> Sample {
        var r = 0, g = 0, b = 0, a = 0
        for y in rows {
            var i = (y * width + columns.lowerBound) * 4
            for _ in columns {
                let alpha = Int(image[i + 3])
                r += Int(image[i]) * alpha
                g += Int(image[i + 1]) * alpha
                b += Int(image[i + 2]) * alpha
                a += alpha
                i += 4
            }
        }
        let area = max(1, columns.count * rows.count)
        guard a > 0 else { return Sample(r: 0, g: 0, b: 0, a: 0) }
        return Sample(r: UInt8(r / a), g: UInt8(g / a), b: UInt8(b / a), a: UInt8(min(255, a / area)))
    }
}
