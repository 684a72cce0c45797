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
        for row in 0..<size.height {
            let top = span(row * 2, of: rowsOfPixels, over: height), bottom = span(row * 2 + 1, of: rowsOfPixels, over: height)
            for column in 0..<size.width {
                let across = span(column, of: size.width, over: width)
                let upperHalf = average(image, width: width, columns: across, rows: top)
                let lowerHalf = average(image, width: width, columns: across, rows: bottom)
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
