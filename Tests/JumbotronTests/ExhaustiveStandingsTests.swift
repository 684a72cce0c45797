import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// The standings over a board through the exhaustive store: `s` pushes them
/// and asks for the shown date's season, its answer is received and
/// described, a scroll moves them, and `s` again closes them with nothing asked.
@Suite struct ExhaustiveStandingsTests {
    @Test func sOpensTheSeasonScrollsAndClosesAgain() async {
        let store = TestStore(loadedScores())
        store.send(.key(.char("s"))) {
            $0.scores.boards.mlb.standings.load.start()
            $0.scores.boards.mlb.push(.standings)
        }
        await store.receive(where: { if case .mlb(.standings(.loaded(season: 2018, _, _)))? = $0.scores { true } else { false } }) { state, answer in
            guard case .mlb(.standings(.loaded(_, let result, let at)))? = answer.scores else { return }
            state.scores.boards.mlb.standings.load.apply(result, at: at)
        }
        #expect(store.state.scores.boards.mlb.standings.divisions.count == 6)
        store.send(.key(.char("j"))) { $0.scores.boards.mlb.standings.scroll = 1 }
        store.send(.key(.char("s"))) { $0.scores.boards.mlb.popToList() }
        // Opened again, the season in hand is shown as it was: nothing is asked.
        store.send(.key(.char("s"))) { $0.scores.boards.mlb.push(.standings) }
        await store.finish()
    }
}
