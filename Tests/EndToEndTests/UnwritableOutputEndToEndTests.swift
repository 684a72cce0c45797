import Foundation
import Testing
import TestSupport

/// Output that cannot be written (a full disk, a closed stdout, a pipe whose
/// reader left while SIGPIPE is ignored): every command says so in one line
/// on stderr and exits 1, never a stack trace and SIGILL.
extension EndToEndCommands {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct UnwritableOutputEndToEndTests {
    static let commands: [[String]] = [
        ["print", "scores", "--offline", "--date", "2018-09-19"], ["print", "shows", "--offline"],
        ["config", "--print"], ["config", "--path"], ["doctor", "--offline"], ["--help"], ["--version"], ["print", "--help"],
    ]

    /// Runs `command` through bash with stdout set up by `redirect`; returns the exit status and stderr.
    func run(_ command: [String], stdout redirect: String) throws -> (status: Int32, stderr: String) {
        let dir = makeTemporaryDirectory("jt-unwritable")
        defer { try? FileManager.default.removeItem(at: dir) }
        let quoted = ([BuiltBinary.url!.path] + command).map { "'\($0)'" }.joined(separator: " ")
        let script = "export XDG_CONFIG_HOME='\(dir.path)' XDG_DATA_HOME='\(dir.path)' XDG_CACHE_HOME='\(dir.path)' XDG_STATE_HOME='\(dir.path)'; \(redirect.replacingOccurrences(of: "CMD", with: quoted)) 2>'\(dir.path)/err'; echo $? > '\(dir.path)/status'"
        try Spawn.run("/bin/bash", ["-c", script], capture: false)
        let status = Int32((try String(contentsOf: dir.appendingPathComponent("status"), encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        return (status, try String(contentsOf: dir.appendingPathComponent("err"), encoding: .utf8))
    }

    func expectOneLine(_ result: (status: Int32, stderr: String), _ why: String, _ command: [String]) {
        #expect(result.status == 1, "\(command) \(why): exit \(result.status)")
        #expect(result.stderr == "jumbotron: cannot write to standard output: \(why)\n", "\(command): \(result.stderr)")
    }

    @Test(arguments: commands)
    func aFullDisk(_ command: [String]) throws {
        expectOneLine(try run(command, stdout: "CMD >/dev/full"), "No space left on device", command)
    }

    @Test(arguments: commands)
    func aClosedStandardOutput(_ command: [String]) throws {
        expectOneLine(try run(command, stdout: "CMD >&-"), "it is closed", command)
    }

    /// The reader is gone before the first write (a process substitution that
    /// exits at once), and SIGPIPE is ignored, as some shells and runners do.
    @Test(arguments: commands)
    func aPipeWithNoReader(_ command: [String]) throws {
        expectOneLine(try run(command, stdout: "trap '' PIPE; exec 1> >(exit 0); sleep 0.3; CMD"), "Broken pipe", command)
    }
}
}
