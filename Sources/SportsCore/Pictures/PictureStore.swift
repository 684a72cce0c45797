import CPictures
import FoundationEssentials
import Glibc
import Primitives

/// Team logos, show posters and headshots: fetched lazily, kept on disk
/// under the cache folder, never fetched again while cached (also across
/// restarts); a failure is remembered for the rest of the run so a broken
/// picture is not retried in a loop; concurrent requests for the same one
/// share one fetch. Only PNG, JPEG and SVG bytes are accepted.
///
/// Memory holds only which pictures are on disk, never their bytes: a
/// picture is read from its file when it is converted, and the cells are
/// all that is kept. The folder is bounded (`maxDiskBytes`): after each
/// write the oldest files go first until it fits again.
public actor PictureStore {
    public enum Status: Equatable, Sendable { case cached, failed }

    /// 150 headshots of 1.9 MB once filled 220 MB; a few hundred logos and
    /// posters of ordinary size fit many times over.
    public static let defaultMaxDiskBytes = 64 << 20
    /// A kept picture larger than this is not one we wrote (downloads stop well under it).
    static let maxImageFileBytes = 32 << 20

    private let http: (any HTTPClient)?
    private let urls: SourceURLs
    private let directory: URL
    /// Read-only images shipped with the app (the offline sample's posters),
    /// named as the cache names them; looked at after the cache folder.
    private let bundled: URL?
    private let maxDiskBytes: Int
    /// Where each picture known to be good lies (the cache folder or the bundle).
    private var files: [String: URL] = [:]
    private var failed: Set<String> = []
    private var inFlight: [String: Task<Data?, Never>] = [:]
    /// What the cache folder holds, in bytes; nil until first measured.
    private var diskBytes: Int?

    /// `http` nil means offline: only what is already on disk.
    public init(http: (any HTTPClient)?, urls: SourceURLs, directory: URL, bundled: URL? = nil,
                maxDiskBytes: Int = PictureStore.defaultMaxDiskBytes) {
        self.http = http
        self.urls = urls
        self.directory = directory
        self.bundled = bundled
        self.maxDiskBytes = maxDiskBytes
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
    public static func fileName(_ endpoint: Endpoint) -> String { String(endpoint.samplePath.split(separator: "/").last ?? "") }

    /// A show poster (or any image) by URL: the same disk/once rules;
    /// the file name is a hash of the URL, never a path from the network.
    public func image(_ url: URL) async -> Status {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else { return .failed }
        let key = Self.imageKey(url)
        return await fetch(key: key, file: directory.appendingPathComponent("\(key).img"), url: url)
    }

    private func fetch(key: String, file: URL, url: URL) async -> Status {
        if files[key] != nil { return .cached }
        if failed.contains(key) { return .failed }
        for candidate in [file, bundled.map { $0.appendingPathComponent(file.lastPathComponent) }].compactMap({ $0 }) {
            if Self.isImage(Self.head(of: candidate)) {
                files[key] = candidate
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
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard (try? data.write(to: file, options: .atomic)) != nil else { failed.insert(key); return .failed }
        files[key] = file
        keepWithinBound(adding: data.count, keep: file)
        return .cached
    }

    public func bytes(triCode: String) -> Data? { read(Self.key(triCode)) }

    /// The bytes of an image already loaded (`.cached`), read from its file
    /// for one conversion; nil when it was pruned or damaged since.
    public func bytes(for request: ImageRequest) -> Data? {
        switch request {
        case .nflLogo(let tricode): read(Self.key(tricode))
        case .mlbLogo, .nbaLogo: request.endpoint.flatMap { read(Self.fileName($0)) }
        case .url(let url): read(Self.imageKey(url))
        case .drawing: nil
        }
    }

    private func read(_ key: String) -> Data? {
        guard let file = files[key] else { return nil }
        guard let data = BoundedFile.data(file.path, limit: Self.maxImageFileBytes, followLinks: false), Self.isImage(data) else {
            files[key] = nil   // pruned by another instance, or damaged: fetch again next time
            return nil
        }
        return data
    }

    /// The first bytes of a file, enough to know an image by its magic or prolog.
    static func head(of file: URL) -> Data {
        let fd = open(file.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return Data() }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        return n > 0 ? Data(bytes[0..<n]) : Data()
    }

    /// After a write: when the folder holds more than its bound, removes the
    /// files least recently written until it holds at most nine tenths of it
    /// (so not every write prunes). The file just written stays.
    private func keepWithinBound(adding bytes: Int, keep: URL) {
        if let known = diskBytes, known + bytes <= maxDiskBytes { diskBytes = known + bytes; return }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .compactMap { name -> (url: URL, size: Int, date: Int)? in
                guard Self.isOurs(name) else { return nil }
                let url = directory.appendingPathComponent(name)
                var info = stat()
                guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
                return (url, Int(info.st_size), Int(info.st_mtim.tv_sec))
            }
        var total = entries.reduce(0) { $0 + $1.size }
        if total > maxDiskBytes {
            let target = maxDiskBytes / 10 * 9
            for entry in entries.sorted(by: { $0.date < $1.date }) where total > target {
                guard entry.url.lastPathComponent != keep.lastPathComponent else { continue }
                guard (try? FileManager.default.removeItem(at: entry.url)) != nil else { continue }
                total -= entry.size
                let gone = entry.url.standardizedFileURL.path
                files = files.filter { $0.value.standardizedFileURL.path != gone }
            }
        }
        diskBytes = total
    }

    /// A name this store writes, and so may prune: anything else in the folder
    /// (files a user put there) is never counted or removed.
    static func isOurs(_ name: String) -> Bool {
        func letters(_ s: Substring, _ range: ClosedRange<Int>) -> Bool {
            range.contains(s.count) && s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        if name.hasPrefix("img-"), name.hasSuffix(".img") {
            let hash = name.dropFirst(4).dropLast(4)
            return hash.count == 16 && hash.allSatisfy { $0.isHexDigit && !$0.isUppercase }
        }
        if name.hasPrefix("nfl_"), name.hasSuffix("_light.png") { return letters(name.dropFirst(4).dropLast(10), 1...8) }
        if name.hasPrefix("nba_"), name.hasSuffix(".png") { return letters(name.dropFirst(4).dropLast(4), 1...3) }
        if name.hasPrefix("mlb_"), name.hasSuffix(".svg") {
            let id = name.dropFirst(4).dropLast(4)
            return (1...10).contains(id.count) && id.allSatisfy(\.isNumber)
        }
        return false
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
    /// A picture the app draws itself (the strike zone, the rink), named by
    /// its description: nothing to fetch, and the store never holds one.
    case drawing(String)

    /// Memory, disk or one network fetch per run; `.failed` when it cannot be had.
    public func load(from store: PictureStore?) async -> PictureStore.Status {
        guard let store else { return .failed }
        switch self {
        case .nflLogo(let tricode): return await store.logo(triCode: tricode)
        case .mlbLogo, .nbaLogo:
            guard let endpoint else { return .failed }
            return await store.logo(endpoint)
        case .url(let url): return await store.image(url)
        case .drawing: return .failed
        }
    }

    /// The club logo's endpoint; nil for an image named by its URL.
    public var endpoint: Endpoint? {
        switch self {
        case .nflLogo(let tricode): .nflLogo(tricode: tricode)
        case .mlbLogo(let id): .mlbLogo(teamID: id)
        case .nbaLogo(let abbreviation): .nbaLogo(abbreviation: abbreviation)
        case .url, .drawing: nil
        }
    }
}
