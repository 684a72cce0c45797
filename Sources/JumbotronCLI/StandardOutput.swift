import Foundation

/// Writes to stdout with write(2), so that a full disk, a closed stdout or a
/// pipe whose reader left becomes an error the command reports (one stderr
/// line, exit 1) instead of the exception FileHandle raises, which ends the
/// process with a stack trace.
enum StandardOutput {
    struct Failed: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "cannot write to standard output: \(String(cString: strerror(code)))" }
    }

    static func write(_ text: String) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failed(code: errno)
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
