import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// Each league's board and center through the exhaustive store: every state
/// change the reducers make is described, every answer received by kind.
@Suite struct ExhaustiveBoardTests {
    /// The start's reads of the database, described once: both lists arrive empty.
    static func started(_ store: TestStore, loading: (inout AppState) -> Void) async {
        store.send(.start) {
            loading(&$0)
            $0.saved.shows.start()
            $0.saved.players.start()
            $0.saved.teams.start()
        }
        await store.receive(.saved(.showsRead(.success([])))) { $0.saved.shows.apply(.success([])) }
        await store.receive(.saved(.peopleRead(.success(SavedPeople(players: [], teams: [], revealed: []))))) {
            $0.saved.players.apply(.success([]))
            $0.saved.teams.apply(.success([]))
        }
    }

    @Test func mlbLoadsMovesOpensAGameAndComesBack() async throws {
        var state = makeState()
        state.scores = ScoresState(date: testDay)
        let store = TestStore(state)
        await Self.started(store) { $0.scores.boards.mlb.load.start() }
        await store.receive(where: { if case .mlb(.loaded)? = $0.scores { true } else { false } }) { state, answer in
            guard case .mlb(.loaded(_, let result, let at))? = answer.scores else { return }
            state.scores.boards.mlb.load.apply(result, at: at)
        }
        store.send(.key(.char("j"))) { $0.scores.boards.mlb.list.viewport.selected = 1 }
        let pk = try #require(store.state.scores.boards.mlb.selectedGame?.gamePk)
        store.send(.key(.enter)) {
            $0.scores.boards.mlb.list.openDetail()
            var center = MLBCenterState(gamePk: pk)
            center.feed.start()
            $0.scores.boards.mlb.center = center
        }
        await store.receive(where: { if case .mlb(.center(.answer(.feedLoaded(pk, _, _))))? = $0.scores { true } else { false } }) { state, answer in
            guard case .mlb(.center(.answer(.feedLoaded(_, let result, let at))))? = answer.scores else { return }
            state.scores.boards.mlb.center?.feed.apply(result, at: at)
            // A final never changes: going back to it shows it at once.
            if case .success(let loaded) = result { state.scores.boards.mlb.kept.keep(loaded.value, id: pk) }
        }
        // Each section keeps where it was left; the pane starts the new one at its place.
        store.send(.key(.char("b"))) {
            $0.scores.boards.mlb.center?.scrolls[.summary] = 0
            $0.scores.boards.mlb.center?.section = .box
            $0.scores.boards.mlb.list.detailScroll = DetailScroll(row: 1, offset: 0)
        }
        store.send(.key(.char("p"))) {
            $0.scores.boards.mlb.center?.scrolls[.box] = 0
            $0.scores.boards.mlb.center?.section = .plays
        }
        store.send(.key(.char("!"))) { $0.scores.boards.mlb.center?.scoringOnly = true }
        store.send(.key(.escape)) { $0.scores.boards.mlb.list.closeDetail() }
        store.send(.key(.char("j"))) {
            $0.scores.boards.mlb.list.viewport.selected = 2
            $0.scores.boards.mlb.list.detailScroll = DetailScroll()
        }
        await store.finish()
    }

    @Test func nhlLoadsOpensAFinalAndKeepsEachAnswer() async throws {
        var state = makeState()
        state.scores = ScoresState(date: nhlSampleDay, league: .nhl)
        let store = TestStore(state)
        await Self.started(store) { $0.scores.boards.nhl.load.start() }
        await store.receive(where: { if case .nhl(.loaded)? = $0.scores { true } else { false } }) { state, answer in
            guard case .nhl(.loaded(_, let result, let at))? = answer.scores else { return }
            state.scores.boards.nhl.load.apply(result, at: at)
        }
        let id = try #require(store.state.scores.boards.nhl.selectedGame?.id)
        // The landing heads the center; the summary's shots by period need the plays too.
        store.send(.key(.enter)) {
            $0.scores.boards.nhl.list.openDetail()
            var center = NHLCenterState(gameId: id)
            center.landing.start()
            center.plays.start()
            $0.scores.boards.nhl.center = center
        }
        var kept: NHLCenterState.Kept?
        await store.receive(where: { if case .nhl(.center(.answer(.landingLoaded(id, _, _))))? = $0.scores { true } else { false } }) { state, answer in
            guard case .nhl(.center(.answer(.landingLoaded(_, let result, let at))))? = answer.scores, case .success(let landing) = result else { return }
            state.scores.boards.nhl.center?.landing.apply(result, at: at)
            kept = NHLCenterState.Kept(landing: landing.value, box: nil, plays: nil)
            state.scores.boards.nhl.kept.keep(kept!, id: id)
        }
        await store.receive(where: { if case .nhl(.center(.answer(.playsLoaded(id, _, _))))? = $0.scores { true } else { false } }) { state, answer in
            guard case .nhl(.center(.answer(.playsLoaded(_, let result, let at))))? = answer.scores, case .success(let plays) = result else { return }
            state.scores.boards.nhl.center?.plays.apply(result, at: at)
            kept?.plays = plays.value
            state.scores.boards.nhl.kept.keep(kept!, id: id)
        }
        // The box is asked for with its section.
        store.send(.key(.char("b"))) {
            $0.scores.boards.nhl.center?.scrolls[.summary] = 0
            $0.scores.boards.nhl.center?.section = .box
            $0.scores.boards.nhl.center?.box.start()
            $0.scores.boards.nhl.list.detailScroll = DetailScroll(row: 0, offset: 0)
        }
        await store.receive(where: { if case .nhl(.center(.answer(.boxLoaded(id, _, _))))? = $0.scores { true } else { false } }) { state, answer in
            guard case .nhl(.center(.answer(.boxLoaded(_, let result, let at))))? = answer.scores, case .success(let box) = result else { return }
            state.scores.boards.nhl.center?.box.apply(result, at: at)
            kept?.box = box.value
            state.scores.boards.nhl.kept.keep(kept!, id: id)
        }
        store.send(.key(.escape)) { $0.scores.boards.nhl.list.closeDetail() }
        await store.finish()
    }

    @Test func nbaOpensAFinalWithItsBoxAndPlays() async throws {
        var state = makeState()
        state.scores = ScoresState(date: nbaSampleDay, league: .nba)
        let store = TestStore(state)
        await Self.started(store) { $0.scores.boards.nba.load.start() }
        await store.receive(where: { if case .nba(.loaded)? = $0.scores { true } else { false } }) { state, answer in
            guard case .nba(.loaded(_, let result, let at))? = answer.scores else { return }
            state.scores.boards.nba.load.apply(result, at: at)
        }
        let board = store.state.scores.boards.nba
        let final = try #require(board.summaries.firstIndex { $0.isFinal })
        let row = try #require(board.row(ofGame: final))
        store.send(.key(.char("j"))) { $0.scores.boards.nba.list.viewport.selected = 1 }
        for r in 2...max(2, row) where row >= 2 {
            store.send(.key(.char("j"))) { $0.scores.boards.nba.list.viewport.selected = r }
        }
        let id = board.games[final].id
        store.send(.key(.enter)) {
            $0.scores.boards.nba.list.openDetail()
            var center = NBACenterState(gameId: id)
            center.box.start()   // the plays wait for their section
            $0.scores.boards.nba.center = center
        }
        await store.receive(where: { if case .nba(.center(.answer(.boxLoaded(id, _, _))))? = $0.scores { true } else { false } }) { state, answer in
            guard case .nba(.center(.answer(.boxLoaded(_, let result, let at))))? = answer.scores, case .success(let box) = result else { return }
            state.scores.boards.nba.center?.box.apply(result, at: at)
            // The board's row takes the box's period, clock and line score.
            if let center = state.scores.boards.nba.center { Board<NBALeague>.patchRow(&state.scores.boards.nba, with: center) }
            state.scores.boards.nba.kept.keep(NBACenterState.Kept(box: box.value, plays: nil), id: id)
        }
        store.send(.key(.char("p"))) {
            $0.scores.boards.nba.center?.scrolls[.summary] = 0
            $0.scores.boards.nba.center?.section = .plays
            $0.scores.boards.nba.center?.plays.start()
            $0.scores.boards.nba.list.detailScroll = DetailScroll(row: row, offset: 0)
        }
        await store.receive(where: { if case .nba(.center(.answer(.playsLoaded(id, _, _))))? = $0.scores { true } else { false } }) { state, answer in
            guard case .nba(.center(.answer(.playsLoaded(_, let result, let at))))? = answer.scores, case .success(let plays) = result,
                  let box = state.scores.boards.nba.center?.box.value else { return }
            state.scores.boards.nba.center?.plays.apply(result, at: at)
            state.scores.boards.nba.kept.keep(NBACenterState.Kept(box: box, plays: plays.value), id: id)
        }
        store.send(.key(.escape)) { $0.scores.boards.nba.list.closeDetail() }
        await store.finish()
    }

    @Test func nflLoadsItsWeekOnTheLiveGameAndOpensItsCard() async throws {
        var state = makeState()
        state.scores = ScoresState(date: nflSampleDay, league: .nfl)
        let store = TestStore(state)
        await Self.started(store) { $0.scores.boards.nfl.load.start() }
        let context = store.state.context()
        await store.receive(where: { if case .football(.nfl, .loaded)? = $0.scores { true } else { false } }) { state, answer in
            guard case .football(_, .loaded(_, let result, let at))? = answer.scores, case .success(let week) = result else { return }
            state.scores.boards.nfl.load.apply(result, at: at)
            // The week under its days' headings, the cursor on the game that is live.
            state.scores.boards.nfl.rows = FootballLeague.rows(week.value, context)
            let live = state.scores.boards.nfl.summaries.firstIndex(where: \.isLive)
            state.scores.boards.nfl.list.viewport.selected = live.flatMap(state.scores.boards.nfl.row(ofGame:)) ?? 0
        }
        let live = try #require(store.state.scores.boards.nfl.selectedGame)
        #expect(store.state.scores.boards.nfl.summaries.first { $0.id == live.summary.id }?.isLive == true)
        // The center asks for the game's summary; the row draws it until the answer comes.
        store.send(.key(.enter)) {
            $0.scores.boards.nfl.list.openDetail()
            var center = FootballCenterState(gameId: FootballCenterState.id(of: live))
            center.summary.start()
            $0.scores.boards.nfl.center = center
        }
        await store.receive(where: { if case .football(.nfl, .center(.answer(.summaryLoaded(live.id, _, _))))? = $0.scores { true } else { false } }) {
            state, answer in
            guard case .football(_, .center(.answer(.summaryLoaded(_, let result, let at))))? = answer.scores else { return }
            state.scores.boards.nfl.center?.summary.apply(result, at: at)
        }
        #expect(store.state.scores.boards.nfl.center?.summary.value?.game?.id == live.id)
        store.send(.key(.escape)) { $0.scores.boards.nfl.list.closeDetail() }
        await store.finish()
    }
}
