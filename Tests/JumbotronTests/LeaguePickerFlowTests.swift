import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// The league picker as the app runs it, through `TestStore`: `l` asks every
/// other league's board for its day once (so the picker can count games),
/// typing narrows it, `Enter` switches the board, which shows the day it has.
@Suite struct LeaguePickerFlowTests {
    @Test func lCountsEveryLeaguesGamesTypingNarrowsAndEnterSwitches() async throws {
        let store = TestStore(loadedScores())
        store.press(.char("l"))
        #expect(store.state.scores.leaguePicker != nil)
        await store.receiveAll()
        let asked = Set(store.ran.compactMap { if case .fetch(let endpoint) = $0 { endpoint } else { nil } })
        #expect(asked.count >= LeagueTable.standard.rows.count - 1, "every other league's day once: \(asked.count)")
        store.press(.char("n"), .char("h"))
        store.press(.enter)
        await store.receiveAll()
        #expect(store.state.scores.league == .nhl && store.state.scores.leaguePicker == nil)
        // The NHL's board had its day asked when the picker opened: it is settled, with nothing more asked.
        #expect(store.state.scores.boards.nhl.load.isSettled, "the NHL's board shows what it has")
        let fetchesAfterSwitch = store.ran.count
        store.press(.char("l"), .escape)
        await store.receiveAll()
        #expect(store.state.scores.league == .nhl, "Esc keeps the league")
        #expect(store.ran.count >= fetchesAfterSwitch)
    }
}
