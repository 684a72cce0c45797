import Foundation
import Testing
import SportsCore
import TerminalUI
@testable import Jumbotron

/// Shows' favourites as the app runs them, through `TestStore`: the page and
/// the database answer through their real closures (the offline catalogue, a
/// scratch SQLite file), `f` saves, `x` asks first, and only the dialog's
/// Delete removes the show, from the file as from the screen.
@Suite struct ShowsFavoritesFlowTests {
    @Test func fSavesXAsksAndOnlyDeleteRemovesItFromTheFile() async throws {
        let store = TestStore(makeState(tab: .shows))
        store.send(.start)
        await store.receiveAll()
        #expect(store.ran.contains(.fetchShows(page: 0)))
        let first = try #require(store.state.shows.selectedShow)
        store.press(.char("f"))
        await store.receiveAll()
        #expect(store.ran.contains(.saveFavorite(first)))
        #expect(try store.database.store().list().map(\.id) == [first.id], "written to the file")
        #expect(store.state.saved.showIDs == [first.id] && store.state.notice == "Saved \(first.name) to favorites")
        // `x` asks; Cancel (the default) keeps it, the file untouched.
        store.press(.char("x"))
        guard case .dialog(let dialog) = store.state.presented else { Issue.record("no dialog"); return }
        #expect(dialog.message == "Delete \(first.name) from favorites?" && dialog.buttons == ["Cancel", "Delete"])
        store.press(.enter)
        await store.receiveAll()
        #expect(try store.database.store().list().map(\.id) == [first.id])
        // Delete removes it from the file and the screen.
        store.press(.char("x"), .tab, .enter)
        await store.receiveAll()
        #expect(store.ran.contains(.deleteFavorite(first)))
        #expect(try store.database.store().list().isEmpty)
        #expect(store.state.saved.showIDs.isEmpty)
    }
}
