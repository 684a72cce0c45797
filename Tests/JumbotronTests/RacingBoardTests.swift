import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Racing in the Scores tab, from the bundled samples: the weekend board, a
/// session's classification (Jolpica's times for a finished F1 race), the
/// championships on `s`, and what print writes.
@Suite struct RacingBoardTests {
    static let f1 = ScoresLeague(id: "f1")
    static let vegas = Day(iso: "2026-11-21")!, qatar = Day(iso: "2026-11-29")!
    static let offline = OfflineDataSource(samples: Fixtures.samples)

    static func sessions(_ day: Day) async throws -> [RacingSession] {
        try await offline.run(RacingLeague.schedule(f1, day, today: day)).value
    }

    static func board(_ day: Day, width: Int = 100, height: Int = 34) async throws -> AppState {
        pluggedBoard(f1, RacingLeague.self, day: day, slate: try await sessions(day), bundled: [vegas, qatar], width: width, height: height)
    }

    @Test func theWeekendBoardIsItsSessionsUnderItsName() async throws {
        let s = try await Self.board(Self.qatar)
        let text = renderScreen(s).snapshot
        #expect(text.contains("Qatar Grand Prix · Lusail International Circuit, Lusail"), "\(text)")
        for session in ["Practice 1", "Sprint Shootout", "Sprint", "Qualifying", "Race"] { #expect(text.contains(" \(session) · "), "\(session)") }
        #expect(text.contains("Lap 34"))
        Snapshot.assert(text, named: "f1-weekend-100x34")
    }

    @Test func aFinishedF1RaceAsksJolpicaAndShowsTimesGapsAndLaps() async throws {
        var s = try await Self.board(Self.vegas, width: 120, height: 40)
        var asked: [EffectSignature] = []
        for _ in 0..<3 { asked += press(&s, .down) }
        asked += press(&s, .enter)
        let session = try #require(try await Self.sessions(Self.vegas).first { $0.isRace })
        // Wide, the center follows the cursor once it rests on a session.
        asked += reduce(&s, .scores(.plugged(Self.f1, AnyEquatable(BoardAction<RacingLeague>.center(.restedOn(session.id))))))
        #expect(asked.contains(.fetch(.jolpicaSeason(2026))), "\(asked)")
        let fetch = try #require(RacingCenter.resultsFetch(session, league: Self.f1))
        let races = try await Self.offline.run(fetch).value
        _ = reduce(&s, .scores(.plugged(Self.f1, AnyEquatable(BoardAction<RacingLeague>.center(.answer(
            .results(session.id, .success(Loaded(value: races, origin: .bundledSample)), at: loadTime)))))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("Jolpica (Las Vegas Grand Prix, round 22)") && text.contains("+1 Lap") && text.contains("Laps"), "\(text)")
        Snapshot.assert(text, named: "f1-race-classification-120x40")
        // ESPN's order of the race is Jolpica's: the sample was written from one result.
        #expect(session.field.map(\.competitor.name) == races.first { !$0.results.isEmpty }?.results.map(\.driver))
    }

    @Test func onlyAFinishedF1RaceHasJolpicaResults() async throws {
        let qatar = try await Self.sessions(Self.qatar)
        #expect(qatar.allSatisfy { RacingCenter.resultsFetch($0, league: Self.f1) == nil }, "practice, qualifying and a race under way")
        var center = RacingCenter(gameId: qatar[4].id)
        #expect(center.sectionNeeds(row: qatar[4], again: false).isEmpty)
        #expect(center.apply(.results(1, .failure(.timeout), at: loadTime)) == nil, "another session's answer")
        let indy = try await Self.offline.run(RacingLeague.schedule(ScoresLeague(id: "indycar"), Day(iso: "2026-08-30")!, today: Self.qatar)).value
        #expect(indy.count == 1 && RacingCenter.resultsFetch(indy[0], league: ScoresLeague(id: "indycar")) == nil)
    }

    @Test func theChampionshipsAndRoundsComeInOneChain() async throws {
        let season = try await Self.offline.run(RacingStandings.fetch(season: 2026)).value
        #expect(season.standings.drivers.count == 22 && season.standings.teams.count == 11 && season.rounds.count == 24)
        #expect(season.standings.drivers.map(\.points) == season.standings.drivers.map(\.points).sorted(by: >))
        var s = try await Self.board(Self.qatar, width: 100, height: 40)
        press(&s, .char("s"))
        _ = reduce(&s, .scores(.plugged(Self.f1, AnyEquatable(BoardAction<RacingLeague>.standings(.loaded(.success(Loaded(value: season, origin: .bundledSample)), at: loadTime))))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("F1 standings · 2026 · after round 22") && text.contains("Drivers' championship") && text.contains("GAP"), "\(text)")
        Snapshot.assert(text, named: "f1-standings-100x40")
        let table = RacingStandingsPrint.drivers(season)
        #expect(table.columns == ["position", "driver", "code", "team", "points", "behind", "wins"] && table.rows.count == 22)
    }

    @Test func aSeriesWithoutASourceSaysSoOnS() {
        let board = RacingStandingsBoard(league: ScoresLeague(id: "nascar"), season: 2026)
        var state = board
        #expect(RacingStandings.load(&state).isEmpty)
        let context = ScreenContext(size: Size(width: 80, height: 24), display: DisplayOptions(), today: Self.qatar, tab: TabTable.all[0])
        var canvas = Canvas(size: Size(width: 80, height: 20))
        RacingStandings.render(board, context, into: &canvas, area: Rect(x: 0, y: 0, width: 80, height: 20))
        #expect(canvas.lines.joined().contains("No source carries the NASCAR Cup championship yet."))
    }

    @Test func printWritesAFieldALineAnEntrant() async throws {
        let table = try await LeaguePrint.games(Self.f1, date: nil, Self.offline, offline: Self.offline, locale: .posix, timeZone: .utc)
        #expect(table.columns == ["id", "start", "contest", "state", "place", "entrant", "score", "status"])
        let race = table.rows.filter { $0[2] == .text("Race") }
        #expect(race.count == 22 && race[0][3] == .text("Lap 34") && race[0][4] == .text("1"), "\(race.prefix(2))")
        let hidden = try await LeaguePrint.games(Self.f1, date: nil, Self.offline, offline: Self.offline, locale: .posix, timeZone: .utc,
                                                 hide: PrintSpoilers { $0.state != .scheduled })
        #expect(hidden.rows.allSatisfy { $0[4] == .null }, "no places when spoilers are hidden")
    }

    @Test func theSeriesAreBuiltInAndNamedByTheirAliases() {
        #expect(LeagueTable.standard.named("formula1") == Self.f1 && LeagueTable.standard.named("indy") == ScoresLeague(id: "indycar"))
        #expect(LeagueTable.standard.named("nascar") == ScoresLeague(id: "nascar"))
        #expect(Self.f1.family.sport == .racing && Self.f1.row.jolpicaSeries == "f1")
        let added = LeagueRow(id: ScoresLeague(id: "wec"), name: "WEC", sport: .racing, source: .espn(ESPNLeague(sport: "racing", league: "wec")))
        #expect(LeagueTable.unsupported(added) == nil)
    }
}
