import Foundation

/// Opens a URL with $BROWSER or xdg-open, passing it as one argument (no
/// shell) and keeping the child's output off the terminal.
enum SystemOpener {
    @Sendable static func open(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else { return }
        let env = ProcessInfo.processInfo.environment
        let opener = env["BROWSER"].flatMap { $0.split(separator: ":").first.map(String.init) } ?? "xdg-open"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [opener, url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
