import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Another program holding SQLite's write lock on a database (a Python
/// process with `BEGIN EXCLUSIVE`), until `release()`.
public final class ExternalSQLiteLock: Sendable {
    private let release: URL
    private let finished = LockFlag()

    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

    public init(database: URL) throws {
        let dir = testScratchRoot.appendingPathComponent("lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let ready = dir.appendingPathComponent("ready")
        release = dir.appendingPathComponent("release")
        // The lock is held until the test lets go (or this object goes): the
        // deadline only ends an orphan. A loaded two-core run has stalled a
        // test for over a minute between taking the lock and trying to save.
        let script = """
        import os, sqlite3, sys, time
        c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=10)
        c.execute("BEGIN EXCLUSIVE")
        open(sys.argv[2], "w").close()
        deadline = time.time() + 900
        while not os.path.exists(sys.argv[3]) and time.time() < deadline:
            time.sleep(0.02)
        c.execute("COMMIT")
        """
        let finished = self.finished
        let args = ["-c", script, database.path, ready.path, release.path]
        Thread.detachNewThread {
            _ = try? Spawn.run("/usr/bin/python3", args)
            finished.value.store(true, ordering: .releasing)
        }
        // Waits on the condition, never on a clock: a loaded machine may take
        // long to start Python, and the program ends by itself if it fails.
        while !FileManager.default.fileExists(atPath: ready.path) {
            guard !finished.value.load(ordering: .acquiring) else { throw POSIXError(.ECHILD) }
            usleep(20_000)
        }
    }

    /// Commits and ends the other program; returns once it has exited (and so let go).
    public func releaseLock() {
        _ = FileManager.default.createFile(atPath: release.path, contents: nil)
        while !finished.value.load(ordering: .acquiring) { usleep(20_000) }
    }

    deinit { _ = FileManager.default.createFile(atPath: release.path, contents: nil) }
}

public struct MountError: Error { public let message: String }

final class LockFlag: Sendable { let value = Atomic<Bool>(false) }

/// A small tmpfs mounted for a test: a disk that fills up, or a folder that
/// turns read-only and back. Needs root (or CAP_SYS_ADMIN); `isAvailable`
/// says whether this machine allows it.
public final class ScratchMount: Sendable {
    public let path: URL

    public static let isAvailable: Bool = {
        guard geteuid() == 0, let probe = try? ScratchMount(kilobytes: 64) else { return false }
        probe.unmount()
        return true
    }()

    public init(kilobytes: Int) throws {
        path = testScratchRoot.appendingPathComponent("mount-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        let r = try Spawn.run("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path.path])
        guard r.status == 0 else { throw POSIXError(.EPERM) }
    }

    /// A file just closed by another thread (a database's last connection) can
    /// keep the mount busy for a moment under load: tried again for up to 3 s.
    public func setReadOnly(_ readOnly: Bool) throws {
        var r = try Spawn.run("/usr/bin/mount", ["-o", "remount,\(readOnly ? "ro" : "rw")", path.path])
        for _ in 0..<30 where r.status != 0 && r.stderr.contains("busy") {
            Thread.sleep(forTimeInterval: 0.1)
            r = try Spawn.run("/usr/bin/mount", ["-o", "remount,\(readOnly ? "ro" : "rw")", path.path])
        }
        guard r.status == 0 else { throw MountError(message: r.stderr) }
    }

    /// Fills the free space with a file; returns it (delete it to free the space).
    @discardableResult
    public func fill() -> URL {
        let filler = path.appendingPathComponent("filler")
        let fd = open(filler.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer { close(fd) }
        let chunk = [UInt8](repeating: 0xAB, count: 4096)
        while write(fd, chunk, chunk.count) > 0 {}
        var one: UInt8 = 0
        while write(fd, &one, 1) > 0 {}
        return filler
    }

    public func unmount() {
        _ = try? Spawn.run("/usr/bin/umount", ["-l", path.path])
        try? FileManager.default.removeItem(at: path)
    }

    deinit { unmount() }
}
