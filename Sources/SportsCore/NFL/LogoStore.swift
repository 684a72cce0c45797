import CPictures
import Foundation

/// Team logos and show posters: fetched lazily, kept on disk under the
/// cache folder and in memory once read, never fetched again while cached
/// (also across restarts); a failure is remembered for the rest of the run so
/// a broken logo is not retried in a loop; concurrent requests for the same
/// logo share one fetch. Only PNG, JPEG and SVG bytes are accepted.
public actor LogoStore {
    public enum Status: Equatable, Sendable { case cached, failed }

    private let http: (any HTTPClient)?
    private let urls: SourceURLs
    private let directory: URL
    /// Read-only images shipped with the app (the offline sample's posters),
    /// named as the cache names them; looked at after the cache folder.
    private let bundled: URL?
    private var memory: [String: Data] = [:]
    private var failed: Set<String> = []
    private var inFlight: [String: Task<Data?, Never>] = [:]

    /// `http` nil means offline: only what is already on disk.
    public init(http: (any HTTPClient)?, urls: SourceURLs, directory: URL, bundled: URL? = nil) {
        self.http = http
        self.urls = urls
        self.directory = directory
        self.bundled = bundled
    }

    public func logo(triCode: String) async -> Status {
        let key = Self.key(triCode)
        guard !key.isEmpty else { return .failed }
        return await fetch(key: key, file: directory.appendingPathComponent("nfl_\(key)_light.png"),
                           url: Endpoint.nflLogo(tricode: key).url(in: urls))
    }

    /// An MLB or NBA club logo: the same rules, the file named as the sample's.
    public func logo(_ endpoint: Endpoint) async -> Status {
        let file = Self.fileName(endpoint)
        return await fetch(key: file, file: directory.appendingPathComponent(file), url: endpoint.url(in: urls))
    }

    /// A club logo's file in the cache, and in the bundled sample's `images/`.
    public static func fileName(_ endpoint: Endpoint) -> String { (endpoint.samplePath as NSString).lastPathComponent }

    /// A show poster (or any image) by URL: the same memory/disk/once rules;
    /// the file name is a hash of the URL, never a path from the network.
    public func image(_ url: URL) async -> Status {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else { return .failed }
        let key = Self.imageKey(url)
        return await fetch(key: key, file: directory.appendingPathComponent("\(key).img"), url: url)
    }

    private func fetch(key: String, file: URL, url: URL) async -> Status {
        if memory[key] != nil { return .cached }
        if failed.contains(key) { return .failed }
        for candidate in [file, bundled.map { $0.appendingPathComponent(file.lastPathComponent) }].compactMap({ $0 }) {
            if let data = try? Data(contentsOf: candidate), Self.isImage(data) {
                memory[key] = data
                return .cached
            }
        }
        if let running = inFlight[key] {
            return await running.value != nil ? .cached : .failed
        }
        guard let http else { failed.insert(key); return .failed }
        let task = Task<Data?, Never> {
            guard let data = try? await http.get(url), Self.isImage(data) else { return nil }
            return data
        }
        inFlight[key] = task
        let data = await task.value
        inFlight[key] = nil
        guard let data else { failed.insert(key); return .failed }
        memory[key] = data
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
        return .cached
    }

    public func bytes(triCode: String) -> Data? { memory[Self.key(triCode)] }

    /// The bytes of an image already loaded (`.cached`), for pictures.
    public func bytes(for request: ImageRequest) -> Data? {
        switch request {
        case .nflLogo(let tricode): memory[Self.key(tricode)]
        case .mlbLogo, .nbaLogo: request.endpoint.flatMap { memory[Self.fileName($0)] }
        case .url(let url): memory[Self.imageKey(url)]
        }
    }

    /// The cache's name for an image URL: a hash, never a path from the network.
    public static func imageKey(_ url: URL) -> String { "img-" + ResponseCache.key(for: url.absoluteString) }

    /// Letters and digits only: a tricode from the network never becomes a path.
    static func key(_ triCode: String) -> String {
        String(triCode.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(8))
    }

    /// PNG or JPEG by their magic bytes, or SVG text (MLB and NHL logos); an
    /// HTML error page is never stored as an image.
    static func isImage(_ data: Data) -> Bool {
        if data.count > 8 && data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return true }
        if data.count > 3 && data.prefix(3) == Data([0xFF, 0xD8, 0xFF]) { return true }
        return data.prefix(4096).withUnsafeBytes { raw in
            raw.bindMemory(to: UInt8.self).baseAddress.map { jt_picture_is_svg($0, Int32(raw.count)) == 1 } ?? false
        }
    }
}

/// An image the app wants on screen: a club logo by tricode or id, or a
/// poster, logo or headshot by the URL its payload gives.
public enum ImageRequest: Hashable, Sendable {
    case nflLogo(String)
    case mlbLogo(Int)
    case nbaLogo(String)
    case url(URL)

    /// Memory, disk or one network fetch per run; `.failed` when it cannot be had.
    public func load(from store: LogoStore?) async -> LogoStore.Status {
        guard let store else { return .failed }
        switch self {
        case .nflLogo(let tricode): return await store.logo(triCode: tricode)
        case .mlbLogo, .nbaLogo:
            guard let endpoint else { return .failed }
            return await store.logo(endpoint)
        case .url(let url): return await store.image(url)
        }
    }

    /// The club logo's endpoint; nil for an image named by its URL.
    public var endpoint: Endpoint? {
        switch self {
        case .nflLogo(let tricode): .nflLogo(tricode: tricode)
        case .mlbLogo(let id): .mlbLogo(teamID: id)
        case .nbaLogo(let abbreviation): .nbaLogo(abbreviation: abbreviation)
        case .url: nil
        }
    }
}
