import Foundation

/// The recorded API payloads in `../shared/fixtures`, read in place (never
/// copied into the project). Tests that need them are skipped when absent.
public enum Fixtures {
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let directory: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures")

    public static var available: Bool { FileManager.default.fileExists(atPath: directory.path) }

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

/// A fresh temporary folder, removed by the caller's `defer`.
public func makeTemporaryDirectory(_ prefix: String = "jumbotron-test") -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
