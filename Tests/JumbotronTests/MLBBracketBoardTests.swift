import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// `b` on the MLB board: the postseason's wild card series beside the division
/// series they feed, a game under way in its box, the rounds not begun as
/// slots, and a board older than the postseason of twelve clubs saying so.
@Suite struct MLBBracketBoardTests {
    static let underWay = try! MLBPostseason.decode(try! Fixtures.data("mlb-postseason/postseason-series-2026-division-series.json"), season: 2026)

    static func board(_ date: String, width: Int, height: Int) -> AppState {
        var s = makeState(width: width, height: height, offline: false)
        let day = Day(iso: date)!
        s.scores = ScoresState(date: day)
        _ = reduce(&s, .scores(.mlb(.loaded(day, .success(Loaded(value: [], origin: .network)), at: loadTime))))
        return s
    }

    static func answer(_ s: inout AppState, _ bracket: PlayoffBracket = underWay, season: Int = 2026) {
        _ = reduce(&s, .scores(.mlb(.bracket(.loaded(season: season, .success(Loaded(value: bracket, origin: .network)), at: loadTime)))))
    }

    static func opened(width: Int, height: Int) -> AppState {
        var s = board("2026-10-08", width: width, height: height)
        let asked = press(&s, .char("b"))
        #expect(asked.contains(.fetch(.mlbPostseason(season: 2026))), "\(asked)")
        #expect(s.scores.boards.mlb.showingBracket)
        answer(&s)
        return s
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func theDivisionSeriesUnderWay(width: Int, height: Int) {
        let s = Self.opened(width: width, height: height)
        let text = renderScreen(s).snapshot
        #expect(text.contains("Scores › MLB › Bracket") && text.contains("2026 MLB Postseason"), "\(text)")
        #expect(text.contains("Division Series · ALDS 1 · Series tied 1-1 · Game 3, Top 7th: NYY 3, BAL 2"),
                "the series of the moment, its game in words: \(text)")
        #expect(text.contains("NYY Yankees") && text.contains("TBD"), "\(text)")
        Snapshot.assert(text, named: "mlb-bracket-\(width)x\(height)")
    }

    @Test func theCursorGoesToTheWildCardSeriesBesideAndOnToTheChampionship() {
        var s = Self.opened(width: 120, height: 40)
        press(&s, .left)
        #expect(renderScreen(s).snapshot.contains("Wild Card Series · ALWC 1 · BAL wins 2-1 · Baltimore Orioles v Tampa Bay Rays"),
                "the wild card series that fed ALDS 1, level with it")
        press(&s, .right, .down, .down)
        #expect(renderScreen(s).snapshot.contains("Division Series · NLDS 1 · LAD leads 2-0 · Los Angeles Dodgers v Philadelphia Phillies"))
        press(&s, .right)
        #expect(renderScreen(s).snapshot.contains("Championship Series · NLCS: the winners of NLDS 1 and NLDS 2"))
        press(&s, .left)
        #expect(renderScreen(s).snapshot.contains("Division Series · NLDS 1 ·"), "back to the first series feeding it")
    }

    @Test func aPostseasonNotDrawnShowsItsSlotsAndWhatFeedsThem() throws {
        var s = Self.board("2026-10-01", width: 120, height: 40)
        press(&s, .char("b"))
        Self.answer(&s, try MLBPostseason.decode(Data("{}".utf8), season: 2026))
        #expect(renderScreen(s).snapshot.contains("The 2026 playoffs have not been drawn yet"))
        press(&s, .right)
        #expect(renderScreen(s).snapshot.contains("Division Series · ALDS 1: a club with a bye v the winner of ALWC 1"))
    }

    @Test func aBoardBeforeTheTwelveClubPostseasonSaysSoAndAsksNothing() {
        var s = loadedScores("2018-09-19", width: 80, height: 24)
        let asked = press(&s, .char("b"))
        #expect(!asked.contains { if case .fetch(.mlbPostseason) = $0 { true } else { false } }, "\(asked)")
        let text = renderScreen(s).snapshot
        #expect(text.contains("2017 MLB Postseason") && text.contains("The bracket is drawn from the 2022 postseason on"), "\(text)")
        #expect(press(&s, .char("[")).isEmpty && press(&s, .char("]")).isEmpty, "no season to go to")
        press(&s, .escape)
        #expect(!s.scores.boards.mlb.showingBracket)
    }

    @Test func enterOnASeriesOpensTheFirstClubsPostseasonAgainstTheOther() {
        var s = Self.opened(width: 120, height: 40)
        let asked = press(&s, .enter)
        #expect(asked.contains { if case .fetch(.espnTeam(_, team: "NYY", part: _, season: 2026, seasonType: _)) = $0 { true } else { false } },
                "\(asked)")
    }

    @Test func routesAndPrintNameTheMLBBracket() async throws {
        let named: (String) -> ScoresLeague? = LeagueTable.standard.named
        #expect(try AppRoute.parse("mlb/bracket/2025", tabs: TabTable.names, league: named) == .bracket(.mlb, season: 2025))
        let table = BracketPrint.table(Self.underWay)
        #expect(table.rows.count == 11)
        #expect(table.rows[4] == [.text("Division Series"), .text("ALDS 1"), .null, .text("NYY"), .number(1), .null, .text("BAL"), .number(1),
                                  .text("Series tied 1-1")])
        let offline = OfflineDataSource(samples: Fixtures.samples)
        await #expect(throws: FetchError.other("The bracket is drawn from the 2022 postseason on, the first of twelve clubs.")) {
            try await LeaguePrint.bracket(.mlb, offline, offline: offline, timeZone: .utc)
        }
    }
}
