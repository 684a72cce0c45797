import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Cricket in the Scores tab, from the bundled sample: home first, innings as cricket writes them, the state in words.
@Suite struct CricketBoardTests {
    static let international = ScoresLeague(id: "international-cricket")
    static let day = Day(iso: "2026-11-28")!
    static let offline = OfflineDataSource(samples: Fixtures.samples)

    static func matches() async throws -> [CricketMatch] {
        try await offline.run(CricketLeague.schedule(international, day, today: day)).value
    }

    static func board(width: Int = 120, height: Int = 30, hide: Bool = false) async throws -> AppState {
        pluggedBoard(international, CricketLeague.self, day: day, slate: try await matches(), width: width, height: height, hide: hide)
    }

    @Test func theBoardShowsHomeFirstInningsAndWords() async throws {
        let s = try await Self.board()
        let text = renderScreen(s).snapshot
        #expect(text.contains("India") && text.contains("402 & 198/6d") && text.contains("Day 3 - South Africa need 229 runs"), "\(text)")
        #expect(text.contains("England won by 3 wickets"))
        Snapshot.assert(text, named: "international-cricket-120x30")
        let lines = text.split(separator: "\n")
        let india = try #require(lines.firstIndex { $0.contains("India") }), africa = try #require(lines.firstIndex { $0.contains("South Africa 227") || $0.contains("South Africa") })
        #expect(india < africa, "home first")
    }

    @Test func spoilersHideTheInningsAndTheWords() async throws {
        let s = try await Self.board(hide: true)
        let text = renderScreen(s).snapshot
        #expect(!text.contains("402") && !text.contains("won by") && !text.contains("need 229"), "\(text)")
    }

    @Test func aRunIsNoNewsButTheResultIs() async throws {
        let test = try #require(try await Self.matches().first)
        var later = test
        later.away.innings[3].runs += 4
        let teams: Set<String> = [test.summary.home.id]
        let news = TeamAlerts.changes(before: [test.summary], after: [later.summary], teams: teams, hides: { _ in false }, locale: .posix, zone: .utc)
        #expect(news.isEmpty, "\(news)")
        var over = later
        over.phase = .final
        over.status = "India won by 120 runs"
        over.home.won = true
        let end = TeamAlerts.changes(before: [later.summary], after: [over.summary], teams: teams, hides: { _ in false }, locale: .posix, zone: .utc)
        #expect(end.count == 1 && end[0].kind == .end, "\(end)")
    }

    @Test func printWritesEachInningsInOrder() async throws {
        let table = try await CricketLeague.printGame(Self.international, 1500101, "scorecard", Self.offline, .posix, .utc)
        #expect(table.columns == ["innings", "team", "runs", "wickets", "overs", "score"])
        #expect(table.rows.map { $0[1] } == ["India", "South Africa", "India", "South Africa"].map(PrintValue.text), "\(table.rows)")
        #expect(table.render(.tsv).contains("198/6d"))
    }

    @Test func theCompetitionsAreBuiltInAndHomeFirst() {
        #expect(LeagueTable.standard.named("ipl") == ScoresLeague(id: "ipl") && LeagueTable.standard.named("odi") == Self.international)
        #expect(Self.international.family.homeFirst && !Self.international.family.alertsScores)
    }
}
