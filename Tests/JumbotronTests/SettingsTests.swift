import Foundation
import Testing
import TestSupport
@testable import SportsCore
@testable import Jumbotron

@Suite struct SettingsFileTests {
    @Test func missingFileMeansDefaultsAndNoProblem() {
        let loaded = SettingsFile.load(URL(fileURLWithPath: "/nonexistent/jumbotron/config.toml"))
        #expect(loaded.settings == Settings())
        #expect(loaded.problems.isEmpty)
    }

    @Test func everyKeyIsRead() {
        let loaded = SettingsFile.parse("""
            default_tab = "Shows"
            time_zone = "Europe/London"
            clock = "24h"
            theme = "light"
            refresh_seconds = 15
            ascii = true
            mouse = false
            [teams]
            mlb = ["nyy", "BOS", "NYY"]
            nfl = "gb"
            """)
        #expect(loaded.problems.isEmpty)
        var expected = Settings()
        expected.defaultTab = "shows"
        expected.timeZone = Zone(identifier: "Europe/London")
        expected.clock = .h24
        expected.theme = .light
        expected.refreshSeconds = 15
        expected.ascii = true
        expected.mouse = false
        expected.favoriteMLBTeams = ["NYY", "BOS"]
        expected.favoriteNFLTeams = ["GB"]
        #expect(loaded.settings == expected)
        #expect(loaded.settings.configTeams.map(\.id) == ["mlb:147", "mlb:111", "nfl:GB"])
        #expect(loaded.keysSet.isSuperset(of: ["default_tab", "theme", "teams.mlb", "teams.nfl"]))
    }

    /// About 9.3e15 seconds or more crashed the app (the timer's
    /// nanoseconds overflowed); numbers are now kept to 10 s … a day.
    @Test(arguments: ["9300000000000000", "9223372036854775807", "86401", "-1", "0"])
    func hugeOrNegativeRefreshSecondsAreRefusedPlainly(_ value: String) {
        let loaded = SettingsFile.parse("refresh_seconds = \(value)\n")
        #expect(loaded.settings.refreshSeconds == 30)
        #expect(loaded.problems.count == 1 && loaded.problems.first?.key == "refresh_seconds")
        #expect(loaded.problems.first?.description.contains("using 30") == true)
        #expect(SettingsFile.parse("refresh_seconds = 86400\n").settings.refreshSeconds == 86_400)
    }

    @Test func aBadValueCostsOnlyItsKeyAndNamesLineAndKey() {
        let loaded = SettingsFile.parse("""
            # my settings
            theme = "purple"
            clock = "24h"
            refresh_seconds = 5
            mouse = "yes"

            [teams]
            mlb = ["NYY", "XXX"]
            """)
        #expect(loaded.settings.clock == .h24)            // the good keys still apply
        #expect(loaded.settings.favoriteMLBTeams == ["NYY"])
        #expect(loaded.settings.theme == nil)
        #expect(loaded.settings.refreshSeconds == 30)
        #expect(loaded.settings.mouse == true)
        #expect(loaded.problems.map(\.line) == [2, 4, 5, 8])
        #expect(loaded.problems.map(\.key) == ["theme", "refresh_seconds", "mouse", "teams.mlb"])
        #expect(loaded.problems[0].description == "config.toml line 2, theme: 'purple' is not one of dark, light, mono, auto; using auto")
        #expect(loaded.problems[1].description.contains("below the minimum of 10 seconds"))
        #expect(loaded.problems[3].description.contains("'XXX' is not an MLB team abbreviation"))
    }

    @Test func aSyntaxErrorNamesItsLineAndFallsBackEverywhere() {
        let loaded = SettingsFile.parse("theme = \"light\"\nclock = = 24\n")
        #expect(loaded.settings == Settings())
        #expect(loaded.problems.count == 1)
        #expect(loaded.problems[0].line == 2)
        #expect(loaded.problems[0].description.hasPrefix("config.toml line 2: "))
        #expect(loaded.problems[0].description.hasSuffix("using defaults for every setting"))
    }

    @Test func unknownKeysAndBadTimeZonesAreNamed() {
        let loaded = SettingsFile.parse("colour = \"red\"\ntime_zone = \"Mars/Olympus\"\n")
        #expect(loaded.problems.map(\.key) == ["colour", "time_zone"])
        #expect(loaded.problems[1].message.contains("not a time zone name"))
        #expect(loaded.settings.timeZone == nil)
    }

    /// Problems reach stderr and the log as they are: nothing from the file may
    /// carry an escape sequence there or flood a line.
    @Test func hostileValuesAreQuotedPrintableAndShort() {
        let long = String(repeating: "a", count: 100_000)
        let loaded = SettingsFile.parse("""
            theme = "\\u001b]0;pwned\\u0007x"
            "\\u001b[2J" = 1
            clock = "\(long)"
            a = \(String(repeating: "[", count: 1_000))\(String(repeating: "]", count: 1_000))
            """)
        #expect(!loaded.problems.isEmpty)
        for problem in loaded.problems {
            let text = problem.description
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }, "\(text)")
            #expect(text.count < 500)
        }
        let deep = SettingsFile.parse("a = " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        #expect(deep.problems.count == 1)   // toml++ stops at its nesting limit; no stack overflow
        let clock = SettingsFile.parse("clock = \"\(long)\"\n")
        #expect(clock.problems[0].message.hasPrefix("'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…' is not one of 12h"))
    }

    @Test func notUTF8IsOneProblem() throws {
        let dir = testScratchRoot.appendingPathComponent("settings-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("config.toml")
        try Data([0x74, 0x3D, 0xFF, 0xFE]).write(to: file)
        let loaded = SettingsFile.load(file)
        #expect(loaded.problems.count == 1)
        #expect(loaded.settings == Settings())
    }

    @Test func theDefaultFileParsesToTheDefaults() {
        let loaded = SettingsFile.parse(SettingsText.defaultFile)
        #expect(loaded.problems.isEmpty)
        #expect(loaded.settings == Settings())
    }

    @Test func theEffectivePrintoutIsItselfAValidFile() {
        var s = Settings()
        s.theme = .mono; s.favoriteMLBTeams = ["BOS"]; s.clock = .h12; s.timeZone = Zone(identifier: "Asia/Tokyo")
        let text = SettingsText.effective(s) { _ in "note" }
        let again = SettingsFile.parse(text)
        #expect(again.problems.isEmpty)
        #expect(again.settings == s)
    }
}

@Suite struct EffectiveSettingsTests {
    func file(_ text: String) -> SettingsFile.Loaded { SettingsFile.parse(text) }

    /// `--league` over `scores_league` over the league table's first.
    @Test func theLeagueComesFromTheCommandLineThenTheFile() {
        let loaded = file("scores_league = \"nhl\"\n")
        #expect(EffectiveSettings.resolve(file: file(""), overrides: SettingsOverrides(), environment: [:]).settings.scoresLeague == .opening)
        #expect(EffectiveSettings.resolve(file: loaded, overrides: SettingsOverrides(), environment: [:]).settings.scoresLeague == .nhl)
        let e = EffectiveSettings.resolve(file: loaded, overrides: SettingsOverrides(scoresLeague: "mlb"), environment: [:])
        #expect(e.settings.scoresLeague == .mlb && e.source(of: "scores_league") == .commandLine)
    }

    @Test func commandLineWinsOverFileWhichWinsOverDefaults() {
        let loaded = file("clock = \"24h\"\nascii = true\nrefresh_seconds = 60\n")
        let e = EffectiveSettings.resolve(file: loaded, overrides: SettingsOverrides(clock: .h12, mouse: false), environment: [:])
        #expect(e.settings.clock == .h12)
        #expect(e.source(of: "clock") == .commandLine)
        #expect(e.settings.ascii == true)
        #expect(e.source(of: "ascii") == .file)
        #expect(e.settings.refreshSeconds == 60)
        #expect(e.settings.mouse == false)
        #expect(e.settings.defaultTab == "scores")
        #expect(e.source(of: "default_tab") == .defaults)
    }

    @Test(arguments: [
        ("15;0", false), ("0;15", true), ("0;7", true), ("15;default;0", false), ("0;default;15", true), ("0;8", false),
    ])
    func colorfgbgPicksTheThemeWhenNothingElseDoes(value: String, light: Bool) {
        let e = EffectiveSettings.resolve(file: file(""), overrides: .init(), environment: ["COLORFGBG": value])
        #expect(e.theme == (light ? .light : .dark))
        #expect(e.source(of: "theme") == .environment("COLORFGBG"))
    }

    @Test func themePrecedence() {
        let lightFile = file("theme = \"light\"\n")
        let env = ["COLORFGBG": "15;0"]
        #expect(EffectiveSettings.resolve(file: lightFile, overrides: .init(), environment: env).theme == .light)
        #expect(EffectiveSettings.resolve(file: lightFile, overrides: .init(), environment: ["NO_COLOR": "1"]).theme == .mono)
        #expect(EffectiveSettings.resolve(file: lightFile, overrides: .init(theme: .dark), environment: ["NO_COLOR": "1"]).theme == .dark)
        #expect(EffectiveSettings.resolve(file: file(""), overrides: .init(), environment: ["COLORFGBG": "nonsense"]).theme == .dark)
        #expect(EffectiveSettings.resolve(file: file(""), overrides: .init(), environment: ["NO_COLOR": ""]).theme == .dark)
    }

    @Test func theConfiguredZoneOverridesTZ() {
        let e = EffectiveSettings.resolve(file: file("time_zone = \"Asia/Tokyo\"\n"), overrides: .init(), environment: ["TZ": "Europe/Berlin"])
        #expect(e.timeZone.identifier == "Asia/Tokyo")
        let plain = EffectiveSettings.resolve(file: file(""), overrides: .init(), environment: ["TZ": "Europe/Berlin"])
        #expect(plain.timeZone.identifier == "Europe/Berlin")
        #expect(plain.source(of: "time_zone") == .environment("TZ"))
    }

    @Test func theClockOverrideChangesHowTimesAreFormatted() {
        let date = Date(timeIntervalSince1970: 1_537_398_300)   // 2018-09-19 23:05 UTC
        let ny = Zone(identifier: "America/New_York")!
        var s = Settings()
        #expect(TimeText.time(date, locale: s.locale(TimeLocale(identifier: "en_US")), timeZone: ny) == "7:05 PM")
        s.clock = .h24
        #expect(TimeText.time(date, locale: s.locale(TimeLocale(identifier: "en_US")), timeZone: ny) == "19:05")
        s.clock = .h12
        #expect(TimeText.time(date, locale: s.locale(TimeLocale(identifier: "en_GB")), timeZone: ny).hasPrefix("7:05"))
        // Dates keep the locale's own wording.
        let day = Day(iso: "2018-09-19")!
        #expect(TimeText.longDate(day, locale: s.locale(TimeLocale(identifier: "en_GB"))) == TimeText.longDate(day, locale: TimeLocale(identifier: "en_GB")))
    }
}

/// `[[league]]` in the config: a league ESPN carries, added by its slug, or a
/// plain message naming the slug when it cannot be.
@Suite struct AddedLeaguesTests {
    @Test func aFootballLeagueIsAddedBySlug() {
        let loaded = SettingsFile.parse("""
        scores_league = "ufl"
        [[league]]
        slug = "football/ufl"
        name = "UFL"
        """)
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(loaded.settings.addedLeagues == [LeagueRow(id: ScoresLeague(id: "ufl"), name: "UFL", sport: .football,
                                                          source: .espn(ESPNLeague(sport: "football", league: "ufl")), added: true)])
        #expect(loaded.settings.scoresLeague.rawValue == "ufl", "the league added may be the one Scores opens on")
    }

    @Test func whatCannotBeAddedIsSaidWithItsSlug() {
        let loaded = SettingsFile.parse("""
        [[league]]
        slug = "baseball/college-baseball"
        [[league]]
        slug = "curling/world"
        [[league]]
        slug = "../../etc"
        [[league]]
        name = "no slug"
        [[league]]
        slug = "football/nfl"
        """)
        let messages = loaded.problems.map(\.message)
        #expect(loaded.settings.addedLeagues.isEmpty)
        #expect(messages.contains { $0.hasPrefix("baseball/college-baseball: Jumbotron does not draw baseball from ESPN yet") })
        #expect(messages.contains { $0.hasPrefix("curling/world: curling is not a sport Jumbotron knows") })
        #expect(messages.contains { $0.contains("'../../etc' is not an ESPN slug") })
        #expect(messages.contains { $0.contains("without a slug") })
        #expect(messages.contains { $0.hasPrefix("football/nfl: nfl is a built-in league already") })
    }
}
