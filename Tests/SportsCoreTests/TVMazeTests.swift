import Foundation
import Testing
import TestSupport
@testable import SportsCore

@Suite struct TVMazeDecodingTests {
    @Test
    func theRealFirstPageDecodes() throws {
        let shows = try TVShow.decodePage(Fixtures.data("tvmaze/shows-page-1.json"))
        #expect(shows.count == 245)
        #expect(shows.first?.name == "Kirby Buckets")
        #expect(shows.filter { $0.imdbID == nil }.map(\.id) == [275, 410])
        #expect(shows.allSatisfy { $0.image?.medium != nil })
        #expect(shows.contains { $0.webChannel != nil })
        #expect(shows.contains { $0.rating?.average == nil })
        let kirby = try #require(shows.first)
        #expect(kirby.imdbURL?.absoluteString == "https://www.imdb.com/title/tt3544772")
        #expect(kirby.channelName == "Disney XD")
        #expect(kirby.plainSummary.hasPrefix("The single-camera series"))
    }

    @Test
    func everyOtherRecordedFileDecodesWithTheRightShape() throws {
        let embedded = try TVShow.decodeOne(Fixtures.data("tvmaze/show-143-silicon-valley-embed-episodes.json"))
        #expect(embedded.id == 143 && embedded.name == "Silicon Valley")
        struct Hit: Decodable { let show: TVShow }
        let hits = try JSONDecoder().decode([Hit].self, from: Fixtures.data("tvmaze/search-shows.json"))
        #expect(hits.count == 3)
        // Episodes, cast and seasons are arrays of other things: a show page decoder must not crash on them.
        for name in ["show-143-cast.json", "show-143-episodes.json", "show-143-seasons.json", "show-82-got-episodes.json"] {
            _ = try? TVShow.decodePage(Fixtures.data("tvmaze/\(name)"))
        }
        #expect(throws: (any Error).self) { try TVShow.decodeOne(Fixtures.data("tvmaze/show-143-cast.json")) }
    }

    @Test func oldAndNewSchemaVariantsAndBadFields() throws {
        let json = """
        [{"id":1,"name":"Old","runtime":"sixty","network":null,"externals":{"imdb":null},"image":null,"genres":null},
         {"id":2,"name":"New","averageRuntime":45,"webChannel":{"name":"Netflix","country":null},"externals":{"imdb":"tt0944947"}},
         {"id":"three"},
         {"id":4,"name":"Evil","externals":{"imdb":"tt1; rm -rf /"}}]
        """
        let shows = try TVShow.decodePage(Data(json.utf8))
        #expect(shows.map(\.id) == [1, 2, 4])
        #expect(shows[0].runtime == nil && shows[0].genres.isEmpty && shows[0].imdbURL == nil)
        #expect(shows[1].channelName == "Netflix" && shows[1].averageRuntime == 45)
        #expect(shows[2].imdbID == nil)                   // only tt + digits ever becomes a URL
    }

    @Test func theBundledSampleCoversTheCases() throws {
        let shows = try TVShow.decodePage(Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/shows-page-0.json")))
        #expect(shows.count == 30)
        #expect(shows.contains { $0.imdbID == nil } && shows.contains { $0.imdbID != nil })
        // Every sample show carries its poster; a show without one comes from the recorded search.
        #expect(shows.allSatisfy { $0.image?.medium != nil && $0.image?.original != nil })
        #expect(try TVShow.decodeSearch(Fixtures.data("tvmaze/search-shows.json")).contains { $0.image == nil })
        #expect(shows.contains { $0.name == "進撃の巨人" } && shows.contains { $0.name == "Montréal Nights" })
        #expect(shows.contains { ($0.summary ?? "").contains("&amp;") })
    }
}

@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("<p>Hello <b>world</b></p>", "Hello world"),
        ("<p>One</p><p>Two</p>", "One\n\nTwo"),
        ("a<br>b<br/>c", "a\nb\nc"),
        ("Tom &amp; Jerry &lt;3 &quot;hi&quot; it&#39;s", "Tom & Jerry <3 \"hi\" it's"),
        ("non&nbsp;breaking &#8212; dash &#x2014; hex", "non breaking — dash — hex"),
        ("  lots   of\n\n\n   space  ", "lots of\n\nspace"),
        ("&bogus; &#0; & alone", "&bogus; &#0; & alone"),
        ("<i>unclosed <tag", "unclosed <tag"),
        ("", ""),
    ])
    func plain(html: String, text: String) {
        #expect(HTMLText.plain(html) == text)
    }
}

@Suite struct FavoritesStoreTests {
    func sampleShows() throws -> [TVShow] {
        try TVShow.decodePage(Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/shows-page-0.json")))
    }

    @Test func migratesFromEmptyAndSavesListsDeletes() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try FavoritesStore(url: dir.appendingPathComponent("data/favorites.sqlite"))
        #expect(try store.list().isEmpty)
        let shows = try sampleShows()
        try store.save(shows[2], at: Date(timeIntervalSince1970: 2))
        try store.save(shows[0], at: Date(timeIntervalSince1970: 3))
        try store.save(shows[0], at: Date(timeIntervalSince1970: 4))   // saving twice keeps one
        #expect(try store.list().map(\.name) == ["Harbor Lights", "Montréal Nights"])
        #expect(try store.list(order: .savedAt).map(\.name) == ["Harbor Lights", "Montréal Nights"])
        #expect(try store.contains(id: shows[2].id))
        try store.delete(id: shows[2].id)
        #expect(try !store.contains(id: shows[2].id))
        #expect(try store.list().map(\.id) == [shows[0].id])
    }

    @Test func aRecordRoundTripsFieldForField() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        let show = try sampleShows()[3]
        try FavoritesStore(url: url).save(show)
        // A new store on the same file (a restart) sees exactly the saved record.
        #expect(try FavoritesStore(url: url).list() == [show])
    }

    @Test func aReadOnlyDatabaseIsATypedError() throws {
        let dir = makeTemporaryDirectory()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
            try? FileManager.default.removeItem(at: dir)
        }
        let url = dir.appendingPathComponent("favorites.sqlite")
        try FavoritesStore(url: url).save(try sampleShows()[0])
        // Opened read-only (root ignores file modes, so chmod cannot simulate it here).
        let readOnly = try FavoritesStore(url: url, readOnly: true)
        #expect(try readOnly.list().count == 1)
        #expect(throws: StoreError("the database is read-only")) { try readOnly.save(try sampleShows()[1]) }
        #expect(throws: StoreError("the database is read-only")) { try readOnly.delete(id: 1000) }
        #expect(try FavoritesStore(url: url).list().count == 1)      // nothing lost
    }

    @Test func aCorruptFileIsATypedErrorNotACrash() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("favorites.sqlite")
        let garbage = Data(repeating: 0x5A, count: 4096)
        try garbage.write(to: url)
        #expect(throws: StoreError("the database file is damaged")) { try FavoritesStore(url: url) }
        // The app moves it aside (keeping the bytes) and starts a fresh database.
        let (store, movedTo) = FavoritesStore.openRepairing(url: url, now: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(movedTo?.lastPathComponent == "favorites.sqlite.corrupt-1700000000")
        #expect(try Data(contentsOf: movedTo!) == garbage)
        #expect(try store.get().list().isEmpty)
        // A healthy file is left alone.
        #expect(FavoritesStore.openRepairing(url: url).movedTo == nil)
    }
}

@Suite(.serialized) struct TVMazeClientTests {
    let page0 = try! Data(contentsOf: Fixtures.samples.appendingPathComponent("tvmaze/shows-page-0.json"))

    @Test func pagesShowsTheEndAndFailures() async throws {
        let server = LoopbackServer()
        let page0 = self.page0
        await server.route("GET /shows") { request in
            switch request.query["page"] {
            case "0": return LoopbackServer.json(page0)
            case "1": return LoopbackServer.status(404)
            case "2": return LoopbackServer.status(500)
            default: return .neverAnswer
            }
        }
        await server.route("GET /shows/1003") { _ in
            LoopbackServer.json(try! JSONSerialization.data(withJSONObject: (try! JSONSerialization.jsonObject(with: page0) as! [Any])[3]))
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base),
                                  http: CurlHTTPClient(timeout: .milliseconds(1500)), cache: ResponseCache(directory: makeTemporaryDirectory()))
        #expect(try await live.fetch(.tvmazeShows(page: 0)) { try TVShow.decodePage($0) }.value.count == 30)
        #expect(try await live.fetch(.tvmazeShow(id: 1003)) { try TVShow.decodeOne($0) }.value.name == "進撃の巨人")
        await #expect(throws: FetchError.httpStatus(404)) { try await live.fetch(.tvmazeShows(page: 1)) { try TVShow.decodePage($0) } }
        await #expect(throws: FetchError.httpStatus(500)) { try await live.fetch(.tvmazeShows(page: 2)) { try TVShow.decodePage($0) } }
        await #expect(throws: FetchError.timeout) { try await live.fetch(.tvmazeShows(page: 3)) { try TVShow.decodePage($0) } }
    }
}

/// The IMDb id is the only network string that reaches another program
/// (the browser, as one argument): it must be `tt` and ASCII digits, nothing else.
@Suite struct IMDbIDTests {
    @Test(arguments: ["tt1;rm -rf /", "tt", "nm0000123", "tt１２３", "tt123\n", "tt12 3", "javascript:alert(1)", "tt123/../x", "TT123", ""])
    func anythingButTtAndDigitsIsRefused(_ raw: String) throws {
        let json = try JSONSerialization.data(withJSONObject: ["id": 1, "name": "x", "externals": ["imdb": raw]])
        let show = try TVShow.decodeOne(json)
        #expect(show.imdbID == nil)
        #expect(show.imdbURL == nil)
    }

    @Test func aRealIDBecomesTheTitleURL() throws {
        let json = try JSONSerialization.data(withJSONObject: ["id": 1, "name": "x", "externals": ["imdb": "tt0944947"]])
        #expect(try TVShow.decodeOne(json).imdbURL?.absoluteString == "https://www.imdb.com/title/tt0944947")
    }
}
