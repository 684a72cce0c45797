import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// `L` on the NFL board: ESPN's recorded 2024 leaders as panels, the cursor
/// over players and categories, the postseason and the seasons before, and
/// the same screen at three sizes; routes and print.
@Suite struct LeadersBoardTests {
    static let recorded = try! LeaderBoard.decode(try! Fixtures.data("espn-people/nfl-leaders-2024-site-v3.json"))

    static func answer(_ s: inout AppState, _ board: LeaderBoard = recorded, season: Int? = nil, type: Int = 2) {
        _ = reduce(&s, .scores(.nfl(.leaders(.loaded(season: season, type: type, .success(Loaded(value: board, origin: .bundledSample)), at: loadTime)))))
    }

    static func opened(width: Int, height: Int) -> AppState {
        var s = loadedNFL(width: width, height: height)
        let asked = press(&s, .char("L"))
        #expect(asked.contains(.fetch(.espnLeaders(.nfl, season: nil, seasonType: 2))), "\(asked)")
        #expect(s.scores.boards.nfl.showingLeaders && s.isBusy)
        answer(&s)
        return s
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theRecordedLeaders(width: Int, height: Int) {
        let s = Self.opened(width: width, height: height)
        let text = renderScreen(s).snapshot
        #expect(text.contains("Scores › NFL › Leaders") && text.contains("NFL leaders · 2024 regular season"), "\(text)")
        #expect(text.contains("Passing Yards") && text.contains("Joe Burrow") && text.contains("4918"), "\(text)")
        #expect(text.contains("Passing Yards · 1 Joe Burrow (QB, Cincinnati Bengals) 4918"), "\(text)")
        Snapshot.assert(text, named: "nfl-leaders-\(width)x\(height)")
    }

    @Test func theCursorWalksPlayersThenThePanelBelow() {
        var s = Self.opened(width: 120, height: 40)
        let columns = LeadersView.columns(s.layout.content.width)
        #expect(columns == 3)
        press(&s, .down)
        #expect(s.scores.boards.nfl.leaders.row == 1)
        for _ in 0..<9 { press(&s, .down) }
        #expect(s.scores.boards.nfl.leaders.category == columns && s.scores.boards.nfl.leaders.row == 0, "past the tenth: the panel below")
        press(&s, .up)
        #expect(s.scores.boards.nfl.leaders.category == 0 && s.scores.boards.nfl.leaders.row == 9)
        press(&s, .right, .right)
        #expect(renderScreen(s).snapshot.contains("Receiving Yards · "))
        for _ in 0..<30 { press(&s, .pageDown) }
        #expect(s.scores.boards.nfl.leaders.category < 16)
        #expect(renderScreen(s).snapshot.contains("Passes Defended") || renderScreen(s).snapshot.contains("Punt Yards"), "scrolled to the last row of panels")
        press(&s, .char("L"))
        #expect(!s.scores.boards.nfl.showingLeaders)
    }

    @Test func thePostseasonAndTheSeasonsBefore() {
        var s = Self.opened(width: 120, height: 40)
        #expect(press(&s, .char("]")).isEmpty, "2024 is the season ESPN called current")
        var asked = press(&s, .char("p"))
        #expect(asked.contains(.fetch(.espnLeaders(.nfl, season: 2024, seasonType: 3))))
        #expect(renderScreen(s).snapshot.contains("NFL leaders · 2024 postseason"))
        asked = press(&s, .char("["))
        #expect(asked.contains(.fetch(.espnLeaders(.nfl, season: 2023, seasonType: 3))))
        // The 2024 postseason's answer arriving late is not taken for 2023's.
        Self.answer(&s, season: 2024, type: 3)
        #expect(s.scores.boards.nfl.leaders.load.value == nil && renderScreen(s).snapshot.contains("Loading the NFL leaders"))
        Self.answer(&s, LeaderBoard(season: 2023, seasonType: 3, categories: []), season: 2023, type: 3)
        #expect(renderScreen(s).snapshot.contains("ESPN lists no leaders for this season yet."))
        #expect(press(&s, .char("]")).contains(.fetch(.espnLeaders(.nfl, season: 2024, seasonType: 3))))
    }

    @Test func anEmptyCategoryAndAFailureSaySo() {
        var s = loadedNFL(width: 80, height: 24)
        press(&s, .char("L"))
        _ = reduce(&s, .scores(.nfl(.leaders(.loaded(season: nil, type: 2, .failure(.timeout), at: loadTime)))))
        guard case .dialog(let dialog) = s.presented else { Issue.record("no dialog"); return }
        #expect(dialog.confirm == .scores(.nfl(.leaders(.retry))))
        press(&s, .escape)
        Self.answer(&s, LeaderBoard(season: 2024, seasonType: 2, categories: [LeaderCategory(name: "sacks", title: "Sacks", leaders: [])]))
        let text = renderScreen(s).snapshot
        #expect(text.contains("No one listed yet") && text.contains("Sacks: no one listed yet"), "\(text)")
    }

    @Test func spoilersCoverTheLeaders() {
        var s = loadedNFL(width: 80, height: 24)
        s.display.hideSpoilers = true
        press(&s, .char("L"))
        Self.answer(&s)
        #expect(renderScreen(s).snapshot.contains("The leaders are hidden while spoilers are."))
        press(&s, .char("v"))
        #expect(renderScreen(s).snapshot.contains("Joe Burrow"))
    }

    @Test func routesAndPrint() async throws {
        let named: (String) -> ScoresLeague? = LeagueTable.standard.named
        #expect(try AppRoute.parse("nfl/leaders", tabs: TabTable.names, league: named) == .leaders(.nfl, season: nil))
        #expect(try AppRoute.parse("mlb/leaders/2025", tabs: TabTable.names, league: named) == .leaders(.mlb, season: 2025))
        #expect(AppRoute.leaders(.nhl, season: nil).description == "nhl/leaders")
        #expect(throws: AppRoute.Unknown(description: "Premier League has no leaders in Jumbotron yet: try eng.1, eng.1/standings or eng.1/game/ID")) {
            try AppRoute.parse("epl/leaders", tabs: TabTable.names, league: named)
        }
        var s = loadedNFL(width: 120, height: 40)
        let asked = AppRouter.navigate(.leaders(.nfl, season: 2023), &s, jumping: false)
        #expect(s.scores.boards.nfl.showingLeaders && asked.map(\.signature).contains(.fetch(.espnLeaders(.nfl, season: 2023, seasonType: 2))))
        let table = LeadersPrint.table(Self.recorded, category: "Passing Yards")
        #expect(table.columns == ["category", "rank", "player", "team", "value"] && table.rows.count == 10)
        #expect(table.rows[0] == [.text("passingYards"), .number(1), .text("Joe Burrow"), .text("CIN"), .text("4918")])
        #expect(LeadersPrint.table(Self.recorded).rows.count == 160)
        let offline = OfflineDataSource(samples: Fixtures.samples)
        let nhl = try await LeaguePrint.leaders(.nhl, offline, category: "goals", offline: offline, timeZone: .utc)
        #expect(nhl.rows.first == [.text("goals"), .number(1), .text("Elias Yakovlev"), .text("TOR"), .text("8")])
        await #expect(throws: FetchError.self) {
            try await LeaguePrint.leaders(.nhl, offline, category: "touchdowns", offline: offline, timeZone: .utc)
        }
    }
}
