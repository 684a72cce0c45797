import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

@Suite struct HockeyColourTests {
    /// Every club's row colours pass WCAG AA, in true colour and as the 256-colour palette draws them.
    @Test func everyClubsRowIsReadable() {
        for club in NHLClubs.all {
            let (fg, bg) = TeamColors.pair(club)
            #expect(Contrast.ratio(fg, bg) >= 4.5, "\(club.tricode): \(Contrast.ratio(fg, bg))")
        }
    }

    @Test func eightColourAndMonochromeUseReverseVideo() {
        for palette in [Palette.eight, .mono] {
            var d = DisplayOptions(monochrome: palette == .mono)
            d.fewColors = palette == .eight
            #expect(TeamColors.row("TOR", d) == .reverse)
        }
        #expect(TeamColors.row("TOR", DisplayOptions()).background != .default)
    }
}

@Suite struct HockeyPrintTests {
    @Test func playerRowsAreWhatTheDetailShows() {
        let roster = sampleRoster("TOR")
        let callUp = roster.players.first { $0.number == nil }!
        let table = HockeyPrint.player(samplePlayer(callUp.id), favorite: false, today: hockeyDay)
        let rows = Dictionary(uniqueKeysWithValues: table.rows.map { ($0[0].plain, $0[1]) })
        #expect(rows["games_played"] == .null && rows["points"] == .null && rows["number"] == .null)   // no games: null, never 0
        #expect(rows["favorite"] == .bool(false))
        let goalie = roster.players.first { $0.isGoalie && samplePlayer($0.id).seasonStats != nil }!
        let goalieTable = HockeyPrint.player(samplePlayer(goalie.id), favorite: true, today: hockeyDay)
        let g = Dictionary(uniqueKeysWithValues: goalieTable.rows.map { ($0[0].plain, $0[1]) })
        if case .decimal(let pct, 3)? = g["save_pct"] { #expect(pct > 0.8 && pct < 1) } else { Issue.record("save_pct \(String(describing: g["save_pct"]))") }
        if case .decimal(_, 2)? = g["goals_against_average"] {} else { Issue.record("goals_against_average") }
        // The roster chains into `print hockey player ID`: its first column is the id.
        let rosterTable = HockeyPrint.roster(roster)
        #expect(rosterTable.columns.first == "id")
        #expect(rosterTable.rows.allSatisfy { if case .number = $0[0] { true } else { false } })
        #expect(rosterTable.rows.last?[1] == .null)   // no number last
        // The last five games and the career, as the detail shows them.
        let skater = roster.players.first { !samplePlayer($0.id).lastGames.isEmpty && samplePlayer($0.id).career != nil }!
        let full = HockeyPrint.player(samplePlayer(skater.id), favorite: false, today: hockeyDay)
        #expect(full.sections.map(\.name) == ["last_games", "career"])
        #expect(full.sections[0].table.rows.count == samplePlayer(skater.id).lastGames.count)
        let json = try! JSONSerialization.jsonObject(with: Data(full.render(.json).utf8)) as! [String: Any]
        #expect(json["id"] as? Int == skater.id)
        #expect(json["weight_pounds"] is Int)
        #expect((json["career"] as? [String: Any])?["games_played"] is Int)
        #expect(HockeyPrint.teams(sample(.nhlStandings())).rows.count == 32)
    }
}

/// Each screen at three sizes, in colour, 8 colours and NO_COLOR.
@Suite struct HockeySnapshotTests {
    static let sizes = [(40, 12), (80, 24), (120, 40)]

    static func states(_ w: Int, _ h: Int, _ palette: Palette) -> [(String, AppState)] {
        let roster = sampleRoster("TOR")
        let saved = [samplePlayer(roster.players[3].id), samplePlayer(roster.players.last { $0.isGoalie }!.id)]
        var player = hockeyRoster(width: w, height: h, palette: palette, favorites: [saved[0]])
        pressHockey(&player, .down, .down, .down, .enter)
        var empty = hockeyState(width: w, height: h, palette: palette)
        _ = reduce(&empty, .saved(.playersRead(.success([]))))
        return [
            ("my-players", hockeyState(width: w, height: h, palette: palette, favorites: saved)),
            ("my-players-empty", empty),
            ("teams", hockeyTeams(width: w, height: h, palette: palette)),
            ("map", hockeyMap(width: w, height: h, palette: palette)),
            ("roster", hockeyRoster(width: w, height: h, palette: palette, favorites: [saved[0]])),
            ("player", player),
        ]
    }

    @Test(arguments: Palette.allCases)
    func everyScreen(_ palette: Palette) {
        for (w, h) in Self.sizes {
            for (name, state) in Self.states(w, h, palette) {
                Snapshot.assert(renderScreen(state).snapshot, named: "hockey-\(name)-\(palette.rawValue)-\(w)x\(h)")
            }
        }
    }
}

@Suite struct HockeyMapHostileOutlineTests {
    /// Found by FuzzNHL: a point at 1e308 degrees overflowed the rasteriser's Int conversion.
    @Test func wildCoordinatesAreDroppedNotTrapped() {
        let outline = MapOutline(lines: [[GeoPoint(longitude: -80, latitude: 40), GeoPoint(longitude: 1e308, latitude: -1e308)],
                                         [GeoPoint(longitude: -100, latitude: 45), GeoPoint(longitude: -90, latitude: 45)]])
        for braille in [true, false] {
            let scene = MapScene.make(outline: outline, teams: ["TOR"], size: Size(width: 80, height: 17), braille: braille)
            #expect(scene.rows.count == 17 && scene.badges.count == 1)
            #expect(scene.rows.contains { $0.contains { $0 != " " } })
        }
    }
}

/// A roster row whose position and hand codes are long: the number and name
/// stay whole, and the right-hand column is what gets cut.
@Suite struct HockeyRosterLongCodesTests {
    @Test(arguments: [40, 60, 80])
    func longCodesNeverCoverTheNumberAndName(width: Int) {
        let p = NHLPlayer(id: 1, firstName: "Auston", lastName: "Matthews", teamAbbrev: "TOR", number: 34,
                          position: String(repeating: "X", count: 120), hand: String(repeating: "Y", count: 60))
        var canvas = Canvas(size: Size(width: width, height: 1))
        RosterView.row(p, favorite: false, selected: false, hockeyState(width: width, height: 24).context(),
                       into: &canvas, area: Rect(x: 0, y: 0, width: width, height: 1))
        let line = String((0..<width).map { canvas[$0, 0].grapheme })
        #expect(line.contains("#34  Auston Matthews"), "\(line)")
        #expect(line.contains("XXX"), "what room is left still shows the code: \(line)")
    }
}

/// The roster's `?` lists both f and x (both work there); the hint bar offers the one that applies.
@Suite struct HockeyRosterHelpTests {
    @Test func helpListsAddAndRemove() {
        let s = hockeyRoster()
        let entries = AppReducer.keyHelp(for: s).flatMap(\.entries)
        #expect(entries.contains { $0.keys.contains(.char("f")) }, "f listed")
        #expect(entries.contains { $0.keys.contains(.char("x")) }, "x listed")
        let hints = entries.filter { $0.hint != nil }.flatMap(\.keys)
        #expect(hints.contains(.char("f")) != hints.contains(.char("x")), "the hint bar offers one of them")
    }
}

/// Offline, a roster the sample does not hold says which it holds, and never
/// "Press r to try again" (r cannot fetch what the sample lacks).
@Suite struct OfflineMissingRosterTests {
    @Test func theMessageNamesTheSamplesRostersAndOffersNoRetry() {
        let lines = CenteredMessage.failed("Could not load the roster.", .noSample("The offline sample has no BUF roster; it holds COL, EDM, PIT, TOR."),
                                           theme: Theme.make(.dark)).map(\.0)
        #expect(lines == ["Could not load the roster.", "The offline sample has no BUF roster; it holds COL, EDM, PIT, TOR."])
        #expect(CenteredMessage.failed("x", .timeout, theme: Theme.make(.dark)).map(\.0).last == "Press r to try again.")
    }
}
