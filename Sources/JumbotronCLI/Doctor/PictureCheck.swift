import ArgumentParser
import FoundationEssentials
import Glibc
import Primitives
import Pictures
import TerminalUI

/// `jumbotron doctor --picture FILE`: one image through the same decoder and
/// renderer the detail panes use, with what it cost. For a picture that
/// shows as its placeholder (why?) and for the hostile-image tests, which
/// read the peak memory of this process.
struct PictureCheck {
    let path: String
    let slot: String

    /// Pictures are downloaded with a 2 MB cap; a file on disk may be larger, not unbounded.
    static let maxFileBytes = 64 << 20

    func run() throws {
        let parts = slot.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
            throw ValidationError("--picture-size takes columns x rows, each 1 to 1000, as 12x6")
        }
        guard let data = BoundedFile.data(path, limit: Self.maxFileBytes) else {
            throw ValidationError("\(path): cannot be read, or larger than \(Self.maxFileBytes >> 20) MB")
        }
        let started = ContinuousClock.now, cpuBefore = Self.cpuSeconds()
        let result = PictureConverter.convert(data, fitting: Size(width: parts[0], height: parts[1]), depth: .truecolor)
        let wall = ContinuousClock.now - started, cpu = Self.cpuSeconds() - cpuBefore
        var lines = ["picture: \(URL(fileURLWithPath: path).lastPathComponent) (\(data.count) bytes)", "renderer: \(PictureRenderer.current.rawValue)"]
        switch result {
        case .success(let cells): lines.append("result: \(cells.size.width)x\(cells.size.height) cells")
        case .failure(let error): lines.append("result: refused: \(error.message)")
        }
        lines.append("time: \(Fixed.text(wall.seconds * 1000, places: 1)) ms wall, \(Fixed.text(cpu * 1000, places: 1)) ms cpu")
        lines.append("peak memory: \(Fixed.text(Double(Self.peakResidentKB()) / 1024, places: 1)) MB")
        try StandardOutput.write(lines.joined(separator: "\n") + "\n")
        if case .failure = result { throw ExitCode(1) }
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// This process's peak resident set so far, in kilobytes: VmHWM, which
    /// belongs to this program image (getrusage's ru_maxrss survives exec on
    /// Linux, so it would report the parent's peak when that was larger).
    static func peakResidentKB() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kb = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
            return kb
        }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss
    }
}
