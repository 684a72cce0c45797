import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// Every destination has a route string: it reads back as itself, a mistyped
/// one says what would be understood, and `AppRouter` carries each out.
@Suite struct RouteTests {
    static func parse(_ text: String) throws(AppRoute.Unknown) -> AppRoute {
        try AppRoute.parse(text, tabs: TabTable.names, league: LeagueTable.standard.named)
    }

    @Test(arguments: [
        ("myteams", AppRoute.tab("myteams")),
        ("nfl", .board(.nfl, nil)),
        ("eng.1/2026-11-21", .board(ScoresLeague(id: "eng.1"), Day(iso: "2026-11-21"))),
        ("nhl/standings", .standings(.nhl)),
        ("atp/draws", .standings(ScoresLeague(id: "atp"))),
        ("nfl/game/401772011", .game(.nfl, id: 401772011, day: nil)),
        ("nfl/2026-11-22/game/401772011", .game(.nfl, id: 401772011, day: Day(iso: "2026-11-22"))),
        ("hockey/team/TOR", .hockeyTeam("TOR")),
        ("multiview", .multiview),
    ])
    func eachDestinationReadsBackAsItself(_ text: String, _ route: AppRoute) throws {
        #expect(try Self.parse(text) == route)
        #expect(route.description == text)
    }

    @Test func aLeagueIsAnyOfItsNamesAndCaseDoesNotMatter() throws {
        #expect(try Self.parse("epl") == .board(ScoresLeague(id: "eng.1"), nil))
        #expect(try Self.parse("NFL/Game/401772011") == .game(.nfl, id: 401772011, day: nil))
        #expect(try Self.parse("hockey/team/tor") == .hockeyTeam("TOR"))
        #expect(try Self.parse(" cfb/standings ") == .standings(ScoresLeague(id: "college-football")))
        #expect(try Self.parse("wta/standings") == .standings(ScoresLeague(id: "wta")), "a tennis tour's standings word is its draws'")
        #expect(throws: AppRoute.Unknown.self) { try Self.parse("nhl/draws") }
    }

    @Test(arguments: ["", "/", "nfl/", "xyz", "nfl/game", "nfl/game/abc", "nfl/game/-4", "nfl/2026-13-45", "nfl/standings/x",
                      "nfl/2026-11-22/standings", "hockey/team/TOOLONG", "hockey/team/T0R", String(repeating: "a/", count: 5000)])
    func aRouteThatNamesNoPlaceSaysWhatWouldBeUnderstood(_ text: String) {
        #expect(throws: AppRoute.Unknown.self) { try Self.parse(text) }
        do { _ = try Self.parse(text) } catch {
            #expect(!error.description.isEmpty && error.description.count < 400, "\(error.description)")
        }
    }

    @Test func aStartBeginsOnTheRoutesTabLeagueAndDay() {
        #expect(AppRoute.game(.nfl, id: 1, day: nflSampleDay).start.tab == "scores")
        #expect(AppRoute.game(.nfl, id: 1, day: nflSampleDay).start.league == .nfl)
        #expect(AppRoute.game(.nfl, id: 1, day: nflSampleDay).start.day == nflSampleDay)
        #expect(AppRoute.board(.nhl, nil).start.then == nil, "a board needs nothing after the start")
        #expect(AppRoute.hockeyTeam("TOR").start.tab == "hockey")
        #expect(AppRoute.multiview.start.then == .multiview)
    }

    /// From My Teams, `Enter` on a game is a route to its center in Scores, the jump remembered; `Esc` comes back.
    @Test func aGamesRouteFromMyTeamsOpensItsCenterAndEscComesBack() async throws {
        var s = myTeams([Followed.chiefs], width: 120, height: 40)
        _ = answer(&s, .nfl)
        let store = TestStore(s)
        store.press(.enter)
        await store.receiveAll()
        #expect(store.state.tab == .scores && store.state.scores.league == .nfl)
        #expect(store.state.scores.boards[football: .nfl].center != nil, "the game's center is open")
        #expect(store.state.jumps.top == TabJump(from: "myteams", to: "scores"))
        store.press(.escape)
        #expect(store.state.tab == .myTeams && store.state.jumps.isEmpty)
    }

    /// `--open` routes land with nothing to go back to; each reaches its place.
    @Test func eachRouteFromOutsideReachesItsPlace() async throws {
        let store = TestStore(makeState(tab: .shows))
        store.send(.navigate(.standings(.mlb)))
        await store.receiveAll()
        #expect(store.state.tab == .scores && store.state.scores.boards.mlb.showingStandings && store.state.jumps.isEmpty)
        #expect(store.ran.contains(.fetchStandings(season: testDay.year)))
        store.send(.navigate(.hockeyTeam("TOR")))
        await store.receiveAll()
        #expect(store.state.tab == .hockey && store.state.hockey.roster.tricode == "TOR")
        #expect(store.state.hockey.rosters["TOR"]?.value != nil)
        store.send(.navigate(.board(.nhl, nhlSampleDay)))
        await store.receiveAll()
        #expect(store.state.tab == .scores && store.state.scores.league == .nhl && store.state.scores.boards.nhl.date == nhlSampleDay)
        #expect(store.state.scores.boards.nhl.load.value?.isEmpty == false)
        store.send(.navigate(.tab("myteams")))
        #expect(store.state.tab == .myTeams && store.state.jumps.isEmpty)
    }
}
