import Foundation
import Testing
import TestSupport

/// Two instances opening one brand-new favorites database at the same
/// moment: one creates and migrates it while the other finds it locked or
/// half written. Neither may report it locked, read it before its tables
/// exist, or move it aside as damaged (2 runs in 60 did, before).
extension EndToEndCommands {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct ConcurrentOpenEndToEndTests {
    @Test func twoProcessesCreatingOneDatabaseBothSucceed() throws {
        for round in 0..<40 {
            let dir = makeTemporaryDirectory("jt-race")
            defer { try? FileManager.default.removeItem(at: dir) }
            let binary = BuiltBinary.url!.path
            let script = """
                '\(binary)' print favorites --offline --data-dir '\(dir.path)' > '\(dir.path)/a' 2>&1 & a=$!
                '\(binary)' print favorites --offline --data-dir '\(dir.path)' > '\(dir.path)/b' 2>&1 & b=$!
                wait $a; echo $? > '\(dir.path)/a.status'; wait $b; echo $? > '\(dir.path)/b.status'
                """
            try Spawn.run("/bin/sh", ["-c", script], capture: false)
            for name in ["a", "b"] {
                let status = try String(contentsOf: dir.appendingPathComponent("\(name).status"), encoding: .utf8)
                let output = (try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)) ?? ""
                #expect(status == "0\n", "round \(round), process \(name): \(output)")
            }
            let left = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("data").path)) ?? []
            #expect(!left.contains { $0.contains("corrupt") }, "round \(round): a new database was moved aside: \(left)")
        }
    }
}
}
