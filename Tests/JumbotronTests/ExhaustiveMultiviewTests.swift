import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// The multiview through the exhaustive store: `Space` marks a board's game,
/// `m` is a route to My Teams' grid (the jump remembered), whose poller asks
/// for the marked game's day, and `Esc` goes back along the jump.
@Suite struct ExhaustiveMultiviewTests {
    @Test func aMarkedGameJoinsTheGridAndEscComesBack() async throws {
        let store = TestStore(loadedScores(width: 120, height: 40))
        let game = try #require(store.state.scores.boards.mlb.selectedGame)
        let link = GameLink(league: .mlb, day: testDay, game: game.gamePk)
        store.send(.key(.char(" "))) {
            $0.saved.marked = [link]
            $0.notice = "In the multiview: m shows 1 game"
            // My Teams' poller watches a marked game: its day is asked at once.
            $0.myTeams.pending.insert("mlb/\(testDay.iso)")
        }
        store.send(.key(.char("m"))) {
            $0.tab = .myTeams
            $0.jumps.push(TabJump(from: Tab.scores.name, to: Tab.myTeams.name))
            $0.notice = nil
            $0.myTeams.grid = MultiviewState()
        }
        await store.receive(where: { if case .loaded(.mlb, _, _)? = $0.myTeams { true } else { false } }) { state, answer in
            guard case .loaded(_, let feed, _)? = answer.myTeams, case .success(let loaded) = feed.result else { return }
            state.myTeams.pending.remove("mlb/\(testDay.iso)")
            _ = state.myTeams.store(loaded.value, .mlb, feed.day, asOf: loaded.origin.copiedAt ?? feed.at)
        }
        #expect(Multiview.cards(store.state.myTeams, store.state.saved).map(\.link) == [link], "the marked game is a card")
        store.send(.key(.escape)) {
            $0.tab = .scores
            _ = $0.jumps.pop()
            $0.myTeams.grid = nil
        }
        await store.finish()
    }
}
