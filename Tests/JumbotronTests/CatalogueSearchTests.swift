import Foundation
import SportsCore
import Testing
import TestSupport
import TerminalUI
@testable import Jumbotron

/// `/` searches the whole catalogue once typing rests (or on Enter), not only
/// the loaded pages, and says where the results come from.
@Suite struct CatalogueSearchTests {
    static let silicon = try! TVShow.decodeOne(Data("""
        {"id": 143, "name": "Silicon Valley", "premiered": "2014-04-06", "summary": "<p>In the high-tech gold rush…</p>"}
        """.utf8))

    func typing(_ text: String) -> (AppState, [EffectSignature]) {
        var s = loadedShows()
        press(&s, .char("/"))
        var last: [EffectSignature] = []
        for c in text { last = press(&s, .char(c)) }
        return (s, last)
    }

    @Test func typingWaitsForAPauseBeforeAsking() {
        let (_, afterOne) = typing("s")
        #expect(afterOne == [.cancelTimer(CatalogueSearch.timer)])          // one letter matches too much
        var (s, afterTwo) = typing("si")
        #expect(afterTwo == [.startTimer(CatalogueSearch.timer, after: CatalogueSearch.pause)])
        // Every key restarts the same timer; only its firing asks.
        #expect(press(&s, .char("l")) == [.startTimer(CatalogueSearch.timer, after: CatalogueSearch.pause)])
        #expect(reduce(&s, .shows(.searchCatalogue)) == [.cancelTimer(CatalogueSearch.timer), .fetch(.tvmazeSearch(query: "sil"))])
        #expect(render(s).lines.joined().contains("searching the catalogue"))
        // The same filter is not asked twice.
        #expect(reduce(&s, .shows(.searchCatalogue)) == [])
    }

    @Test func hitsBeyondTheLoadedPagesFollowTheLoadedMatches() throws {
        var (s, _) = typing("silicon")
        #expect(s.shows.visible.isEmpty)
        #expect(render(s).lines.joined().contains("No loaded show name contains"))
        press(&s, .enter)
        #expect(s.shows.search.query == "silicon")
        _ = reduce(&s, .shows(.catalogueSearched("silicon", .success(Loaded(value: [Self.silicon], origin: .network)), at: loadTime)))
        #expect(s.shows.visible.count == 1)
        #expect(s.shows.selectedShow?.name == "Silicon Valley")
        let screen = render(s).lines.joined(separator: "\n")
        #expect(screen.contains("Silicon Valley"))
        #expect(screen.contains("+ 1 from TVMaze"))
        press(&s, .enter)
        #expect(render(s).lines.joined().contains("In the high-tech gold rush"))
    }

    @Test func aLateAnswerForAnOlderFilterIsDropped() {
        var (s, _) = typing("silicon")
        _ = reduce(&s, .shows(.searchCatalogue))
        press(&s, .backspace)
        _ = reduce(&s, .shows(.catalogueSearched("silicon", .success(Loaded(value: [Self.silicon], origin: .network)), at: loadTime)))
        #expect(s.shows.visible.isEmpty)
    }

    /// A failed search says so in place; there is no dialog for a pause in typing.
    @Test func aFailureIsInlineAndEnterAsksAgain() {
        var (s, _) = typing("silicon")
        _ = reduce(&s, .shows(.searchCatalogue))
        let effects = reduce(&s, .shows(.catalogueSearched("silicon", .failure(.offline("unreachable")), at: loadTime)))
        #expect(!effects.contains { if case .present = $0 { true } else { false } })
        #expect((s.presented == nil))
        let screen = render(s).lines.joined(separator: "\n")
        #expect(screen.contains("catalogue search failed"))
        #expect(screen.contains("No connection"))
        #expect(press(&s, .enter).contains(.fetch(.tvmazeSearch(query: "silicon"))))
    }

    @Test func escForgetsTheSearch() {
        var (s, _) = typing("silicon")
        _ = reduce(&s, .shows(.searchCatalogue))
        _ = reduce(&s, .shows(.catalogueSearched("silicon", .success(Loaded(value: [Self.silicon], origin: .network)), at: loadTime)))
        #expect(press(&s, .escape) == [.cancelTimer(CatalogueSearch.timer)])
        #expect(s.shows.search == CatalogueSearch())
        #expect(s.shows.visible.count == 30)
    }

    /// Offline, the search runs over the bundled pages and answers in the API's shape.
    @Test func offlineSearchesTheBundledPages() async throws {
        let source = OfflineDataSource(samples: Fixtures.samples)
        let found = try await source.run(.tvmazeSearch("the")).value
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.name.lowercased().contains("the") })
        let loaded = try await source.run(.tvmazeSearch("the")).origin
        #expect(loaded == .bundledSample)
        #expect(try await source.run(.tvmazeSearch("no such show anywhere")).value.isEmpty)
    }

    @Test func theQueryIsEncoded() {
        let url = Endpoint.tvmazeSearch(query: "a b+c&d").url(in: .defaults)
        #expect(url.absoluteString.hasSuffix("/search/shows?q=a%20b%2Bc%26d"))
    }

    @Test func theRecordedSearchDecodes() throws {
        let shows = try TVShow.decodeSearch(Fixtures.data("tvmaze/search-shows.json"))
        #expect(shows.count == 3)
        #expect(shows.first?.name == "Silicon Valley")
    }
}

/// Which failures are silent is each module's to say: a rate limit is
/// Basketball's countdown, but on Shows it offers the retry dialog.
@Suite struct QuietFailuresTests {
    @Test func aRateLimitedCatalogueOffersARetry() {
        var s = makeState(tab: .shows)
        _ = reduce(&s, .shows(.showsLoaded(page: 0, .failure(.rateLimited(retryAfter: 5)), at: loadTime)))
        #expect(s.presented?.dialog != nil)
        _ = reduce(&s, .shows(.showsLoaded(page: 0, .failure(.cancelled), at: loadTime)))
        #expect(s.presented?.dialog != nil)   // a cancelled request is never a dialog
    }

    @Test func basketballSaysAMissingKeyAndARateLimitInPlace() {
        #expect(BasketballModule.saysInPlace(.missingKey("set it")))
        #expect(BasketballModule.saysInPlace(.rateLimited(retryAfter: nil)))
        #expect(!BasketballModule.saysInPlace(.timeout))
    }
}
