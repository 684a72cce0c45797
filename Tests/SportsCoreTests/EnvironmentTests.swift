import Foundation
import Testing
import TestSupport
@testable import SportsCore

@Suite struct AppPathsTests {
    @Test func xdgVariablesWin() {
        let p = AppPaths.resolve(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/d", "XDG_CACHE_HOME": "/c",
                                               "XDG_STATE_HOME": "/s", "XDG_CONFIG_HOME": "/cfg"])
        #expect(p.favoritesDatabase.path == "/d/jumbotron/favorites.sqlite")
        #expect(p.responseCache.path == "/c/jumbotron/responses")
        #expect(p.logFile.path == "/s/jumbotron/jumbotron.log")
        #expect(p.configFile.path == "/cfg/jumbotron/config.toml")
    }

    @Test func fallsBackToHomeAndIgnoresRelativeValues() {
        let p = AppPaths.resolve(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "relative/path"])
        #expect(p.data.path == "/home/u/.local/share/jumbotron")
        #expect(p.cache.path == "/home/u/.cache/jumbotron")
        #expect(p.state.path == "/home/u/.local/state/jumbotron")
        #expect(p.config.path == "/home/u/.config/jumbotron")
    }

    @Test func dataDirPutsEverythingUnderOneFolder() {
        let p = AppPaths.resolve(environment: ["XDG_DATA_HOME": "/d"], dataDir: "/tmp/x")
        for url in [p.data, p.cache, p.state, p.config] { #expect(url.path.hasPrefix("/tmp/x/")) }
    }
}

@Suite struct UserLocaleTests {
    @Test(arguments: [
        (["LANG": "en_GB.UTF-8"], "en_GB"),
        (["LC_TIME": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], "de_DE"),
        (["LC_ALL": "fr_FR.UTF-8", "LC_TIME": "de_DE.UTF-8"], "fr_FR"),
        (["LANG": "C"], "C"),
        (["LANG": "de_DE@euro"], "de_DE"),
        ([:], "en_US"),
    ] as [([String: String], String)])
    func locale(env: [String: String], id: String) {
        #expect(UserLocale.locale(environment: env).identifier == id)
    }

    @Test func timeZones() {
        #expect(UserLocale.timeZone(environment: ["TZ": "Europe/London"]).identifier == "Europe/London")
        #expect(UserLocale.timeZone(environment: ["TZ": ":Asia/Tokyo"]).identifier == "Asia/Tokyo")
        #expect(UserLocale.timeZone(environment: ["TZ": "UTC"]).secondsFromGMT() == 0)
        #expect(UserLocale.timeZone(environment: ["TZ": "Not/AZone"]) == Zone.current)
    }

    @Test func shortDatesFollowTheLocale() throws {
        _ = try TestLocales.ready.get()
        let day = Day(iso: "2020-11-29")!
        #expect(TimeText.shortDate(day, locale: .english) == "Sun, Nov 29")
        #expect(TimeText.shortDate(day, locale: TimeLocale(identifier: "en_GB")) == "Sun 29 Nov")
        #expect(TimeText.shortDate(day, locale: TimeLocale(identifier: "de_DE")) == "So, 29. Nov")
        #expect(TimeText.shortDate(day, locale: TimeLocale(identifier: "fr_FR")) == "dim. 29 nov.")
    }
}

@Suite struct SourceURLsTests {
    @Test func optionsBeatEnvironmentBeatDefaults() throws {
        let env = ["JUMBOTRON_MLB_URL": "http://127.0.0.1:9/mlb", "JUMBOTRON_TVMAZE_URL": "http://127.0.0.1:9/tv"]
        let urls = try SourceURLs.resolve(environment: env, tvmaze: "http://localhost:1/")
        #expect(urls.mlb.absoluteString == "http://127.0.0.1:9/mlb")
        #expect(urls.tvmaze.absoluteString == "http://localhost:1/")
        #expect(urls.yinzcam == SourceURLs.defaults.yinzcam)
    }

    @Test func invalidURLsAreRefusedByName() {
        #expect(throws: SourceURLs.InvalidURL.self) { try SourceURLs.resolve(environment: [:], mlb: "not a url") }
        #expect(throws: SourceURLs.InvalidURL.self) { try SourceURLs.resolve(environment: ["JUMBOTRON_LOGOS_URL": "ftp://x"]) }
        do {
            _ = try SourceURLs.resolve(environment: [:], mlb: "not a url")
        } catch {
            #expect("\(error)" == "--mlb-url: 'not a url' is not an http(s) base URL (a host, a port up to 65535, no query)")
        }
    }

    /// Everything that would fail at run time is refused up front.
    @Test(arguments: ["http://127.0.0.1:99999", "http://127.0.0.1:0", "http://h:65536/x", "http://h/?q=1", "http://h/#top",
                      "http://", "https:///path", "mailto:x@y", "file:///etc/passwd", "http://a b/"])
    func urlsThatCannotWorkAreRefused(_ value: String) {
        #expect(SourceURLs.parse(value) == nil, "\(value)")
    }

    @Test func anUpperCaseSchemeOrHostIsWrittenLowerCase() {
        #expect(SourceURLs.parse("HTTP://Example.COM:8080/api")?.absoluteString == "http://example.com:8080/api")
        #expect(SourceURLs.parse("HTTPS://h")?.scheme == "https")
        #expect(SourceURLs.parse("http://127.0.0.1:65535/")?.port == 65_535)
    }

    @Test func endpointURLs() {
        let urls = SourceURLs(mlb: URL(string: "http://127.0.0.1:8/")!, yinzcam: URL(string: "http://h/s.json")!,
                              logos: URL(string: "http://h/logos")!, tvmaze: URL(string: "http://t")!)
        #expect(Endpoint.mlbSchedule(date: "2018-09-19").url(in: urls).absoluteString ==
                "http://127.0.0.1:8/api/v1/schedule?hydrate=team(league),venue(location,timezone),linescore,probablePitcher,decisions,broadcasts(all)&date=2018-09-19&sportId=1,51&language=en")
        #expect(Endpoint.yinzcamSchedule.url(in: urls).absoluteString == "http://h/s.json")
        #expect(Endpoint.nflLogo(tricode: "GB").url(in: urls).absoluteString == "http://h/logos/nfl_gb_light.png")
        #expect(Endpoint.nflLogo(tricode: "../x").url(in: urls).absoluteString == "http://h/logos/nfl_x_light.png")
        #expect(Endpoint.tvmazeShows(page: 2).url(in: urls).absoluteString == "http://t/shows?page=2")
        #expect(Endpoint.tvmazeShow(id: 143).url(in: urls).absoluteString == "http://t/shows/143")
    }
}
