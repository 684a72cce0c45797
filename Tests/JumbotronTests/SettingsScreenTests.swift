import Foundation
import SportsCore
import Testing
import TestSupport
import TerminalUI
@testable import Jumbotron

/// The settings screen (`,`): every setting with its value and where it came
/// from; the common ones change in place, take effect at once and reach the
/// config file with its comments kept; a failure to save is said, and the
/// change holds until the app quits.
@Suite struct SettingsScreenTests {
    static let file = """
        # My settings — keep this comment.
        alerts = "banner"   # not the bell at work

        [teams]
        mlb = ["NYY"]
        """

    /// A state opened on the settings screen, as the runner makes it from `text`.
    static func opened(_ text: String = file, path: String = "/tmp/config.toml", width: Int = 120, height: Int = 40) -> AppState {
        var s = makeState(width: width, height: height, offline: false)
        let effective = EffectiveSettings.resolve(file: SettingsFile.parse(text), overrides: SettingsOverrides(spoilers: .show), environment: [:])
        s.settingsSheet = SettingsSheet(effective, path: path, colors: true)
        s.display.alerts = effective.settings.alerts
        press(&s, .char(","))
        return s
    }

    static func select(_ item: SettingItem, _ s: inout AppState) {
        s.settingsSheet.selected = SettingItem.lines.firstIndex(of: .item(item))!
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func everySettingWithItsValueAndSource(width: Int, height: Int) {
        let s = Self.opened(width: width, height: height)
        let text = render(s).snapshot
        Snapshot.assert(text, named: "settings-\(width)x\(height)")
        #expect(s.presented == .settings)
        #expect(text.contains("Saved to /tmp/config.toml"))
        let alerts = text.split(separator: "\n").first { $0.contains("Alerts ") }.map(String.init) ?? ""
        #expect(alerts.contains("banner") && alerts.contains("config file"), "\(alerts)")
        let spoilers = text.split(separator: "\n").first { $0.contains("Spoiler-free") }.map(String.init) ?? ""
        #expect(spoilers.contains("off") && spoilers.contains("command line"), "\(spoilers)")
    }

    /// Every row reachable by scrolling at the smallest size, and the last one shows at the end.
    @Test func itScrollsAtTheSmallestSize() {
        var s = Self.opened(width: 40, height: 12)
        press(&s, .end)
        #expect(render(s).snapshot.contains("balldontlie"))
        press(&s, .home)
        #expect(render(s).snapshot.contains("Spoiler-free"))
    }

    @Test func aChangeTakesEffectAndIsSavedWithTheCommentsKept() async throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("config.toml").path
        try Self.file.write(toFile: path, atomically: true, encoding: .utf8)
        let store = TestStore(Self.opened(path: path))
        store.settingsWriter = SettingsWriter(path: path)
        Self.select(.spoilers, &store.state)
        store.send(.key(.enter)) {
            $0.display.hideSpoilers = true
            $0.settingsSheet.changes["spoilers"] = .saving
        }
        await store.receive(.settingsSaved(.saved(["spoilers"], path: path))) {
            $0.settingsSheet.changes["spoilers"] = .saved
            $0.notice = "Saved to \(path)"
        }
        Self.select(.alerts, &store.state)
        store.send(.key(.right)) {
            $0.notice = nil   // a key clears the last notice
            $0.display.alerts = .bell
            $0.settingsSheet.changes["alerts"] = .saving
        }
        await store.receive(.settingsSaved(.saved(["alerts"], path: path))) {
            $0.settingsSheet.changes["alerts"] = .saved
            $0.notice = "Saved to \(path)"
        }
        await store.finish()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved.contains("# My settings — keep this comment.\nalerts = \"bell\"   # not the bell at work\n"), "\(saved)")
        #expect(saved.contains("spoilers = \"hide\"") && saved.contains("mlb = [\"NYY\"]"))
        let read = SettingsFile.parse(saved)
        #expect(read.problems.isEmpty && read.settings.spoilers == .hide && read.settings.alerts == .bell)
        #expect(render(store.state).snapshot.contains("changed here, saved"))
    }

    @Test func theDelayTheThemeAndTheKindsOfAlerts() {
        var s = Self.opened()
        Self.select(.delay, &s)
        #expect(press(&s, .right) == [.delays(Delays(all: 5)), .saveSettings([.delays(Delays(all: 5))])])
        Self.select(.theme, &s)
        press(&s, .right)
        #expect(s.settingsSheet.theme == .dark && s.display.themeKind == .dark)
        press(&s, .right)
        #expect(s.settingsSheet.theme == .light && s.display.themeKind == .light, "a light theme shows at once")
        Self.select(.alertKind(.against), &s)
        #expect(press(&s, .char(" ")) == [.saveSettings([.alertKinds(Set(AlertKind.allCases).subtracting([.against]))])])
        #expect(!s.display.alertKinds.contains(.against))
        Self.select(.followedFirst, &s)
        press(&s, .enter)
        #expect(!s.display.followedFirst)
    }

    @Test func quietHoursAreTypedAndChecked() {
        var s = Self.opened()
        Self.select(.quietHours, &s)
        press(&s, .enter)
        for c in "22:3x0-07:00" { press(&s, .char(c)) }
        #expect(s.settingsSheet.typing == "22:30-07:00", "only digits, : and -")
        #expect(AppReducer.keyHelp(for: s).first?.title == "Quiet hours")
        press(&s, .backspace)
        press(&s, .enter)
        #expect(s.notice == "Quiet hours are a span of the day like 22:30-07:00" && s.settingsSheet.typing == "22:30-07:0")
        press(&s, .char("0"))
        #expect(press(&s, .enter) == [.saveSettings([.set(section: nil, key: "quiet_hours", value: "\"22:30-07:00\"")])])
        #expect(s.display.quietHours?.description == "22:30-07:00" && s.settingsSheet.typing == nil)
        press(&s, .enter)
        for _ in 0..<11 { press(&s, .backspace) }
        #expect(press(&s, .enter) == [.saveSettings([.remove(section: nil, key: "quiet_hours")])], "empty: none")
        #expect(s.display.quietHours == nil)
    }

    @Test func leaguesArePickedInOrder() {
        var s = Self.opened()
        Self.select(.leagues, &s)
        press(&s, .enter)
        #expect(render(s).snapshot.contains("None chosen"))
        let rows = s.leagues.rows
        let nfl = rows.firstIndex { $0.id.rawValue == "nfl" }!, mlb = rows.firstIndex { $0.id.rawValue == "mlb" }!
        s.settingsSheet.leagueRow = nfl
        press(&s, .char(" "))
        s.settingsSheet.leagueRow = mlb
        let commands = press(&s, .char(" "))
        #expect(commands == [.saveSettings([.set(section: nil, key: "leagues", value: "[\"nfl\", \"mlb\"]")])])
        #expect(s.leagues.enabledIDs == [ScoresLeague(id: "nfl"), ScoresLeague(id: "mlb")], "the picker and L follow at once")
        press(&s, .escape)
        #expect(s.settingsSheet.leagueRow == nil && s.presented == .settings)
        #expect(render(s).snapshot.contains("NFL, MLB"))
    }

    @Test func aFailureIsSaidAndTheChangeHolds() {
        var s = Self.opened()
        Self.select(.spoilers, &s)
        press(&s, .enter)
        _ = reduce(&s, .settingsSaved(.failed(["spoilers"], reason: "/tmp/config.toml could not be written: Read-only file system")))
        #expect(s.display.hideSpoilers)
        #expect(s.notice?.hasPrefix("Not saved (holds until you quit)") == true)
        let text = render(s).snapshot
        #expect(text.contains("changed here, not saved") && text.contains("Not saved: /tmp/config.toml could not be written"))
    }

    /// Help over the settings lists its keys and closes back to them; Esc closes the screen.
    @Test func helpOverItAndClosing() {
        var s = Self.opened()
        press(&s, .char("?"))
        #expect(s.presented == .help(over: .settings))
        #expect(render(s).snapshot.contains("Next value"))
        press(&s, .escape)
        #expect(s.presented == .settings)
        Self.select(.clock(), &s)
        press(&s, .enter)
        #expect(s.notice?.contains("read at start") == true)
        press(&s, .char(","))
        #expect(s.presented == nil)
    }
}

extension SettingItem {
    static func clock() -> SettingItem { .fixed(key: "clock", label: "Clock") }
}
