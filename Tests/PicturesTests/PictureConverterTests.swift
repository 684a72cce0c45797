import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import Pictures

/// Images to cells: the character and colour grids are reviewed snapshots
/// (libchafa 1.12, Debian bookworm), for our own sample poster and a logo with
/// a transparent surround, at two pane sizes, in truecolor and 256 colours.
@Suite(.enabled(if: PictureConverter.isAvailable, "libpng16 or libjpeg62 is not installed"))
struct PictureConverterTests {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Images")
    static func image(_ name: String) throws -> Data { try Data(contentsOf: images.appendingPathComponent(name)) }

    /// Two grids side by side in the snapshot: the characters, then each cell's `fg/bg`.
    static func grid(_ picture: PictureCells) -> String {
        var out = "\(picture.size.width)×\(picture.size.height)\n"
        for y in 0..<picture.size.height {
            out += String(picture.cells[(y * picture.size.width)..<((y + 1) * picture.size.width)].map(\.grapheme)) + "\n"
        }
        func name(_ c: Color) -> String {
            switch c {
            case .default: "--"
            case .indexed(let i): String(i)
            case .rgb(let r, let g, let b): String(format: "%02x%02x%02x", r, g, b)
            case .named(let n): "n\(n.rawValue)"
            }
        }
        for y in 0..<picture.size.height {
            out += picture.cells[(y * picture.size.width)..<((y + 1) * picture.size.width)]
                .map { "\(name($0.style.foreground))/\(name($0.style.background))" }.joined(separator: " ") + "\n"
        }
        return out
    }

    @Test(.enabled(if: PictureConverter.isAvailable && PictureConverter.chafaInstalled, "libchafa is not installed"),
          arguments: [("poster.png", Size(width: 14, height: 10)), ("poster.png", Size(width: 24, height: 16)),
                      ("logo.png", Size(width: 10, height: 5)), ("logo.png", Size(width: 20, height: 10))],
          [PictureDepth.truecolor, .palette256])
    func snapshots(_ file: (String, Size), depth: PictureDepth) throws {
        let (name, slot) = file
        let picture = try PictureConverter.convert(Self.image(name), fitting: slot, depth: depth, renderer: .chafa).get()
        #expect(picture.size.width <= slot.width && picture.size.height <= slot.height)
        #expect(picture.size.width == slot.width || picture.size.height == slot.height, "fills one side of its slot")
        #expect(picture.cells.allSatisfy { $0.width == 1 })
        Snapshot.assert(Self.grid(picture), named: "\(name.split(separator: ".")[0])-\(slot.width)x\(slot.height)-\(depth.rawValue)")
    }

    @Test func keepsTheImagesProportionsInCells() {
        // A 200×296 poster: cells are twice as tall as wide, so 1.35 columns a row.
        #expect(PictureConverter.fitted(Size(width: 200, height: 296), in: Size(width: 14, height: 20)) == Size(width: 14, height: 10))
        #expect(PictureConverter.fitted(Size(width: 200, height: 296), in: Size(width: 24, height: 16)) == Size(width: 22, height: 16))
        #expect(PictureConverter.fitted(Size(width: 200, height: 296), in: Size(width: 40, height: 10)) == Size(width: 14, height: 10))
        #expect(PictureConverter.fitted(Size(width: 160, height: 160), in: Size(width: 10, height: 5)) == Size(width: 10, height: 5))
        #expect(PictureConverter.fitted(Size(width: 1, height: 8000), in: Size(width: 10, height: 5)) == Size(width: 1, height: 5))
    }

    @Test func badBytesAreNoPicture() {
        let slot = Size(width: 10, height: 5)
        let html = Data("<html><body>Not found</body></html>".utf8)
        #expect(PictureConverter.convert(html, fitting: slot, depth: .truecolor) == .failure(.notAnImage))
        #expect(PictureConverter.convert(Data(), fitting: slot, depth: .truecolor) == .failure(.notAnImage))
        // A PNG signature and nothing else; a real poster cut in half.
        #expect(PictureConverter.convert(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), fitting: slot, depth: .truecolor) == .failure(.notAnImage))
        if let poster = try? Self.image("poster.png") {
            let cut = PictureConverter.convert(poster.prefix(poster.count / 2), fitting: slot, depth: .truecolor)
            #expect(cut == .failure(.notAnImage))
        }
        #expect(PictureConverter.convert(Data(repeating: 0xFF, count: 4096), fitting: slot, depth: .palette256) == .failure(.notAnImage))
    }

    /// A PNG header that claims 30,000 × 30,000 pixels (3.6 GB decoded):
    /// refused from the header, before anything is allocated.
    @Test func dimensionBombsAreRefusedUnread() {
        #expect(PictureConverter.convert(Self.pngHeader(width: 30_000, height: 30_000), fitting: Size(width: 10, height: 5), depth: .truecolor)
                == .failure(.tooLarge))
        #expect(PictureConverter.convert(Self.pngHeader(width: 4_000, height: 4_000), fitting: Size(width: 10, height: 5), depth: .truecolor)
                == .failure(.tooLarge))
        // Within the limit but with no pixel data: broken, not large.
        #expect(PictureConverter.convert(Self.pngHeader(width: 100, height: 100), fitting: Size(width: 10, height: 5), depth: .truecolor)
                == .failure(.notAnImage))
    }

    @Test func noRoomIsNoPicture() throws {
        let poster = try Self.image("poster.png")
        #expect(PictureConverter.convert(poster, fitting: Size(width: 0, height: 5), depth: .truecolor) == .failure(.badSize))
        #expect(PictureConverter.convert(poster, fitting: Size(width: 5000, height: 5), depth: .truecolor) == .failure(.badSize))
    }

    @Test func canvasDrawsAPictureCentredAndClipped() {
        let cells = (0..<6).map { Cell(scalar: "▀", style: Style(fg: .indexed(UInt8($0)), bg: .indexed(200))) }
        let picture = PictureCells(size: Size(width: 3, height: 2), cells: cells)
        var canvas = Canvas(size: Size(width: 7, height: 4))
        canvas.draw(picture, in: Rect(x: 0, y: 0, width: 7, height: 4))
        #expect(canvas[2, 1].style.foreground == .indexed(0))
        #expect(canvas[4, 2].style.foreground == .indexed(5))
        #expect(canvas[1, 1].grapheme == " ")
        var small = Canvas(size: Size(width: 2, height: 1))
        small.draw(picture, in: Rect(x: 0, y: 0, width: 2, height: 1))   // clipped, never out of bounds
        #expect(small[1, 0].style.foreground == .indexed(1))
    }

    /// A transparent cell (default background) lets what is beneath show:
    /// a logo on a club-coloured banner keeps the banner around it.
    @Test func transparentCellsKeepTheBackgroundBeneath() {
        let banner = Style(fg: .indexed(15), bg: .indexed(19))
        let cells = [Cell(scalar: " ", style: Style(fg: .default, bg: .default)),
                     Cell(scalar: "▀", style: Style(fg: .indexed(196), bg: .default)),
                     Cell(scalar: "▄", style: Style(fg: .indexed(196), bg: .indexed(226)))]
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 3, height: 1), style: banner)
        canvas.draw(PictureCells(size: Size(width: 3, height: 1), cells: cells), in: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(canvas[0, 0].style.background == .indexed(19))
        #expect(canvas[1, 0].style.background == .indexed(19) && canvas[1, 0].style.foreground == .indexed(196))
        #expect(canvas[2, 0].style.background == .indexed(226), "an opaque cell keeps its own")
    }

    /// The 8-byte signature and an IHDR chunk (with a valid CRC) declaring the size.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var ihdr = Data("IHDR".utf8)
        for v in [width, height] { withUnsafeBytes(of: v.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        withUnsafeBytes(of: UInt32(13).bigEndian) { out.append(contentsOf: $0) }
        out.append(ihdr)
        withUnsafeBytes(of: crc32(ihdr).bigEndian) { out.append(contentsOf: $0) }
        return out
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }
}
