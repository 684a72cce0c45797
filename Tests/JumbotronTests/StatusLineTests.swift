import Foundation
@testable import SportsCore
import Testing
import TestSupport
@testable import Jumbotron

/// `jumbotron status`'s line: live games first, else the next game, else the
/// last result; cut to a width; by placeholders; for tmux and waybar; with
/// spoilers hidden; saying how old an old answer is.
@Suite struct StatusLineTests {
    static let now = Date(timeIntervalSince1970: 1_794_735_960)   // Sun, Nov 15 2026, 09:46 UTC

    static func game(_ role: StatusGame.Role, _ phase: StatusGame.Phase, _ away: String, _ home: String, scores: (Int, Int)? = nil,
                     state: String = "", start: TimeInterval = 0, league: String = "nfl", soccer: Bool = false, team: String? = nil) -> StatusGame {
        var g = StatusGame(Contest(league: LeagueID(league), id: away.hashValue & 0xFFFF, start: now.addingTimeInterval(start), state: .scheduled,
                                       away: .init(id: "\(league):\(away)", abbreviation: away, name: away),
                                       home: .init(id: "\(league):\(home)", abbreviation: home, name: home)),
                           league: ScoresLeague(id: league), role: role, team: team ?? "\(league):\(away)")
        g.phase = phase; g.state = state; g.homeFirst = soccer
        g.away.score = scores?.0; g.home.score = scores?.1
        return g
    }

    static func line(_ games: [StatusGame], stale: Bool = false, written: Date = now, _ change: (inout StatusOptions) -> Void = { _ in }) -> StatusOutput {
        var options = StatusOptions()
        change(&options)
        return StatusLine.make(StatusSnapshot(written: written, teams: [], games: games), now: now, stale: stale, options)
    }

    let pitLive = game(.live, .live, "PIT", "BAL", scores: (3, 1), state: "Q2 4:12", start: -3_600)
    let arsLive = game(.live, .live, "CHE", "ARS", scores: (1, 2), state: "58'", start: -3_000, league: "eng.1", soccer: true)
    let pitNext = game(.next, .scheduled, "PIT", "BAL", start: 3 * 3_600 + 14 * 60)
    let chiNext = game(.next, .scheduled, "CHI", "DET", start: 2 * 86_400)
    let pitLast = game(.last, .final, "CLE", "PIT", scores: (10, 24), state: "Final", start: -7 * 86_400, team: "nfl:PIT")

    @Test func liveGamesFirstEachOnceInTheirLeaguesOrder() {
        let out = Self.line([pitLast, pitLive, chiNext, arsLive, pitLive])
        #expect(out.text == "PIT 3 BAL 1 · Q2 4:12 | ARS 2 CHE 1 · 58'")
        #expect(out.kind == "live")
        #expect(out.tooltip.contains("Last: CLE 10 PIT 24 · Final") && out.tooltip.contains("Next: CHI @ DET Tue 9:46 AM"), "\(out.tooltip)")
    }

    @Test func elseTheSoonestNextGameElseTheLastResult() {
        #expect(Self.line([chiNext, pitNext, pitLast]).text == "PIT @ BAL Sun 1:00 PM")
        #expect(Self.line([chiNext, pitNext]).kind == "upcoming")
        var last = StatusOutput(text: "CLE 10 PIT 24 · Final", tooltip: "Last: CLE 10 PIT 24 · Final", kind: "final")
        last.route = "nfl/\(Day(pitLast.start!, in: .utc).iso)/game/\(pitLast.id)"
        #expect(Self.line([pitLast]) == last)
        let far = Self.game(.next, .scheduled, "PIT", "BAL", start: 20 * 86_400)
        #expect(Self.line([far]).text == "PIT @ BAL Sat, Dec 5 9:46 AM", "past a week the date")
        #expect(Self.line([]).text.isEmpty && Self.line([]).kind.isEmpty, "nothing known: an empty line, never an error")
    }

    @Test func theLineKeepsToItsWidth() {
        let both = [pitLive, arsLive]
        #expect(Self.line(both) { $0.width = 60 }.text == "PIT 3 BAL 1 · Q2 4:12 | ARS 2 CHE 1 · 58'")
        #expect(Self.line(both) { $0.width = 30 }.text == "PIT 3 BAL 1 · Q2 4:12 | ARS 2…")
        #expect(Self.line(both, stale: true, written: Self.now.addingTimeInterval(-600)) { $0.width = 30 }.text == "PIT 3 BAL 1 · Q2 4:… · 10m ago",
                "the age is kept before a game's tail")
        #expect(Self.line(both) { $0.width = 12 }.text == "PIT 3 BAL 1…")
        for width in 1...45 {
            #expect(DisplayWidthCheck.of(Self.line(both, stale: true) { $0.width = width }.text) <= width, "\(width)")
        }
    }

    @Test func placeholdersSayEachGameTheUsersWay() {
        let out = Self.line([pitLive, arsLive]) { $0.format = "{team} {away_score}-{home_score} {state} [{league}] {nope}"; $0.separator = " / " }
        #expect(out.text == "PIT 3-1 Q2 4:12 [nfl] {nope} / CHE 1-2 58' [eng.1] {nope}")
        #expect(Self.line([pitNext]) { $0.format = "{team} {at} {opponent}: {state} ({kind})" }.text == "PIT @ BAL: Sun 1:00 PM (upcoming)")
        #expect(Self.line([pitNext]) { $0.format = "{game}" }.text == "PIT @ BAL Sun 1:00 PM")
        #expect(Self.line([pitNext]) { $0.format = "{unclosed" }.text == "{unclosed")
    }

    @Test func tmuxBoldsLiveGamesAndDoublesItsHash() {
        let ranked = Self.game(.live, .live, "#5 OSU", "MICH", scores: (7, 3), state: "Q1 2:00", league: "college-football")
        let out = Self.line([ranked], stale: true, written: Self.now.addingTimeInterval(-600)) { $0.tmux = true }
        #expect(out.text == "#[bold]##5 OSU 7 MICH 3 · Q1 2:00#[nobold]#[dim] · 10m ago#[nodim]")
    }

    @Test func waybarJSONHasTextTooltipAndClass() throws {
        let json = StatusLine.json(Self.line([pitLive]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(object == ["text": "PIT 3 BAL 1 · Q2 4:12", "tooltip": "Live: PIT 3 BAL 1 · Q2 4:12", "class": "live",
                           "route": "nfl/2026-11-15/game/\(pitLive.id)"], "the route a click opens with --open")
        #expect(!json.contains("\n"), "one line")
    }

    @Test func spoilersHideScoresButNeverWhatIsToCome() {
        let hidden = Self.line([pitLive, pitLast]) { $0.hides = { _ in true } }
        #expect(hidden.text == "PIT — BAL — · Q2 4:12" && !hidden.tooltip.contains("24"), "\(hidden)")
        #expect(Self.line([pitNext]) { $0.hides = { _ in true } }.text == "PIT @ BAL Sun 1:00 PM")
        let revealedOne = Self.line([pitLive, arsLive]) { options in options.hides = { $0.league == "nfl" } }
        #expect(revealedOne.text == "PIT — BAL — · Q2 4:12 | ARS 2 CHE 1 · 58'")
    }

    @Test func anOldAnswerSaysHowOld() {
        #expect(Self.line([pitLive], stale: true, written: Self.now.addingTimeInterval(-90)).text == "PIT 3 BAL 1 · Q2 4:12 · 90s ago")
        #expect(Self.line([pitNext], stale: true, written: Self.now.addingTimeInterval(-3 * 3_600)).tooltip.hasSuffix("Updated 3h ago"))
        #expect(Self.line([pitLive], stale: false, written: Self.now.addingTimeInterval(-90)).text == "PIT 3 BAL 1 · Q2 4:12")
    }

    @Test func aSnapshotIsFreshForALivePaceOrUntilTheNextStart() {
        let teams = [FollowedTeam(league: "nfl", id: "nfl:PIT", abbreviation: "PIT", name: "Pittsburgh Steelers")]
        func snapshot(_ games: [StatusGame], age: TimeInterval) -> StatusSnapshot {
            StatusSnapshot(written: Self.now.addingTimeInterval(-age), teams: ["nfl:PIT"], games: games)
        }
        #expect(snapshot([pitLive], age: 30).isFresh(for: teams, now: Self.now))
        #expect(!snapshot([pitLive], age: 60).isFresh(for: teams, now: Self.now), "a live game: at a live pace")
        #expect(snapshot([pitNext, pitLast], age: 500).isFresh(for: teams, now: Self.now))
        #expect(!snapshot([pitNext, pitLast], age: 700).isFresh(for: teams, now: Self.now), "ten minutes at most")
        let soon = Self.game(.next, .scheduled, "PIT", "BAL", start: 60)
        #expect(snapshot([soon], age: 200).isFresh(for: teams, now: Self.now), "good until the next start")
        let due = Self.game(.next, .scheduled, "PIT", "BAL", start: -30)
        #expect(snapshot([due], age: 20).isFresh(for: teams, now: Self.now))
        #expect(!snapshot([due], age: 60).isFresh(for: teams, now: Self.now), "past its start and not begun: at a live pace")
        #expect(!snapshot([pitNext], age: 10).isFresh(for: [], now: Self.now), "made for other teams")
        #expect(!snapshot([pitNext], age: -3_600).isFresh(for: teams, now: Self.now), "written in the future: a clock moved")
    }
}

/// Display columns, as the line counts them.
enum DisplayWidthCheck {
    static func of(_ s: String) -> Int { s.unicodeScalars.count }
}
