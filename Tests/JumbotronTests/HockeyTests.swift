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
