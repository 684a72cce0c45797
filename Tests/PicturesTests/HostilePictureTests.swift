import Foundation
import Testing
import TerminalUI
import TestSupport
@testable import Pictures

/// Pictures built to hurt the decoders: each must come back quickly, with
/// bounded work, as a picture or a clear refusal. (Peak memory is checked
/// on the built binary, in a process of its own: PicturesEndToEndTests.)
@Suite(.enabled(if: PictureConverter.isAvailable, "libpng16 or libjpeg62 is not installed"))
struct HostilePictureTests {
    static let slot = Size(width: 12, height: 6)

    /// CPU seconds this thread has used: what one conversion cost, whatever else runs.
    static func threadCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func measured<T>(_ work: () -> T) -> (T, Double) {
        let before = threadCPU()
        let result = work()
        return (result, threadCPU() - before)
    }

    /// 100 × 100 pixels in the header, 1 GB in the data: only the rows are
    /// inflated (into 40 KB), and nothing after the last row at all.
    @Test func anInflateBombInflatesOnlyItsRows() {
        let bomb = HostileImages.pngInflateBomb(inflatedBytes: 1 << 30)
        #expect(bomb.count < 8_000_000)
        let (result, cpu) = Self.measured { PictureConverter.convert(bomb, fitting: Self.slot, depth: .truecolor, renderer: .halfBlocks) }
        #expect(cpu < 0.5, "inflated only what the rows need: \(cpu) s")
        // The rows are zeros: a fully transparent picture, every cell the terminal's own.
        let cells = try? result.get()
        #expect(cells?.size == Size(width: 12, height: 6))
        #expect(cells?.cells.allSatisfy { $0 == Cell() } == true)
    }

    /// 20,000 scans of an 8 × 8 JPEG: refused after the hundredth, in milliseconds.
    @Test func aJPEGWithTwentyThousandScansIsAbandoned() {
        let jpeg = HostileImages.progressiveJPEG(scans: 20_000)
        let (result, cpu) = Self.measured { PictureConverter.convert(jpeg, fitting: Self.slot, depth: .truecolor) }
        #expect(result == .failure(.tooSlow))
        #expect(cpu < 2, "bounded: \(cpu) s")
        // The same file with the scans of a real progressive JPEG decodes.
        let fair = PictureConverter.convert(HostileImages.progressiveJPEG(scans: 10), fitting: Self.slot, depth: .truecolor)
        #expect((try? fair.get()) != nil)
    }

    /// Any picture past its time budget is abandoned, whatever it is.
    @Test func aPictureOverItsBudgetIsAbandoned() {
        let png = HostileImages.solidPNG(width: 64, height: 64, rgb: (200, 30, 30))
        #expect((try? PictureConverter.convert(png, fitting: Self.slot, depth: .truecolor).get()) != nil)
        #expect(PictureConverter.convert(png, fitting: Self.slot, depth: .truecolor, budget: .milliseconds(-1)) == .failure(.tooSlow))
        let jpeg = HostileImages.progressiveJPEG(scans: 10)
        #expect(PictureConverter.convert(jpeg, fitting: Self.slot, depth: .truecolor, budget: .milliseconds(-1)) == .failure(.tooSlow))
    }

    /// A header that claims more than the pixel budget is refused before anything is allocated.
    @Test func claimedSizesOverTheBudgetAreRefused() {
        let tall = HostileImages.pngInflateBomb(width: 2, height: 9000, inflatedBytes: 1000)
        #expect(PictureConverter.convert(tall, fitting: Self.slot, depth: .truecolor) == .failure(.tooLarge))
        var jpeg = HostileImages.progressiveJPEG(scans: 1)
        jpeg[jpeg.startIndex + 2 + 69 + 5] = 0x40   // after SOI and the table, SOF2's height: 0x4008 = 16,392 rows
        #expect(PictureConverter.convert(jpeg, fitting: Self.slot, depth: .truecolor) == .failure(.tooLarge))
    }

    /// Random damage after a real signature: a picture or a refusal, never a crash or a hang.
    @Test func damagedFilesAreRefusedOrDrawn() throws {
        var generator = SystemRandomNumberGenerator()
        let originals = [HostileImages.solidPNG(width: 20, height: 30, rgb: (10, 200, 90)), HostileImages.progressiveJPEG(scans: 4),
                         try PictureConverterTests.image("poster.png")]
        for original in originals {
            for _ in 0..<60 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    let at = Int.random(in: 8..<bytes.count, using: &generator)
                    bytes[bytes.startIndex + at] = UInt8.random(in: 0...255, using: &generator)
                }
                if Bool.random(using: &generator) { bytes = bytes.prefix(Int.random(in: 8...bytes.count, using: &generator)) }
                let (result, cpu) = Self.measured { PictureConverter.convert(bytes, fitting: Self.slot, depth: .palette256) }
                if case .success(let cells) = result { #expect(cells.cells.count == cells.size.width * cells.size.height) }
                #expect(cpu < 1.5)
            }
        }
    }
}
