import CPictures
import Foundation
import Testing
import TerminalUI
@testable import Pictures

/// Our encoders read back as a terminal reads them: the sixel's registers
/// and bands, kitty's inflated RGBA, iTerm2's file. What comes back must be
/// the picture that went in, region by region.
@Suite(.enabled(if: PictureConverter.isAvailable, "libpng16 or libjpeg62 is not installed"))
struct OwnEncoderTests {
    static let cell = Size(width: 10, height: 20)

    /// The source's average colour over a 4 × 4 grid of regions (opaque pixels only).
    static func regions(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8)?) -> [[Int]] {
        var out: [[Int]] = []
        for gy in 0..<4 {
            for gx in 0..<4 {
                var sum = [0, 0, 0], n = 0
                for y in (gy * height / 4)..<((gy + 1) * height / 4) {
                    for x in (gx * width / 4)..<((gx + 1) * width / 4) {
                        guard let p = pixel(x, y) else { continue }
                        sum[0] += Int(p.0); sum[1] += Int(p.1); sum[2] += Int(p.2); n += 1
                    }
                }
                out.append(n == 0 ? [] : sum.map { $0 / n })
            }
        }
        return out
    }

    static func source(_ name: String) throws -> [[Int]] {
        let data = try PictureConverterTests.image(name)
        return try PictureConverter.withDecoded(data, fitting: Size(width: 14, height: 10), cell: cell, budget: .seconds(5)) { p in
            let w = Int(p.width), h = Int(p.height), rgba = p.rgba!
            return .success(regions(width: w, height: h) { x, y in
                let i = (y * w + x) * 4
                return rgba[i + 3] < 128 ? nil : (rgba[i], rgba[i + 1], rgba[i + 2])
            })
        }.get()
    }

    static func worst(_ a: [[Int]], _ b: [[Int]]) -> Int {
        zip(a, b).map { x, y in x.isEmpty || y.isEmpty ? 0 : zip(x, y).map { abs($0 - $1) }.max()! }.max() ?? 0
    }

    @Test(arguments: ["poster.png", "scene.jpg", "logo.png"])
    func aSixelReadsBackAsThePicture(_ name: String) throws {
        let image = try PixelEncoder.encode(PictureConverterTests.image(name), fitting: Size(width: 14, height: 10),
                                            cell: Self.cell, as: .sixel, encoder: .own).get()
        let sixel = try #require(SixelReader(image.bytes))
        #expect(sixel.width == image.size.width * Self.cell.width)
        #expect(sixel.height % 6 == 0 && sixel.height > image.size.height * Self.cell.height - 6
                && sixel.height <= image.size.height * Self.cell.height, "whole bands, never past the slot")
        #expect(sixel.lowestRow < sixel.height, "no sixel below the raster")
        #expect(sixel.registers.count <= 256 && sixel.registers.count >= 2)
        if name.hasSuffix(".jpg") { #expect(!sixel.pixels.contains { $0 == nil }, "an opaque picture sets every pixel") }
        let back = Self.regions(width: sixel.width, height: sixel.height) { x, y in sixel.pixels[y * sixel.width + x] }
        let difference = Self.worst(try Self.source(name), back)
        #expect(difference <= 16, "\(name): a region's colour is off by \(difference)")
    }

    /// A photograph has thousands of colours: the palette takes 256, the
    /// rest is dithered, runs are compressed, and fewer colours still read true.
    @Test func manyColoursAreQuantisedAndDithered() throws {
        let data = try PictureConverterTests.image("scene.jpg")
        let full = try PixelEncoder.encode(data, fitting: Size(width: 24, height: 16), cell: Self.cell, as: .sixel, encoder: .own).get()
        let read = try #require(SixelReader(full.bytes))
        #expect(read.registers.count == 256)
        #expect(read.repeats > 0, "runs are written as !n")
        let sixteen = try PixelEncoder.encode(data, fitting: Size(width: 24, height: 16), cell: Self.cell, as: .sixel,
                                              encoder: .own, colors: 16).get()
        let few = try #require(SixelReader(sixteen.bytes))
        #expect(few.registers.count == 16)
        let back = Self.regions(width: few.width, height: few.height) { x, y in few.pixels[y * few.width + x] }
        let source = try PictureConverter.withDecoded(data, fitting: Size(width: 24, height: 16), cell: Self.cell, budget: .seconds(5)) { p in
            let w = Int(p.width), rgba = p.rgba!
            return .success(Self.regions(width: w, height: Int(p.height)) { x, y in
                let i = (y * w + x) * 4
                return (rgba[i], rgba[i + 1], rgba[i + 2])
            })
        }.get()
        // Dithering keeps each region's average close even with 16 colours.
        #expect(Self.worst(source, back) <= 24)
    }

    @Test func transparentCornersAreLeftUnset() throws {
        let image = try PixelEncoder.encode(PictureConverterTests.image("logo.svg"), fitting: Size(width: 8, height: 4),
                                            cell: Self.cell, as: .sixel, encoder: .own).get()
        let sixel = try #require(SixelReader(image.bytes))
        #expect(sixel.pixels.contains { $0 == nil } && sixel.pixels.contains { $0 != nil })
    }

    @Test func kittyGetsCompressedRGBAOfTheSlotsPixels() throws {
        let image = try PixelEncoder.encode(PictureConverterTests.image("scene.jpg"), fitting: Size(width: 14, height: 10),
                                            cell: Self.cell, as: .kitty, encoder: .own).get()
        let text = String(decoding: image.bytes, as: UTF8.self)
        let chunks = text.components(separatedBy: "\u{1B}_G").dropFirst().map { $0.replacingOccurrences(of: "\u{1B}\\", with: "") }
        #expect(chunks.count > 2, "a photograph takes several chunks")
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0.hasPrefix("m=1;") } && chunks.last!.hasPrefix("m=0;"))
        #expect(chunks.allSatisfy { $0.split(separator: ";", maxSplits: 1).last!.count <= 4096 })
        let head = chunks[0].split(separator: ";")[0]
        let keys = Dictionary(uniqueKeysWithValues: head.split(separator: ",").map { kv in
            let pair = kv.split(separator: "=")
            return (String(pair[0]), String(pair[1]))
        })
        #expect(keys["o"] == "z" && keys["f"] == "32")
        let (w, h) = (Int(keys["s"]!)!, Int(keys["v"]!)!)
        #expect(w == image.size.width * Self.cell.width && h == image.size.height * Self.cell.height)
        let payload = chunks.map { String($0.split(separator: ";", maxSplits: 1).last!) }.joined()
        let deflated = try #require(Data(base64Encoded: payload))
        let rgba = try #require(Self.inflate(deflated, size: w * h * 4))
        let back = Self.regions(width: w, height: h) { x, y in
            let i = (y * w + x) * 4
            return (rgba[i], rgba[i + 1], rgba[i + 2])
        }
        #expect(Self.worst(try Self.source("scene.jpg"), back) <= 8)
    }

    @Test func iTerm2GetsTheFileAsItCameAndAnSVGAsAPNG() throws {
        let data = try PictureConverterTests.image("scene.jpg")
        let image = try PixelEncoder.encode(data, fitting: Size(width: 14, height: 10), cell: Self.cell, as: .iterm2, encoder: .own).get()
        let text = String(decoding: image.bytes.dropLast(), as: UTF8.self)
        let payload = try #require(text.split(separator: ":", maxSplits: 1).last)
        #expect(Data(base64Encoded: String(payload)) == data)
        let svg = try PixelEncoder.encode(PictureConverterTests.image("logo.svg"), fitting: Size(width: 8, height: 4),
                                          cell: Self.cell, as: .iterm2, encoder: .own).get()
        let png = try #require(Data(base64Encoded: String(String(decoding: svg.bytes.dropLast(), as: UTF8.self).split(separator: ":").last!)))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let cells = PictureConverter.convert(png, fitting: Size(width: 8, height: 4), depth: .truecolor, renderer: .halfBlocks)
        #expect((try? cells.get()) != nil, "the PNG we wrote decodes")
    }

    static func inflate(_ data: Data, size: Int) -> [UInt8]? {
        typealias Uncompress = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt) -> Int32
        guard let lib = dlopen("libz.so.1", RTLD_NOW), let symbol = dlsym(lib, "uncompress") else { return nil }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        var out = [UInt8](repeating: 0, count: size)
        var length = UInt(size)
        let status = data.withUnsafeBytes { raw in
            out.withUnsafeMutableBufferPointer { uncompress($0.baseAddress, &length, raw.bindMemory(to: UInt8.self).baseAddress, UInt(data.count)) }
        }
        return status == 0 && length == UInt(size) ? out : nil
    }
}
