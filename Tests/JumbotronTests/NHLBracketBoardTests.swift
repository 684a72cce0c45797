import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// `b` on the NHL board: the recorded 2026 bracket (the first round over, the
/// second begun) as a tree, the cursor on the series of the moment, the
/// seasons before by `[`, and the same bracket at three sizes.
@Suite struct NHLBracketBoardTests {
    static let recorded = try! NHLBracket.decode(try! Fixtures.data("nhl-bracket/nhl-playoff-bracket-2026-asof-05-08.json"), season: 2026)

    static func answer(_ s: inout AppState, _ bracket: PlayoffBracket = recorded, season: Int = 2026) {
        _ = reduce(&s, .scores(.nhl(.bracket(.loaded(season: season, .success(Loaded(value: bracket, origin: .bundledSample)), at: loadTime)))))
    }

    static func opened(width: Int, height: Int) -> AppState {
        var s = loadedNHL(width: width, height: height)
        if let id = s.scores.boards.nhl.center?.gameId { answerNHL(&s, id) }   // wide: the center beside the list, loaded
        let asked = press(&s, .char(width >= 100 ? "B" : "b"))
        #expect(asked.contains(.fetch(.nhlBracket(season: 2026))), "the board's day is in November: the last playoffs begun, 2026's: \(asked)")
        #expect(s.scores.boards.nhl.showingBracket && s.isBusy)
        answer(&s)
        return s
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theRecordedBracket(width: Int, height: Int) {
        let s = Self.opened(width: width, height: height)
        let text = renderScreen(s).snapshot
        #expect(text.contains("Scores › NHL › Bracket") && text.contains("2026 Stanley Cup Playoffs"), "\(text)")
        #expect(text.contains("2nd Round · I · Not begun · Buffalo Sabres (D1) v Montréal Canadiens (D3)"), "the series of the moment: \(text)")
        #expect(text.contains("TBD") && text.contains("CAR Hurricanes"), "\(text)")
        #expect(width < 100 ? !text.contains("BOS Bruins") : text.contains("BOS Bruins"), "80 columns: the cursor's round and those after it")
        Snapshot.assert(text, named: "nhl-bracket-\(width)x\(height)")
    }

    @Test func theCursorWalksTheTreeAndSaysWhatFeedsASlotNotDecided() {
        var s = Self.opened(width: 120, height: 40)
        press(&s, .down)
        #expect(renderScreen(s).snapshot.contains("2nd Round · J · CAR leads 2-0 · Carolina Hurricanes (D1) v Philadelphia Flyers (D3)"))
        press(&s, .right)
        #expect(renderScreen(s).snapshot.contains("Conference Finals · M: the winners of I and J"))
        press(&s, .left, .left, .up, .up, .up)
        #expect(renderScreen(s).snapshot.contains("1st Round · A · BUF wins 4-2 · Buffalo Sabres (D1) v Boston Bruins (WC1)"))
        press(&s, .right, .right, .right, .right)
        #expect(renderScreen(s).snapshot.contains("Stanley Cup Final · O: the winners of M and N"), "right stops at the final")
        press(&s, .char("b"))
        #expect(!s.scores.boards.nhl.showingBracket && !renderScreen(s).snapshot.contains("Stanley Cup Playoffs"))
    }

    @Test func squareBracketsGoToTheSeasonsBeforeNeverPastTheLatest() {
        var s = Self.opened(width: 120, height: 40)
        #expect(press(&s, .char("]")).isEmpty, "2026 is the latest playoffs begun by the board's day")
        let asked = press(&s, .char("["))
        #expect(asked.contains(.fetch(.nhlBracket(season: 2025))) && s.scores.boards.nhl.bracket.season == 2025)
        // The 2026 answer arriving late is not shown as 2025's.
        Self.answer(&s)
        #expect(s.scores.boards.nhl.bracket.load.value == nil)
        #expect(renderScreen(s).snapshot.contains("Loading the NHL bracket"))
    }

    @Test func aFailureSaysSoAndOffersARetry() {
        var s = loadedNHL(width: 80, height: 24)
        press(&s, .char("b"))
        _ = reduce(&s, .scores(.nhl(.bracket(.loaded(season: 2026, .failure(.timeout), at: loadTime)))))
        let text = renderScreen(s).snapshot
        #expect(text.contains("the NHL bracket: The server did not answer in time."), "\(text)")
        guard case .dialog(let dialog) = s.presented else { Issue.record("no dialog"); return }
        #expect(dialog.confirm == .scores(.nhl(.bracket(.retry))))
        #expect(press(&s, .enter) == [.fetch(.nhlBracket(season: 2026))])
        #expect(renderScreen(s).snapshot.contains("Loading the NHL bracket…"))
    }

    @Test func whatTheAnswerGotWrongIsSaidUnderTheTree() {
        var s = Self.opened(width: 120, height: 40)
        var broken = Self.recorded
        broken.problems = ["Series A is listed twice: the first is shown"]
        Self.answer(&s, broken)
        #expect(renderScreen(s).snapshot.contains("The answer: Series A is listed twice: the first is shown"))
    }

    @Test func spoilersCoverTheBracketUntilV() {
        var s = loadedNHL(width: 80, height: 24)
        s.display.hideSpoilers = true
        press(&s, .char("b"))
        Self.answer(&s)
        var text = renderScreen(s).snapshot
        #expect(text.contains("The bracket is hidden while spoilers are.") && !text.contains("wins 4-2"), "\(text)")
        press(&s, .char("v"))
        text = renderScreen(s).snapshot
        #expect(text.contains("2026 Stanley Cup Playoffs"), "\(text)")
    }

    @Test func routesNameTheBracketAndItsSeason() throws {
        let tabs = TabTable.names
        let named: (String) -> ScoresLeague? = LeagueTable.standard.named
        #expect(try AppRoute.parse("nhl/bracket", tabs: tabs, league: named) == .bracket(.nhl, season: nil))
        #expect(try AppRoute.parse("nhl/bracket/2025", tabs: tabs, league: named) == .bracket(.nhl, season: 2025))
        #expect(AppRoute.bracket(.nhl, season: 2025).description == "nhl/bracket/2025")
        #expect(throws: AppRoute.Unknown(description: "'20x5' is not a season's year (nhl/bracket/2026)")) {
            try AppRoute.parse("nhl/bracket/20x5", tabs: tabs, league: named)
        }
        #expect(throws: AppRoute.Unknown(description: "NFL has no bracket in Jumbotron yet: try nfl, nfl/standings, nfl/leaders or nfl/game/ID")) {
            try AppRoute.parse("nfl/bracket", tabs: tabs, league: named)
        }
        var s = loadedNHL(width: 120, height: 40)
        let asked = AppRouter.navigate(.bracket(.nhl, season: 2025), &s, jumping: false)
        #expect(s.scores.boards.nhl.showingBracket && s.scores.boards.nhl.bracket.season == 2025)
        #expect(asked.map(\.signature).contains(.fetch(.nhlBracket(season: 2025))))
    }

    @Test func printOneRowASeriesInTheTreesOrder() async throws {
        let table = BracketPrint.table(Self.recorded)
        #expect(table.columns == ["round", "series", "seed_a", "team_a", "wins_a", "seed_b", "team_b", "wins_b", "state"])
        #expect(table.rows.count == 15)
        #expect(table.rows[0] == [.text("1st Round"), .text("A"), .text("D1"), .text("BUF"), .number(4), .text("WC1"), .text("BOS"), .number(2),
                                  .text("BUF wins 4-2")])
        #expect(table.rows[14] == [.text("Stanley Cup Final"), .text("O"), .null, .null, .null, .null, .null, .null, .text("TBD")])
        // Offline: the bundled 2026 bracket, and 2025's by --season.
        let offline = OfflineDataSource(samples: Fixtures.samples)
        let bundled = try await LeaguePrint.bracket(.nhl, offline, offline: offline, timeZone: .utc)
        #expect(bundled.rows.count == 15 && bundled.rows.last?.last == .text("STL wins 4-2"))
        let before = try await LeaguePrint.bracket(.nhl, offline, season: 2025, offline: offline, timeZone: .utc)
        #expect(before.rows.last?.last == .text("TOR wins 4-3"))
        await #expect(throws: FetchError.other("NFL has no bracket in Jumbotron yet")) {
            try await LeaguePrint.bracket(.nfl, offline, offline: offline, timeZone: .utc)
        }
    }
}
