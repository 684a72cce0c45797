import Foundation
import Testing
import TestSupport
@testable import SportsCore

@Suite struct ResponseCacheTests {
    @Test func storesAndLoadsWithTheFetchTime() throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = ResponseCache(directory: dir.appendingPathComponent("responses"))
        let url = URL(string: "http://example.test/a?b=c")!
        #expect(cache.load(for: url) == nil)
        let before = Date().addingTimeInterval(-2)
        try cache.store(Data("hello".utf8), for: url)
        let loaded = try #require(cache.load(for: url))
        #expect(loaded.data == Data("hello".utf8))
        #expect(loaded.fetchedAt > before)
    }

    @Test func keysAreStableHashesNeverPathsFromTheNetwork() {
        #expect(ResponseCache.key(for: "") == "cbf29ce484222325")
        let cache = ResponseCache(directory: URL(fileURLWithPath: "/c"))
        let evil = URL(string: "http://h/../../../etc/passwd")!
        #expect(cache.fileURL(for: evil).deletingLastPathComponent().path == "/c")
    }
}
