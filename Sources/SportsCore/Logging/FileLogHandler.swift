import Synchronization
import FoundationEssentials
import Primitives
import Glibc
import Logging

/// swift-log handler that appends lines to the log file. Nothing may reach
/// the terminal while the full-screen UI is up, so this is the only sink.
public struct FileLogHandler: LogHandler {
    /// The open log file. Opened never through a link (`O_NOFOLLOW`): a
    /// link planted where the log goes would have the app append to any file
    /// the user can write. Each line is one `write(2)`, so nothing is left in
    /// a buffer when the process ends.
    private final class Sink: Sendable {
        /// The descriptor, held while a line is written so lines never interleave.
        let writing = Mutex<Void>(())
        let fd: Int32
        init(url: URL) {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        deinit { if fd >= 0 { close(fd) } }
        func write(_ line: String) {
            guard fd >= 0 else { return }
            writing.withLock { _ in
                var bytes = Array(line.utf8)[...]
                while !bytes.isEmpty {
                    let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                    if n > 0 { bytes = bytes.dropFirst(n) } else if n < 0 && errno == EINTR { continue } else { return }
                }
            }
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
        // Feed text reaches the log (alerts, server messages): anyone tailing it must
        // not be sent escape sequences, and a line break in a name must not forge a line.
        sink.write("\(stamp) \(event.level) \(label): " + InertText.logLine("\(event.message)\(metaText)") + "\n")
    }
}
