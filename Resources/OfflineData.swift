import FoundationEssentials
import Glibc

/// Locates the bundled sample payloads without SwiftPM's generated
/// `Bundle.module`, which traps when the bundle is missing: a misplaced
/// install must give a clear error, never a crash.
public enum OfflineData {
    public static let bundleName = "jumbotron_OfflineData.resources"

    /// The folder holding `samples/`, or nil when it cannot be found.
    public static let samplesDirectory: URL? = locate()

    private static func locate() -> URL? {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["JUMBOTRON_RESOURCES"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let exeDir = exe.deletingLastPathComponent()
        candidates.append(exeDir.appendingPathComponent(bundleName))
        candidates.append(exeDir.deletingLastPathComponent().appendingPathComponent("share/jumbotron/\(bundleName)"))
        // A development checkout: the sources themselves.
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        for dir in candidates {
            let samples = dir.appendingPathComponent("samples")
            var info = stat()
            if stat(samples.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return samples }
        }
        return nil
    }
}
