import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// What leaves the app for other programs and other screens: the status
/// line, the calendar file, print, and text a feed breaks across lines.
@Suite struct Round6OutputTests {
    static let now = StatusLineTests.now

    /// A team abbreviation that is an OSC 52 clipboard write and a clock that clears the screen and starts a line.
    static func hostile() -> StatusGame {
        var g = StatusLineTests.game(.live, .live, "PIT", "BAL", scores: (3, 1), state: "57'")
        g.away.abbreviation = "\u{1B}]52;c;cHduZWQ=\u{07}NE"
        g.state = "57'\u{1B}[2J\r\nZ\u{1B}]2;owned\u{07}"
        return g
    }

    @Test func theStatusLineIsOneLineOfPlainTextWhateverTheSnapshotHolds() throws {
        for tmux in [false, true] {
            let out = StatusLineTests.line([Self.hostile()]) { $0.tmux = tmux }
            #expect(!out.text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) }, "\(out.text.debugDescription)")
            #expect(out.text.contains("NE 3 BAL 1") && out.text.contains("57'[2J  Z]2;owned"), "\(out.text)")
            #expect(!out.tooltip.contains("\u{1B}") && !out.tooltip.contains("\r"))
        }
        let json = StatusLine.json(StatusLineTests.line([Self.hostile()]))
        #expect(!json.contains("\\u001b") && !json.contains("\\r") && !json.contains("\\u0007"), "\(json)")
        // The snapshot the app writes is clean already.
        let summary = Contest(league: LeagueID("usa.1"), id: 1, start: Self.now, state: .live(period: "2nd", clock: "57'"),
                                  away: .init(id: "a", abbreviation: "\u{1B}]52;c;x\u{07}NE", name: "NE", score: 1),
                                  home: .init(id: "h", abbreviation: "MTL\r\n", name: "MTL", score: 2))
        let game = StatusGame(summary, league: ScoresLeague(id: "usa.1"), role: .live, team: "a")
        #expect(game.away.abbreviation == "]52;c;xNE" && game.home.abbreviation == "MTL  ")
    }

    @Test func twoFollowedTeamsMeetingAreOneMatchEverywhere() {
        let game = StatusLineTests().arsLive
        var other = game
        other.team = "eng.1:ARS"
        let out = StatusLineTests.line([game, other])
        #expect(out.text == "ARS 2 CHE 1 · 58'" && out.tooltip == "Live: ARS 2 CHE 1 · 58'", "\(out)")
    }

    @Test func tmuxKeepsTheBarsColoursUnlessToldAndEmphasisesWithBoldAndDim() {
        let ranked = StatusLineTests.game(.live, .live, "#5 OSU", "MICH", scores: (7, 3), state: "Q1 2:00", league: "college-football")
        let old = Self.now.addingTimeInterval(-600)
        let plain = StatusLineTests.line([ranked], stale: true, written: old) { $0.tmux = true }
        #expect(plain.text == "#[bold]##5 OSU 7 MICH 3 · Q1 2:00#[nobold]#[dim] · 10m ago#[nodim]")
        #expect(!plain.text.contains("fg="), "no colour of its own on a bar of any colour")
        let coloured = StatusLineTests.line([ranked], stale: true, written: old) { $0.tmux = true; $0.tmuxColor = true }
        #expect(coloured.text == "#[fg=green,bold]##5 OSU 7 MICH 3 · Q1 2:00#[default]#[fg=colour244] · 10m ago#[default]")
    }

    @Test func aSnapshotFromFarInTheFutureOrPastSaysAnAgeAndNeverTraps() {
        for written in [Date(timeIntervalSince1970: 1e20), Date(timeIntervalSince1970: -1e20), Date.distantPast] {
            let out = StatusLineTests.line([StatusLineTests().pitLive], stale: true, written: written)
            #expect(out.text.hasPrefix("PIT 3 BAL 1"), "\(out.text)")
        }
        #expect(StatusLine.ageText(.nan) == " · 0s ago" && StatusLine.ageText(-1e30) == " · 0s ago")
    }

    @Test func theCalendarKeepsEveryLineWithinItsOctetsAndEveryFieldOnOneLine() {
        let cluster = "e" + String(repeating: "\u{301}", count: 100)
        var game = Contest(league: LeagueID("nfl"), id: 7, start: Self.now, state: .scheduled,
                               away: .init(id: "nfl:PIT", abbreviation: "PIT", name: "Pittsburgh \(cluster) Steelers"),
                               home: .init(id: "nfl:BAL", abbreviation: "BAL", name: "Baltimore\u{85}Ravens\u{2028}x\u{2029}y"))
        game.venue = "M&T Bank\u{2028}Stadium \(cluster)"
        game.watch = ["CBS\u{2029}Paramount+"]
        let ics = TeamCalendar.ics([game], team: "PIT", league: .nfl, zone: .utc, now: Self.now)
        let lines = ics.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 }, "\(lines.map(\.utf8.count).max() ?? 0) octets")
        #expect(!ics.unicodeScalars.contains { [0x85, 0x2028, 0x2029].contains($0.value) })
        // Unfolded as a calendar does, by octets (a fold may sit between a letter and its accents).
        let bytes = Array(ics.utf8)
        var joined: [UInt8] = [], i = 0
        while i < bytes.count {
            if i + 2 < bytes.count, bytes[i] == 13, bytes[i + 1] == 10, bytes[i + 2] == 32 { i += 3; continue }
            joined.append(bytes[i]); i += 1
        }
        let unfolded = String(decoding: joined, as: UTF8.self)
        #expect(unfolded.contains("SUMMARY:Pittsburgh \(cluster) Steelers @ Baltimore Ravens x y"), "unfolding joins the cluster again")
        #expect(unfolded.contains("LOCATION:M&T Bank Stadium \(cluster)") && unfolded.contains("Watch: CBS Paramount+"))
    }

    @Test func aValueTooWideForItsColumnEndsInAnEllipsis() {
        #expect("-99999999999999".rightAligned(in: 5) == " -99…")
        #expect("12".rightAligned(in: 5) == "   12" && "12".rightAligned(in: 2, gap: 0) == "12" && "123".rightAligned(in: 3) == " 1…")
    }

    /// Standings numbers past an `Int` print and draw; the order is the seeds', not the answer's.
    @Test func standingsWithHugeNumbersPrintAndDrawInSeedOrder() throws {
        var json = try #require(JSONSerialization.jsonObject(with: Fixtures.data("espn/nfl-standings-2024.json")) as? [String: Any])
        // Every statistic's value past an Int (the seeds kept), points for a number too wide to show, entries reversed.
        func poison(_ v: Any) -> Any {
            if var o = v as? [String: Any] {
                for (k, m) in o where k != "value" { o[k] = poison(m) }
                if o["value"] is NSNumber, o["type"] as? String != "playoffseed" { o["value"] = 1e19 }
                if o["type"] as? String == "pointsfor" { o["displayValue"] = "-99999999999999" }
                if let entries = o["entries"] as? [Any] { o["entries"] = entries.reversed().map(poison) }
                return o
            }
            if let a = v as? [Any] { return a.map(poison) }
            return v
        }
        json = poison(json) as! [String: Any]
        let standings = try ESPNStandings.decode(JSONSerialization.data(withJSONObject: json))
        let table = ESPNStandingsPrint.table(standings)
        #expect(table.rows.count == 32)
        let text = table.render(.text)
        let firstAFC = try #require(ESPNStandingsTests.nfl.groups.flatMap(\.leaves).first?.entries.first?.name)
        #expect(text.split(separator: "\n").dropFirst().first?.contains(firstAFC) == true, "seed 1 first, though the answer put it last")
        for size in [(80, 24), (120, 40)] {
            let screen = renderScreen(loadedESPNStandings(.nfl, standings, width: size.0, height: size.1)).snapshot
            #expect(screen.contains("…"), "a number too wide is cut visibly")
        }
    }
}
