import Foundation
import Testing

/// Reviewed text snapshots under `Tests/<target>/__Snapshots__/`. A missing
/// snapshot is written and the test fails so it gets reviewed; set
/// `SNAPSHOT_RECORD=1` to rewrite all. In CI a missing snapshot only fails.
public enum Snapshot {
    public static func assert(_ actual: String, named name: String,
                              filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        let dir = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let file = dir.appendingPathComponent("\(name).txt")
        let env = ProcessInfo.processInfo.environment
        let record = env["SNAPSHOT_RECORD"] == "1"
        guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
            if env["CI"] != nil && !record {
                Issue.record("missing snapshot \(name); run the tests locally to record it", sourceLocation: sourceLocation)
                return
            }
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            if !record { Issue.record("recorded new snapshot \(name); review it and run again", sourceLocation: sourceLocation) }
            return
        }
        if expected != actual {
            Issue.record("snapshot \(name) differs:\n\(diff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
        }
    }

    /// The differing lines, numbered, expected (-) above actual (+).
    static func diff(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? String(e[i]) : "<none>"
            let al = i < a.count ? String(a[i]) : "<none>"
            if el != al { out.append(String(format: "%3d - %@\n    + %@", i + 1, el, al)) }
        }
        return out.joined(separator: "\n")
    }
}
