import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// The Basketball tab as the app runs it, through `TestStore`: the teams come
/// from the offline source, `Enter` opens a team and asks for its first page of
/// players, and moving to the end of the list asks for the next page by the
/// cursor the last one gave, until a page says there are no more.
@Suite struct BasketballPagingFlowTests {
    @Test func aTeamsPlayersComePageByPageUntilTheLast() async throws {
        let store = TestStore(makeState(width: 120, height: 40, tab: .basketball))
        store.send(.start)
        await store.receiveAll()
        #expect(store.ran.contains(.fetchNBATeams))
        for _ in 0..<40 where store.state.basketball.selectedTeam?.abbreviation != "NYK" { store.press(.down) }
        let team = try #require(store.state.basketball.selectedTeam)
        #expect(team.abbreviation == "NYK")
        store.press(.enter)
        await store.receiveAll()
        #expect(store.ran.contains(.fetchNBAPlayers(team.id, nil)))
        // To the end of the list, page after page.
        for _ in 0..<400 {
            store.press(.char("G"))
            await store.receiveAll()
        }
        // Wide, the selected team's first page is asked for its preview as the cursor passes: only the Knicks' pages count here.
        let asked = store.ran.filter { if case .fetch(.nbaPlayers(team: team.id, _)) = $0 { true } else { false } }
        #expect(asked == [.fetchNBAPlayers(team.id, nil), .fetchNBAPlayers(team.id, 1100), .fetchNBAPlayers(team.id, 1200)],
                "each page once, by the cursor the last one gave, none after the last")
        #expect(store.state.basketball.players[team.id]?.players.count == 211, "the Knicks' every player")
        #expect(store.state.basketball.players[team.id]?.done == true)
    }
}
