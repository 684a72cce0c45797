import Foundation
import Logging

/// swift-log handler that appends lines to the log file. Nothing may reach
/// the terminal while the full-screen UI is up, so this is the only sink.
public struct FileLogHandler: LogHandler {
    private final class Sink: @unchecked Sendable {
        let lock = NSLock()
        let handle: FileHandle?
        init(url: URL) {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: url.path) {
                _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            }
            handle = try? FileHandle(forWritingTo: url)
            _ = try? handle?.seekToEnd()
        }
        func write(_ line: String) {
            lock.lock(); defer { lock.unlock() }
            try? handle?.write(contentsOf: Data(line.utf8))
        }
    }

    private let sink: Sink
    private let label: String
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]

    public init(label: String, file: URL, level: Logger.Level) {
        self.label = label
        self.logLevel = level
        self.sink = Sink(url: file)
    }

    private init(label: String, sink: Sink, level: Logger.Level) {
        self.label = label; self.sink = sink; self.logLevel = level
    }

    /// A factory for `LoggingSystem.bootstrap` sharing one open file.
    public static func factory(file: URL, level: Logger.Level) -> @Sendable (String) -> any LogHandler {
        let sink = Sink(url: file)
        return { label in FileLogHandler(label: label, sink: sink, level: level) }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let stamp = ISODate.format(Date())   // not ICU: the first log line is on the way to the first frame
        var meta = metadata
        if let extra = event.metadata { meta.merge(extra) { $1 } }
        let metaText = meta.isEmpty ? "" : " " + meta.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        sink.write("\(stamp) \(event.level) \(label): \(event.message)\(metaText)\n")
    }
}
