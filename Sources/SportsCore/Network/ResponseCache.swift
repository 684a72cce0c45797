import Foundation

/// Successful responses on disk, one file per URL, so a failed fetch can fall
/// back to the last good copy. File names are a hash of the URL: nothing taken
/// from the network ever becomes a path. Writes are atomic (temp + rename).
public struct ResponseCache: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    public func fileURL(for url: URL) -> URL {
        directory.appendingPathComponent(Self.key(for: url.absoluteString) + ".body")
    }

    public func store(_ data: Data, for url: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: fileURL(for: url), options: .atomic)
    }

    /// The cached body and when it was fetched (the file's modification time).
    public func load(for url: URL) -> (data: Data, fetchedAt: Date)? {
        let file = fileURL(for: url)
        guard let data = try? Data(contentsOf: file),
              let attrs = try? FileManager.default.attributesOfItem(atPath: file.path),
              let date = attrs[.modificationDate] as? Date else { return nil }
        return (data, date)
    }

    /// FNV-1a 64: stable across runs and platforms (unlike Hasher).
    public static func key(for string: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
