import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

@Suite struct HockeyNavigationTests {
    @Test func theStackGoesDownAndComesBackOneLevelAtATime() {
        var s = hockeyState()
        #expect(AppReducer.reduce(&s, .key(.char("a"))).map(\.signature) == [.fetchNHLTeams])
        #expect(s.hockey.trail == [.teams])
        answerHockey(&s, [.fetchNHLTeams])
        #expect(s.hockey.teams.rows.count == 36)           // 4 headings, 32 clubs
        #expect(AppView.screenTitle(s) == "Hockey › Teams")
        // Find TOR in the list and open it.
        while s.hockey.teams.selectedTeam?.tricode != "TOR" { press(&s, .down) }
        #expect(press(&s, .enter) == [.fetchRoster("TOR")])
        answerHockey(&s, [.fetchRoster("TOR")])
        #expect(AppView.screenTitle(s) == "Hockey › Teams › Maple Leafs")
        let first = s.hockey.roster.players[0]
        #expect(press(&s, .enter) == [.fetchPlayer(first.id)])
        #expect(AppView.screenTitle(s) == "Hockey › Teams › Maple Leafs › \(first.name)")
        press(&s, .escape)
        #expect(s.hockey.trail == [.teams, .roster("TOR")] && !s.hockey.isShowingPlayer)
        // Coming back to the same roster does not fetch it again; the player is fetched on every open.
        press(&s, .escape)
        #expect(press(&s, .enter) == [])
        #expect(press(&s, .enter) == [.fetchPlayer(first.id)])
        press(&s, .escape, .escape, .escape)
        #expect(s.hockey.path.isEmpty && AppView.screenTitle(s) == "Hockey › My Players")
    }

    @Test func capitalFGoesHomeFromAnywhereAndIsNotOfferedThere() {
        var s = hockeyRoster()
        pressHockey(&s, .enter)
        #expect(s.hockey.isShowingPlayer)
        press(&s, .char("F"))
        #expect(s.hockey.path.isEmpty && !s.hockey.isShowingPlayer)
        #expect(!AppReducer.keyHelp(for: s).flatMap(\.entries).contains { $0.keys.contains(.char("F")) })
    }

    @Test func addingFromTheRosterSavesTheWholeRecordAndRemovingAsksFirst() {
        var s = hockeyRoster()
        pressHockey(&s, .enter)
        let player = s.hockey.selectedPlayer(s.context())!
        #expect(player.statsKnown)                        // the landing, not just the roster row
        #expect(press(&s, .char("f")) == [.database("save favorite player \(player.id)")])
        _ = reduce(&s, .saved(.playersWritten(player, removed: false, .success([player]))))
        #expect(render(s).lines.joined().contains("[ Remove From Favourites List ]"))
        press(&s, .char("x"))
        #expect(s.presented?.dialog != nil)
        #expect(render(s).lines.joined().contains("Remove \(player.name) from favorites?"))
        #expect(press(&s, .right, .enter) == [.database("remove favorite player \(player.id)")])
    }

    @Test func aFailedSaveOffersTheRetryDialogWithTheBriefsWords() {
        var s = hockeyRoster()
        let player = s.hockey.selectedPlayer(s.context())!
        _ = reduce(&s, .saved(.playersWritten(player, removed: false, .failure(StoreError("the disk is full")))))
        let screen = render(s).lines.joined(separator: "\n")
        #expect(screen.contains("Oops, something went wrong"))
        #expect(screen.contains("There was a problem saving/deleting this player."))
        #expect(press(&s, .enter) == [.database("save favorite player \(player.id)")])
    }

    @Test func aMissingRosterOrPlayerSaysWhatIsMissing() {
        var s = hockeyTeams()
        _ = reduce(&s, .hockey(.intent(.openTeam("BUF"))))
        _ = reduce(&s, .hockey(.roster(.rosterLoaded("BUF", .failure(.httpStatus(404)), at: loadTime))))
        let text = render(s).lines.joined()
        #expect(text.contains("NHL roster (BUF): The NHL has no current roster for BUF.") && text.contains("(HTTP 404)"), "\(text)")
        #expect(s.presented?.dialog != nil)
    }

    @Test func statisticsArriveWhileTheLastCopyShowsAndAFailureMarksItStale() {
        var s = hockeyRoster(width: 120, height: 40)     // split: the detail beside the roster
        let id = s.hockey.selectedPlayer(s.context())!.id
        #expect(s.hockey.stats.landings[id]?.value != nil)
        press(&s, .down, .up)                             // back on him: asked again
        #expect(s.hockey.stats.landings[id]?.isLoading == true && s.hockey.stats.landings[id]?.value != nil)
        // The copy on disk is two hours old, older than the statistics on screen (from
        // `loadTime`): those stay, marked stale from when they came, not rolled back.
        let cached = Loaded(value: samplePlayer(id), origin: .staleCache(fetchedAt: loadTime.addingTimeInterval(-7200), failure: .timeout))
        _ = reduce(&s, .hockey(.playerLoaded(id, .success(cached), at: loadTime.addingTimeInterval(600))))
        #expect(render(s).lines.joined().contains("stale, 10 min old"))
    }

    @Test func theFilterMatchesNameCityOrTricodeIgnoringAccents() {
        var s = hockeyTeams()
        press(&s, .char("/"), .char("m"), .char("o"), .char("n"), .char("t"))
        func shown() -> [String] { s.hockey.teams.rows.compactMap { if case .team(let t) = $0 { t.tricode } else { nil } } }
        #expect(shown() == ["MTL", "EDM"])               // Montréal (without its accent) and EdMONTon
        press(&s, .char("r"))
        #expect(shown() == ["MTL"])
        press(&s, .enter)
        #expect(AppReducer.keyHelp(for: s).flatMap(\.entries).contains { $0.help == "Clear the filter" })
        press(&s, .escape)
        #expect(s.hockey.teams.filter.isEmpty && s.hockey.teams.rows.count == 36)
        press(&s, .char("/"), .char("z"), .char("z"))
        #expect(render(s).lines.joined().contains("No team matches \"zz\"."))
    }

    @Test func theMapSelectionFollowsTheListAndArrowsMoveToNeighbours() {
        var s = hockeyTeams()
        while s.hockey.teams.selectedTeam?.tricode != "TOR" { press(&s, .down) }
        pressHockey(&s, .char("m"))
        #expect(s.hockey.teams.mapSelected == "TOR" && s.hockey.teams.mapScene != nil)
        press(&s, .right)
        #expect(["MTL", "OTT", "BUF", "NYR", "BOS", "PIT"].contains(s.hockey.teams.mapSelected ?? ""))
        press(&s, .char("m"))
        #expect(s.hockey.teams.selectedTeam?.tricode == s.hockey.teams.mapSelected)
    }

    @Test func aClickOnABadgeOpensItsRoster() {
        var s = hockeyMap()
        let area = TeamsLayout(s.context()).map
        let edm = s.hockey.teams.mapScene!.badge("EDM")!
        let effects = reduce(&s, .mouse(MouseEvent(.click, x: area.x + edm.origin.x + 1, y: area.y + edm.origin.y)))
        #expect(effects == [.fetchRoster("EDM")] && s.hockey.trail == [.teams, .roster("EDM")])
    }
}

@Suite struct HockeyMapTests {
    /// At 80×24 and 120×40 every club's tricode is on screen, and no badge covers another.
    @Test(arguments: [(80, 24), (120, 40)])
    func all32BadgesShowWithoutOverlap(width: Int, height: Int) {
        let s = hockeyMap(width: width, height: height)
        let scene = s.hockey.teams.mapScene!
        #expect(scene.badges.count == 32)
        let lines = render(s).lines.joined(separator: "\n")
        for team in s.hockey.teams.teams { #expect(lines.contains(team.tricode), "\(team.tricode) at \(width)x\(height)") }
        for a in scene.badges {
            for b in scene.badges where a.id < b.id && a.origin.y == b.origin.y {
                #expect(a.origin.x + a.width < b.origin.x || b.origin.x + b.width < a.origin.x, "\(a.id) touches \(b.id)")
            }
        }
    }

    @Test func theProjectionPutsTheContinentTheRightWayRound() {
        let p = MapProjection(width: 80, height: 20)
        let van = p.cell(GeoPoint(longitude: -123.1, latitude: 49.3)), bos = p.cell(GeoPoint(longitude: -71.1, latitude: 42.4))
        let fla = p.cell(GeoPoint(longitude: -80.3, latitude: 26.2))
        #expect(van.x < bos.x && fla.y > bos.y && van.y < fla.y)
        #expect(p.cell(GeoPoint(longitude: -200, latitude: 90)) == Point(x: 0, y: 0))
        #expect(p.cell(GeoPoint(longitude: .nan, latitude: .infinity)) == Point(x: 0, y: 0))
    }

    @Test func crowdedBadgesAreNudgedApartAndKeepALeader() {
        let same = Point(x: 10, y: 5)
        let placed = BadgeLayout.place([("NYR", same), ("NYI", same), ("NJD", same)], in: Size(width: 40, height: 10))
        #expect(placed.count == 3)
        #expect(placed.filter { !$0.moved }.count == 1)
        #expect(Set(placed.map(\.origin)).count == 3)
        #expect(BadgeLayout.place([("A", Point(x: 0, y: 0))], in: Size(width: 2, height: 1)).isEmpty)
    }

    @Test func arrowsPickTheNearestTeamInThatDirection() {
        let points = [(id: "W", at: Point(x: 0, y: 5)), (id: "E", at: Point(x: 20, y: 5)), (id: "N", at: Point(x: 10, y: 0)),
                      (id: "FAR", at: Point(x: 40, y: 5))]
        let here = Point(x: 10, y: 5)
        #expect(MapNavigation.next(from: here, .left, among: points) == "W")
        #expect(MapNavigation.next(from: here, .right, among: points) == "E")
        #expect(MapNavigation.next(from: here, .up, among: points) == "N")
        #expect(MapNavigation.next(from: here, .down, among: points) == nil)
        // Out of the 45° cone: taken only when nothing is inside it.
        let steep = [(id: "NE", at: Point(x: 12, y: 1)), (id: "E", at: Point(x: 30, y: 6))]
        #expect(MapNavigation.next(from: here, .right, among: steep) == "E")
        #expect(MapNavigation.next(from: here, .right, among: [steep[0]]) == "NE")
    }

    /// From Toronto, → goes east (Buffalo where it lies within 45° of east,
    /// else Ottawa; at 80×24 Buffalo is one column east and a line south: more
    /// south than east), never west to Pittsburgh, at every size.
    @Test(arguments: [(80, 24, "OTT"), (120, 40, "BUF"), (200, 60, "OTT")])
    func rightFromTorontoGoesEast(width: Int, height: Int, expected: String) throws {
        var s = hockeyTeams(width: width, height: height)
        pressHockey(&s, .char("m"))
        s.hockey.teams.mapSelected = "TOR"
        pressHockey(&s, .right)
        #expect(s.hockey.teams.mapSelected == expected)
        let scene = try #require(s.hockey.teams.mapScene)
        // Every move goes the way it says, by the arenas.
        for badge in scene.badges {
            for (direction, key) in [(MapNavigation.Direction.right, Key.right), (.left, .left), (.up, .up), (.down, .down)] {
                s.hockey.teams.mapSelected = badge.id
                pressHockey(&s, key)
                guard s.hockey.teams.mapSelected != badge.id, let to = scene.badge(s.hockey.teams.mapSelected) else { continue }
                switch direction {
                case .right: #expect(to.anchor.x > badge.anchor.x, "\(badge.id) → \(to.id)")
                case .left: #expect(to.anchor.x < badge.anchor.x, "\(badge.id) ← \(to.id)")
                case .up: #expect(to.anchor.y < badge.anchor.y, "\(badge.id) ↑ \(to.id)")
                case .down: #expect(to.anchor.y > badge.anchor.y, "\(badge.id) ↓ \(to.id)")
                }
            }
        }
    }

    @Test func asciiTerminalsGetSlopesInsteadOfBraille() {
        var s = hockeyTeams()
        s.display.ascii = true
        pressHockey(&s, .char("m"))
        let map = s.hockey.teams.mapScene!.rows.joined()
        #expect(!map.unicodeScalars.contains { $0.value >= 0x2800 && $0.value <= 0x28FF })
        #expect(map.contains("-") || map.contains("/"))
    }
}

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
