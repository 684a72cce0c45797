import Foundation

/// The recorded API payloads in `Tests/Fixtures` (public data, each file's
/// origin in its `SOURCES.md`): part of the repository, so a fresh clone runs
/// every test with nothing from outside it.
public enum Fixtures {
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let directory: URL = packageRoot.appendingPathComponent("Tests/Fixtures")

    public static func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    public static func data(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }

    /// Every `.json` file in one fixtures folder, sorted by name.
    public static func files(in folder: String) -> [URL] {
        let dir = directory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir.appendingPathComponent($0) }
    }

    /// The project's own bundled samples (Resources/samples).
    public static let samples: URL = packageRoot.appendingPathComponent("Resources/samples")
}

/// One folder for everything this test process puts in /tmp, removed when the
/// process exits, so a run leaves nothing behind even where a test forgot its
/// `defer` or failed before it (hundreds of folders and tmux sockets).
public let testScratchRoot: URL = {
    let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("jumbotron-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit { removeTestScratchRoot() }
    return root
}()

private func removeTestScratchRoot() {
    let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("jumbotron-tests-\(getpid())")
    // A test may have made folders read-only (the read-only data folder tests).
    _ = try? Spawn.run("/bin/chmod", ["-R", "u+rwx", root.path])
    try? FileManager.default.removeItem(at: root)
}

/// A fresh temporary folder under `testScratchRoot`; callers still remove it with `defer`.
public func makeTemporaryDirectory(_ prefix: String = "jumbotron-test") -> URL {
    let url = testScratchRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs CPU-heavy test work on a thread of its own, not on the cooperative
/// pool: the loopback servers of the tests running beside it need that pool
/// (two threads on a two-core machine), and a few seconds of decoding there
/// once made their 400 ms timeouts take 47 s.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { done in
        Thread.detachNewThread { done.resume(with: Result { try work() }) }
    }
}
