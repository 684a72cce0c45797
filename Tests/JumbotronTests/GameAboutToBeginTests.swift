import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A board on screen watches a game about to begin as it watches a live one: asked again at the live pace
/// once its start has passed (real games sit in Pre-Game after it), from its start before; and a center opened
/// on its preview follows the row into the game.
@Suite struct GameAboutToBeginTests {
    static let day = Day(iso: "2018-09-20")!

    /// The sample day's games not begun, listed to start `after` seconds from the answer.
    static func coming(after: TimeInterval) -> [MLBGame] {
        sampleGames("2018-09-20").filter { ScoreRules.phase($0) == .scheduled }.map {
            var g = $0
            g.gameDate = ISODate.formatSeconds(loadTime.addingTimeInterval(after))
            return g
        }
    }

    static func board(_ games: [MLBGame]) -> (AppState, [EffectSignature]) {
        var s = makeState(width: 80, height: 24, offline: false)
        s.scores = ScoresState(date: day)
        let asked = reduce(&s, .scores(.mlb(.loaded(day, .success(Loaded(value: games, origin: .network)), at: loadTime))))
        return (s, asked)
    }

    @Test func aGameAboutToBeginIsWatchedBegin() {
        #expect(Self.board(Self.coming(after: -60)).1.contains(.startTimer(.liveRefresh(.mlb), after: .seconds(30))), "past its start: the live pace")
        #expect(Self.board(Self.coming(after: 125)).1.contains(.startTimer(.liveRefresh(.mlb), after: .seconds(125))), "from its start")
        #expect(Self.board(Self.coming(after: 3 * 3600)).1.contains(.startTimer(.liveRefresh(.mlb), after: .seconds(600))), "at most ten minutes")
        let far = Self.board(Self.coming(after: 8 * 3600)).1
        #expect(!far.contains { if case .startTimer(.liveRefresh(.mlb), _) = $0 { true } else { false } }, "nothing within six hours: no timer")
        var (s, _) = Self.board(Self.coming(after: -60))
        #expect(reduce(&s, .scores(.mlb(.liveRefreshDue))).contains(.fetchScores(Self.day)))
    }

    @Test func aPreviewsCenterFollowsTheRowIntoTheGame() throws {
        var (s, _) = Self.board(Self.coming(after: -60))
        let pk = try #require(s.scores.boards.mlb.selectedGame?.gamePk)
        let preview = sampleFeed(530106)
        var feed = preview
        feed.gamePk = pk
        let opened = openCenter(&s, pk, feed: feed)
        #expect(!opened.contains(.startTimer(.centerRefresh(.mlb), after: .seconds(10))), "a preview is not polled")
        // The day's next answer has the game begun: the center polls, and asks its feed anew (not a light check).
        var games = Self.coming(after: -60)
        let i = try #require(games.firstIndex { $0.gamePk == pk })
        games[i].status = sampleGames("2018-09-20").first { ScoreRules.phase($0) == .live }!.status
        let later = reduce(&s, .scores(.mlb(.loaded(Self.day, .success(Loaded(value: games, origin: .network)), at: loadTime + 30))))
        #expect(later.contains(.startTimer(.centerRefresh(.mlb), after: .seconds(10))), "\(later)")
        #expect(reduce(&s, .scores(.mlb(.center(.refreshDue)))).contains(.fetchFeed(pk)))
    }
}
