import Foundation
import Testing
import TestSupport

/// `scripts/install.sh` (what `make install` runs) into a temporary prefix,
/// then the installed binary used from another folder, then uninstalled.
extension EndToEndCommands {
@Suite(.serialized, .enabled(if: BuiltBinary.url != nil))
struct InstallEndToEndTests {
    static let script = Fixtures.packageRoot.appendingPathComponent("scripts/install.sh").path
    let env = ["LANG": "en_US.UTF-8", "TZ": "America/New_York"]

    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var e = ProcessInfo.processInfo.environment
        e.merge(env) { $1 }
        e.merge(extra) { $1 }
        return e
    }

    /// Runs a command line in `dir` (so nothing can be found relative to the checkout).
    func shell(_ command: String, in dir: URL, env extra: [String: String] = [:]) throws -> Spawn.Result {
        try Spawn.run("/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", dir.path] + ["/bin/sh", "-c", command],
                      environment: environment(extra))
    }

    @Test func installRunsFromAnywhereAndUninstallRemovesEverything() throws {
        let root = makeTemporaryDirectory("jumbotron-install")
        defer { try? FileManager.default.removeItem(at: root) }
        let prefix = root.appendingPathComponent("prefix")
        let elsewhere = root.appendingPathComponent("elsewhere")
        let home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let binDir = BuiltBinary.url!.deletingLastPathComponent().path

        let installed = try Spawn.run("/bin/bash", [Self.script, "--prefix", prefix.path, "--bin-dir", binDir], environment: environment())
        #expect(installed.status == 0, "\(installed.stderr)")
        let fm = FileManager.default
        let exe = prefix.appendingPathComponent("bin/jumbotron").path
        for path in ["bin/jumbotron", "share/man/man1/jumbotron.1", "share/bash-completion/completions/jumbotron",
                     "share/zsh/site-functions/_jumbotron", "share/fish/vendor_completions.d/jumbotron.fish",
                     "share/jumbotron/jumbotron_OfflineData.resources/samples/mlb/standings-2018.json"] {
            #expect(fm.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }

        // From another folder, with a fresh HOME: print, doctor and the full-screen app find the bundled data.
        let homeEnv = ["HOME": home.path, "XDG_CONFIG_HOME": "", "XDG_DATA_HOME": "", "XDG_CACHE_HOME": "", "XDG_STATE_HOME": ""]
        let printed = try shell("'\(exe)' print scores --offline --date 2018-09-19 --format tsv", in: elsewhere, env: homeEnv)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.split(separator: "\n").count == 9)
        let doctor = try shell("'\(exe)' doctor --offline", in: elsewhere, env: homeEnv.merging(["TERM": "xterm-256color"]) { $1 })
        #expect(doctor.stdout.contains("sample data at \(prefix.path)/share/jumbotron/"), "\(doctor.stdout)")
        if TmuxSession.isAvailable {
            let tmux = try TmuxSession(["/bin/sh", "-c", "cd '\(elsewhere.path)' && exec '\(exe)' --offline"],
                                       environment: env.merging(homeEnv) { $1 })
            #expect(tmux.waitFor("Top 5th"))
            try tmux.send("s")
            #expect(tmux.waitFor("MLB Standings 2018"))
            try tmux.send("q")                      // q closes the standings first…
            #expect(tmux.waitFor("Top 5th"))
            try tmux.send("q")                      // …and quits from the scoreboard
            #expect(tmux.exitStatus() == 0)
        }

        // man finds the page through the prefix; bash completes from the installed script.
        if fm.isExecutableFile(atPath: "/usr/bin/man") {
            let man = try shell("man -w jumbotron", in: elsewhere, env: ["MANPATH": prefix.appendingPathComponent("share/man").path])
            #expect(man.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == prefix.appendingPathComponent("share/man/man1/jumbotron.1").path)
        }
        let completion = prefix.appendingPathComponent("share/bash-completion/completions/jumbotron").path
        let complete = try shell("""
            bash -c 'source "$0"; PATH="$1:$PATH"; COMP_WORDS=(jumbotron --the); COMP_CWORD=1; COMP_LINE="jumbotron --the"; \
            COMP_POINT=${#COMP_LINE}; _jumbotron jumbotron --the jumbotron; echo "${COMPREPLY[*]}"' '\(completion)' '\(prefix.path)/bin'
            """, in: elsewhere)
        #expect(complete.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "--theme", "\(complete.stderr)")

        // Uninstall removes every file and every folder the install created.
        let removed = try Spawn.run("/bin/bash", [Self.script, "--uninstall", "--prefix", prefix.path], environment: environment())
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(!fm.fileExists(atPath: prefix.path))
        #expect(fm.fileExists(atPath: elsewhere.path))
    }

    @Test func uninstallKeepsFoldersThatWereThereBefore() throws {
        let root = makeTemporaryDirectory("jumbotron-install")
        defer { try? FileManager.default.removeItem(at: root) }
        let prefix = root.appendingPathComponent("prefix")
        let mine = prefix.appendingPathComponent("share/man/man1/other.1")
        try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: mine)
        let binDir = BuiltBinary.url!.deletingLastPathComponent().path
        #expect(try Spawn.run("/bin/bash", [Self.script, "--prefix", prefix.path, "--bin-dir", binDir], environment: environment()).status == 0)
        #expect(try Spawn.run("/bin/bash", [Self.script, "--uninstall", "--prefix", prefix.path], environment: environment()).status == 0)
        let left = FileManager.default.enumerator(atPath: prefix.path)?.allObjects as? [String] ?? []
        #expect(left.sorted() == ["share", "share/man", "share/man/man1", "share/man/man1/other.1"])
        // A second uninstall has nothing to remove and says so.
        let again = try Spawn.run("/bin/bash", [Self.script, "--uninstall", "--prefix", prefix.path], environment: environment())
        #expect(again.status == 1)
        #expect(again.stderr.contains("nothing to uninstall"))
    }

    @Test func packagersCanStageUnderADestdir() throws {
        let stage = makeTemporaryDirectory("jumbotron-stage")
        defer { try? FileManager.default.removeItem(at: stage) }
        let binDir = BuiltBinary.url!.deletingLastPathComponent().path
        let installed = try Spawn.run("/bin/bash", [Self.script, "--prefix", "/usr", "--destdir", stage.path, "--bin-dir", binDir],
                                      environment: environment())
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: stage.appendingPathComponent("usr/bin/jumbotron").path))
        let manifest = try String(contentsOf: stage.appendingPathComponent("usr/share/jumbotron/install-manifest"), encoding: .utf8)
        #expect(manifest.hasPrefix("file /usr/bin/jumbotron\n"))   // paths as on the target system
        #expect(try Spawn.run("/bin/bash", [Self.script, "--uninstall", "--prefix", "/usr", "--destdir", stage.path],
                              environment: environment()).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: stage.path).isEmpty)
    }

    @Test func theMakefileDelegatesToTheScript() throws {
        let makefile = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        #expect(makefile.contains("scripts/install.sh --prefix \"$(PREFIX)\""))
        #expect(makefile.contains("scripts/install.sh --uninstall --prefix \"$(PREFIX)\""))
    }
}
}
