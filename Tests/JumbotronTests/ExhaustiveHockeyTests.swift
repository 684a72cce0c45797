import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// The Hockey tab through the exhaustive store: `a` pushes the teams and
/// asks for the standings they are read from, a team pushes its roster and
/// asks for it, one without a sample says so, and `Esc` pops with nothing asked.
@Suite struct ExhaustiveHockeyTests {
    @Test func theTeamsLoadATeamOpensItsRosterAndEscGoesBack() async throws {
        let store = TestStore(makeState(tab: .hockey))
        await ExhaustiveBoardTests.started(store) { _ in }
        store.send(.key(.char("a"))) {
            var teams = TeamsState()
            teams.standings.start()
            $0.hockey.path.set([.teams(teams)])
        }
        await store.receive(where: { if case .teams(.standingsLoaded)? = $0.hockey { true } else { false } }) { state, answer in
            guard case .teams(.standingsLoaded(let result, let at))? = answer.hockey else { return }
            state.hockey.teams.standings.apply(result, at: at)
            state.hockey.teams.rebuildRows()
        }
        store.send(.hockey(.intent(.openTeam("TOR")))) {
            $0.hockey.path.push(.roster(RosterState()))
            $0.hockey.roster.tricode = "TOR"
            $0.hockey.rosters["TOR"] = Loadable()
            $0.hockey.rosters["TOR"]?.start()
        }
        await store.receive(where: { if case .roster(.rosterLoaded("TOR", _, _))? = $0.hockey { true } else { false } }) { state, answer in
            guard case .roster(.rosterLoaded(_, let result, let at))? = answer.hockey else { return }
            state.hockey.rosters["TOR"]?.apply(result, at: at)
        }
        #expect(store.state.hockey.rosters["TOR"]?.value?.players.isEmpty == false)
        store.send(.key(.escape)) { _ = $0.hockey.path.pop() }
        await store.finish()
    }
}
