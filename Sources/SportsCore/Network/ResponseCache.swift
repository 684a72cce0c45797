import FoundationEssentials
import Glibc
import Primitives

/// Successful responses on disk, one file per URL, so a failed fetch can fall
/// back to the last good copy. File names are a hash of the URL: nothing taken
/// from the network ever becomes a path. Writes are atomic (temp + rename).
///
/// Bounded: after a write, when the folder holds more than `maxBytes`, the
/// bodies read or written least recently go first until it holds nine tenths
/// (25 catalogue searches once left 94 MB). A body read back is never larger
/// than the network is allowed to send (a 300 MB file once took `print
/// scores` to 624 MB).
public struct ResponseCache: Sendable {
    public static let defaultMaxBytes = 64 << 20

    public let directory: URL
    public let maxBytes: Int
    /// The largest body read back: what the HTTP client accepts.
    public let maxBodyBytes: Int

    public init(directory: URL, maxBytes: Int = ResponseCache.defaultMaxBytes,
                maxBodyBytes: Int = CurlHTTPClient.defaultMaxBytes) {
        self.directory = directory
        self.maxBytes = maxBytes
        self.maxBodyBytes = maxBodyBytes
    }

    public func fileURL(for url: URL) -> URL {
        directory.appendingPathComponent(Self.key(for: url.absoluteString) + ".body")
    }

    /// `at`: when it was fetched, by the app's own clock. It is kept as the file's modification
    /// time, so a copy's age is read back on the clock it is compared with (the file system's own
    /// clock can differ: a network mount, or `faketime`, and a delay then never came due).
    public func store(_ data: Data, for url: URL, at fetched: Date? = nil) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = fileURL(for: url)
        try data.write(to: file, options: .atomic)
        if let fetched { Self.stamp(file.path, fetched) }
        keepWithinBound(keep: file.lastPathComponent)
    }

    /// Whether a copy of `url` is kept (without reading it).
    public func has(_ url: URL) -> Bool { access(fileURL(for: url).path, F_OK) == 0 }

    /// The copy of `url` said to be current as of `date` (the server answered that it had not changed).
    public func touch(_ url: URL, at date: Date) { Self.stamp(fileURL(for: url).path, date) }

    /// The modification time set to `date`, the access time to now.
    static func stamp(_ path: String, _ date: Date) {
        let t = date.timeIntervalSince1970
        guard t.isFinite, abs(t) < 1e11 else { return }
        let whole = t.rounded(.down)
        var times = [timespec(tv_sec: 0, tv_nsec: (1 << 30) - 1), timespec(tv_sec: Int(whole), tv_nsec: Int((t - whole) * 1e9))]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    /// The cached body and when it was fetched (the file's modification time).
    /// Reading marks it used (its access time), so pruning keeps it longer.
    /// `limit`: the request's own larger cap, when it has one.
    public func load(for url: URL, limit: Int? = nil) -> (data: Data, fetchedAt: Date)? {
        let file = fileURL(for: url)
        let maxBodyBytes = max(self.maxBodyBytes, limit ?? 0)
        switch BoundedFile.read(file.path, limit: maxBodyBytes, followLinks: false) {
        case .success(let read):
            Self.markUsed(file.path)
            return (read.data, read.modified)
        case .failure(.tooLarge):
            try? FileManager.default.removeItem(at: file)   // no answer is this large: not ours to keep
            return nil
        case .failure:
            return nil
        }
    }

    /// Sets the access time to now and leaves the modification time (when it was fetched) alone.
    static func markUsed(_ path: String) {
        // UTIME_NOW and UTIME_OMIT from <sys/stat.h>, which Swift does not import (macros).
        var times = [timespec(tv_sec: 0, tv_nsec: (1 << 30) - 1), timespec(tv_sec: 0, tv_nsec: (1 << 30) - 2)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    /// Removes the bodies used least recently (the later of read and
    /// written) until the folder fits; only our own `.body` files count.
    func keepWithinBound(keep: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        var entries: [(path: String, size: Int, used: Double)] = []
        var total = 0
        for name in names where Self.isOurs(name) {
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let used = max(Double(info.st_atim.tv_sec) + Double(info.st_atim.tv_nsec) / 1e9,
                           Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
            entries.append((path, Int(info.st_size), used))
            total += Int(info.st_size)
        }
        guard total > maxBytes else { return }
        let target = maxBytes / 10 * 9
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > target {
            guard !entry.path.hasSuffix("/" + keep), unlink(entry.path) == 0 else { continue }
            total -= entry.size
        }
    }

    /// A name this cache writes: sixteen hex digits and `.body`.
    /// FNV-1a 64: stable across runs and platforms (unlike Hasher).
    public static func fnv(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return hash
    }

    static func isOurs(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.count == 2 && parts[1] == "body" && parts[0].count == 16 && parts[0].allSatisfy(\.isHexDigit)
    }

    /// FNV-1a 64 in hex: the file name of a cached answer.
    public static func key(for string: String) -> String {
        let hex = String(fnv(string), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
