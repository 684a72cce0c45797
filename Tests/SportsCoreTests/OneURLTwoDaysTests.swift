import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SportsCore

/// The NBA's live scoreboard holds one day under one address, asked for
/// today and for yesterday. Against a loopback CDN that names its answers'
/// versions: the second day's request, made while the first's copy is
/// current, neither asks the network again (its answer would be the same
/// board, about another day) nor is handed the first day's games: it goes
/// to the season's schedule, as a board about another day always has.
@Suite struct OneURLTwoDaysTests {
    @Test func yesterdaysRequestAsksTheScheduleNotTheBoardAgain() async throws {
        let board = try Fixtures.data("nba-cdn/todays-scoreboard-2023-04-20.json")
        let server = LoopbackServer()
        await server.route("GET /static/json/liveData/scoreboard/todaysScoreboard_00.json") { request in
            if request.headers["if-none-match"] == "\"b1\"" { return .respondWithHeaders(status: 304, headers: ["ETag": "\"b1\""], body: Data()) }
            return .respondWithHeaders(status: 200, headers: ["ETag": "\"b1\""], body: board)
        }
        await server.route("GET /static/json/staticData/scheduleLeagueV2.json") { _ in LoopbackServer.status(503) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, nbaCDN: base),
                                  http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir))
        let today = Day(iso: "2023-04-20")!
        let games = try await live.run(.nbaGames(today, today: today))
        #expect(!games.value.isEmpty)
        let yesterday: Loaded<[NBAGame]>?
        do { yesterday = try await live.run(.nbaGames(today.adding(days: -1), today: today)) } catch { yesterday = nil }
        if let loaded = yesterday {
            #expect(Set(loaded.value.map(\.id)).isDisjoint(with: games.value.map(\.id)), "never the 20th's games as the 19th's")
        }
        #expect(server.requests(to: "/static/json/liveData/scoreboard/todaysScoreboard_00.json") == 1, "the board once, for the day it holds")
        #expect(server.requests(to: "/static/json/staticData/scheduleLeagueV2.json") == 1, "the 19th from the season's schedule")
    }
}
