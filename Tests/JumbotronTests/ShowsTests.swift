import Foundation
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

@Suite struct ShowsReducerTests {
    /// The saved lists are read once, at start, for every tab; visiting Shows
    /// asks for the first page, and visiting Favorites asks the database nothing.
    @Test func theFavoritesAreReadOnceAtStartAndShowsLoadsItsFirstPage() {
        var s = makeState()
        #expect(reduce(&s, .start).prefix(2) == [.loadFavorites, .loadPlayers])
        #expect(press(&s, .char("3")) == [.fetchShows(page: 0)])
        #expect(s.isBusy)
        #expect(press(&s, .char("4")) == [])
    }

    @Test func fSavesAndIsANoOpWithAHintWhenAlreadySaved() {
        var s = loadedShows()
        let first = sampleShows()[0]
        #expect(press(&s, .char("f")) == [.saveFavorite(first)])
        _ = reduce(&s, .saved(.showsWritten(first, removed: false, .success([first]))))
        #expect(s.saved.showIDs == [first.id])
        #expect(s.notice == "Saved Harbor Lights to favorites")
        #expect(press(&s, .char("f")) == [])
        #expect(s.notice == "Harbor Lights is already in favorites (x deletes it)")
    }

    @Test func xAsksForConfirmationAndOnlyThenDeletes() {
        let first = sampleShows()[0]
        var s = loadedShows(favorites: [first])
        #expect(press(&s, .char("x")) == [])
        guard case .dialog(let d) = s.presented else { Issue.record("no dialog"); return }
        #expect(d.message == "Delete Harbor Lights from favorites?")
        #expect(d.buttons == ["Cancel", "Delete"])
        #expect(d.selected == 0)                                // Cancel is the safe default
        #expect(press(&s, .tab, .enter) == [.deleteFavorite(first)])
        #expect((s.presented == nil))
    }

    @Test func cancelEscAndNKeepTheFavorite() {
        let first = sampleShows()[0]
        for keys in [[Key.enter], [.escape], [.char("n")]] {
            var s = loadedShows(favorites: [first])
            press(&s, .char("x"))
            #expect(keys.flatMap { reduce(&s, .key($0)) } == [])
            #expect((s.presented == nil))
            #expect(s.saved.showIDs == [first.id])
        }
        var y = loadedShows(favorites: [first])
        press(&y, .char("x"))
        #expect(press(&y, .char("y")) == [.deleteFavorite(first)])
    }

    @Test func xOnAShowThatIsNotSavedSaysSo() {
        var s = loadedShows()
        #expect(press(&s, .char("x")) == [])
        #expect((s.presented == nil))
        #expect(s.notice == "Harbor Lights is not in favorites (f saves it)")
    }

    @Test func aFailedWriteOffersRetryWhichRepeatsExactlyThatAction() {
        let show = sampleShows()[4]
        var s = loadedShows()
        _ = reduce(&s, .saved(.showsWritten(show, removed: false, .failure(StoreError("the disk is full")))))
        guard case .dialog(let d) = s.presented else { Issue.record("no dialog"); return }
        #expect(d.title == "Oops, something went wrong")
        #expect(d.message == "There was a problem saving/deleting this TV Show. Do you want to try again?")
        #expect(d.buttons == ["Cancel", "Retry"])
        #expect(press(&s, .enter) == [.saveFavorite(show)])
        _ = reduce(&s, .saved(.showsWritten(show, removed: true, .failure(StoreError("the database is locked by another program")))))
        #expect(press(&s, .enter) == [.deleteFavorite(show)])
    }

    @Test func aFetchFailureUsesTheFetchWordsAndRetriesThatPage() {
        var s = makeState(tab: .shows)
        _ = reduce(&s, .start)
        _ = reduce(&s, .shows(.showsLoaded(page: 0, .failure(.timeout), at: loadTime)))
        guard case .dialog(let d) = s.presented else { Issue.record("no dialog"); return }
        #expect(d.message == "An error occurred while fetching data. Do you want to try again?")
        #expect(press(&s, .enter) == [.fetchShows(page: 0)])
    }

    @Test func theNextPageLoadsNearTheEndAndA404EndsPaging() {
        var s = loadedShows()
        let commands = (0..<30).flatMap { _ in press(&s, .down) }.filter { if case .image(.url) = $0 { false } else { true } }
        #expect(commands == [.fetchShows(page: 1)])           // once, near the end
        _ = reduce(&s, .shows(.showsLoaded(page: 1, .failure(.httpStatus(404)), at: loadTime)))
        #expect(s.shows.endReached)
        #expect((s.presented == nil))                            // the end is not an error
        #expect(press(&s, .up, .down, .down) == [])
    }

    @Test func slashFiltersAsYouTypeAndEscClears() {
        var s = loadedShows()
        press(&s, .char("/"))
        #expect(s.shows.filtering)
        for c in "mon" { press(&s, .char(c)) }
        #expect(s.shows.visible.map { s.shows.shows[$0].name } == ["Montréal Nights"])
        #expect(!press(&s, .char("q")).contains(.quit))        // q is text while typing, not quit
        #expect(s.shows.filter == "monq")
        press(&s, .backspace, .enter)
        #expect(!s.shows.filtering && s.shows.filter == "mon")
        #expect(s.shows.selectedShow?.name == "Montréal Nights")
        press(&s, .escape)
        #expect(s.shows.filter.isEmpty && s.shows.visible.count == 30)
        #expect(s.shows.selectedShow?.name == "Montréal Nights")   //Esc keeps the selected show
    }

    ///leaving the filter (Esc while typing, or Esc after Enter) keeps
    /// the show that was selected, scrolled into view; the first row only when it
    /// no longer shows.
    @Test func leavingTheFilterKeepsTheSelection() {
        var s = loadedShows()
        press(&s, .char("G"))
        let last = s.shows.selectedShow
        press(&s, .char("/"), .char("e"), .escape)             // "Backlot" has no e: hidden while typing, back after
        #expect(s.shows.selectedShow == last)
        #expect(render(s).lines.contains { $0.contains(last!.name) })
        press(&s, .char("/"), .char("o"), .enter, .escape)     // kept filter, then cleared: still the same show
        #expect(s.shows.selectedShow == last)
        #expect(render(s).lines.contains { $0.contains(last!.name) })
        press(&s, .char("/"), .char("z"), .char("z"), .char("z"), .enter)
        #expect(s.shows.visible.isEmpty)
        press(&s, .escape)
        #expect(s.shows.viewport.selected == 0)
    }

    @Test func theLargeTitleCollapsesOnceTheListScrolls() {
        var s = loadedShows()
        #expect(render(s).lines[2].contains("TV Shows"))
        #expect(ListDetailLayout(shows: s).header.height == 3)
        for _ in 0..<25 { press(&s, .down) }
        #expect(s.shows.viewport.offset > 0)
        #expect(ListDetailLayout(shows: s).header.height == 1)
        #expect(render(s).lines[1].contains("TV Shows"))
        press(&s, .char("g"))
        #expect(ListDetailLayout(shows: s).header.height == 3)
    }

    @Test func postersOfVisibleRowsAreAskedForOnceAndMarkTheRow() {
        var s = makeState(tab: .shows)
        let commands = reduce(&s, .shows(.showsLoaded(page: 0, .success(Loaded(value: sampleShows(), origin: .network)), at: loadTime)))
        let posters = commands.compactMap { if case .image(.url(let u)) = $0 { return u } else { return nil } }
        #expect(posters.count == 18)                 // the 18 rows on screen (80×24), every sample show with its poster
        #expect(posters.first?.absoluteString == "https://static.example.org/medium/1000.jpg")
        #expect(press(&s, .down).isEmpty)            // same rows: nothing asked again
        let detail = press(&s, .enter)
        #expect(detail == [.loadPoster(URL(string: "https://static.example.org/original/1001.jpg")!)])
        press(&s, .escape)
        #expect(render(s).lines[4].hasPrefix(" [·] Harbor Lights"))
        _ = reduce(&s, .shows(.posterLoaded(posters[0].absoluteString, .cached)))
        #expect(render(s).lines[4].hasPrefix(" [▪] Harbor Lights"))
    }

    @Test func oOpensIMDbOnlyWhenThereIsAnID() {
        let shows = sampleShows()
        var s = loadedShows()
        #expect(press(&s, .char("o")) == [.openURL(shows[0].imdbURL!)])
        let noIMDb = shows.firstIndex { $0.imdbID == nil }!
        for _ in 0..<noIMDb { press(&s, .down) }
        #expect(press(&s, .char("o")) == [])
        #expect(!render(s).lines.joined().contains("o IMDb"))
    }

    @Test func favoritesTabListsDeletesAndSaysHowToAddOne() {
        let shows = sampleShows()
        var s = makeState(tab: .favorites)
        _ = reduce(&s, .saved(.showsRead(.success([]))))
        _ = reduce(&s, .saved(.playersRead(.success([]))))
        #expect(render(s).lines.contains { $0.contains("To add one, press f on a show in the Shows tab, or on a player in Hockey.") })
        _ = reduce(&s, .saved(.showsRead(.success([shows[1], shows[2]]))))
        press(&s, .down, .char("x"))
        #expect(press(&s, .right, .enter) == [.deleteFavorite(shows[2])])
        _ = reduce(&s, .saved(.showsWritten(shows[2], removed: true, .success([shows[1]]))))
        #expect(s.saved.showList == [shows[1]])
        #expect(s.favorites.rows == [.heading(FavoritesState.showsHeading), .show(shows[1])])
        #expect(s.favorites.viewport.selected == 1)         // on the show, never on its heading
    }

    ///(the TVMaze brief): `Favorite` and `Delete` show on every row when
    /// the list is wide enough, not only on the selected one; narrow, only there.
    @Test func rowActionsShowOnEveryRowWhenWide() {
        let shows = sampleShows()
        let wide = render(loadedShows(favorites: [shows[0]])).lines
        #expect(wide.contains { $0.contains(shows[0].name) && $0.hasSuffix("Delete ") })
        #expect(wide.filter { $0.hasSuffix("Favorite ") }.count >= 10)
        let narrow = render(loadedShows(width: 40, height: 12)).lines
        #expect(narrow.filter { $0.contains("Favorite") }.count == 1)
    }

    ///the Favorites tab asks for its own posters (it used to wait for
    /// the Shows tab to, so offline they stayed "loading" forever), and one that
    /// cannot be had shows its plain placeholder.
    @Test func favoritesAskForTheirPosters() {
        let shows = sampleShows()
        var s = makeState(tab: .favorites)
        let commands = reduce(&s, .saved(.showsRead(.success([shows[1], shows[2]]))))
        let asked = Set(commands.compactMap { if case .image(.url(let u)) = $0 { u.absoluteString } else { nil } })
        #expect(asked == Set([shows[1], shows[2]].compactMap { $0.image?.medium }))
        press(&s, .enter)
        #expect(render(s).lines.contains { $0.contains("loading") })
        for show in [shows[1], shows[2]] {
            for url in [show.image?.medium, show.image?.original].compactMap({ $0 }) {
                _ = reduce(&s, .favorites(.posterLoaded(url, .failed)))
            }
        }
        #expect(render(s).lines.contains { $0.contains("no image") })
        press(&s, .escape)
        #expect(render(s).lines.contains { $0.contains("[ ] \(shows[1].name)") })
        #expect(press(&s, .down) .allSatisfy { if case .image = $0 { false } else { true } })   // each poster asked for once
    }

    ///deleting from a favorite's own detail goes back to the list
    /// instead of showing the next favorite's detail.
    @Test func deletingFromTheDetailGoesBackToTheList() {
        let shows = sampleShows()
        var s = makeState(tab: .favorites)
        _ = reduce(&s, .saved(.showsRead(.success([shows[1], shows[2]]))))
        press(&s, .enter)
        #expect(s.favorites.list.showingDetail)
        press(&s, .char("x"))
        #expect(press(&s, .char("y")) == [.deleteFavorite(shows[1])])
        _ = reduce(&s, .saved(.showsWritten(shows[1], removed: true, .success([shows[2]]))))
        #expect(!s.favorites.list.showingDetail)
        #expect(render(s).lines.contains { $0.contains("Favorites") && $0.contains("1 saved") })
    }
}
