import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// The pickers, following and My Teams through the exhaustive store.
@Suite struct ExhaustiveFollowingTests {
    /// The MLB board on the sample day, loaded.
    private func mlbBoard() async -> TestStore {
        var state = makeState()
        state.scores = ScoresState(date: testDay)
        let store = TestStore(state)
        await ExhaustiveBoardTests.started(store) { $0.scores.boards.mlb.load.start() }
        await store.receive(where: { if case .mlb(.loaded)? = $0.scores { true } else { false } }) { state, answer in
            guard case .mlb(.loaded(_, let result, let at))? = answer.scores else { return }
            state.scores.boards.mlb.load.apply(result, at: at)
        }
        return store
    }

    @Test func theDatePickerPicksADayAndItLoads() async throws {
        let store = await mlbBoard()
        let next = Day(iso: "2018-09-20")!
        store.send(.key(.char("d"))) { $0.scores.picker = DatePickerState(cursor: testDay, available: $0.scores.boards.mlb.bundledDates) }
        store.send(.key(.right)) { $0.scores.picker?.cursor = next }
        // Picked: the picker closes, the board forgets the old day and asks for the new one.
        store.send(.key(.enter)) {
            $0.scores.picker = nil
            $0.scores.boards.mlb.date = next
            $0.scores.boards.mlb.load.reset()
            $0.scores.boards.mlb.load.start()
        }
        await store.receive(where: { if case .mlb(.loaded(next, _, _))? = $0.scores { true } else { false } }) { state, answer in
            guard case .mlb(.loaded(_, let result, let at))? = answer.scores else { return }
            state.scores.boards.mlb.load.apply(result, at: at)
        }
        // Esc on a picker cancels it and leaves the day as it is.
        store.send(.key(.char("d"))) { $0.scores.picker = DatePickerState(cursor: next, available: $0.scores.boards.mlb.bundledDates) }
        store.send(.key(.escape)) { $0.scores.picker = nil }
        await store.finish()
    }

    @Test func fFollowsTheAwayTeamAndMyTeamsLoadsItsDay() async throws {
        let store = await mlbBoard()
        store.state.myTeams = MyTeamsState(sampleDays: [.mlb: [testDay]])
        let game = try #require(store.state.scores.boards.mlb.selectedGame?.summary)
        let mets = FollowedTeam.make(game.away, league: .mlb), phillies = FollowedTeam.make(game.home, league: .mlb)
        store.send(.key(.char("f"))) {
            $0.presented = .dialog(Dialog.choose(title: "Follow a team",
                                                 message: "Follow New York Mets or Philadelphia Phillies? My Teams (7) shows its games.",
                                                 [("NYM", .save(.team(mets))), ("PHI", .save(.team(phillies)))]).map { .scores(.mlb(.saved($0))) })
        }
        store.send(.key(.enter)) { $0.presented = nil }
        await store.receive(.saved(.teamsWritten(mets, removed: false, .success([mets])))) {
            $0.saved.teams.apply(.success([mets]))
            $0.saved.teamIDs = [mets.id]
            $0.notice = "Following New York Mets: see My Teams (7)"
            // My Teams learns the team at once, and asks for its league's days.
            $0.myTeams.rebuild([mets], leagues: .standard)
            $0.myTeams.loadedLeagues = [.mlb]
            $0.myTeams.pending = ["mlb/\(testDay.iso)"]
            $0.myTeams.queued[.mlb] = []
        }
        await store.receive(where: { if case .loaded(.mlb, _, background: _)? = $0.myTeams { true } else { false } }) { state, answer in
            guard case .loaded(_, let feed, _)? = answer.myTeams, case .success(let games) = feed.result else { return }
            state.myTeams.pending = []
            _ = state.myTeams.store(games.value, .mlb, testDay, asOf: feed.at)
            state.myTeams.rebuild([mets], leagues: .standard)
        }
        // The day was a doubleheader: its second game is the Mets' last.
        #expect(store.state.myTeams.blocks.first?.last?.game.id == store.state.scores.boards.mlb.summaries[1].id)
        await store.finish()
    }
}
