import FoundationEssentials
import Primitives

/// How long a good response may be served from the on-disk cache before the
/// network is asked again. Whatever the policy, a failed request falls back to
/// the last good copy (shown as stale).
public enum CachePolicy: Hashable, Sendable {
    /// Always ask the network: scores, standings, schedules change.
    case always
    /// Serve the cached copy while it is younger than this (team lists).
    case maxAge(seconds: Int)
    /// Once fetched, the answer never changes (a finished season).
    case forever
    /// Good until the season turns over: a season starts on the first of
    /// `startMonth` (UTC), so a copy from last season is asked for again.
    case season(startMonth: Int)

    public static let day = CachePolicy.maxAge(seconds: 86_400)

    /// Whether a copy fetched at `fetchedAt` can be served at `now` without asking.
    public func isFresh(fetchedAt: Date, now: Date) -> Bool {
        switch self {
        case .always: false
        case .forever: true
        case .maxAge(let seconds): now.timeIntervalSince(fetchedAt) < Double(seconds) && !Self.fromTheFuture(fetchedAt, now)
        case .season(let month): !Self.fromTheFuture(fetchedAt, now) && Self.season(of: fetchedAt, startMonth: month) == Self.season(of: now, startMonth: month)
        }
    }

    /// A copy stamped after `now` (a clock that jumped back) is not trusted; a file time read
    /// back a rounding above the time it was stamped with is not "after".
    static func fromTheFuture(_ fetchedAt: Date, _ now: Date) -> Bool { fetchedAt.timeIntervalSince(now) > 0.001 }

    /// The year a season starting on the first of `startMonth` began in.
    public static func season(of date: Date, startMonth: Int) -> Int {
        let day = Day(date, in: Zone.utc)
        return day.month >= startMonth ? day.year : day.year - 1
    }
}

/// One typed request: which endpoint, how its bytes become a value, how
/// long a cached answer stays good. The app's runtime and `jumbotron print`
/// both run these values, so the pairing of URL and decoder is written once.
public struct Fetch<Value: Sendable>: Sendable {
    public let endpoint: Endpoint
    public let cachePolicy: CachePolicy
    public let decode: @Sendable (Data) throws -> Value
    /// Asked instead when this one's answer is about another day than the one
    /// asked for (a live feed that has not turned over yet: its decoder throws
    /// `AnsweredAnotherDay`), or offline holds no sample of it.
    public let fallback: (@Sendable () -> Fetch<Value>)?
    /// The request this answer leads to, when it is only the first step (the
    /// NFL: a date's answer carries the season's calendar, which names the
    /// week to ask for). Nil: this answer is the value.
    public let then: (@Sendable (Value) -> Fetch<Value>?)?
    /// The next step only adds to this answer (college standings' poll): when it fails, this answer stands.
    public var thenIsOptional = false
    /// While the delay holds the answer back, it is handed over early (`Origin.heldBack`) for
    /// the screen to show what cannot spoil: only a screen that masks the rest asks for this.
    public var previewsWhileHeld = false

    public init(_ endpoint: Endpoint, cache: CachePolicy = .always, fallback: (@Sendable () -> Fetch<Value>)? = nil,
                then: (@Sendable (Value) -> Fetch<Value>?)? = nil, decode: @escaping @Sendable (Data) throws -> Value) {
        self.endpoint = endpoint
        self.cachePolicy = cache
        self.fallback = fallback
        self.then = then
        self.decode = decode
    }

    /// What the request is for, in words: log lines and messages.
    public var logName: String { endpoint.summary }

    /// The same request answered from the bundled sample in every mode (browsing the sample without a key).
    public var bundledSample: Fetch { Fetch(.bundled(endpoint), cache: .forever, decode: decode) }

    /// The same request, served from a copy fetched less than `seconds` ago
    /// when there is one: two pollers of one URL (a board and My Teams) make
    /// one request per pace between them, not one each.
    public func shared(within seconds: Int) -> Fetch {
        guard seconds > 0 else { return self }
        let policy: CachePolicy = cachePolicy == .always ? .maxAge(seconds: seconds) : cachePolicy
        var sharedFallback: (@Sendable () -> Fetch<Value>)?
        if let fallback { sharedFallback = { fallback().shared(within: seconds) } }
        var sharedThen: (@Sendable (Value) -> Fetch<Value>?)?
        if let then { sharedThen = { value in then(value)?.shared(within: seconds) } }
        var shared = Fetch(endpoint, cache: policy, fallback: sharedFallback, then: sharedThen, decode: decode)
        shared.thenIsOptional = thenIsOptional
        shared.previewsWhileHeld = previewsWhileHeld
        return shared
    }
}

/// A good answer about another day than the one asked for: the request's fallback is asked.
public struct AnsweredAnotherDay: Error, CustomStringConvertible {
    public let day: String
    public init(_ day: String) { self.day = day }
    public var description: String { "the feed is on \(day)" }
}

extension FetchError {
    /// How `AnsweredAnotherDay` reads once the decoder's error became a fetch error.
    var isAnotherDay: Bool {
        if case .decoding(let why) = self { return why.hasPrefix("the feed is on ") }
        return false
    }
}

extension DataSource {
    /// Runs a typed request: live (cache policy, stale fallback) or offline (bundled sample).
    /// An optional next step (a table's form, a poll beside the standings) never holds the
    /// answer back: with `partial`, the first step's answer is handed there at once and the
    /// whole one returned after; without, the next step has `optionalWait` to answer.
    /// `held`: where the answer the delay holds back goes at once (`Fetch.previewsWhileHeld`):
    /// only the last step's, the one that is the screen's. A first step wanted only for what
    /// it names (the week a day is in) is never held back: only the answer is.
    public func run<Value: Sendable>(_ request: Fetch<Value>, partial: (@Sendable (Loaded<Value>) -> Void)? = nil,
                                     held: (@Sendable (Value, Date, Date) -> Void)? = nil,
                                     optionalWait: Duration = .seconds(2)) async throws(FetchError) -> Loaded<Value> {
        let holding: Holding<Value> = request.then != nil && !request.thenIsOptional ? .never : held.map { .previewing($0) } ?? .asAnyOther
        let first = try await runStep(request, holding: holding)
        guard let then = request.then else { return first }
        guard let next = then(first.value) else {
            // A first step kept for what it names turned out to be the answer itself: that is asked
            // fresh, and, where the source holds answers back, as late as any answer.
            let cached = if case .cache = first.origin { request.cachePolicy != .always } else { false }
            if cached || holdsBack(request.endpoint) {
                return try await runStep(Fetch(request.endpoint, cache: .always, fallback: request.fallback, decode: request.decode),
                                         holding: held.map { .previewing($0) } ?? .asAnyOther)
            }
            return first
        }
        guard request.thenIsOptional else { return try await run(next, partial: partial, held: held, optionalWait: optionalWait) }
        if let partial { partial(first) }
        // The screen has the first answer already; and the bundled samples are on this disk: a slow
        // read there is a busy machine, not a slow network. Either waits for the next step.
        if partial != nil || isOffline { do { return try await run(next) } catch { return first } }
        return await Self.within(optionalWait, { () async throws(FetchError) -> Loaded<Value> in try await self.run(next) }) ?? first
    }

    /// `work`'s answer if it comes within `limit`, else nil (and `work` is cancelled).
    static func within<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async throws(FetchError) -> T) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { try? await work() }
            group.addTask { try? await Sleeper.shared.sleep(for: limit); return nil }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    private func runStep<Value: Sendable>(_ request: Fetch<Value>, holding: Holding<Value> = .asAnyOther) async throws(FetchError) -> Loaded<Value> {
        guard let fallback = request.fallback else {
            return try await fetch(request.endpoint, cache: request.cachePolicy, holding: holding, decode: request.decode)
        }
        do {
            let loaded = try await fetch(request.endpoint, cache: request.cachePolicy, holding: holding, decode: request.decode)
            // A kept copy shown because the fresh answer was about another day is not today's either.
            if case .staleCache(_, let failure) = loaded.origin, failure.isAnotherDay { return try await run(fallback()) }
            return loaded
        } catch {
            if error.isAnotherDay { return try await run(fallback()) }
            if case .noSample = error { return try await run(fallback()) }
            throw error
        }
    }

    /// The request's copy from an earlier run, to show while it runs (nil when there is none).
    public func lastCopy<Value: Sendable>(_ request: Fetch<Value>) -> Loaded<Value>? {
        // A first step is wanted for what it names, even when it is fresh
        // enough to be served without asking: any copy on disk will do.
        let policy: CachePolicy = request.then == nil ? request.cachePolicy : .always
        guard let first = lastCopy(request.endpoint, cache: policy, decode: request.decode)
                ?? request.fallback.flatMap({ lastCopy($0()) }) else { return nil }
        guard let next = request.then?(first.value) else { return first }
        return lastCopy(next) ?? (request.thenIsOptional ? first : nil)
    }
}
