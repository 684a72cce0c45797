import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// Spoiler-free mode gives nothing away by layout: a started game whose
/// result is hidden takes the room of a game with nothing to show, on every
/// board, so a glance cannot tell which matches have had a goal, which
/// drive is on, or whose count is full.
@Suite struct SpoilerLayoutTests {
    static func hidden(_ s: AppState) -> AppState {
        var s = s
        s.display.hideSpoilers = true
        return s
    }

    /// Every game of the board: its rows' height, and whether its result is hidden.
    static func heights<L: LeagueRules>(_ board: BoardState<L>, _ s: AppState) -> [(height: Int, hidden: Bool, started: Bool)] {
        let context = s.context()
        let heights = Board<L>.rowHeights(board, context)
        return board.rows.indices.compactMap { i in
            guard case .game(let g) = board.rows[i] else { return nil }
            let summary = L.summary(board.games[g])
            return (heights[i], Spoilers.hides(summary, context), summary.state != .scheduled)
        }
    }

    static func check(_ rows: [(height: Int, hidden: Bool, started: Bool)], _ name: String) {
        #expect(rows.contains { $0.hidden }, "\(name): the sample has started games to hide")
        for row in rows where row.hidden { #expect(row.height == Board<MLBLeague>.rowHeight, "\(name): a hidden game's row") }
    }

    @Test(arguments: [(80, 24), (120, 40)])
    func everyBoardsHiddenGamesTakeTheRoomOfNoResult(width: Int, height: Int) {
        let soccer = Self.hidden(SoccerBoardTests.board(width: width, height: height))
        Self.check(Self.heights(soccer.scores.boards[soccer: SoccerBoardTests.league], soccer), "eng.1")
        let nfl = Self.hidden(loadedNFL(width: width, height: height))
        Self.check(Self.heights(nfl.scores.boards[football: .nfl], nfl), "nfl")
        let cfb = Self.hidden(CollegeFootballBoardTests.board(width: width, height: height))
        Self.check(Self.heights(cfb.scores.boards[football: CollegeFootballBoardTests.league], cfb), "college-football")
        let nhl = Self.hidden(loadedNHL(width: width, height: height))
        Self.check(Self.heights(nhl.scores.boards.nhl, nhl), "nhl")
        let nba = Self.hidden(loadedNBA(width: width, height: height))
        Self.check(Self.heights(nba.scores.boards.nba, nba), "nba")
        let mlb = Self.hidden(loadedScores("2018-09-20", width: width, height: height))
        Self.check(Self.heights(mlb.scores.boards.mlb, mlb), "mlb")
        let wnba = Self.hidden(ESPNBasketballTests.board(width: width, height: height))
        Self.check(Self.heights(wnba.scores.boards[basketball: ESPNBasketballTests.men], wnba), "college basketball")
    }

    /// The reported case: the Premier League's live matches, one with goals and
    /// one without, drawn alike; revealing one gives its goal line back.
    @Test(arguments: [(80, 24), (120, 40)])
    func aLiveMatchWithAGoalLooksLikeOneWithout(width: Int, height: Int) throws {
        var s = Self.hidden(SoccerBoardTests.board(width: width, height: height))
        let text = renderScreen(s).snapshot
        #expect(!text.contains("Goal "), "no goal line anywhere: \(text)")
        let lines = text.split(separator: "\n")
        let liverpool = try #require(lines.firstIndex { $0.contains("Liverpool") })
        #expect(lines[liverpool + 2].contains("┈"), "the rule right under the two teams: \(lines[liverpool + 2])")
        for _ in 0..<12 where s.scores.boards[soccer: SoccerBoardTests.league].selectedGame?.id != SoccerBoardTests.live { press(&s, .down) }
        press(&s, .char("v"))
        let revealed = RevealedGame(league: SoccerBoardTests.league.rawValue, game: SoccerBoardTests.live)
        _ = reduce(&s, .saved(.revealedRead(.success([revealed]))))
        #expect(renderScreen(s).snapshot.contains("Goal 38'"), "revealed, its goal line is back")
    }
}

/// The follow question offers the two sides in the order the row shows them.
@Suite struct FollowOrderTests {
    @Test func soccerOffersTheHomeSideFirstAsItsRowShowsIt() throws {
        var s = SoccerBoardTests.board(width: 120, height: 40)
        for _ in 0..<12 where s.scores.boards[soccer: SoccerBoardTests.league].selectedGame?.id != SoccerBoardTests.live { press(&s, .down) }
        let lines = renderScreen(s).snapshot.split(separator: "\n")
        let top = try #require(lines.firstIndex { $0.contains("Liverpool") }), bottom = try #require(lines.firstIndex { $0.contains("Aston Villa") })
        #expect(top < bottom, "Liverpool's line is the row's top one")
        press(&s, .char("f"))
        guard case .dialog(let dialog)? = s.presented else { Issue.record("no question"); return }
        #expect(dialog.buttons == ["Cancel", "LIV", "AVL"] && dialog.selected == 1 && dialog.message.hasPrefix("Follow Liverpool or Aston Villa"))
        let liverpool = try #require(s.scores.boards[soccer: SoccerBoardTests.league].selectedGame?.home.id)
        #expect(press(&s, .enter).contains(.database("follow team soccer:\(liverpool)")), "Enter follows the top one: Liverpool")
    }
}
