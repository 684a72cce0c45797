import FoundationEssentials
import Primitives

/// Opens a URL with $BROWSER or xdg-open, passing it as one argument (no
/// shell) and keeping the child's output off the terminal. Says why when it
/// cannot: no such program, it would not start, or it gave up at once (xdg-open
/// without a desktop exits 3). A launcher still running after a moment is taken
/// as working.
enum SystemOpener {
    @Sendable static func open(_ url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            return "Only web links can be opened"
        }
        let env = ProcessInfo.processInfo.environment
        let opener = env["BROWSER"].flatMap { $0.split(separator: ":").first.map(String.init) } ?? "xdg-open"
        guard let path = executable(opener, searchPath: env["PATH"] ?? "/usr/bin:/bin") else {
            return "No program to open links: \(opener) was not found (set BROWSER)"
        }
        guard let child = ChildProcess.start(path, [url.absoluteString]) else {
            return "No program to open links: \(opener) did not start"
        }
        let deadline = ContinuousClock.now + .seconds(3)
        while child.exitStatus() == nil && ContinuousClock.now < deadline { BackgroundThread.sleep(seconds: 0.02) }
        guard let status = child.exitStatus() else {
            // Still running: a browser that stays. Reap it whenever it ends.
            BackgroundThread.start { _ = child.waitForExit() }
            return nil
        }
        return status == 0 ? nil : "No program to open links: \(opener) failed (status \(status))"
    }

    /// The program's path: as given when it has a slash, else the first match on PATH.
    static func executable(_ name: String, searchPath: String) -> String? {
        let fm = FileManager.default
        if name.contains("/") { return fm.isExecutableFile(atPath: name) ? name : nil }
        for dir in searchPath.split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/\(name)"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
