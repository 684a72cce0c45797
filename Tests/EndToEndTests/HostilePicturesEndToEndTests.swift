import Foundation
import Testing
import TestSupport

/// Hostile pictures through the built binary, one process each, so the
/// peak memory is the picture's alone: `jumbotron doctor --picture FILE`
/// converts as the detail panes do and reports its peak resident memory.
extension EndToEnd {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct HostilePicturesEndToEndTests {
    struct Report {
        let converted: Bool
        let peakMB: Double
        let cpuMS: Double
    }

    func check(_ bytes: Data, named name: String, renderer: String? = nil) throws -> Report {
        let dir = makeTemporaryDirectory("jt-hostile")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try bytes.write(to: file)
        var environment = ProcessInfo.processInfo.environment
        environment["JUMBOTRON_PICTURE_RENDERER"] = renderer
        let result = try Spawn.run(BuiltBinary.url!.path, ["doctor", "--picture", file.path], environment: environment)
        func number(after prefix: String, _ pattern: String) -> Double? {
            guard let line = result.stdout.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
                  let range = line.range(of: pattern, options: .regularExpression) else { return nil }
            return Double(line[range].split(separator: " ")[0])
        }
        let peak = try #require(number(after: "peak memory:", #"[0-9.]+ MB"#), "\(result.stdout)\(result.stderr)")
        let cpu = try #require(number(after: "time:", #"[0-9.]+ ms cpu"#))
        return Report(converted: result.status == 0, peakMB: peak, cpuMS: cpu)
    }

    /// A 2 MB PNG (the download cap) whose 100 × 100 header hides 320 MB of
    /// data, and one of 7 MB hiding 1 GB: the rows are inflated, nothing more.
    @Test(arguments: [(2_000_000, "bomb-2mb.png"), (1 << 30, "bomb-1gb.png")])
    func inflateBombsStayWithinTheirPictures(_ bomb: (Int, String)) throws {
        let inflated = bomb.0 == 2_000_000 ? 2_000_000 / 13 * 8 * 258 : bomb.0
        let report = try check(HostileImages.pngInflateBomb(inflatedBytes: inflated), named: bomb.1)
        #expect(report.converted)
        #expect(report.peakMB < 64, "peak \(report.peakMB) MB")
        #expect(report.cpuMS < 2000, "cpu \(report.cpuMS) ms")
    }

    @Test func aJPEGWithTwentyThousandScansCostsUnderTwoSeconds() throws {
        let report = try check(HostileImages.progressiveJPEG(scans: 20_000), named: "scans.jpg")
        #expect(!report.converted, "abandoned, its placeholder stays")
        #expect(report.peakMB < 64, "peak \(report.peakMB) MB")
        #expect(report.cpuMS < 2000, "cpu \(report.cpuMS) ms")
    }

    /// The largest picture allowed (4 million pixels) fits the budget too, with either renderer.
    @Test(arguments: [nil, "half-blocks"])
    func theLargestAllowedPictureFitsTheBudget(renderer: String?) throws {
        let report = try check(HostileImages.solidPNG(width: 2000, height: 2000, rgb: (30, 90, 160)), named: "big.png", renderer: renderer)
        #expect(report.converted)
        #expect(report.peakMB < 64, "peak \(report.peakMB) MB")
    }
}
}
