import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// My Teams watching a live game through the exhaustive store: a score is
/// told once, the poll follows the league's pace, and the answer it asks for
/// is received and described.
@Suite struct ExhaustiveAlertsTests {
    @Test func aFollowedTeamScoresIsToldOnceAndThePollGoesOn() async throws {
        let polling = MyTeamsPollingTests()
        let store = TestStore(polling.watching(Followed.chiefs), holdsTimers: true)
        let id = MyTeamsPollingTests.chiefsGame
        let q2 = polling.games(id) { $0.state = .live(period: "Q2", clock: "4:12"); $0.away.score = 7; $0.home.score = 3 }
        let scored = polling.games(id) { $0.state = .live(period: "Q2", clock: "1:05"); $0.away.score = 14; $0.home.score = 3 }
        func answer(_ games: [Contest], _ seconds: Double) -> AppAction {
            .myTeams(.loaded(.nfl, FeedAnswer(day: nflSampleDay, result: polling.fresh(games), at: loadTime.addingTimeInterval(seconds)), background: true))
        }
        store.send(answer(q2, 0)) {
            _ = $0.myTeams.store(q2, .nfl, nflSampleDay, asOf: loadTime)
            $0.myTeams.pending = []
            $0.myTeams.rebuild([Followed.chiefs], leagues: .standard)
            $0.myTeams.paces[.nfl] = PollPace()
            $0.myTeams.planned[.nfl] = [nflSampleDay]
            $0.myTeams.polling = [.nfl]
            $0.myTeams.title = "KC 7 @ DEN 3 · Q2 4:12 · Jumbotron"
        }
        // The Chiefs score: the banner says so, the event is told, the title follows.
        store.send(answer(scored, 15)) {
            _ = $0.myTeams.store(scored, .nfl, nflSampleDay, asOf: loadTime.addingTimeInterval(15))
            $0.myTeams.rebuild([Followed.chiefs], leagues: .standard)
            _ = $0.myTeams.told.first("nfl \(id) score away 14")
            $0.banner = "Touchdown KC: KC 14-3 DEN · Q2 1:05"
            $0.myTeams.title = "KC 14 @ DEN 3 · Q2 1:05 · Jumbotron"
        }
        // The same score again is not news.
        store.send(answer(scored, 30)) {
            _ = $0.myTeams.store(scored, .nfl, nflSampleDay, asOf: loadTime.addingTimeInterval(30))
        }
        // The poll's time comes: the day is asked for again.
        await store.fireTimer(.myTeamsPoll(.nfl))
        await store.receive(.myTeams(.pollDue(.nfl))) {
            $0.myTeams.planned[.nfl] = nil
            $0.myTeams.pending = ["nfl/\(nflSampleDay.iso)"]
        }
        // The store's answer is stamped before the last one shown: it rolls nothing back, and the poll is planned again.
        await store.receive(where: { if case .loaded(.nfl, _, background: true)? = $0.myTeams { true } else { false } }) { state, _ in
            state.myTeams.pending = []
            state.myTeams.planned[.nfl] = [nflSampleDay]
        }
        #expect(store.state.myTeams.blocks.first?.live?.game.away.score == 14)
        await store.finish()
    }
}
