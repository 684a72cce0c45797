import Foundation
import CPictures
import Testing
import TerminalUI
import TestSupport
@testable import Pictures

/// Our own renderer, used where libchafa is not installed: reviewed
/// snapshots of the same images the chafa snapshots use, and exact cells
/// for small images whose averages are known.
@Suite(.enabled(if: PictureConverter.isAvailable, "libpng16 or libjpeg62 is not installed"))
struct HalfBlockRendererTests {
    @Test(arguments: [("poster.png", Size(width: 14, height: 10)), ("poster.png", Size(width: 24, height: 16)),
                      ("logo.png", Size(width: 10, height: 5)), ("logo.png", Size(width: 20, height: 10))],
          [PictureDepth.truecolor, .palette256, .eight])
    func snapshots(_ file: (String, Size), depth: PictureDepth) throws {
        let (name, slot) = file
        let picture = try PictureConverter.convert(PictureConverterTests.image(name), fitting: slot, depth: depth, renderer: .halfBlocks).get()
        #expect(picture.size.width <= slot.width && picture.size.height <= slot.height)
        #expect(picture.size.width == slot.width || picture.size.height == slot.height, "fills one side of its slot")
        #expect(picture.cells.allSatisfy { $0.width == 1 })
        Snapshot.assert(PictureConverterTests.grid(picture), named: "halfblocks-\(name.split(separator: ".")[0])-\(slot.width)x\(slot.height)-\(depth.rawValue)")
    }

    /// Top half red, bottom half blue, 4 × 8 pixels into 2 × 2 cells: every
    /// cell's upper pixel averages red rows only, the lower blue only.
    @Test func upperAndLowerHalvesAverageTheirOwnRows() {
        let red = (UInt8(200), UInt8(0), UInt8(0)), blue = (UInt8(0), UInt8(0), UInt8(200))
        let rows: [[(UInt8, UInt8, UInt8, UInt8)]] = (0..<8).map { y in Array(repeating: y < 4 ? (red.0, red.1, red.2, 255) : (blue.0, blue.1, blue.2, 255), count: 4) }
        let cells = render(rows, size: Size(width: 2, height: 2))
        #expect(cells[0] == Cell(" ", style: Style(fg: .default, bg: .rgb(200, 0, 0))), "both halves red: a space on red")
        #expect(cells[2] == Cell(" ", style: Style(fg: .default, bg: .rgb(0, 0, 200))))
        // 2 × 2 cells over 8 rows: a cell's halves are 2 rows each, so the boundary falls between cells.
        let split = render(rows, size: Size(width: 1, height: 1))
        #expect(split[0] == Cell(scalar: "▀", style: Style(fg: .rgb(200, 0, 0), bg: .rgb(0, 0, 200))))
    }

    /// Black and white columns average to grey; transparent pixels do not darken the average.
    @Test func areasAreAveragedAndTransparencyKeepsTheBackground() {
        let checker: [[(UInt8, UInt8, UInt8, UInt8)]] = (0..<2).map { _ in [(0, 0, 0, 255), (255, 255, 255, 255)] }
        #expect(render(checker, size: Size(width: 1, height: 1))[0] == Cell(" ", style: Style(fg: .default, bg: .rgb(127, 127, 127))))
        let halfClear: [[(UInt8, UInt8, UInt8, UInt8)]] = [[(0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)], [(10, 200, 10, 255), (10, 200, 10, 255), (0, 0, 0, 0)]]
        // Upper half clear: the lower block in the opaque pixel's own colour (not darkened by the clear one).
        #expect(render(halfClear, size: Size(width: 1, height: 1))[0] == Cell(scalar: "▄", style: Style(fg: .rgb(10, 200, 10), bg: .default)))
        let clear: [[(UInt8, UInt8, UInt8, UInt8)]] = [[(9, 9, 9, 0)], [(9, 9, 9, 10)]]
        #expect(render(clear, size: Size(width: 1, height: 1))[0] == Cell())
    }

    @Test func everySourcePixelIsCoveredOnce() {
        for (count, pixels) in [(3, 10), (7, 7), (5, 2), (12, 1000)] {
            let spans = (0..<count).map { HalfBlockRenderer.span($0, of: count, over: pixels) }
            #expect(spans.allSatisfy { !$0.isEmpty && $0.upperBound <= pixels })
            if count <= pixels { #expect(spans.reduce(0) { $0 + $1.count } == pixels) }
        }
    }

    /// Interlaced PNGs, down to sizes whose last passes are empty, decode whole:
    /// top half red, bottom half blue.
    @Test(arguments: [(1, 1), (1, 2), (2, 1), (3, 2), (7, 5), (9, 16), (64, 48)])
    func interlacedPNGsDecode(_ size: (Int, Int)) throws {
        let (w, h) = size
        let png = HostileImages.interlacedPNG(width: w, height: h) { _, y in y < (h + 1) / 2 ? (220, 0, 0) : (0, 0, 220) }
        let picture = try PictureConverter.convert(png, fitting: Size(width: 8, height: 8), depth: .truecolor, renderer: .halfBlocks).get()
        let top = picture.cells[0]
        #expect(top.style.foreground == .rgb(220, 0, 0) || top.style.background == .rgb(220, 0, 0), "\(w)x\(h): \(top)")
    }

    @Test func eightColoursUseTheBasicPalette() throws {
        let png = HostileImages.solidPNG(width: 16, height: 16, rgb: (230, 10, 10))
        let picture = try PictureConverter.convert(png, fitting: Size(width: 4, height: 2), depth: .eight, renderer: .halfBlocks).get()
        #expect(picture.cells.allSatisfy { $0.style.background == .indexed(1) || $0.style.background == .indexed(9) })
    }

    /// A grey ramp in eight colours is dithered: each stretch of it averages
    /// close to its own grey, where nearest-colour alone gives two flat blocks.
    @Test func eightColoursAreDitheredSoShadesSurvive() {
        let ramp: [[(UInt8, UInt8, UInt8, UInt8)]] = (0..<16).map { _ in (0..<64).map { x in let v = UInt8(x * 255 / 63); return (v, v, v, 255) } }
        let cells = render(ramp, size: Size(width: 16, height: 8), depth: .eight)
        func brightness(_ color: Color) -> Double {
            guard case .indexed(let i) = color else { return 0 }
            let rgb = XtermPalette.rgb(i)
            return (Double(rgb.0) + Double(rgb.1) + Double(rgb.2)) / 3
        }
        var previous = -1.0
        for quarter in 0..<4 {
            var sum = 0.0, n = 0.0
            for (i, cell) in cells.enumerated() where (i % 16) / 4 == quarter {
                sum += brightness(cell.style.foreground == .default ? cell.style.background : cell.style.foreground) + brightness(cell.style.background)
                n += 2
            }
            let shown = sum / n, wanted = (Double(quarter) + 0.5) / 4 * 255
            #expect(abs(shown - wanted) < 45, "quarter \(quarter): \(shown) for \(wanted)")
            #expect(shown > previous, "darker to lighter")
            previous = shown
        }
    }

    private func render(_ rows: [[(UInt8, UInt8, UInt8, UInt8)]], size: Size, depth: PictureDepth = .truecolor) -> [Cell] {
        var bytes = rows.flatMap { $0.flatMap { [$0.0, $0.1, $0.2, $0.3] } }
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let pixels = jt_pixels(width: Int32(rows[0].count), height: Int32(rows.count), rgba: buffer.baseAddress)
            return HalfBlockRenderer.cells(pixels, size: size, depth: depth).cells
        }
    }
}

/// JPEGs through libjpeg: baseline, progressive and grayscale copies of one
/// scene (scripts/make-test-images.py) come out in the scene's colours.
@Suite(.enabled(if: PictureConverter.isAvailable, "libpng16 or libjpeg62 is not installed"))
struct JPEGPictureTests {
    static func rgb(_ color: Color) -> (Int, Int, Int)? {
        if case .rgb(let r, let g, let b) = color { return (Int(r), Int(g), Int(b)) }
        return nil
    }

    @Test(arguments: ["scene.jpg", "scene-progressive.jpg"])
    func colourJPEGsKeepTheirColours(_ name: String) throws {
        let picture = try PictureConverter.convert(PictureConverterTests.image(name), fitting: Size(width: 24, height: 16),
                                                   depth: .truecolor, renderer: .halfBlocks).get()
        #expect(picture.size == Size(width: 24, height: 16))
        // The sky's top left is (100, 160, 230) give or take the compression; the bottom row is hill green.
        let sky = try #require(Self.rgb(picture.cells[0].style.foreground))
        #expect(abs(sky.0 - 102) < 20 && abs(sky.1 - 161) < 20 && abs(sky.2 - 229) < 20, "\(sky)")
        let hill = try #require(Self.rgb(picture.cells[picture.cells.count - 12].style.background))
        #expect(hill.1 > hill.0 + 20 && hill.1 > hill.2 + 20, "green: \(hill)")
        Snapshot.assert(PictureConverterTests.grid(picture), named: "halfblocks-\(name.split(separator: ".")[0])-24x16-truecolor")
    }

    @Test func aGrayscaleJPEGIsGrey() throws {
        let picture = try PictureConverter.convert(PictureConverterTests.image("scene-gray.jpg"), fitting: Size(width: 12, height: 8),
                                                   depth: .truecolor, renderer: .halfBlocks).get()
        for cell in picture.cells {
            let c = try #require(Self.rgb(cell.style.background))
            #expect(c.0 == c.1 && c.1 == c.2)
        }
    }

    /// A JPEG cut short still shows what arrived (libjpeg fills the rest), never a crash.
    @Test func aTruncatedJPEGShowsWhatArrived() throws {
        let jpeg = try PictureConverterTests.image("scene.jpg")
        let picture = try PictureConverter.convert(jpeg.prefix(jpeg.count / 2), fitting: Size(width: 12, height: 8), depth: .truecolor,
                                                   renderer: .halfBlocks).get()
        let whole = try PictureConverter.convert(jpeg, fitting: Size(width: 12, height: 8), depth: .truecolor, renderer: .halfBlocks).get()
        #expect(picture.size == whole.size, "the header arrived: the same shape")
        let topRow = 0..<whole.size.width
        #expect(Array(picture.cells[topRow]) == Array(whole.cells[topRow]), "the top of the picture arrived whole")
    }
}
