import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SportsCore

@Suite(.serialized) struct PictureStoreTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])

    func serve() async throws -> (LoopbackServer, URL) {
        let server = LoopbackServer()
        await server.route("GET /logos/nfl_gb_light.png") { _ in
            .delayed(.milliseconds(50), LoopbackServer.png(Self.png))   // long enough for requests to overlap
        }
        await server.route("GET /logos/nfl_xx_light.png") { _ in LoopbackServer.status(404) }
        await server.route("GET /logos/nfl_bad_light.png") { _ in
            LoopbackServer.png(Data("<html>not a png</html>".utf8))
        }
        return (server, try await server.start())
    }

    func store(_ base: URL, _ dir: URL, online: Bool = true) -> PictureStore {
        PictureStore(http: online ? CurlHTTPClient(timeout: .seconds(3)) : nil,
                  urls: SourceURLs(mlb: base, yinzcam: base, logos: base.appendingPathComponent("logos"), tvmaze: base), directory: dir)
    }

    @Test func fetchedOnceAcrossManyAppearancesAndARestart() async throws {
        let (server, base) = try await serve()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = store(base, dir)
        let results = await withTaskGroup(of: PictureStore.Status.self) { group in
            for _ in 0..<20 { group.addTask { await first.logo(triCode: "GB") } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == .cached })
        for _ in 0..<50 { #expect(await first.logo(triCode: "gb") == .cached) }
        #expect(server.requests(to: "/logos/nfl_gb_light.png") == 1)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("nfl_gb_light.png").path))
        // A new run (new store, same folder) reads the disk, never the network.
        let second = store(base, dir)
        #expect(await second.logo(triCode: "GB") == .cached)
        #expect(await second.bytes(triCode: "GB") == Self.png)
        #expect(server.requests(to: "/logos/nfl_gb_light.png") == 1)
    }

    @Test func failuresAreRememberedNotRetried() async throws {
        let (server, base) = try await serve()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = store(base, dir)
        for _ in 0..<5 {
            #expect(await s.logo(triCode: "XX") == .failed)
            #expect(await s.logo(triCode: "BAD") == .failed)
        }
        #expect(server.requests(to: "/logos/nfl_xx_light.png") == 1)
        #expect(server.requests(to: "/logos/nfl_bad_light.png") == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("nfl_bad_light.png").path))
    }

    @Test func postersByURLAreFetchedOnceAndOnlyImagesAreKept() async throws {
        let server = LoopbackServer()
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3, 4])
        await server.route("GET /medium/1.jpg") { _ in .respond(status: 200, contentType: "image/jpeg", body: jpeg) }
        await server.route("GET /medium/2.jpg") { _ in LoopbackServer.json(Data("{}".utf8)) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = store(base, dir)
        for _ in 0..<5 {
            #expect(await s.image(base.appendingPathComponent("medium/1.jpg")) == .cached)
            #expect(await s.image(base.appendingPathComponent("medium/2.jpg")) == .failed)
        }
        #expect(server.requests(to: "/medium/1.jpg") == 1)
        #expect(server.requests(to: "/medium/2.jpg") == 1)
        #expect(await store(base, dir).image(base.appendingPathComponent("medium/1.jpg")) == .cached)   // from disk
        #expect(server.requests(to: "/medium/1.jpg") == 1)
        #expect(await s.image(URL(string: "file:///etc/passwd")!) == .failed)
    }

    @Test func offlineReadsOnlyTheDiskAndHostileTricodesNeverBecomePaths() async throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = URL(string: "http://127.0.0.1:\(closedLoopbackPort())")!
        let offline = store(base, dir, online: false)
        #expect(await offline.logo(triCode: "GB") == .failed)
        try Self.png.write(to: dir.appendingPathComponent("nfl_gb_light.png"))
        #expect(await store(base, dir, online: false).logo(triCode: "GB") == .cached)
        #expect(PictureStore.key("../../etc/passwd") == "etcpassw")
        #expect(await offline.logo(triCode: "../") == .failed)
    }

    /// MLB logos (SVG, by team id) and NBA logos (PNG, by abbreviation) from
    /// their own base URLs: fetched once, kept on disk under the sample's file
    /// names, an HTML page refused. The NBA logo host never sees a key: the
    /// store's client has none to send.
    @Test func mlbAndNBALogosComeFromTheirOwnBasesOnce() async throws {
        let server = LoopbackServer()
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>"#.utf8)
        let headers = Mutex<[String: String]>([:])
        await server.route("GET /mlb/147.svg") { _ in .respond(status: 200, contentType: "image/svg+xml", body: svg) }
        await server.route("GET /mlb/999.svg") { _ in .respond(status: 200, contentType: "text/html", body: Data("<html><svg/></html>".utf8)) }
        await server.route("GET /nba/nyk.png") { request in
            headers.withLock { $0 = request.headers }
            return LoopbackServer.png(Self.png)
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let urls = SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base, nba: base,
                              mlbLogos: base.appendingPathComponent("mlb"), nbaLogos: base.appendingPathComponent("nba"))
        let s = PictureStore(http: CurlHTTPClient(timeout: .seconds(3)), urls: urls, directory: dir)
        for _ in 0..<3 {
            #expect(await ImageRequest.mlbLogo(147).load(from: s) == .cached)
            #expect(await ImageRequest.nbaLogo("NYK").load(from: s) == .cached)
            #expect(await ImageRequest.mlbLogo(999).load(from: s) == .failed)
        }
        #expect(server.requests(to: "/mlb/147.svg") == 1)
        #expect(server.requests(to: "/nba/nyk.png") == 1)
        #expect(server.requests(to: "/mlb/999.svg") == 1)
        #expect(await s.bytes(for: .mlbLogo(147)) == svg)
        #expect(await s.bytes(for: .nbaLogo("NYK")) == Self.png)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("mlb_147.svg").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("nba_nyk.png").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("mlb_999.svg").path))
        #expect(headers.withLock { $0["authorization"] } == nil)
        #expect(Endpoint.nbaLogo(abbreviation: "../x").url(in: urls).lastPathComponent == "x.png", "an abbreviation never becomes a path")
    }
}

/// The picture folder stays within its bound however many distinct
/// pictures a session meets, oldest first out; what memory keeps is where
/// each lies, never its bytes.
@Suite(.serialized) struct PictureCacheBoundTests {
    @Test func oneHundredFiftyDistinctHeadshotsStayWithinTheBound() async throws {
        let server = LoopbackServer()
        // 150 distinct 200 KB "headshots" (a JPEG's magic, then filler unique to each).
        for i in 0..<150 {
            let body = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: UInt8(i), count: 200_000) + Data("headshot \(i)".utf8)
            await server.route("GET /mugs/\(i).jpg") { _ in LoopbackServer.png(body) }
        }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bound = 4_000_000
        let store = PictureStore(http: CurlHTTPClient(timeout: .seconds(3)), urls: SourceURLs(mlb: base, yinzcam: base, logos: base, tvmaze: base),
                              directory: dir, maxDiskBytes: bound)
        var sizes: [Int] = []
        for i in 0..<150 {
            let url = base.appendingPathComponent("mugs/\(i).jpg")
            #expect(await store.image(url) == .cached)
            #expect(await store.bytes(for: .url(url))?.count == 200_004 + "headshot \(i)".utf8.count, "the newest is always kept")
            sizes.append(Self.folderBytes(dir))
        }
        #expect(sizes.max()! <= bound + 210_000, "never more than the bound and the picture just written: \(sizes.max()!)")
        #expect(sizes.last! <= bound)
        // The oldest went first: the first picture is gone, and asking for it fetches it again.
        let first = base.appendingPathComponent("mugs/0.jpg")
        #expect(server.requests(to: "/mugs/0.jpg") == 1)
        #expect(await store.bytes(for: .url(first)) == nil)
        #expect(await store.image(first) == .cached)
        #expect(server.requests(to: "/mugs/0.jpg") == 2)
    }

    static func folderBytes(_ dir: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: [.fileSizeKey])) ?? [])
            .reduce(0) { $0 + ((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
    }
}
