import Foundation
import Testing
import TestSupport
@testable import Jumbotron

/// Settings a hostile or broken environment can hand us: a key that would
/// inject HTTP headers, and a "settings file" of 50 MB.
@Suite struct SettingsLimitsTests {
    @Test(arguments: ["a\r\nX-Injected: 1", "key\nsecond", "tab\there", "bell\u{7}", "c1\u{85}inside", "naïve-key", "\u{202E}rtl"])
    func aKeyWithControlCharactersIsRefusedFromTheEnvironment(_ key: String) {
        let effective = EffectiveSettings.resolve(file: SettingsFile.parse(""), overrides: .init(), environment: ["BALLDONTLIE_API_KEY": key])
        #expect(effective.problems.map(\.description) == ["BALLDONTLIE_API_KEY: \(Settings.unusableKeyMessage)"])
        #expect(!Settings.isUsableAPIKey(key))
    }

    @Test func aKeyWithControlCharactersIsRefusedFromTheFile() {
        let loaded = SettingsFile.parse("nba_api_key = \"a\\r\\nX-Injected: 1\"\n")
        #expect(loaded.settings.nbaAPIKey == nil)
        #expect(loaded.problems.map(\.description) == ["config.toml line 1, nba_api_key: \(Settings.unusableKeyMessage)"])
        // An ordinary key passes untouched.
        #expect(SettingsFile.parse("nba_api_key = \"0f3c-AB_12.x\"\n").settings.nbaAPIKey == "0f3c-AB_12.x")
        #expect(EffectiveSettings.resolve(file: SettingsFile.parse(""), overrides: .init(), environment: ["BALLDONTLIE_API_KEY": "0f3c-AB_12"]).problems.isEmpty)
    }

    /// 50 MB took 8.5 s and 362 MB to parse; now it is refused by its size, unread.
    @Test func aSettingsFileOverAMegabyteIsNotRead() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("config.toml")
        let line = Data("# padding padding padding padding padding padding padding\n".utf8)
        var text = Data("theme = \"light\"\n".utf8)
        while text.count <= 50_000_000 { text.append(line) }
        try text.write(to: file)
        let started = ContinuousClock.now
        let loaded = SettingsFile.load(file)
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(loaded.settings.theme == nil, "defaults: nothing was read")
        #expect(loaded.problems.map(\.description) == ["config.toml: is 50 MB, far over the 1 MB a settings file can be; not read, using defaults"])
        // Just under the limit is read as usual.
        try Data("theme = \"light\"\n".utf8).write(to: file)
        #expect(SettingsFile.load(file).settings.theme == .light)
    }
}
