import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The live balldontlie path against a real HTTP server on 127.0.0.1 that,
/// like the real one, answers only requests carrying the key.
@Suite(.serialized) struct NBAClientTests {
    static let key = "sk-test-7f3a9c-SECRET"

    static func teams() throws -> Data {
        try Fixtures.data("nba/teams-45.json")
    }

    /// Two pages of the Knicks: the sample's rows, split at `cursor` 900.
    static func knicksPage(cursor: String?) throws -> Data {
        let rows = try NBAPlayersPage.decode(Data(contentsOf: Fixtures.samples.appendingPathComponent("nba/players-20-first.json"))).players
        let split = rows.count / 2
        let part = cursor == nil ? Array(rows[..<split]) : Array(rows[split...])
        var rowsJSON: [Any] = []
        for row in part { rowsJSON.append(try JSONSerialization.jsonObject(with: JSONEncoder().encode(row))) }
        var meta: [String: Any] = ["per_page": 100]
        if cursor == nil { meta["next_cursor"] = 900 }
        let body: [String: Any] = ["data": rowsJSON, "meta": meta]
        return try JSONSerialization.data(withJSONObject: body)
    }

    func makeLive(_ base: URL, _ dir: URL, key: String? = key) -> LiveDataSource {
        LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, nhl: base, nba: base),
                       http: CurlHTTPClient(timeout: .seconds(3)), cache: ResponseCache(directory: dir), nbaKey: key)
    }

    @Test func everyRequestCarriesTheKeyAndPagesFollowTheCursor() async throws {
        let teams = try Self.teams()
        let server = LoopbackServer()
        let seen = Recorder()
        await server.route("GET /nba/v1/teams") { request in
            seen.add(request)
            return request.headers["authorization"] == Self.key ? LoopbackServer.json(teams) : LoopbackServer.status(401)
        }
        await server.route("GET /nba/v1/players") { request in
            seen.add(request)
            guard request.headers["authorization"] == Self.key else { return LoopbackServer.status(401) }
            guard request.query["team_ids[]"] == "20", request.query["per_page"] == "100" else { return LoopbackServer.status(400) }
            return (try? LoopbackServer.json(Self.knicksPage(cursor: request.query["cursor"]))) ?? LoopbackServer.status(500)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = makeLive(base, dir)

        let list = try await live.run(.nbaTeams)
        #expect(list.origin == .network && list.value.filter(\.isCurrent).count == 30)
        #expect(try await live.run(.nbaTeams).origin != .network)   // one teams request per cache period
        #expect(server.requests(to: "/nba/v1/teams") == 1)

        let first = try await live.run(.nbaPlayers(team: 20, cursor: nil)).value
        #expect(first.nextCursor == 900 && !first.players.isEmpty)
        let second = try await live.run(.nbaPlayers(team: 20, cursor: first.nextCursor)).value
        #expect(second.nextCursor == nil && !second.players.isEmpty)
        #expect(Set(first.players.map(\.id)).isDisjoint(with: second.players.map(\.id)))
        #expect(seen.all.allSatisfy { $0.headers["authorization"] == Self.key })
        #expect(seen.all.allSatisfy { !($0.path + $0.query.description).contains(Self.key) }, "never in the URL")

        // Nothing on disk names the key or holds it: file names are hashes of URLs that do not carry it.
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(files.count == 3)
        for file in files {
            #expect(!file.contains(Self.key) && !file.contains("sk-test"))
            let bytes = try Data(contentsOf: dir.appendingPathComponent(file))
            #expect(!String(decoding: bytes, as: UTF8.self).contains(Self.key))
        }
    }

    @Test func noKeyMeansNoRequestAndOneLineOfHelp() async throws {
        let server = LoopbackServer()
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for key in [nil, "", "  \n"] as [String?] {
            await #expect(throws: FetchError.missingKey(LiveDataSource.nbaKeyHelp)) { try await makeLive(base, dir, key: key).run(.nbaTeams) }
        }
        #expect(server.totalRequests == 0)
        #expect(LiveDataSource.nbaKeyHelp.contains("BALLDONTLIE_API_KEY") && LiveDataSource.nbaKeyHelp.contains("nba_api_key"))
        #expect(!LiveDataSource.nbaKeyHelp.contains("\n"))
    }

    @Test func aRefusedKeySaysSoEvenWithACachedCopy() async throws {
        let teams = try Self.teams()
        let refusing = Flag(false)
        let server = LoopbackServer()
        await server.route("GET /nba/v1/teams") { _ in refusing.value ? LoopbackServer.status(401) : LoopbackServer.json(teams) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let live = makeLive(base, dir)
        _ = try await live.run(.nbaTeams)   // a good copy in the cache
        refusing.value = true
        let refresh = Fetch(.nbaTeams, cache: .always) { try NBATeam.decodeList($0) }
        do {
            _ = try await live.run(refresh)
            Issue.record("a refused key must not hide behind the cached copy")
        } catch {
            #expect(error == .keyRefused)
            #expect(error.detail == "The API key was refused.")
            #expect(!error.detail.contains(Self.key) && !"\(error)".contains(Self.key))
        }
    }

    // An HTTP date counts from now: one gone by waits nothing, one far off waits the hour we allow at most.
    @Test(arguments: [("7", 7 as Int?), (nil, nil), ("Wed, 21 Oct 2026 07:28:00 GMT", 0), ("Fri, 01 Jan 2100 00:00:00 GMT", 3600),
                      ("tomorrow", nil), ("99999", 3600), ("-3", nil)] as [(String?, Int?)])
    func aRateLimitCarriesTheServersWait(_ header: String?, _ expected: Int?) async throws {
        let server = LoopbackServer()
        await server.route("GET /nba/v1/teams") { _ in
            .respondWithHeaders(status: 429, headers: header.map { ["Retry-After": $0] } ?? [:], body: Data("{\"error\":\"slow down\"}".utf8))
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        await #expect(throws: FetchError.rateLimited(retryAfter: expected)) { try await makeLive(base, dir).run(.nbaTeams) }
        #expect(server.requests(to: "/nba/v1/teams") == 1)   // the client never retries by itself: the screen counts down
    }
}

/// The requests a loopback route saw.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [LoopbackCore.Request] = []
    func add(_ r: LoopbackCore.Request) { lock.withLock { requests.append(r) } }
    var all: [LoopbackCore.Request] { lock.withLock { requests } }
}
