import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// The live MLB path against a loopback server: the same URL, decoder and cache as the app.
@Suite(.serialized) struct MLBClientTests {
    let sample = try! Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/schedule-2018-09-19.json"))
    let empty = try! Data(contentsOf: Fixtures.samples.appendingPathComponent("mlb/schedule-2018-09-21.json"))
    let decode: @Sendable (Data) throws -> [MLBGame] = { try MLBSchedule.decode($0).games }

    func source(_ base: URL, timeout: Duration = .seconds(3)) -> LiveDataSource {
        LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base),
                       http: CurlHTTPClient(timeout: timeout), cache: ResponseCache(directory: makeTemporaryDirectory()))
    }

    @Test func successSendsTheHydratedQueryAndDecodes() async throws {
        let server = LoopbackServer()
        let sample = self.sample, empty = self.empty
        await server.route("GET /api/v1/schedule") { request in
            let q = request.query
            guard q["hydrate"] == "team(league),venue(location,timezone),linescore,probablePitcher,decisions,broadcasts(all)", q["sportId"] == "1,51",
                  q["language"] == "en" else { return LoopbackServer.status(400) }
            return LoopbackServer.json(q["date"] == "2018-09-19" ? sample : empty)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let games = try await source(base).fetch(.mlbSchedule(date: "2018-09-19"), decode: decode)
        #expect(games.value.count == 8)
        #expect(games.origin == .network)
        let none = try await source(base).fetch(.mlbSchedule(date: "2018-09-21"), decode: decode)
        #expect(none.value.isEmpty)
    }

    @Test func serverErrorTimeoutAndTruncatedJSON() async throws {
        let server = LoopbackServer()
        let sample = self.sample
        await server.route("GET /api/v1/schedule") { request in
            switch request.query["date"] {
            case "2018-01-01": return LoopbackServer.status(500)
            case "2018-01-02": return .neverAnswer
            default: return LoopbackServer.json(sample.prefix(500))
            }
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let live = source(base, timeout: .milliseconds(1500))
        await #expect(throws: FetchError.httpStatus(500)) { try await live.fetch(.mlbSchedule(date: "2018-01-01"), decode: decode) }
        await #expect(throws: FetchError.timeout) { try await live.fetch(.mlbSchedule(date: "2018-01-02"), decode: decode) }
        // Cut off mid-document: a decoding error that says where the JSON breaks.
        let cut = await #expect(throws: FetchError.self) { try await live.fetch(.mlbSchedule(date: "2018-01-03"), decode: decode) }
        if case .decoding(let why)? = cut { #expect(why.contains("at byte")) } else { Issue.record("not a decoding error: \(String(describing: cut))") }
    }
}
