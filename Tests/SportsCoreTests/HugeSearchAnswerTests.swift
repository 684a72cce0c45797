import Foundation
import Testing
import TestSupport
@testable import SportsCore

/// A search answer of megabytes (ten shows with a 400 KB summary each) once
/// cost 1.5 s of CPU to decode: names and summaries are cut to what the
/// screen could ever show before the HTML is turned into text.
@Suite struct HugeSearchAnswerTests {
    @Test func megabyteSummariesAndNamesAreCutWhenDecoded() async throws {
        let shows = try await offThePool { try Self.decodeHugeAnswer() }
        #expect(shows.count == 10)
        for found in shows {
            #expect(found.name.count == TVShow.longestName)
            #expect((found.summary ?? "").count == TVShow.longestSummary)
            #expect(found.plainSummary.hasPrefix("Lorem ipsum dolor & sit."))
            #expect(found.plainSummary.count < TVShow.longestSummary)
        }
    }

    /// Ten hits of over 400 KB each, decoded (off the cooperative pool: it is seconds of work in a debug build).
    static func decodeHugeAnswer() throws -> [TVShow] {
        var show = try JSONSerialization.jsonObject(with: Fixtures.data("tvmaze/show-143-silicon-valley-embed-episodes.json")) as! [String: Any]
        show["summary"] = "<p>" + String(repeating: "Lorem <b>ipsum</b> dolor &amp; sit. ", count: 10_000) + "</p>"
        show["name"] = String(repeating: "N", count: 100_000)
        let data = try JSONSerialization.data(withJSONObject: (0..<10).map { _ in ["score": 1.0, "show": show] as [String: Any] })
        guard data.count > 3_000_000 else { return [] }
        return try TVShow.decodeSearch(data)
    }
}
