import Foundation
import SportsCore
import Testing
import TestSupport
@testable import Jumbotron

/// The config file's values taken exactly or refused out loud: a NUL in a
/// string, a sign on an hour, a kind of alert given a word, a file far too
/// large, whatever build reads it.
@Suite struct Round6ConfigTests {
    @Test func aNULInAStringIsRefusedNeverCutShort() {
        let loaded = SettingsFile.parse("""
            scores_league = "nhl\\u0000x"
            theme = "light"
            [[league]]
            slug = "soccer/ned.1\\u0000x"
            name = "Eredivisie"
            [[league]]
            slug = "soccer/por.1"
            name = "Liga\\U00000000 Portugal"
            """)
        #expect(loaded.settings.scoresLeague == ScoresLeague.opening, "not nhl")
        #expect(loaded.settings.addedLeagues.isEmpty, "\(loaded.settings.addedLeagues.map(\.id))")
        #expect(loaded.settings.theme == .light, "the rest of the file still counts")
        #expect(loaded.problems.contains { $0.key == "scores_league" && $0.message.contains("NUL") })
        #expect(loaded.problems.filter { $0.key == "league" }.count == 2, "\(loaded.problems)")
        #expect(NULEscapes.replaced(in: #"a = "\\u0000""#) == #"a = "\\u0000""#, "an escaped backslash before u0000 is not a NUL")
    }

    @Test func quietHoursAreTwoTimesOfDayWithNoSign() {
        for bad in ["-1:00-07:00", "+1:00-07:00", "1:00--07:00", "01:00-07:0 0", "001:00-07:00", " -22:30-07:00"] {
            #expect(QuietHours(bad) == nil, "\(bad)")
        }
        #expect(QuietHours("7:00-9:30")?.description == "07:00-09:30")
        #expect(SettingsFile.parse(#"quiet_hours = "-1:00-07:00""#).problems.first?.key == "quiet_hours")
    }

    @Test func configPrintNamesTheFileOnlyForTheKindsItSet() {
        let loaded = SettingsFile.parse("""
            [alert_kinds]
            against = false
            score = "no"
            """)
        let effective = EffectiveSettings.resolve(file: loaded, overrides: SettingsOverrides(), environment: [:])
        let text = SettingsText.effective(effective.settings) { effective.source(of: $0).description }
        let lines = text.split(separator: "\n")
        let score = lines.first { $0.hasPrefix("score = ") }, against = lines.first { $0.hasPrefix("against = ") }
        #expect(score?.contains("true") == true && score?.contains("config file") == false, "\(score ?? "")")
        #expect(against?.contains("false") == true && against?.contains("config file") == true, "\(against ?? "")")
    }

    @Test func aFileFarTooLargeIsRefusedWithoutReadingIt() throws {
        let folder = makeTemporaryDirectory("jumbotron-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.toml")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 55_000_000)   // sparse: 55 MB without writing them
        try handle.close()
        let loaded = SettingsFile.load(file)
        #expect(loaded.problems.first?.message.hasPrefix("is 55 MB, far over the 1 MB") == true, "\(loaded.problems)")
        let fifo = folder.appendingPathComponent("fifo.toml")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(SettingsFile.load(fifo).problems.isEmpty, "a FIFO is no file: defaults, and never a wait")
    }
}

extension Round6ConfigTests {
    @Test func thousandsOfLeaguesAreCappedWithAMessage() {
        let text = (0..<10_000).map { "[[league]]\nslug = \"soccer/x\($0).1\"\nname = \"League \($0)\"\n" }.joined()
        let loaded = SettingsFile.parse(text)
        #expect(loaded.settings.addedLeagues.count == LeagueTable.maxAdded)
        #expect(loaded.problems.filter { $0.message.contains("more than \(LeagueTable.maxAdded) [[league]] tables") }.count == 1)
    }
}
