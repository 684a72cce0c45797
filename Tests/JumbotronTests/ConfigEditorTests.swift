import Foundation
import SportsCore
import Testing
@testable import Jumbotron

/// The settings screen writes into the user's file: a value changes where it
/// stands, a new one goes beside its commented example, and every comment,
/// blank line and other setting stays as written, in whatever shape the file
/// has a table in.
@Suite struct ConfigEditorTests {
    static func edited(_ text: String, _ edits: ConfigEdit...) -> String { ConfigEditor.apply(edits, to: text) }

    @Test func aValueChangesWhereItStandsWithItsComment() {
        let text = """
            # mine
            spoilers = "show"   # for the playoffs
            alerts = "bell"

            [teams]
            mlb = ["NYY"]
            """
        let out = Self.edited(text, .set(section: nil, key: "spoilers", value: "\"hide\""))
        #expect(out == text.replacingOccurrences(of: "spoilers = \"show\"", with: "spoilers = \"hide\""))
        #expect(SettingsFile.parse(out).settings.spoilers == .hide)
    }

    @Test func aNewKeyGoesUnderItsCommentedExampleInTheDefaultFile() throws {
        let out = Self.edited(SettingsText.defaultFile, .set(section: nil, key: "spoilers", value: "\"hide\""),
                              .set(section: nil, key: "quiet_hours", value: "\"22:30-07:00\""))
        let lines = out.components(separatedBy: "\n")
        let example = try #require(lines.firstIndex(of: "# spoilers = \"show\""))
        #expect(lines[example + 1] == "spoilers = \"hide\"")
        #expect(lines[try #require(lines.firstIndex(of: "# quiet_hours = \"23:00-07:00\"")) + 1] == "quiet_hours = \"22:30-07:00\"")
        // Everything else as it was, line for line.
        #expect(lines.filter { $0 != "spoilers = \"hide\"" && $0 != "quiet_hours = \"22:30-07:00\"" } == SettingsText.defaultFile.components(separatedBy: "\n"))
        let read = SettingsFile.parse(out)
        #expect(read.problems.isEmpty && read.settings.spoilers == .hide && read.settings.quietHours?.description == "22:30-07:00")
    }

    @Test func aTopLevelKeyNeverLandsInATable() {
        let text = "# nothing but a table\n\n# the teams I follow\n[teams]\nmlb = [\"NYY\"]\n"
        let out = Self.edited(text, .set(section: nil, key: "alerts", value: "\"bell\""))
        let read = SettingsFile.parse(out)
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.settings.alerts == .bell && read.settings.favoriteMLBTeams == ["NYY"])
        #expect(out.contains("alerts = \"bell\"\n# the teams I follow\n[teams]"), "above the table and the comment that belongs to it:\n\(out)")
    }

    @Test func aListOverSeveralLinesIsReplacedWhole() {
        let text = "leagues = [\n  \"mlb\",   # summer\n  \"nfl\",\n]  # mine\ntheme = \"dark\"\n"
        let out = Self.edited(text, .set(section: nil, key: "leagues", value: "[\"nba\"]"))
        #expect(out == "leagues = [\"nba\"]  # mine\ntheme = \"dark\"\n")
        #expect(SettingsFile.parse(out).settings.enabledLeagues == [ScoresLeague(id: "nba")])
    }

    @Test func theDelayKeepsItsShape() {
        #expect(Self.edited("delay = 30\n", .delays(Delays(all: 35))) == "delay = 35\n")
        let table = "[delay]\n# the stream\nall = 30\n\"fifa.world\" = 60\n"
        let out = Self.edited(table, .delays(Delays(all: 35, leagues: ["fifa.world": 65])))
        #expect(out == "[delay]\n# the stream\nall = 35\n\"fifa.world\" = 65\n")
        let inline = Self.edited("delay = { all = 30, nfl = 60 }\n", .delays(Delays(all: 25, leagues: ["nfl": 55])))
        #expect(inline == "delay = { all = 25, nfl = 55 }\n")
        #expect(SettingsFile.parse(inline).settings.delays == Delays(all: 25, leagues: ["nfl": 55]))
        let fresh = Self.edited("", .delays(Delays(all: 45)))
        #expect(SettingsFile.parse(fresh).settings.delays == Delays(all: 45))
    }

    @Test func alertKindsAsATableOrInline() {
        let off = Set(AlertKind.allCases).subtracting([.against])
        let table = Self.edited("[alert_kinds]\nscore = true\n", .alertKinds(off))
        #expect(table == "[alert_kinds]\nscore = true\nagainst = false\n")
        let back = Self.edited(table, .alertKinds(Set(AlertKind.allCases)))
        #expect(back == "[alert_kinds]\nscore = true\nagainst = true\n")
        let made = Self.edited("alerts = \"bell\"\n", .alertKinds(off))
        #expect(SettingsFile.parse(made).settings.alertKinds == off && made.hasPrefix("alerts = \"bell\"\n"))
        let inline = Self.edited("alert_kinds = { score = false }\n", .alertKinds(Set(AlertKind.allCases).subtracting([.close])))
        #expect(inline == "alert_kinds = { close = false }\n")
    }

    @Test func aRemovedKeyTakesOnlyItsLine() {
        let text = "# quiet\nquiet_hours = \"22:00-06:00\"  # nights\nalerts = \"bell\"\r\n"
        #expect(Self.edited(text, .remove(section: nil, key: "quiet_hours")) == "# quiet\nalerts = \"bell\"\r\n")
        #expect(Self.edited(text, .remove(section: nil, key: "theme")) == text, "nothing to remove: unchanged")
    }

    /// Strings with `#`, quotes and brackets inside are values, not comments or lists.
    @Test func valuesThatLookLikeSyntax() {
        let text = "time_zone = \"Europe/London\" # [x]\nnba_api_key = 'a#b\"]c'\ntheme = \"light\"\n"
        let out = Self.edited(text, .set(section: nil, key: "theme", value: "\"mono\""), .set(section: nil, key: "time_zone", value: "\"UTC\""))
        #expect(out == "time_zone = \"UTC\" # [x]\nnba_api_key = 'a#b\"]c'\ntheme = \"mono\"\n")
    }

    @Test func dottedKeysAtTheTopAreTheTablesKeys() {
        let out = Self.edited("alert_kinds.score = false\n", .set(section: "alert_kinds", key: "score", value: "true"))
        #expect(out == "alert_kinds.score = true\n")
    }
}
