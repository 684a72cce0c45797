import Foundation

/// Team logos (and later posters): fetched lazily, kept on disk under the
/// cache folder and in memory once read, never fetched again while cached
/// (also across restarts); a failure is remembered for the rest of the run so
/// a broken logo is not retried in a loop; concurrent requests for the same
/// logo share one fetch. Only PNG bytes are accepted.
public actor LogoStore {
    public enum Status: Equatable, Sendable { case cached, failed }

    private let http: (any HTTPClient)?
    private let urls: SourceURLs
    private let directory: URL
    private var memory: [String: Data] = [:]
    private var failed: Set<String> = []
    private var inFlight: [String: Task<Data?, Never>] = [:]

    /// `http` nil means offline: only what is already on disk.
    public init(http: (any HTTPClient)?, urls: SourceURLs, directory: URL) {
        self.http = http
        self.urls = urls
        self.directory = directory
    }

    public func logo(triCode: String) async -> Status {
        let key = Self.key(triCode)
        guard !key.isEmpty else { return .failed }
        if memory[key] != nil { return .cached }
        if failed.contains(key) { return .failed }
        if let data = try? Data(contentsOf: file(key)), Self.isPNG(data) {
            memory[key] = data
            return .cached
        }
        if let running = inFlight[key] {
            return await running.value != nil ? .cached : .failed
        }
        guard let http else { failed.insert(key); return .failed }
        let url = Endpoint.nflLogo(tricode: key).url(in: urls)
        let task = Task<Data?, Never> {
            guard let data = try? await http.get(url), Self.isPNG(data) else { return nil }
            return data
        }
        inFlight[key] = task
        let data = await task.value
        inFlight[key] = nil
        guard let data else { failed.insert(key); return .failed }
        memory[key] = data
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: file(key), options: .atomic)
        return .cached
    }

    public func bytes(triCode: String) -> Data? { memory[Self.key(triCode)] }

    /// Letters and digits only: a tricode from the network never becomes a path.
    static func key(_ triCode: String) -> String {
        String(triCode.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(8))
    }

    private func file(_ key: String) -> URL { directory.appendingPathComponent("nfl_\(key)_light.png") }

    static func isPNG(_ data: Data) -> Bool {
        data.count > 8 && data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
