import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A team's page over a board, on our bundled ESPN team answers: opened from
/// a game (`T`), a route, a player's page or My Teams; its schedule and its
/// roster, each row opening its game or its player; `f` follows the team.
@Suite struct TeamPageTests {
    static let nhl = ESPNLeague(sport: "hockey", league: "nhl")
    static func sample(_ name: String) -> Data { try! Data(contentsOf: Fixtures.samples.appendingPathComponent("espn/\(name)")) }
    static let torSchedule = try! ESPNTeamSchedule.decode(sample("nhl-team-TOR-schedule.json"), team: "TOR")
    static let torRoster = try! ESPNRoster.decode(sample("nhl-team-TOR-roster.json"), team: "TOR")
    static let asked = EffectSignature.fetch(.espnTeam(nhl, team: "TOR", part: .schedule, season: nil, seasonType: 2))

    static func answer(_ s: inout AppState, _ schedule: ESPNTeamSchedule = torSchedule, code: String = "TOR", season: Int? = nil) {
        _ = reduce(&s, .scores(.nhl(.team(.scheduleLoaded(code, season, .success(Loaded(value: schedule, origin: .bundledSample)), at: loadTime)))))
    }

    /// The NHL board with TOR's page opened and answered, its roster too when asked (the key walk's states).
    static func page(width: Int, height: Int, roster: Bool = false) -> AppState {
        var s = loadedNHL(width: width, height: height)
        _ = AppRouter.navigate(.team(.nhl, code: "TOR"), &s, jumping: false)
        answer(&s)
        if roster {
            press(&s, .char("p"))
            _ = reduce(&s, .scores(.nhl(.team(.rosterLoaded("TOR", .success(Loaded(value: torRoster, origin: .bundledSample)), at: loadTime)))))
        }
        return s
    }

    /// The NHL board with TOR's page opened by its route and answered.
    static func torPage(width: Int, height: Int) -> AppState {
        var s = loadedNHL(width: width, height: height)
        let asked = AppRouter.navigate(.team(.nhl, code: "TOR"), &s, jumping: false).map(\.signature)
        #expect(asked.contains(Self.asked) && !asked.contains { if case .fetch(.espnTeam(_, _, .roster, _, _)) = $0 { true } else { false } },
                "the schedule (it heads the page), not the roster yet: \(asked)")
        answer(&s)
        return s
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theScheduleWithItsHeadAndTheCursorOnTheNextGame(width: Int, height: Int) {
        let s = Self.torPage(width: width, height: height)
        let text = renderScreen(s).snapshot
        #expect(text.contains("Scores › NHL › Team") && text.contains("Toronto Maple Leafs"), "\(text)")
        #expect(text.contains("12-4-4 · 3rd in Atlantic Division · Next:") && text.contains("vs OTT"), "\(text)")
        #expect(s.scores.boards.nhl.team.game == 20, "the next game to play")
        #expect(text.contains("Sat, Nov 21") && text.contains("L 2-4"), "the bundled day's final, in view with the cursor: \(text)")
        Snapshot.assert(text, named: "team-nhl-schedule-\(width)x\(height)")
    }

    @Test func theRosterAsksOnceAndEnterOpensThePlayerAndTBack() {
        var s = Self.torPage(width: 120, height: 40)
        var asked = press(&s, .char("p"))
        #expect(asked == [.fetch(.espnTeam(Self.nhl, team: "TOR", part: .roster, season: nil, seasonType: nil))])
        #expect(renderScreen(s).snapshot.contains("Loading the TOR roster…"))
        _ = reduce(&s, .scores(.nhl(.team(.rosterLoaded("TOR", .success(Loaded(value: Self.torRoster, origin: .bundledSample)), at: loadTime)))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("Centers") && text.contains("Elias Yakovlev") && text.contains("Coach: ") == (Self.torRoster.players.count < 34), "\(text)")
        Snapshot.assert(text, named: "team-nhl-roster-120x40")
        asked = press(&s, .char("s"), .char("p"))
        #expect(asked.isEmpty, "both answers are here already")
        press(&s, .down, .enter)
        let second = Self.torRoster.players[1]
        #expect(s.scores.boards.nhl.showingPlayer && s.scores.boards.nhl.player.id == second.id)
        // The player's page over the team's: Esc goes back to it.
        press(&s, .escape)
        #expect(s.scores.boards.nhl.showingTeam && s.scores.boards.nhl.team.player == 1)
        press(&s, .escape)
        #expect(!s.scores.boards.nhl.showingCover)
    }

    @Test func tOnAGameAsksWhichTeamAndEnterOnAGameShowsItsDay() throws {
        var s = loadedNHL(width: 80, height: 24)
        press(&s, .char("T"))
        guard case .dialog(let dialog) = s.presented else { Issue.record("no dialog"); return }
        #expect(dialog.buttons == ["Cancel", "EDM", "TOR"] && dialog.message.hasPrefix("Edmonton Oilers or Toronto Maple Leafs?"))
        let asked = press(&s, .right, .enter)
        #expect(s.presented == nil)
        #expect(s.scores.boards.nhl.showingTeam && asked.contains(Self.asked))
        Self.answer(&s)
        // The bundled day's game: the NHL's board knows it by its own id, so it finds TOR's game on that day.
        press(&s, .up, .enter)
        let board = s.scores.boards.nhl
        #expect(!board.showingCover && board.date == nhlSampleDay && board.selectedGame?.id == 2026020301, "EDM @ TOR")
    }

    @Test func followSeasonsAndAnswersNoLongerShown() {
        var s = Self.torPage(width: 80, height: 24)
        let follow = press(&s, .char("f"))
        #expect(follow.contains(.database("follow team nhl:TOR")), "\(follow)")
        #expect(TeamPage.followed(s.scores.boards.nhl.team) == FollowedTeam.make(league: LeagueID("nhl"), abbreviation: "TOR", name: "Toronto Maple Leafs"))
        let before = press(&s, .char("["))
        #expect(before.contains(.fetch(.espnTeam(Self.nhl, team: "TOR", part: .schedule, season: 2026, seasonType: 2))))
        #expect(s.scores.boards.nhl.team.season == 2026 && s.scores.boards.nhl.team.schedule.value == nil)
        // The current season's answer arriving late is not this season's.
        Self.answer(&s)
        #expect(s.scores.boards.nhl.team.schedule.value == nil)
        Self.answer(&s, code: "PIT", season: 2026)
        #expect(s.scores.boards.nhl.team.schedule.value == nil, "another team's")
    }

    @Test func failuresAreSaidAndAskedAgain() {
        var s = loadedNHL(width: 80, height: 24)
        _ = AppRouter.navigate(.team(.nhl, code: "TOR"), &s, jumping: false)
        _ = reduce(&s, .scores(.nhl(.team(.scheduleLoaded("TOR", nil, .failure(.decoding("it answered for another team, BOS, not TOR")), at: loadTime)))))
        guard case .dialog(let dialog) = s.presented else { Issue.record("no dialog"); return }
        #expect(dialog.confirm == .scores(.nhl(.team(.retry))))
        s.presented = nil
        #expect(renderScreen(s).snapshot.contains("Could not load the team's page."))
        Self.answer(&s)
        press(&s, .char("p"))
        _ = reduce(&s, .scores(.nhl(.team(.rosterLoaded("TOR", .failure(.timeout), at: loadTime)))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("Could not load the TOR roster.") && text.contains("Press r to try again."), "\(text)")
        let again = press(&s, .char("r"))
        #expect(again.contains(.fetch(.espnTeam(Self.nhl, team: "TOR", part: .roster, season: nil, seasonType: nil))))
    }

    @Test func spoilersCoverItAndTinyTerminalsDrawIt() {
        var s = Self.torPage(width: 80, height: 24)
        s.display.hideSpoilers = true
        #expect(renderScreen(s).snapshot.contains("The team's page is hidden while spoilers are."))
        press(&s, .char("v"))
        #expect(renderScreen(s).snapshot.contains("Toronto Maple Leafs"))
        for (w, h) in [(40, 12), (24, 8), (12, 4)] {
            var small = Self.torPage(width: w, height: h)
            press(&small, .char("p"))
            _ = reduce(&small, .scores(.nhl(.team(.rosterLoaded("TOR", .success(Loaded(value: Self.torRoster, origin: .bundledSample)), at: loadTime)))))
            press(&small, .end)
            #expect(renderScreen(small).snapshot.count > 0)
            if w == 40 { Snapshot.assert(renderScreen(small).snapshot, named: "team-nhl-roster-40x12") }
        }
    }

    @Test func routesNameTeamsAsTheirLeaguesFollowThem() throws {
        let named: (String) -> ScoresLeague? = LeagueTable.standard.named
        func parse(_ text: String) throws -> AppRoute { try AppRoute.parse(text, tabs: TabTable.names, league: named) }
        #expect(try parse("mlb/team/147") == .team(.mlb, code: "147") && parse("mlb/team/nyy") == .team(.mlb, code: "147"))
        #expect(try parse("mlb/team/CHW") == .team(.mlb, code: "145"), "ESPN's abbreviation for the White Sox")
        #expect(try parse("nhl/team/nj") == .team(.nhl, code: "NJD") && parse("nba/team/gs") == .team(.nba, code: "GSW"))
        #expect(try parse("nfl/team/kc") == .team(.nfl, code: "KC"))
        #expect(AppRoute.team(.mlb, code: "147").description == "mlb/team/147")
        #expect(throws: AppRoute.Unknown(description: "'zzz' is not a team of MLB: name one by its abbreviation (mlb/team/ABBR)")) { try parse("mlb/team/zzz") }
        #expect(throws: AppRoute.Unknown.self) { try parse("epl/team/ARS") }
        #expect(throws: AppRoute.Unknown.self) { try parse("nfl/team/k$c") }
        #expect(throws: AppRoute.Unknown.self) { try parse("nfl/2026-11-22/team/KC") }
    }

    @Test func aPlayersPageAndMyTeamsOpenTheTeam() {
        var s = loadedNHL(width: 80, height: 24)
        _ = AppRouter.navigate(.player(.nhl, id: 8480800), &s, jumping: false)
        var yakovlev = ESPNAthlete(id: 8480800, name: "Elias Yakovlev")
        yakovlev.team = "TOR"
        _ = reduce(&s, .scores(.nhl(.player(.profileLoaded(8480800, .success(Loaded(value: yakovlev, origin: .bundledSample)), at: loadTime)))))
        let asked = press(&s, .char("T"))
        #expect(s.scores.boards.nhl.showingTeam && s.scores.boards.nhl.team.team?.id == "nhl:TOR" && asked.contains(Self.asked))
        let block = TeamBlock(team: FollowedTeam.make(league: LeagueID("nhl"), abbreviation: "NJD", name: "New Jersey Devils"), league: .nhl, leagues: [.nhl])
        #expect(MyTeamsModule.teamPage(block) == .team(.nhl, code: "NJD"))
        let golfer = TeamBlock(team: FollowedTeam(league: "pga", id: "pga:388", abbreviation: "TWO", name: "Tiger Woods"), league: ScoresLeague(id: "pga"), leagues: [])
        #expect(MyTeamsModule.teamPage(golfer) == nil, "golf has no team pages")
    }

    /// Our own 2026 postseason, as the offline bracket has it.
    static let bundledBracket = try! NHLBracket.decode(try! Data(contentsOf: Fixtures.samples.appendingPathComponent("nhl/playoff-bracket-2026.json")),
                                                        season: 2026)

    @Test func enterOnASeriesOfTheBracketShowsItsGamesAndTItsClubs() throws {
        var s = NHLBracketBoardTests.opened(width: 120, height: 40)
        NHLBracketBoardTests.answer(&s, Self.bundledBracket)
        // The final: CAR v STL, STL won 4-2.
        press(&s, .right, .right, .right, .right)
        let asked = press(&s, .enter)
        let page = s.scores.boards.nhl.team
        #expect(s.scores.boards.nhl.showingTeam && page.team?.id == "nhl:CAR" && page.versus?.id == "nhl:STL" && page.season == 2026)
        #expect(asked.filter { if case .fetch = $0 { true } else { false } } == [.fetch(.espnTeam(Self.nhl, team: "CAR", part: .schedule, season: 2026, seasonType: 3))],
                "the postseason alone: \(asked)")
        let post = try ESPNTeamSchedule.decode(Self.sample("nhl-team-CAR-schedule-2026-postseason.json"), team: "CAR")
        _ = reduce(&s, .scores(.nhl(.team(.scheduleLoaded("CAR", 2026, series: true, .success(Loaded(value: post, origin: .bundledSample)), at: loadTime)))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("Carolina Hurricanes v STL · 2025-26 postseason") && text.contains("Series: CAR 2, STL 4"), "\(text)")
        #expect(text.components(separatedBy: "Stanley Cup Final - Game").count - 1 == 6 && !text.contains("New York Islanders"), "\(text)")
        Snapshot.assert(text, named: "team-nhl-series-120x40")
        // `a`: the whole season, asked anew; Esc back to the bracket.
        #expect(press(&s, .char("a")).contains(.fetch(.espnTeam(Self.nhl, team: "CAR", part: .schedule, season: 2026, seasonType: 2))))
        press(&s, .escape)
        #expect(s.scores.boards.nhl.showingBracket)
        press(&s, .char("T"))
        guard case .dialog(let dialog) = s.presented else { Issue.record("no dialog"); return }
        #expect(dialog.buttons == ["Cancel", "CAR", "STL"])
    }

    @Test func seriesRoutes() throws {
        let named: (String) -> ScoresLeague? = LeagueTable.standard.named
        func parse(_ text: String) throws -> AppRoute { try AppRoute.parse(text, tabs: TabTable.names, league: named) }
        #expect(try parse("nhl/team/tor/2026/vs/tb") == .team(.nhl, code: "TOR", season: 2026, versus: "TBL"))
        #expect(AppRoute.team(.nhl, code: "TOR", season: 2026, versus: "TBL").description == "nhl/team/TOR/2026/vs/TBL")
        #expect(try parse("mlb/team/147/2018") == .team(.mlb, code: "147", season: 2018))
        #expect(throws: AppRoute.Unknown(description: "'20x6' is not a season's year (nhl/team/TOR/2026)")) { try parse("nhl/team/tor/20x6") }
        #expect(throws: AppRoute.Unknown(description: "'with' names nothing after a season: try vs/ABBR")) { try parse("nhl/team/tor/2026/with/tbl") }
        #expect(throws: AppRoute.Unknown.self) { try parse("nhl/team/tor/2026/vs/zzz") }
    }

    @Test func printTheScheduleAndTheRoster() async throws {
        let offline = OfflineDataSource(samples: Fixtures.samples)
        let schedule = try await LeaguePrint.team(.nhl, code: "TOR", section: .schedule, season: nil, offline, hide: .none,
                                                  locale: TimeLocale(identifier: "en_US"), timeZone: Zone(identifier: "America/Toronto")!)
        #expect(schedule.columns == ["game_id", "date", "time", "part", "home_away", "opponent", "state", "result", "note"] && schedule.rows.count == 82)
        #expect(schedule.rows[19][1] == .text("2026-11-21") && schedule.rows[19][7] == .text("L 2-4"))
        let hidden = try await LeaguePrint.team(.nhl, code: "TOR", section: .schedule, season: nil, offline, hide: .hiding(revealed: []),
                                                locale: TimeLocale(identifier: "en_US"), timeZone: .utc)
        #expect(hidden.rows.allSatisfy { $0[7] == .null }, "no result while spoilers are hidden")
        let roster = try await LeaguePrint.team(.mlb, code: "NYY", section: .roster, season: nil, offline, hide: .none,
                                                locale: TimeLocale(identifier: "en_US"), timeZone: .utc)
        #expect(roster.columns.first == "player_id" && roster.rows.count > 10)
        await #expect(throws: FetchError.other("Premier League has no team pages in Jumbotron yet")) {
            try await LeaguePrint.team(ScoresLeague(id: "eng.1"), code: "ARS", section: .schedule, season: nil, offline, hide: .none,
                                       locale: TimeLocale(identifier: "en_US"), timeZone: .utc)
        }
    }
}
