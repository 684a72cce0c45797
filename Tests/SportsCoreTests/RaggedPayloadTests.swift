import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// Elements of the wrong shape are skipped and counted, never
/// shown as empty rows and never allowed to replace a better cached copy;
/// invalid UTF-8 in a name shows as a replacement character.
@Suite(.serialized) struct RaggedPayloadTests {
    static func page(_ elements: [String]) -> Data { Data(("[" + elements.joined(separator: ",") + "]").utf8) }
    static let good = #"{"id":1,"name":"Harbor Lights"}"#

    @Test func wrongShapesAreSkippedAndCounted() throws {
        var bytes = Array(#"[{"id":1,"name":"Harbor Lights"},{"id":2},{"id":3,"name":17},{"id":4,"name":"  "},"x",{"id":5,"name":"Caf"#.utf8)
        bytes += [0xC3]                                      // a name cut in the middle of "é"
        bytes += Array(#""}]"#.utf8)
        let (shows, skipped) = try DecodeReport.decode(Data(bytes)) { try TVShow.decodePage($0) }
        #expect(shows.map(\.id) == [1, 5])
        #expect(skipped == 4)
        #expect(shows.last?.name == "Caf\u{FFFD}")
        #expect(!shows.contains { $0.name == "Untitled" || $0.name.isEmpty })
    }

    @Test func aWorsePayloadNeverReplacesAGoodCachedCopy() async throws {
        let clean = Self.page([Self.good, #"{"id":2,"name":"Second"}"#])
        let ragged = Self.page([Self.good, #"{"id":2}"#, #"{"id":3,"name":[]}"#])
        let serveRagged = Flag(false)
        let server = LoopbackServer()
        await server.route("GET /shows") { _ in LoopbackServer.json(serveRagged.value ? ragged : clean) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = ResponseCache(directory: dir)
        let live = LiveDataSource(urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base),
                                  http: CurlHTTPClient(timeout: .seconds(3)), cache: cache)
        let fetch = Fetch(.tvmazeShows(page: 0), cache: .always) { try TVShow.decodePage($0) }
        #expect(try await live.run(fetch).value.count == 2)
        let url = Endpoint.tvmazeShows(page: 0).url(in: live.urls)
        #expect(cache.load(for: url)?.data == clean)
        serveRagged.value = true
        let second = try await live.run(fetch)
        #expect(second.value.map(\.id) == [1])                // what could be read is shown
        #expect(cache.load(for: url)?.data == clean)           // the good copy stays
    }
}
