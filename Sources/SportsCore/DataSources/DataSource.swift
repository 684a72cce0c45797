import FoundationEssentials
import Synchronization
import Primitives
import Logging

/// Where a value came from, so the UI can mark it.
public enum Origin: Hashable, Sendable {
    case network
    case bundledSample
    /// A cached copy still within its cache policy: no request was made.
    case cache(fetchedAt: Date)
    /// A cached copy shown because the fetch failed; the UI marks it stale with its age.
    case staleCache(fetchedAt: Date, failure: FetchError)
    /// The last copy on disk, shown at once while the network is asked: the
    /// fresh answer replaces it (or marks it stale) in the same request.
    case refreshing(fetchedAt: Date)
    /// An answer held back by the delay, handed over early so that what cannot
    /// spoil (games not started, finals long over) shows at once; the request
    /// still runs, and its delayed answer is due `until` (asked at `asked`).
    case heldBack(asked: Date, until: Date)
    /// The answer as it stood at `asOf`, shown now by the delay: an answer that
    /// arrives later may still be newer than it (one kept from before an outage).
    case delayed(asOf: Date)
}

/// A kept answer's bytes and when they were fetched.
struct CachedBody: Sendable {
    var data: Data
    var fetchedAt: Date
}

public struct Loaded<Value: Sendable>: Sendable {
    public var value: Value
    public var origin: Origin
    public init(value: Value, origin: Origin) { self.value = value; self.origin = origin }
}

extension Loaded: Equatable where Value: Equatable {}

/// Live (HTTP + cache) or offline (bundled samples). Both run the same
/// decoders; a response is cached only once it decoded, so a bad payload can
/// never replace a good cached copy.
public protocol DataSource: Sendable {
    var isOffline: Bool { get }
    func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy,
                            decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T>
    /// The same, saying how a source that holds answers back (the delay) treats this one;
    /// every other source ignores it.
    func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, holding: Holding<T>,
                            decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T>
    /// Whether the source holds this request's answer back (the delay, for a live league's day).
    func holdsBack(_ endpoint: Endpoint) -> Bool
    /// The copy kept from an earlier run when `fetch` would ask the network for
    /// it (none offline, none when the cache serves it anyway): what a screen
    /// shows while its fresh answer travels. Disk and decoding only, never the network.
    func lastCopy<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) -> Loaded<T>?
}

extension DataSource {
    public func lastCopy<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) -> Loaded<T>? { nil }

    public func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, holding: Holding<T>,
                                   decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        try await fetch(endpoint, cache: cache, decode: decode)
    }

    public func holdsBack(_ endpoint: Endpoint) -> Bool { false }
}

/// How the delay treats one request.
public enum Holding<T: Sendable>: Sendable {
    /// As any other: held back when its league has a delay.
    case asAnyOther
    /// Held back, and handed over at once to `preview` (with when it was asked and when
    /// its delayed picture is due) for a screen that shows only what cannot spoil.
    case previewing(@Sendable (T, Date, Date) -> Void)
    /// Never held: a first step wanted only for what it names (the week a day is in).
    case never
}

extension DataSource {
    /// Asks the network every time (the stale copy is only a fallback).
    public func fetch<T: Sendable>(_ endpoint: Endpoint, decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        try await fetch(endpoint, cache: .always, decode: decode)
    }
}

public struct LiveDataSource: DataSource {
    public let urls: SourceURLs
    public let http: any HTTPClient
    public let cache: ResponseCache
    public let now: @Sendable () -> Date
    /// The bundled samples folder: assets such as the map outline come from there in every mode.
    public let bundled: URL?
    /// The balldontlie key (`BALLDONTLIE_API_KEY` or `nba_api_key`): sent as a header, never in a URL, a file name or a log line.
    public let nbaKey: String?
    /// Where skipped elements are counted; silent unless the app passes its log's.
    public let logger: Logger
    /// Requests for one URL asked while one is out share it (a season's file
    /// asked for several days), and so do reads of a large kept copy.
    let downloads = InFlight<HTTPAnswer>()
    /// Validators and the values decoded from them, for conditional requests.
    let conditional = ConditionalAnswers()
    let largeCopies = InFlight<CachedBody?>()
    public var isOffline: Bool { false }

    public init(urls: SourceURLs, http: any HTTPClient, cache: ResponseCache, bundled: URL? = nil, nbaKey: String? = nil,
                now: @escaping @Sendable () -> Date = { Date() },
                logger: Logger = Logger(label: "jumbotron", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.urls = urls; self.http = http; self.cache = cache; self.bundled = bundled; self.now = now; self.logger = logger
        self.nbaKey = nbaKey.flatMap { $0.trimmedWhitespace.isEmpty ? nil : $0 }
    }

    /// One line saying how to set the key, for the tab and for `print basketball`.
    public static let nbaKeyHelp =
        "No balldontlie API key: set BALLDONTLIE_API_KEY, or nba_api_key in config.toml (free at https://www.balldontlie.io)."

    public func lastCopy<T: Sendable>(_ endpoint: Endpoint, cache policy: CachePolicy,
                                      decode: @Sendable (Data) throws -> T) -> Loaded<T>? {
        guard !endpoint.isBundledAsset, !endpoint.needsNBAKey || nbaKey != nil else { return nil }
        let url = endpoint.url(in: urls)
        guard let cached = cachedCopy(url, endpoint.bodyLimit, decode, if: { !policy.isFresh(fetchedAt: $0, now: now()) }) else { return nil }
        return Loaded(value: cached.value, origin: .refreshing(fetchedAt: cached.fetchedAt))
    }

    /// The copy on disk for `url`, decoded, when there is one, it still decodes,
    /// and its fetch time passes `keep`.
    private func cachedCopy<T>(_ url: URL, _ limit: Int?, _ decode: @Sendable (Data) throws -> T,
                               if keep: (Date) -> Bool = { _ in true }) -> (value: T, fetchedAt: Date)? {
        guard let cached = cache.load(for: url, limit: limit), keep(cached.fetchedAt),
              let value = (try? DecodeReport.decode(cached.data, decode))?.0 else { return nil }
        return (value, cached.fetchedAt)
    }

    /// The kept copy when the policy still serves it. A large one (a season's
    /// file) is read once for all who ask at the same moment. A current copy
    /// about another day than the one asked (the NBA's scoreboard holds one day
    /// under one address) is that answer: the network, asked now, would say
    /// the same, so the request's fallback is asked instead.
    private func freshCopy<T>(_ url: URL, _ limit: Int?, _ decode: @Sendable (Data) throws -> T,
                              _ policy: CachePolicy) async -> Result<(value: T, fetchedAt: Date), FetchError>? {
        let cache = self.cache
        let read = { @Sendable in cache.load(for: url, limit: limit).map { CachedBody(data: $0.data, fetchedAt: $0.fetchedAt) } }
        let copy = limit == nil ? read() : try? await largeCopies.run(url.absoluteString) { .success(read()) }.get()
        guard let copy, policy.isFresh(fetchedAt: copy.fetchedAt, now: now()) else { return nil }
        do throws(FetchError) {
            return .success((try DecodeReport.decode(copy.data, decode).0, copy.fetchedAt))
        } catch {
            return error.isAnotherDay ? .failure(error) : nil
        }
    }

    public func fetch<T: Sendable>(_ endpoint: Endpoint, cache policy: CachePolicy,
                                   decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        if endpoint.isBundledAsset { return try await OfflineDataSource(samples: bundled).fetch(endpoint, cache: policy, decode: decode) }
        let url = endpoint.url(in: urls)
        var headers: [String: String] = [:]
        if endpoint.needsNBAKey {
            guard let nbaKey else { throw .missingKey(Self.nbaKeyHelp) }
            headers["Authorization"] = nbaKey
        }
        if policy != .always, let kept = await freshCopy(url, endpoint.bodyLimit, decode, policy) {
            let cached = try kept.get()
            return Loaded(value: cached.value, origin: .cache(fetchedAt: cached.fetchedAt))
        }
        let failure: FetchError
        do {
            return try await download(endpoint, url, headers, decode)
        } catch {
            failure = error
        }
        // A refused key must say so, not hide behind a copy fetched with an older key.
        if failure == .cancelled || failure == .keyRefused { throw failure }
        if let cached = cachedCopy(url, endpoint.bodyLimit, decode) {
            return Loaded(value: cached.value, origin: .staleCache(fetchedAt: cached.fetchedAt, failure: failure))
        }
        throw failure
    }
}

extension LiveDataSource {
    /// The network's answer, asked only if changed when the last one named its
    /// version and its copy is on disk: a `304` hands back the value decoded
    /// from it before (or decodes the copy, for a reader of another type), and
    /// the copy is current again.
    func download<T: Sendable>(_ endpoint: Endpoint, _ url: URL, _ headers: [String: String],
                               _ decode: @Sendable (Data) throws -> T, conditional asking: Bool = true) async throws(FetchError) -> Loaded<T> {
        let (http, limit, key) = (self.http, endpoint.bodyLimit, url.absoluteString)
        let known = asking && cache.has(url) ? conditional.validators(for: key) : HTTPValidators()
        let answer = try await downloads.run("\(limit ?? 0) \(key) \(known.isEmpty ? "" : "if changed")") {
            do throws(FetchError) { return .success(try await http.get(url, headers: headers, maxBytes: limit, ifChangedSince: known)) }
            catch { return .failure(error) }
        }.get()
        switch answer {
        case .notModified:
            cache.touch(url, at: now())
            if let value = conditional.value(for: key, endpoint, as: T.self) { return Loaded(value: value, origin: .network) }
            if let copy = cache.load(for: url, limit: limit), let (value, _) = try? DecodeReport.decode(copy.data, decode) {
                conditional.add(value, for: key, endpoint)
                return Loaded(value: value, origin: .network)
            }
            // The copy went (the cache's bound) between the question and the answer: ask in full.
            conditional.forget(key)
            return try await download(endpoint, url, headers, decode, conditional: false)
        case .body(let data, let validators):
            let (value, skipped) = try DecodeReport.decode(data, decode)
            if skipped > 0 {
                logger.warning("\(endpoint.summary): skipped \(skipped) element\(skipped == 1 ? "" : "s") of the wrong shape")
            }
            // A payload with unreadable elements never replaces a cached copy that had none.
            let cachedIsBetter = skipped > 0 && cache.load(for: url, limit: limit).map { (try? DecodeReport.decode($0.data, decode))?.skipped == 0 } == true
            if cachedIsBetter {
                conditional.forget(key)
            } else {
                try? cache.store(data, for: url, at: now())
                conditional.keep(value, for: key, endpoint, validators: validators)
            }
            return Loaded(value: value, origin: .network)
        }
    }
}
