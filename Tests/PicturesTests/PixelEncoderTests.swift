import Foundation
import OfflineData
import Testing
import TerminalUI
import TestSupport
@testable import Pictures

/// Real pixels through our own encoders (and libchafa's, where installed):
/// the exact sequence each protocol gets for a small image (reviewed
/// snapshots, escapes spelled out), their frames, and the sizes they are fitted to.
@Suite(.enabled(if: PictureConverter.isAvailable, "libpng16 or libjpeg62 is not installed"))
struct PixelEncoderTests {
    static let cell = Size(width: 10, height: 20)

    /// Escapes as `\e`, BEL as `\a`, and a line break after each sequence's end, so a snapshot reads.
    static func readable(_ bytes: [UInt8]) -> String {
        var out = ""
        var previous: UInt8 = 0
        for b in bytes {
            switch b {
            case 0x1B: out += "\\e"
            case 0x07: out += "\\a\n"
            case 0x5C where previous == 0x1B: out += "\\\n"
            case 0x20...0x7E: out.unicodeScalars.append(Unicode.Scalar(b))
            default: out += String(format: "\\x%02x", b)
            }
            previous = b
        }
        return out
    }

    static func snapshotText(_ image: PixelImage) -> String {
        var bytes = image.bytes
        if image.pixelProtocol == .kitty {
            // The id differs from run to run (a counter): the snapshot reads it as ID.
            let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "i=\(image.kittyID),", with: "i=ID,")
            bytes = Array(text.utf8)
        }
        return readable(bytes)
    }

    @Test(arguments: PixelProtocol.allCases)
    func theExactBytesOfASmallLogo(_ pixelProtocol: PixelProtocol) throws {
        let image = try PixelEncoder.encode(PictureConverterTests.image("logo.png"), fitting: Size(width: 4, height: 2),
                                            cell: Self.cell, as: pixelProtocol, encoder: .own).get()
        #expect(image.pixelProtocol == pixelProtocol)
        #expect(image.size.width <= 4 && image.size.height <= 2)
        Snapshot.assert(Self.snapshotText(image), named: "pixels-logo-\(pixelProtocol.rawValue)")
    }

    @Test(.enabled(if: PixelEncoderKind.chafaInstalled, "libchafa's pixel modes are not installed"),
          arguments: PixelProtocol.allCases)
    func libchafasBytesWhereItIsInstalled(_ pixelProtocol: PixelProtocol) throws {
        let image = try PixelEncoder.encode(PictureConverterTests.image("logo.png"), fitting: Size(width: 4, height: 2),
                                            cell: Self.cell, as: pixelProtocol, encoder: .chafa).get()
        Snapshot.assert(Self.snapshotText(image), named: "pixels-logo-chafa-\(pixelProtocol.rawValue)")
    }

    @Test func eachProtocolIsFramedAsItsTerminalsExpect() throws {
        let data = try PictureConverterTests.image("poster.png")
        let sixel = try PixelEncoder.encode(data, fitting: Size(width: 14, height: 10), cell: Self.cell, as: .sixel).get()
        #expect(sixel.bytes.starts(with: Array("\u{1B}P0;1;0q".utf8)) && sixel.bytes.suffix(2) == [0x1B, 0x5C], "unset pixels stay as they were")
        #expect(String(decoding: sixel.bytes.prefix(40), as: UTF8.self).contains("q\"1;1;"), "raster attributes give the size in pixels")
        let kitty = try PixelEncoder.encode(data, fitting: Size(width: 14, height: 10), cell: Self.cell, as: .kitty).get()
        let kittyText = String(decoding: kitty.bytes, as: UTF8.self)
        #expect(kittyText.hasPrefix("\u{1B}_Ga=T,q=2,i=\(kitty.kittyID),f=32,"))
        #expect(kittyText.contains("c=\(kitty.size.width),r=\(kitty.size.height),C=1"), "kitty scales it to its cells and leaves the cursor")
        #expect(kittyText.hasSuffix("\u{1B}\\") && kittyText.contains("\u{1B}_Gm=0;"), "chunks, the last with m=0")
        let second = try PixelEncoder.encode(data, fitting: Size(width: 14, height: 10), cell: Self.cell, as: .kitty).get()
        #expect(second.kittyID != kitty.kittyID, "every image its own id: each is removed alone")
        let iterm = try PixelEncoder.encode(data, fitting: Size(width: 14, height: 10), cell: Self.cell, as: .iterm2).get()
        #expect(String(decoding: iterm.bytes.prefix(80), as: UTF8.self)
            .hasPrefix("\u{1B}]1337;File=inline=1;size=\(data.count);width=\(iterm.size.width);height=\(iterm.size.height);"))
        #expect(iterm.bytes.last == 0x07)
    }

    /// A poster keeps its proportions in the terminal's own cells: 10×20-pixel
    /// cells are twice as tall as wide, 9×18 too, 8×8 square.
    @Test func theSizeFollowsTheTerminalsCells() throws {
        let data = try PictureConverterTests.image("poster.png")   // 2:3
        let tall = try PixelEncoder.encode(data, fitting: Size(width: 14, height: 10), cell: Size(width: 10, height: 20), as: .sixel).get()
        #expect(tall.size == Size(width: 14, height: 10))
        let square = try PixelEncoder.encode(data, fitting: Size(width: 14, height: 10), cell: Size(width: 8, height: 8), as: .sixel).get()
        #expect(square.size == Size(width: 7, height: 10))
    }

    /// Every bundled logo, poster and headshot encodes in every protocol (none hangs, none fails).
    @Test(arguments: PixelProtocol.allCases, [PixelEncoderKind.own, .chafa])
    func theBundledPicturesEncode(_ pixelProtocol: PixelProtocol, _ encoder: PixelEncoderKind) throws {
        guard encoder == .own || PixelEncoderKind.chafaInstalled else { return }
        let folder = try #require(OfflineData.samplesDirectory?.appendingPathComponent("images"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count > 200, "the whole folder: \(names.count)")
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let result = PixelEncoder.encode(data, fitting: Size(width: 12, height: 6), cell: Self.cell, as: pixelProtocol, encoder: encoder)
            #expect((try? result.get()) != nil, "\(name): \(result)")
        }
    }

    @Test func hostileSizesAreRefused() throws {
        let data = try PictureConverterTests.image("logo.png")
        #expect(PixelEncoder.encode(data, fitting: Size(width: 4, height: 2), cell: Size(width: 0, height: 20), as: .sixel) == .failure(.badSize))
        #expect(PixelEncoder.encode(data, fitting: Size(width: 0, height: 2), cell: Self.cell, as: .sixel) == .failure(.badSize))
        #expect(PixelEncoder.encode(Data("<html>".utf8), fitting: Size(width: 4, height: 2), cell: Self.cell, as: .kitty) == .failure(.notAnImage))
    }
}
