import Foundation
@testable import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The delay's settings (`delay = 45`, a table by league), its keys while
/// watching live (`+`/`-`, with what they did said), and the title saying so.
@Suite struct DelayTests {
    @Test func aNumberOrATableByLeague() {
        #expect(SettingsFile.parse("delay = 45").settings.delays == Delays(all: 45))
        let table = SettingsFile.parse("""
            [delay]
            all = 30
            nfl = 60
            "eng.1" = 20
            curling = 5
            mlb = 9000
            """)
        #expect(table.settings.delays == Delays(all: 30, leagues: ["nfl": 60, "eng.1": 20]))
        #expect(table.problems.map(\.message).contains { $0.hasPrefix("curling: not a league") }, "\(table.problems)")
        #expect(table.problems.map(\.message).contains { $0.hasPrefix("mlb: must be seconds from 0 to 600") })
        for bad in ["delay = 900", "delay = -1", "delay = \"soon\""] {
            let loaded = SettingsFile.parse(bad)
            #expect(loaded.settings.delays == Delays() && loaded.problems.count == 1, "\(bad): \(loaded.problems)")
        }
    }

    @Test func configPrintWritesWhatReadsBack() {
        for delays in [Delays(all: 45), Delays(all: 30, leagues: ["nfl": 60, "eng.1": 20])] {
            var settings = Settings()
            settings.delays = delays
            let text = SettingsText.effective(settings) { _ in "default" }
            let back = SettingsFile.parse(text)
            #expect(back.settings.delays == delays && back.problems.isEmpty, "\(text)\n\(back.problems)")
        }
        #expect(SettingsFile.parse(SettingsText.defaultFile).problems.isEmpty, "the commented default stays valid")
    }

    @Test func plusAndMinusMoveTheDelayLiveAndSayWhatTheyDid() {
        var s = makeState(width: 120, height: 40, offline: false)
        s.display.offline = false
        #expect(press(&s, .char("+"), .char("+"), .char("=")) .contains(.delays(Delays(all: 15))))
        #expect(s.display.delays == Delays(all: 15))
        #expect(s.notice == "Delay 15 s: live games as they stood then. + and - move it by 5 s.")
        #expect(renderScreen(s).snapshot.split(separator: "\n")[2].contains("delayed 15 s"), "the title says so")
        for _ in 0..<5 { press(&s, .char("-")) }
        #expect(s.display.delays == Delays() && s.notice == "No delay: live games as they come.", "never below none")
        #expect(!renderScreen(s).snapshot.contains("delayed"))
        let help = AppReducer.keyHelp(for: s).flatMap(\.entries).map(\.help)
        #expect(help.contains("Live games 5 s further behind (to match a stream)"))
    }

    @Test func offlineTheSamplesHaveNothingToHoldBack() {
        var s = makeState(width: 120, height: 40)
        #expect(press(&s, .char("+")).isEmpty && s.display.delays == Delays())
        #expect(!AppReducer.keyHelp(for: s).flatMap(\.entries).map(\.help).contains { $0.hasPrefix("Live games") })
    }
}
