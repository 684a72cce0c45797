import Foundation
import SportsCore
import Testing
import TestSupport
@testable import Jumbotron

/// The settings screen's changes on disk: a file made when there was none
/// (the commented default, so every setting is explained), a link followed,
/// the file's permissions kept, a broken or unwritable file left alone with
/// the reason said, and the last change made the one that stands.
@Suite struct SettingsWriterTests {
    static func folder() -> URL { makeTemporaryDirectory("jumbotron-settings") }

    @Test func noFileYetGetsTheCommentedDefaultWithTheChange() throws {
        let dir = Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("jumbotron/config.toml").path   // its folder does not exist either
        let writer = SettingsWriter(path: path)
        writer.enqueue([.set(section: nil, key: "spoilers", value: "\"hide\"")])
        #expect(writer.flush() == .saved(["spoilers"], path: path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# Jumbotron settings.") && text.contains("# spoilers = \"show\"\nspoilers = \"hide\"\n"))
        #expect(writer.flush() == nil, "nothing waiting")
    }

    @Test func aLinkIsFollowedAndThePermissionsKept() throws {
        let dir = Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let real = dir.appendingPathComponent("dotfiles-config.toml"), link = dir.appendingPathComponent("config.toml")
        try "nba_api_key = \"secret\"\n".write(to: real, atomically: true, encoding: .utf8)
        chmod(real.path, 0o600)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let writer = SettingsWriter(path: link.path)
        writer.enqueue([.set(section: nil, key: "alerts", value: "\"bell\"")])
        #expect(writer.flush() == .saved(["alerts"], path: link.path))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path, "still a link")
        #expect(try String(contentsOf: real, encoding: .utf8) == "nba_api_key = \"secret\"\nalerts = \"bell\"\n")
        var info = stat()
        stat(real.path, &info)
        #expect(info.st_mode & 0o777 == 0o600, "still private: \(String(info.st_mode & 0o777, radix: 8))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["config.toml", "dotfiles-config.toml"], "no temporary file left")
    }

    @Test func aFileWithAnErrorOfItsOwnIsLeftAlone() throws {
        let dir = Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("config.toml").path
        let broken = "alerts = \"bell\"\ntheme = \n"
        try broken.write(toFile: path, atomically: true, encoding: .utf8)
        let writer = SettingsWriter(path: path)
        writer.enqueue([.set(section: nil, key: "spoilers", value: "\"hide\"")])
        guard case .failed(let names, let reason)? = writer.flush() else { Issue.record("saved over a broken file"); return }
        #expect(names == ["spoilers"] && reason.contains("has an error of its own on line 2"), "\(reason)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
    }

    /// A change the file could not hold as made (a key the file already has as something else) is refused, the file unchanged.
    @Test func aChangeThatWouldNotReadBackIsRefused() throws {
        let dir = Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("config.toml").path
        let text = "[alert_kinds]\nscore = false\n[teams]\nalert_kinds = 1\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let writer = SettingsWriter(path: path)
        writer.enqueue([.set(section: nil, key: "alert_kinds", value: "3")])
        guard case .failed(_, let reason)? = writer.flush() else { Issue.record("wrote a file that does not read back"); return }
        #expect(reason.contains("would not read back"), "\(reason)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    /// Changes made one after another end with the last, whichever write runs first.
    @Test func theLastChangeStandsWhateverTheOrderOfWrites() async throws {
        let dir = Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("config.toml").path
        let writer = SettingsWriter(path: path)
        let modes = ["off", "banner", "bell", "desktop"]
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<40 {
                writer.enqueue([.set(section: nil, key: "alerts", value: "\"\(modes[i % 4])\"")])
                group.addTask { _ = writer.flush() }
            }
        }
        #expect(SettingsFile.parse(try String(contentsOfFile: path, encoding: .utf8)).settings.alerts == .desktop)
    }

    @Test(.enabled(if: ScratchMount.isAvailable))
    func anUnwritableFileSaysWhy() throws {
        let mount = try ScratchMount(kilobytes: 256)
        defer { mount.unmount() }
        let path = mount.path.appendingPathComponent("config.toml").path
        try "alerts = \"bell\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        try mount.setReadOnly(true)
        let writer = SettingsWriter(path: path)
        writer.enqueue([.set(section: nil, key: "spoilers", value: "\"hide\"")])
        guard case .failed(_, let reason)? = writer.flush() else { Issue.record("saved on a read-only disk"); return }
        #expect(reason.contains("could not be written: Read-only file system"), "\(reason)")
    }
}
