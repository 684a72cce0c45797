import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// French, German and British English locales built with localedef into a
/// folder of their own, named by LOCPATH for this process: a fresh machine
/// has only C.UTF-8. Built once per test run; nil (with why) when localedef
/// or its sources are missing.
public enum TestLocales {
    public static let names = ["fr_FR", "de_DE", "en_GB"]

    public static let ready: Result<String, Failure> = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("jt-locales-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for name in names {
            guard let result = try? Spawn.run("/usr/bin/env", ["localedef", "-i", name, "-f", "UTF-8", "\(dir)/\(name).UTF-8"]) else {
                return .failure(Failure(why: "localedef could not be started"))
            }
            // localedef exits 1 for warnings and still writes the locale.
            guard result.status <= 1, FileManager.default.fileExists(atPath: "\(dir)/\(name).UTF-8/LC_TIME") else {
                return .failure(Failure(why: "localedef \(name): status \(result.status) \(result.stderr.prefix(300))"))
            }
        }
        setenv("LOCPATH", dir, 1)
        atexit { if let dir = getenv("LOCPATH") { _ = try? Spawn.run("/bin/rm", ["-rf", String(cString: dir)]) } }
        return .success(dir)
    }()

    public struct Failure: Error, CustomStringConvertible { public let why: String; public var description: String { why } }
}
