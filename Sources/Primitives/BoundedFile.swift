#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// A file read whole only when it is a regular file of at most `limit`
/// bytes, checked on the open file itself: what is checked is what is read
/// (no swap between a `stat` and the read), a FIFO or `/dev/zero` is never
/// read, and a file that grows while read stops at the limit. The size comes
/// from `fstat`, not from Foundation's file attributes, which answer nothing
/// for the size in the statically linked build users install.
public enum BoundedFile {
    public enum Failure: Error, Equatable, Sendable {
        /// No such file (or a folder, a device, a FIFO: not a file to read).
        case missing
        case unreadable(errno: Int32)
        /// Larger than the limit: the size it has.
        case tooLarge(bytes: Int)
    }

    /// The bytes, or why not; `modified`: the file's modification time, as the same `fstat` saw it.
    /// `followLinks: false`: a symbolic link is not a file of ours (the cache's own folders).
    public static func read(_ path: String, limit: Int, followLinks: Bool = true) -> Result<(data: Data, modified: Date), Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return .failure(errno == ENOENT || errno == ENOTDIR || errno == ELOOP ? .missing : .unreadable(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(errno: errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.missing) }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure(.tooLarge(bytes: size)) }
        var data = Data(count: size)
        var filled = 0
        while filled < size {
            let got = data.withUnsafeMutableBytes { buffer in systemRead(fd, buffer.baseAddress! + filled, size - filled) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return .failure(.unreadable(errno: errno)) }
            if got == 0 { break }   // shorter than it said (truncated meanwhile): what is there
            filled += got
        }
        if filled < size { data.removeSubrange(filled..<size) }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        return .success((data, modified))
    }

    /// The bytes, or nil for any of the failures.
    public static func data(_ path: String, limit: Int, followLinks: Bool = true) -> Data? {
        if case .success(let read) = read(path, limit: limit, followLinks: followLinks) { return read.data }
        return nil
    }
}

/// The C library's `read`, under a name the enum's own `read` does not hide.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}
