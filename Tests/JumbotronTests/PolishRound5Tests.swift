import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Names fans type: every league answers to its short names, in `--league`,
/// the config, `print` and the picker, and the picker's help lists them.
@Suite struct LeagueNamesTests {
    @Test func shortNamesNameTheirLeagues() throws {
        let cases = ["epl": "eng.1", "EPL": "eng.1", "premier": "eng.1", "Premier League": "eng.1", "premier-league": "eng.1",
                     "england": "eng.1", "ucl": "uefa.champions", "laliga": "esp.1", "la liga": "esp.1", "cfb": "college-football",
                     "ncaaf": "college-football", "wc": "fifa.world", "mls": "usa.1", "nfl": "nfl", "eng.1": "eng.1"]
        for (word, id) in cases { #expect(LeagueTable.named(word)?.rawValue == id, "\(word)") }
        #expect(LeagueTable.named("xfl") == nil && LeagueTable.named("") == nil, "an unknown name is none, never a guess")
        #expect(try LeaguePrint.league("epl").rawValue == "eng.1")
        let loaded = SettingsFile.parse("scores_league = \"ucl\"\nleagues = [\"epl\", \"cfb\", \"nfl\"]")
        #expect(loaded.settings.scoresLeague.rawValue == "uefa.champions" && loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(loaded.settings.enabledLeagues.map(\.rawValue) == ["eng.1", "college-football", "nfl"])
        let effective = EffectiveSettings.resolve(file: SettingsFile.parse(""), overrides: SettingsOverrides(scoresLeague: "laliga"), environment: [:])
        #expect(effective.settings.scoresLeague.rawValue == "esp.1")
        let names = Set(LeagueTable.rows.flatMap(\.aliases))
        #expect(names.count == LeagueTable.rows.flatMap(\.aliases).count, "no short name names two leagues")
    }

    @Test func thePickerMatchesThemAndItsHelpListsThem() {
        var s = loadedScores(width: 120, height: 40)
        press(&s, .char("l"), .char("?"))   // an empty filter: ? is help
        let help = render(s).lines.joined(separator: "\n")
        #expect(help.contains("Short names") && help.contains("epl           Premier League"), "\(help)")
        press(&s, .escape)
        for c in "ucl" { press(&s, .char(c)) }
        #expect(LeaguePicker.current(s.scores.leaguePicker!)?.rawValue == "uefa.champions")
    }
}
