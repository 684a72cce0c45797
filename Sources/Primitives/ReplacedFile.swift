#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// A file the user owns, replaced whole or not at all: the new bytes go to a
/// file beside it, reach the disk, and take its name in one rename, so a
/// crash or a full disk leaves the old file as it was. A link (a dotfiles
/// folder) is followed and its target replaced, the link kept; the file's
/// permissions are kept (a config holding an API key may be private).
public enum ReplacedFile {
    public static func write(_ data: Data, to path: String) -> Result<Void, SystemFailure> {
        // The link's target, when the file exists and is one.
        var target = path
        if let real = realpath(path, nil) {
            target = String(cString: real)
            free(real)
        }
        var info = stat()
        let mode: mode_t = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let temporary = target + ".saving-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { return .failure(SystemFailure(errno)) }
        var failure: Int32 = 0
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, failure == 0 {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 { offset += n } else if n < 0, errno != EINTR { failure = errno }
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        _ = fchmod(fd, mode)   // the umask took bits the old file had
        close(fd)
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            return .failure(SystemFailure(failure))
        }
        return .success(())
    }
}

/// An `errno` with the C library's words for it.
public struct SystemFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public let code: Int32
    public init(_ code: Int32) { self.code = code }
    public var description: String { String(cString: strerror(code)) }
}
