import FoundationEssentials
import Synchronization
import Primitives

public struct OfflineDataSource: DataSource, Equatable {
    public let samples: URL?
    public var isOffline: Bool { true }

    public init(samples: URL?) { self.samples = samples }

    public func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy,
                                   decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        try answer(endpoint, decode: decode)
    }

    /// Offline the answer is on disk: the first frame can carry it, read
    /// here on the spot, instead of a loading line and a second frame.
    public func lastCopy<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) -> Loaded<T>? {
        try? answer(endpoint, decode: decode)
    }

    func answer<T: Sendable>(_ endpoint: Endpoint, decode: @Sendable (Data) throws -> T) throws(FetchError) -> Loaded<T> {
        guard let samples else { throw .noSample("The bundled sample data is missing from this installation.") }
        if case .tvmazeSearch(let query) = endpoint {
            return Loaded(value: try DecodeReport.decode(searchBundledShows(query, samples), decode).0, origin: .bundledSample)
        }
        let file = samples.appendingPathComponent(endpoint.samplePath)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            switch endpoint {
            case .tvmazeShows: throw .httpStatus(404)   // like the API past the last page
            case .nhlRoster(let tri): throw .noSample("The offline sample has no \(tri.uppercased()) roster; it holds \(bundledNHLRosters().joined(separator: ", ")).")
            case .nhlPlayer(let id): throw .noSample("The offline sample has no NHL player \(id).")
            case .mlbGameFeed(let pk), .mlbWinProbability(let pk):
                throw .noSample("The offline sample has no MLB game \(pk); it holds games \(bundledMLBGames().map(String.init).joined(separator: ", ")).")
            case .nhlLanding(let id), .nhlBoxscore(let id), .nhlPlayByPlay(let id):
                throw .noSample("The offline sample has no NHL game \(id); it holds games \(bundledNHLGames().map(String.init).joined(separator: ", ")).")
            case .nbaPlayers, .bundled(.nbaPlayers):
                throw .noSample("The offline sample has no players for this team (every bundled team has some: this installation's sample is incomplete).")
            default: break
            }
            throw .noSample("No bundled sample for \(endpoint.summary) in offline mode.")
        }
        return Loaded(value: try DecodeReport.decode(data, decode).0, origin: .bundledSample)
    }

    /// Offline, a search runs over every bundled catalogue page and answers in
    /// the API's own shape (`[{"score", "show"}]`), so the same decoder reads it.
    func searchBundledShows(_ query: String, _ samples: URL) -> Data {
        struct Named: Decodable { let name: String? }
        let needle = query.lowercased()
        var hits: [UInt8] = Array("[".utf8)
        let decoder = JSONDecoder()
        for page in 0..<100 {
            let file = samples.appendingPathComponent(Endpoint.tvmazeShows(page: page).samplePath)
            guard let data = FileManager.default.contents(atPath: file.path) else { break }
            let bytes = [UInt8](data)
            guard let shows = JSONSkimmer.elements(of: Data(bytes), at: []) else { break }
            for range in shows {
                let show = bytes[range]
                guard let name = (try? decoder.decode(Named.self, from: Data(show)))?.name,
                      name.lowercased().contains(needle) else { continue }
                if hits.count > 1 { hits.append(UInt8(ascii: ",")) }
                hits += Array(#"{"score":1.0,"show":"#.utf8) + show + [UInt8(ascii: "}")]
            }
        }
        return Data(hits + [UInt8(ascii: "]")])
    }

    /// Tricodes of the bundled NHL rosters, sorted.
    public func bundledNHLRosters() -> [String] {
        guard let dir = samples?.appendingPathComponent("nhl"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return [] }
        return names.compactMap { name in
            guard name.hasPrefix("roster-"), name.hasSuffix(".json") else { return nil }
            return String(name.dropFirst("roster-".count).dropLast(".json".count))
        }.sorted()
    }

    /// The NHL games that have a bundled landing, sorted.
    public func bundledNHLGames() -> [Int] { nhlSampleKeys("landing-").compactMap { Int($0) }.sorted() }

    /// The days that have a bundled NHL schedule, sorted.
    public func bundledNHLDays() -> [Day] { nhlSampleKeys("schedule-").compactMap { Day(iso: String($0)) }.sorted() }

    private func nhlSampleKeys(_ prefix: String) -> [Substring] { sampleKeys("nhl", prefix) }

    /// The games that have a bundled game-center feed, sorted.
    public func bundledMLBGames() -> [Int] { mlbSampleKeys("game-").compactMap { Int($0) }.sorted() }

    /// The days that have a bundled MLB sample, sorted.
    public func bundledMLBDays() -> [Day] {
        mlbSampleKeys("schedule-").compactMap { Day(iso: $0) }.sorted()
    }

    /// The seasons that have bundled MLB standings, sorted.
    public func bundledStandingsSeasons() -> [Int] {
        mlbSampleKeys("standings-").compactMap { Int($0) }.sorted()
    }

    private func mlbSampleKeys(_ prefix: String) -> [Substring] { sampleKeys("mlb", prefix) }

    /// What follows `prefix` in the names of `<folder>/<prefix>….json` samples.
    public func sampleKeys(_ folder: String, _ prefix: String) -> [Substring] {
        guard let dir = samples?.appendingPathComponent(folder) else { return [] }
        return Self.listing(dir.path).compactMap { name in
            guard name.hasPrefix(prefix), name.hasSuffix(".json") else { return nil }
            return name.dropFirst(prefix.count).dropLast(".json".count)
        }
    }

    /// A folder's file names, read once a run: every league's board asks the
    /// same folder at start, and the bundled samples do not change while the app runs.
    static func listing(_ path: String) -> [String] {
        if let known = listings.withLock({ $0[path] }) { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        listings.withLock { $0[path] = names }
        return names
    }

    private static let listings = Mutex<[String: [String]]>([:])

    /// Offline opens here when no date is asked for: the latest sample with games.
    public func latestMLBDayWithGames() -> Day? {
        guard let samples else { return nil }
        return bundledMLBDays().reversed().first { day in
            guard let data = FileManager.default.contents(atPath: samples.appendingPathComponent(Endpoint.mlbSchedule(date: day.iso).samplePath).path)
            else { return false }
            if let total = MLBSchedule.totalGames(in: data) { return total > 0 }
            return (try? MLBSchedule.decode(data))?.games.isEmpty == false
        }
    }
}

func decodeOrThrow<T>(_ data: Data, _ decode: (Data) throws -> T) throws(FetchError) -> T {
    do {
        return try decode(data)
    } catch let error as DecodingError {
        throw .decoding(error.shortDescription)
    } catch let error as FetchError {
        throw error
    } catch {
        throw .decoding(String(describing: error))
    }
}

extension Origin {
    /// For log lines.
    public var logText: String {
        switch self {
        case .network: "network"
        case .bundledSample: "bundled sample"
        case .cache: "cache"
        case .staleCache: "stale cache"
        case .refreshing: "last copy, refreshing"
        case .heldBack: "held back by the delay, shown in part"
        case .delayed: "network, delayed"
        }
    }
}
