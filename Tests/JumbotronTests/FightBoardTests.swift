import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Fight cards in the Scores tab, from the bundled sample: segments, the bout's page, spoilers, print.
@Suite struct FightBoardTests {
    static let ufc = ScoresLeague(id: "ufc")
    static let day = Day(iso: "2026-11-28")!
    static let offline = OfflineDataSource(samples: Fixtures.samples)

    static func bouts() async throws -> [Bout] { try await offline.run(FightLeague.schedule(ufc, day, today: day)).value }

    static func board(width: Int = 120, height: Int = 40) async throws -> AppState {
        pluggedBoard(ufc, FightLeague.self, day: day, slate: try await bouts(), width: width, height: height)
    }

    @Test func aCardIsItsSegmentsMainCardFirstMainEventOnTop() async throws {
        let bouts = try await Self.bouts()
        let rows = FightCard.rows(bouts)
        let headings = rows.compactMap { if case .heading(let h) = $0 { h } else { nil } }
        #expect(headings.map { $0.components(separatedBy: " · ").last! } == ["Main card", "Prelims", "Early prelims"])
        guard case .game(let top) = rows[1] else { Issue.record("a bout under the heading"); return }
        #expect(top == bouts.count - 1 && bouts[top].scheduledRounds == 5, "the main event, last on ESPN's list, first on the board")
        let s = try await Self.board()
        let text = renderScreen(s).snapshot
        #expect(text.contains("5 ROUNDS") && text.contains("R2 2:41") && text.contains("KO R2 0:47"), "\(text)")
        Snapshot.assert(text, named: "ufc-card-120x40")
    }

    @Test func theBoutsPageHasTheResultAndTheCardsUnlessHidden() async throws {
        let bouts = try await Self.bouts()
        let decision = try #require(bouts.first { $0.method == .decision && $0.red.cards.count == 3 })
        let context = ScreenContext(size: Size(width: 70, height: 30), display: DisplayOptions(), today: Self.day, tab: TabTable.all[0])
        var canvas = Canvas(size: Size(width: 70, height: 30))
        _ = FightCenter(gameId: decision.id).render(row: decision, context, into: &canvas, area: Rect(x: 0, y: 0, width: 70, height: 30))
        let text = canvas.lines.joined(separator: "\n")
        #expect(text.contains("Judges' cards") && text.contains("Judge 3") && text.contains("decision"), "\(text)")
        var hidden = DisplayOptions()
        hidden.hideSpoilers = true
        let masked = ScreenContext(size: Size(width: 70, height: 30), display: hidden, today: Self.day, tab: TabTable.all[0])
        var canvas2 = Canvas(size: Size(width: 70, height: 30))
        _ = FightCenter(gameId: decision.id).render(row: decision, masked, into: &canvas2, area: Rect(x: 0, y: 0, width: 70, height: 30))
        let text2 = canvas2.lines.joined(separator: "\n")
        #expect(!text2.contains("Judges' cards") && !text2.contains("decision") && text2.contains("The result is hidden"), "\(text2)")
    }

    @Test func printWritesABoutsFacts() async throws {
        let bouts = try await Self.bouts()
        let knockout = try #require(bouts.first { $0.method == .knockout })
        let table = try await FightLeague.printGame(Self.ufc, knockout.id, "bout", Self.offline, .posix, .utc)
        let text = table.render(.tsv)
        #expect(text.contains("result\t") && text.contains("by KO/TKO in round") && text.contains("weight_class\t"), "\(text)")
        await #expect(throws: FetchError.self) { try await FightLeague.printGame(Self.ufc, 1, "bout", Self.offline, .posix, .utc) }
    }

    @Test func thePromotionsAreBuiltIn() {
        #expect(LeagueTable.standard.named("mma") == Self.ufc && LeagueTable.standard.named("pfl") == ScoresLeague(id: "pfl"))
        #expect(Self.ufc.family.sport == .mma && Self.ufc.family.calendarLength == 5 * 3600)
    }
}
