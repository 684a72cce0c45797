import Foundation

/// Locates the bundled sample payloads without SwiftPM's generated
/// `Bundle.module`, which traps when the bundle is missing: a misplaced
/// install must give a clear error, never a crash.
public enum OfflineData {
    public static let bundleName = "jumbotron_OfflineData.resources"

    /// The folder holding `samples/`, or nil when it cannot be found.
    public static let samplesDirectory: URL? = locate()

    private static func locate() -> URL? {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["JUMBOTRON_RESOURCES"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let exeDir = exe.deletingLastPathComponent()
        candidates.append(exeDir.appendingPathComponent(bundleName))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent(bundleName))
        candidates.append(exeDir.deletingLastPathComponent().appendingPathComponent("share/jumbotron/\(bundleName)"))
        // A development checkout: the sources themselves.
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        for dir in candidates {
            let samples = dir.appendingPathComponent("samples")
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: samples.path, isDirectory: &isDir), isDir.boolValue { return samples }
        }
        return nil
    }
}
