import Foundation

/// Drives the real binary in a real terminal: a private tmux server at a
/// fixed size; keys go in with send-keys, the screen comes back with capture-pane.
public final class TmuxSession: @unchecked Sendable {
    public let socket: String
    public let width: Int
    public let height: Int
    public let statusFile: URL
    private var config: URL?

    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }

    /// Starts `command` (argv) in a new session; after it exits its status is
    /// written to `statusFile` and the pane stays open for inspection.
    /// With `record`, every byte the program writes is appended to that file
    /// (tmux's pipe-pane, attached before the program starts).
    public init(_ argv: [String], width: Int = 80, height: Int = 24, environment: [String: String] = [:], record: URL? = nil) throws {
        let name = "jt-\(UUID().uuidString.prefix(8))"
        // A socket of our own under the test scratch folder (not /tmp/tmux-UID), removed with it.
        socket = testScratchRoot.appendingPathComponent("\(name).sock").path
        self.width = width
        self.height = height
        statusFile = testScratchRoot.appendingPathComponent("\(name).status")
        let envPrefix = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
        let go = testScratchRoot.appendingPathComponent("\(name).go")
        let wait = record == nil ? "" : "while [ ! -e \(Self.quote(go.path)) ]; do sleep 0.02; done; rm -f \(Self.quote(go.path)); "
        let cmd = "\(wait)env \(envPrefix) \(argv.map(Self.quote).joined(separator: " ")); echo $? > \(Self.quote(statusFile.path)); sleep 600"
        // The config turns the status line off so the pane is the full size.
        let conf = testScratchRoot.appendingPathComponent("\(name).conf")
        try "set -g status off\nset -g default-terminal tmux-256color\nset -g escape-time 0\n".write(to: conf, atomically: true, encoding: .utf8)
        config = conf
        // The first command forks the tmux server, which would inherit (and hold
        // open) a stdout pipe: read nothing from this one.
        try tmux(["-f", conf.path, "new-session", "-d", "-x", "\(width)", "-y", "\(height)", cmd], capture: false)
        if let record {
            try tmux(["pipe-pane", "-o", "cat >> \(Self.quote(record.path))"])
            _ = FileManager.default.createFile(atPath: go.path, contents: nil)
        }
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: socket)
        try? FileManager.default.removeItem(at: statusFile)
        if let config { try? FileManager.default.removeItem(at: config) }
    }

    public func send(_ keys: String...) throws { try tmux(["send-keys"] + keys) }
    public func send(keys: [String]) throws { try tmux(["send-keys"] + keys) }
    /// Types text literally (no key-name lookup).
    public func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    /// These bytes, as one write to the program (so one read for it, unless it is slow).
    public func sendBytes(_ bytes: [UInt8]) throws { try tmux(["send-keys", "-H"] + bytes.map { String(format: "%02x", $0) }) }

    /// Pastes `text` as a terminal does: wrapped in the bracketed-paste
    /// markers the program asked for, in as many writes as tmux makes of it.
    public func paste(_ text: String) throws {
        let file = makeTemporaryDirectory("jumbotron-paste").appendingPathComponent("buffer")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try tmux(["load-buffer", "-b", "jt-paste", file.path])
        try tmux(["paste-buffer", "-p", "-d", "-b", "jt-paste"])
    }

    public func capture() -> [String] {
        (try? tmux(["capture-pane", "-p"]))?.components(separatedBy: "\n") ?? []
    }
    public var screen: String { capture().joined(separator: "\n") }
    /// The screen with its colours and attributes as SGR escape sequences.
    public var screenWithAttributes: String { (try? tmux(["capture-pane", "-p", "-e"])) ?? "" }
    /// What the program set as the window title (OSC 0/2).
    public var paneTitle: String { ((try? tmux(["display-message", "-p", "#{pane_title}"])) ?? "").trimmingCharacters(in: .newlines) }

    public var alternateScreenOn: Bool { (try? tmux(["display-message", "-p", "#{alternate_on}"]))?.hasPrefix("1") ?? false }
    public var serverPID: String { ((try? tmux(["display-message", "-p", "#{pid}"])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
    public var panePID: Int32? { (try? tmux(["display-message", "-p", "#{pane_pid}"])).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }

    public func resize(width: Int, height: Int) throws { try tmux(["resize-window", "-x", "\(width)", "-y", "\(height)"]) }

    /// Polls the screen until `predicate` holds or `timeout` passes.
    @discardableResult
    public func waitFor(timeout: Double = 10, _ predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if predicate(screen) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return predicate(screen)
    }

    public func waitFor(_ text: String, timeout: Double = 10) -> Bool { waitFor(timeout: timeout) { $0.contains(text) } }

    /// The same without blocking a thread of the cooperative pool: tests that
    /// run a loopback server in-process must use these, or the server can starve.
    public func screenShows(_ text: String, timeout: Double = 10) async -> Bool {
        await screenShows(timeout: timeout) { $0.contains(text) }
    }

    /// Until one capture of the screen holds all of what `predicate` asks: a frame
    /// caught while it is being drawn can show part of it.
    /// Once it holds, the frame is let settle (two captures alike, for at most a quarter of a
    /// second), so what the test reads next from `screen` is a whole frame, not one half drawn.
    public func screenShows(timeout: Double = 10, where predicate: (String) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if predicate(screen) {
                await settle()
                return true
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return predicate(screen)
    }

    func settle() async {
        var last = screen
        for _ in 0..<8 {
            try? await Task.sleep(for: .milliseconds(30))
            let now = screen
            if now == last { return }
            last = now
        }
    }

    public func exited(timeout: Double = 10) async -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let s = try? String(contentsOf: statusFile, encoding: .utf8), let v = Int32(s.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return v
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    /// The exit status of the command, once it has ended.
    public func exitStatus(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let s = try? String(contentsOf: statusFile, encoding: .utf8), let v = Int32(s.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return v
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    @discardableResult
    func tmux(_ args: [String], capture: Bool = true) throws -> String {
        try Spawn.run("/usr/bin/tmux", ["-S", socket] + args, capture: capture).stdout
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// The `jumbotron` binary built next to the test bundle.
public enum BuiltBinary {
    public static var url: URL? {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("jumbotron")
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDir), !isDir.boolValue { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }
}
