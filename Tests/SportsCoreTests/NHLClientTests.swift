import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The live NHL path against a real HTTP server on 127.0.0.1 serving the
/// recorded payloads, with faults and an
/// injected clock for the mobile app's caching.
@Suite(.serialized) struct NHLClientTests {
    static func payload(_ fixture: String) throws -> Data {
        try Fixtures.data("nhl/\(fixture)")
    }

    @Test func teamsOncePerSeasonRosterOncePerDayPlayerEveryTimeAndStaleOnFailure() async throws {
        let standings = try Self.payload("standings-2024-12-05.json")
        let roster = try Self.payload("roster-TOR-20242025.json")
        let landing = try Self.payload("player-landing-8478402-2024-04-17.json")
        let playerID = try NHLPlayer.decodeLanding(landing).id
        let failing = Flag(false)
        let server = LoopbackServer()
        await server.route("GET /v1/standings/now") { _ in failing.value ? LoopbackServer.status(503) : LoopbackServer.json(standings) }
        await server.route("GET /v1/roster/TOR/current") { _ in failing.value ? LoopbackServer.status(500) : LoopbackServer.json(roster) }
        await server.route("GET /v1/player/\(playerID)/landing") { _ in
            failing.value ? LoopbackServer.status(502) : LoopbackServer.json(landing)
        }
        await server.route("GET /v1/player/1/landing") { _ in LoopbackServer.status(404) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // An hour ahead of the files' own times: a loaded two-core run can stall a test for minutes between
        // making the clock and writing a copy, and a copy stamped after `now` is one from the future (not trusted).
        let clock = Clock(Date().addingTimeInterval(3600))
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, nhl: base),
                                  http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir),
                                  now: { clock.now })

        #expect(try await live.run(.nhlStandings()).value.teams.count == 32)
        #expect(try await live.run(.nhlStandings()).origin != .network)          // kept: no second request
        #expect(server.requests(to: "/v1/standings/now") == 1)
        #expect(try await live.run(.nhlStandings(refresh: true)).origin == .network)   // r asks
        #expect(server.requests(to: "/v1/standings/now") == 2)

        #expect(try await live.run(.nhlRoster("tor")).value.players.count > 20)
        _ = try await live.run(.nhlRoster("TOR"))
        #expect(server.requests(to: "/v1/roster/TOR/current") == 1)
        clock.now = clock.now.addingTimeInterval(25 * 3600)                       // a day later: asked again
        _ = try await live.run(.nhlRoster("TOR"))
        #expect(server.requests(to: "/v1/roster/TOR/current") == 2)

        _ = try await live.run(.nhlPlayer(playerID))
        _ = try await live.run(.nhlPlayer(playerID))
        #expect(server.requests(to: "/v1/player/\(playerID)/landing") == 2)      // statistics: every open

        failing.value = true
        let stale = try await live.run(.nhlPlayer(playerID))
        guard case .staleCache(_, .httpStatus(502)) = stale.origin else { Issue.record("expected the stale copy: \(stale.origin)"); return }
        let staleRoster = try await live.run(.nhlRoster("TOR", refresh: true))
        guard case .staleCache = staleRoster.origin else { Issue.record("expected the stale roster"); return }
        // Next season the team list is asked for again (and falls back to last season's copy while failing).
        clock.now = clock.now.addingTimeInterval(365 * 86_400)
        let teams = try await live.run(.nhlStandings())
        guard case .staleCache = teams.origin else { Issue.record("expected a request in the new season"); return }
        await #expect(throws: FetchError.httpStatus(404)) { try await live.run(.nhlPlayer(1)) }
    }

    @Test func malformedAndWrongPayloadsAreDecodingErrorsThatNeverReplaceTheCache() async throws {
        let server = LoopbackServer()
        await server.route("GET /v1/roster/TOR/current") { _ in LoopbackServer.json(Data("{\"standings\":[]}".utf8)) }
        await server.route("GET /v1/player/5/landing") { _ in LoopbackServer.json(Data("{\"playerId\":".utf8)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, nhl: base),
                                  http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir))
        for fetch in [{ try await live.run(.nhlRoster("TOR")).value.players.count }, { try await live.run(.nhlPlayer(5)).value.id }] {
            do {
                _ = try await fetch()
                Issue.record("expected a decoding error")
            } catch let error as FetchError {
                guard case .decoding = error else { Issue.record("\(error)"); continue }
            }
        }
    }
}

/// A landing for a player other than the one asked (a caching proxy, a wrong
/// route) is refused, so McDavid never shows on another player's row nor is
/// saved as him; the message says the server answered for another player.
@Suite(.serialized) struct NHLWrongPlayerTests {
    @Test func anAnswerForAnotherPlayerIsRefused() async throws {
        let landing = try NHLClientTests.payload("player-landing-8478402-2024-04-17.json")
        let answered = try NHLPlayer.decodeLanding(landing).id
        let asked = answered == 8_400_001 ? 8_400_002 : 8_400_001
        let server = LoopbackServer()
        await server.route("GET /v1/player/\(asked)/landing") { _ in LoopbackServer.json(landing) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, nhl: base),
                                  http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir))
        do {
            _ = try await live.run(.nhlPlayer(asked))
            Issue.record("another player's landing was accepted")
        } catch {
            #expect(error == .decoding("it answered for another player, \(answered), not \(asked)"))
            #expect(error.detail.contains("another player"))
        }
        // The one asked for is still accepted as before.
        #expect(try Fetch<NHLPlayer>.nhlPlayer(answered).decode(landing).id == answered)
    }
}
