import Synchronization
import CPictures
import FoundationEssentials
import TerminalUI

/// How many colours a picture may use: the terminal's depth (see
/// `ColorSelection`). Monochrome, ASCII and non-UTF-8 terminals get none:
/// their placeholders stay.
public enum PictureDepth: String, Hashable, Sendable {
    case truecolor, palette256, eight
}

/// Why an image became no picture (logged; the placeholder stays on screen).
public enum PictureError: Error, Equatable, Sendable {
    case notAnImage, tooLarge, tooSlow, noDecoder, noSVGRenderer, badSize

    public var message: String {
        switch self {
        case .notAnImage: "not a PNG, JPEG or SVG image, or a broken one"
        case .tooLarge: "image too large (more than \(PictureConverter.maxPixels / 1_000_000) million pixels)"
        case .tooSlow: "image abandoned: it took longer than its time budget to decode"
        case .noDecoder: "libpng16.so.16 or libjpeg.so.62 could not be opened (install libpng16-16 and libjpeg62-turbo)"
        case .noSVGRenderer: "librsvg-2.so.2 could not be opened (install librsvg2-2)"
        case .badSize: "no room for a picture"
        }
    }
}

/// What turns pixels into cells: libchafa when it is installed (sharper:
/// quadrants and more shapes, chosen per cell), else our own half blocks.
public enum PictureRenderer: String, Hashable, Sendable {
    case chafa, halfBlocks = "half-blocks"

    /// `JUMBOTRON_PICTURE_RENDERER=half-blocks` forces ours (CI runs the
    /// picture tests both ways); otherwise libchafa when it can be opened.
    public static let current: PictureRenderer = choose(ProcessInfo.processInfo.environment["JUMBOTRON_PICTURE_RENDERER"],
                                                          chafaInstalled: PictureConverter.chafaInstalled)

    static func choose(_ asked: String?, chafaInstalled: Bool) -> PictureRenderer {
        if asked == PictureRenderer.halfBlocks.rawValue || asked == "builtin" { return .halfBlocks }
        return chafaInstalled ? .chafa : .halfBlocks
    }
}

/// PNG/JPEG bytes or SVG text to terminal cells: decoded by libpng or
/// libjpeg (SVG rendered by librsvg), then converted into block characters
/// for a slot of `size` cells by the current renderer. Pure and synchronous;
/// the runtime calls it off the main loop, once per image and size, and
/// keeps only the cells: no encoded or decoded buffer outlives a call.
public enum PictureConverter {
    /// Decoding allocates 4 bytes a pixel: 4 M pixels (16 MB, briefly) is far
    /// above any poster or logo and far below what a dimension bomb asks for.
    public static let maxPixels = 4_000_000
    /// A picture that takes longer than this is abandoned (its placeholder
    /// stays), so a hostile file holds the picture queue up for a second at most.
    public static let budget: Duration = .seconds(1)

    /// Raster pictures can be decoded (libpng16 and libjpeg62 open).
    public static var isAvailable: Bool { jt_picture_png_available() == 1 && jt_picture_jpeg_available() == 1 }
    /// libchafa can be opened (the sharper renderer).
    public static var chafaInstalled: Bool { jt_picture_chafa_available() == 1 }
    /// SVG logos also need librsvg (opened on the first SVG).
    public static var rendersSVG: Bool { jt_picture_svg_available() == 1 }

    /// SVG text (the MLB's and the NHL's logos), as opposed to PNG/JPEG bytes or an HTML page.
    public static func isSVG(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return false }
            return jt_picture_is_svg(base, Int32(min(raw.count, 4096))) == 1
        }
    }

    public static func convert(_ data: Data, fitting slot: Size, depth: PictureDepth,
                               renderer: PictureRenderer = .current, budget: Duration = budget) -> Result<PictureCells, PictureError> {
        // Eight by sixteen pixels a cell is all either renderer looks at.
        withDecoded(data, fitting: slot, cell: Size(width: 8, height: 16), budget: budget) { pixels in
            let size = fitted(Size(width: Int(pixels.width), height: Int(pixels.height)), in: slot)
            if renderer == .halfBlocks || !chafaInstalled {
                return .success(HalfBlockRenderer.cells(pixels, size: size, depth: depth))
            }
            return chafaCells(&pixels, size: size, depth: depth)
        }
    }

    /// Decodes `data` for a slot of `slot` cells of `cell` pixels each, runs
    /// `body` on the pixels, and frees them, whatever `body` answers.
    static func withDecoded<T>(_ data: Data, fitting slot: Size, cell: Size, budget: Duration,
                               _ body: (inout jt_pixels) -> Result<T, PictureError>) -> Result<T, PictureError> {
        guard slot.width > 0, slot.height > 0, slot.width <= 1000, slot.height <= 1000 else { return .failure(.badSize) }
        var pixels = jt_pixels()
        let milliseconds = Int(budget.components.seconds * 1000 + budget.components.attoseconds / 1_000_000_000_000_000)
        let decoded = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count <= Int(Int32.max) else {
                return Int32(JT_PICTURE_NOT_AN_IMAGE.rawValue)
            }
            let (w, h) = (Int32(slot.width * cell.width), Int32(slot.height * cell.height))
            if let helper = SVGHelper.shared.withLock({ $0 }), jt_picture_is_svg(base, Int32(min(raw.count, 4096))) == 1 {
                return helper.render(raw, width: w, height: h, budgetMilliseconds: milliseconds, into: &pixels)
            }
            return jt_picture_decode(base, Int32(raw.count), maxPixels, w, h, milliseconds, &pixels)
        }
        defer { jt_picture_free(&pixels) }
        if let error = error(decoded) { return .failure(error) }
        return body(&pixels)
    }

    private static func chafaCells(_ pixels: inout jt_pixels, size: Size, depth: PictureDepth) -> Result<PictureCells, PictureError> {
        let count = size.width * size.height
        var chars = [UInt32](repeating: 0x20, count: count)
        var fg = [Int32](repeating: -1, count: count), bg = [Int32](repeating: -1, count: count)
        let mode: Int32 = switch depth { case .truecolor: 0; case .palette256: 1; case .eight: 2 }
        let converted = jt_picture_cells(&pixels, Int32(size.width), Int32(size.height), mode, &chars, &fg, &bg)
        if let error = error(converted) { return .failure(error) }
        var cells: [Cell] = []
        cells.reserveCapacity(count)
        for i in 0..<count {
            // Only block elements are asked for; anything else (never seen) becomes a space.
            let scalar = Unicode.Scalar(chars[i]).flatMap { DisplayWidth.of(Character($0)) == 1 ? $0 : nil } ?? " "
            cells.append(Cell(scalar: scalar, style: Style(fg: color(fg[i], depth), bg: color(bg[i], depth))))
        }
        return .success(PictureCells(size: size, cells: cells))
    }

    /// The largest cell grid inside `slot` with the image's proportions,
    /// a cell being `cellAspect` times as tall as it is wide (twice, for character art).
    public static func fitted(_ pixels: Size, in slot: Size, cellAspect: Double = 2) -> Size {
        guard pixels.width > 0, pixels.height > 0 else { return slot }
        let aspect = Double(pixels.width) * cellAspect / Double(pixels.height)   // columns per row
        if Double(slot.width) / Double(slot.height) > aspect {
            return Size(width: max(1, min(slot.width, Int((Double(slot.height) * aspect).rounded()))), height: slot.height)
        }
        return Size(width: slot.width, height: max(1, min(slot.height, Int((Double(slot.width) / aspect).rounded()))))
    }

    /// chafa answers packed 0xRRGGBB in every mode; in the indexed modes it is
    /// one of the palette's own colours, so the index is found exactly.
    static func color(_ value: Int32, _ depth: PictureDepth) -> Color {
        guard value >= 0 else { return .default }
        return color((UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)), depth)
    }

    static func color(_ rgb: (UInt8, UInt8, UInt8), _ depth: PictureDepth) -> Color {
        switch depth {
        case .truecolor: .rgb(rgb.0, rgb.1, rgb.2)
        case .palette256: .indexed(nearestIndex(rgb, in: 16...255))
        case .eight: .indexed(nearestIndex(rgb, in: 0...7))
        }
    }

    /// The palette index nearest `rgb` among `range`, as xterm shows its palette.
    public static func nearestIndex(_ rgb: (UInt8, UInt8, UInt8), in range: ClosedRange<UInt8>) -> UInt8 {
        var best = range.lowerBound, bestDistance = Int.max
        for i in range {
            let p = XtermPalette.rgb(i)
            let dr = Int(p.0) - Int(rgb.0), dg = Int(p.1) - Int(rgb.1), db = Int(p.2) - Int(rgb.2)
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { best = i; bestDistance = d; if d == 0 { break } }
        }
        return best
    }

    static func error(_ status: Int32) -> PictureError? {
        switch UInt32(status) {
        case JT_PICTURE_OK.rawValue: nil
        case JT_PICTURE_TOO_LARGE.rawValue: .tooLarge
        case JT_PICTURE_TOO_SLOW.rawValue: .tooSlow
        case JT_PICTURE_NO_DECODER.rawValue: .noDecoder
        case JT_PICTURE_BAD_SIZE.rawValue, JT_PICTURE_NO_CHAFA.rawValue: .badSize
        case JT_PICTURE_NO_SVG.rawValue: .noSVGRenderer
        default: .notAnImage
        }
    }
}
