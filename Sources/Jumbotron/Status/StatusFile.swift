import FoundationEssentials
import Primitives
import Glibc
import SportsCore

/// The status snapshot on disk (`status.json` in the cache folder), shared by
/// the app and `jumbotron status`. Written whole (temp and rename), so a
/// reader never sees half of one; read with a size bound, so a file that is
/// not ours (huge, a folder, garbage) reads as none.
public struct StatusFile: Sendable {
    public let url: URL
    /// A snapshot is a few kilobytes; this is far past any.
    static let maxBytes = 256 * 1024

    public init(cacheDirectory: URL) { url = cacheDirectory.appendingPathComponent("status.json") }

    public func read() -> StatusSnapshot? {
        BoundedFile.data(url.path, limit: Self.maxBytes, followLinks: false).flatMap(StatusSnapshot.init(json:))
    }

    /// Whether the snapshot was written after every one of `files` last changed
    /// (one that does not exist never changed; a missing snapshot is never newer).
    /// The follows' database unchanged since, the snapshot's teams are still the followed ones.
    public func isNewer(thanAll files: [URL]) -> Bool {
        guard let mine = Self.modified(url) else { return false }
        return files.allSatisfy { Self.modified($0).map { $0 < mine } ?? true }
    }

    static func modified(_ url: URL) -> Double? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    /// Best effort: a bar's line is worth less than an error about a cache.
    public func write(_ snapshot: StatusSnapshot) {
        guard let data = try? Self.encoder.encode(snapshot) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    static var encoder: JSONEncoder {
        let e = JSONEncoder()
        e.dateEncodingStrategy = .secondsSince1970
        e.outputFormatting = .sortedKeys
        return e
    }
}
