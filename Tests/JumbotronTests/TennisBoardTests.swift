import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Tennis in the Scores tab, from the bundled sample: the day's matches by draw and round, sets, the server, a walkover.
@Suite struct TennisBoardTests {
    static let atp = ScoresLeague(id: "atp")
    static let day = Day(iso: "2026-11-21")!
    static let offline = OfflineDataSource(samples: Fixtures.samples)

    static func matches() async throws -> [TennisMatch] { try await offline.run(TennisLeague.schedule(atp, day, today: day)).value }

    static func board(width: Int = 120, height: Int = 30) async throws -> AppState {
        pluggedBoard(atp, TennisLeague.self, day: day, slate: try await matches(), width: width, height: height)
    }

    @Test func theDaysMatchesByDrawAndRound() async throws {
        let matches = try await Self.matches()
        #expect(matches.count == 4, "the semifinal day only, not the round robin or the final")
        let s = try await Self.board()
        let text = renderScreen(s).snapshot
        #expect(text.contains("ATP Finals · Men's Singles · Semifinal") && text.contains("ATP Finals · Men's Doubles · Semifinal"), "\(text)")
        #expect(text.contains("6(5) 6 3") && text.contains("W/O") && text.contains("Set 3"), "\(text)")
        Snapshot.assert(text, named: "atp-day-120x30")
        let live = try #require(matches.first { $0.phase == .live })
        #expect(TennisLeague.marked(live) == .home, "the server is marked")
    }

    @Test func theMatchPageHasEverySetAndHowItEnded() async throws {
        let matches = try await Self.matches()
        let walkover = try #require(matches.first { $0.ending == .walkover })
        let context = ScreenContext(size: Size(width: 80, height: 24), display: DisplayOptions(), today: Self.day, tab: TabTable.all[0])
        var canvas = Canvas(size: Size(width: 80, height: 20))
        _ = TennisCenter(gameId: walkover.id).render(row: walkover, context, into: &canvas, area: Rect(x: 0, y: 0, width: 80, height: 20))
        #expect(canvas.lines.joined().contains("A walkover: not played."))
        let table = TennisPage.sets(try #require(matches.first { $0.round == "Semifinal" && $0.phase == .final && !$0.first.isPair }))
        #expect(table.columns == ["player", "seed", "set_1", "set_2", "set_3", "won"] && table.rows[0][2] == .text("7 (7)"))
    }

    @Test func theToursAreBuiltInAndPointsAreNoNews() {
        #expect(LeagueTable.standard.named("atp") == Self.atp && LeagueTable.standard.named("womens-tennis") == ScoresLeague(id: "wta"))
        let family = Self.atp.family
        #expect(family.sport == .tennis && !TennisFamily.alertsScores)
    }
}
