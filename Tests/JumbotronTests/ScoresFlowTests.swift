import Foundation
import SportsCore
import Testing
import TestSupport
import TerminalUI
@testable import Jumbotron

/// The Scores tab's flow in each league through the real effects (the
/// fetches' own decoders on the bundled samples, the timers as the runtime
/// sets them): load a day, select a game, the center loads when the cursor
/// rests, a live game polls, a section asks for what it needs.
@Suite struct ScoresFlowTests {
    /// The Scores tab at `width`×`height` on the MLB day with live games, timers held.
    func store(width: Int = 120, height: Int = 40, league: ScoresLeague = .mlb) async -> TestStore {
        var state = makeState(width: width, height: height)
        state.display.offline = false   // the samples stand in for a live server: live games poll
        state.scores = ScoresState(date: Day(iso: "2018-09-20")!, league: league)
        state.scores.boards.nhl.date = nhlSampleDay
        let store = TestStore(state, holdsTimers: true)
        store.send(.start)
        await store.receiveAll()
        return store
    }

    @Test func mlbDaySelectionCenterAndLiveRefresh() async throws {
        let store = await store()
        let board = store.state.scores.boards.mlb
        #expect(store.ran.contains(.fetch(.mlbSchedule(date: "2018-09-20"))))
        #expect(board.games.count == sampleGames("2018-09-20").count)
        #expect(store.timers[.liveRefresh(.mlb)] != nil, "a day with a live game refreshes")

        // Beside the list the center waits for the cursor to rest, then loads.
        let first = try #require(board.selectedGame)
        #expect(board.center?.feed.isLoading == true && store.count(.fetch(.mlbGameFeed(gamePk: first.gamePk))) == 0)
        store.press(.down)
        let second = try #require(store.state.scores.boards.mlb.selectedGame)
        await store.fire(.centerRest(.mlb))
        #expect(store.count(.fetch(.mlbGameFeed(gamePk: first.gamePk))) == 0, "a game passed over is never asked for")
        #expect(store.count(.fetch(.mlbGameFeed(gamePk: second.gamePk))) == 1)
        let center = try #require(store.state.scores.boards.mlb.center)
        #expect(center.gamePk == second.gamePk && center.feed.value?.gamePk == second.gamePk && !center.feed.isLoading)

        // A live game polls at the feed's pace, and the same section stays on screen.
        #expect(center.isLive)
        store.press(.char("p"))
        await store.receiveAll()
        await store.fire(.centerRefresh(.mlb))
        #expect(store.count(.fetch(.mlbGameFeed(gamePk: second.gamePk))) == 2)
        #expect(store.state.scores.boards.mlb.center?.section == .plays)
        #expect(store.timers[.centerRefresh(.mlb)] != nil, "and asks again")

        // Win probability is asked for when its section is first shown.
        store.press(.char("w"))
        await store.receiveAll()
        #expect(store.count(.fetch(.mlbWinProbability(gamePk: second.gamePk))) == 1)
        #expect(store.state.scores.boards.mlb.center?.winProbability.value != nil)

        // The board's own refresh keeps the selection.
        await store.fire(.liveRefresh(.mlb))
        #expect(store.count(.fetch(.mlbSchedule(date: "2018-09-20"))) == 2)
        #expect(store.state.scores.boards.mlb.selectedGame?.gamePk == second.gamePk)
    }

    @Test func nhlDaySelectionCenterAndLiveRefresh() async throws {
        let store = await store(league: .nhl)
        #expect(store.ran.contains(.fetch(.nhlSchedule(date: nhlSampleDay.iso))))
        #expect(!store.ran.contains(.fetch(.mlbSchedule(date: "2018-09-20"))), "only the league on screen loads")
        let games = store.state.scores.boards.nhl.games
        let live = try #require(games.firstIndex { NHLGameRules.phase($0) == .live })
        for _ in 0..<live { store.press(.down) }
        await store.fire(.centerRest(.nhl))
        let id = games[live].id
        #expect(store.count(.fetch(.nhlLanding(gameId: id))) == 1)
        #expect(store.count(.fetch(.nhlPlayByPlay(gameId: id))) == 1, "the summary's shots by period need the plays")
        let center = try #require(store.state.scores.boards.nhl.center)
        #expect(center.landing.value?.id == id && center.plays.value != nil && center.isLive)

        // The box score is asked for with its section; a live refresh asks again for what is on screen.
        store.press(.char("b"))
        await store.receiveAll()
        #expect(store.count(.fetch(.nhlBoxscore(gameId: id))) == 1 && store.state.scores.boards.nhl.center?.box.value != nil)
        await store.fire(.centerRefresh(.nhl))
        #expect(store.count(.fetch(.nhlLanding(gameId: id))) == 2 && store.count(.fetch(.nhlBoxscore(gameId: id))) == 2)
        #expect(store.state.scores.boards.nhl.center?.section == .box)

        // Round the user's leagues and back: the NHL board is as it was left.
        let landings = store.count(.fetch(.nhlLanding(gameId: id))), days = store.count(.fetch(.nhlSchedule(date: nhlSampleDay.iso)))
        for _ in LeagueTable.standard.enabledRows {
            store.press(.char("n"))
            await store.receiveAll()
        }
        #expect(store.state.scores.league == .nhl)
        #expect(store.state.scores.boards.nhl.selectedGame?.id == id && store.state.scores.boards.nhl.center?.box.value != nil)
        // The center's answers stand; the day, with a live game on it, is asked for again on the way back.
        #expect(store.count(.fetch(.nhlLanding(gameId: id))) == landings && store.count(.fetch(.nhlSchedule(date: nhlSampleDay.iso))) == days + 1)
    }

    /// Narrow, Enter opens the center at once (no rest), and Esc goes back to the list.
    @Test func narrowEnterOpensTheCenterAndEscapeCloses() async throws {
        let store = await store(width: 80, height: 24)
        #expect(store.timers[.centerRest(.mlb)] == nil, "no center beside a narrow list")
        let liveIndex = store.state.scores.boards.mlb.summaries.firstIndex { $0.isLive }
        let live = try #require(liveIndex)
        for _ in 0..<live { store.press(.down) }
        store.press(.enter)
        await store.receiveAll()
        let pk = try #require(store.state.scores.boards.mlb.selectedGame?.gamePk)
        #expect(store.count(.fetch(.mlbGameFeed(gamePk: pk))) == 1)
        #expect(store.state.scores.boards.mlb.list.showingDetail && store.state.scores.boards.mlb.center?.feed.value != nil)
        #expect(store.timers[.centerRefresh(.mlb)] != nil, "a live game polls")
        store.press(.escape)
        #expect(!store.state.scores.boards.mlb.list.showingDetail)
        await store.fire(.centerRefresh(.mlb))
        #expect(store.count(.fetch(.mlbGameFeed(gamePk: pk))) == 1, "a center no longer on screen stops polling")
    }
}
