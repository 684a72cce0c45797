import FoundationEssentials
import Primitives
import Synchronization

/// Everything live shown as it stood `delay` seconds ago. Each answer is
/// kept in a short timeline by request, and a request is answered with the
/// newest answer at least that old; until one is (the first ask), it waits.
/// Every screen, My Teams, alerts, the title and the status line read
/// through here, so nothing newer can leak anywhere.
///
/// One clock: every answer is stamped with `now` (a copy's own time is the
/// cache's, which the live source stamps with the same clock, and never later
/// than the ask), and waits are measured on it. Memory is bounded: the
/// answers are kept as the bytes that came, compressed, an unchanged answer
/// sharing the one before it, and only what a delay of at most ten minutes
/// can still need.
public struct DelayedDataSource: DataSource {
    public let base: any DataSource
    public let line: DelayLine
    let timeline = AnswerTimeline()
    let now: @Sendable () -> Date
    let sleep: @Sendable (Duration) async throws -> Void

    public init(_ base: any DataSource, line: DelayLine, now: @escaping @Sendable () -> Date = { Date() },
                sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Sleeper.shared.sleep(for: $0) }) {
        self.base = base; self.line = line; self.now = now; self.sleep = sleep
    }

    public var isOffline: Bool { base.isOffline }

    public func holdsBack(_ endpoint: Endpoint) -> Bool { delay(endpoint) > 0 }

    func delay(_ endpoint: Endpoint) -> TimeInterval {
        guard !base.isOffline, let league = endpoint.delayedLeague else { return 0 }
        // Only today and, past midnight, yesterday can be live: any other day held back only
        // made a week of My Teams wait the delay once a day, one day after another.
        if let day = endpoint.day, !(0...1).contains(Day(now(), in: line.zone).ordinal - day.ordinal) { return 0 }
        return TimeInterval(line.delays.seconds(for: league))
    }

    public func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy,
                                   decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        try await fetch(endpoint, cache: cache, holding: .asAnyOther, decode: decode)
    }

    /// `holding`: `.previewing` hands the answer over at once (once per request) while the
    /// delay holds it back; `.never` asks the base straight away.
    public func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, holding: Holding<T>,
                                   decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        if case .never = holding { return try await base.fetch(endpoint, cache: cache, decode: decode) }
        guard delay(endpoint) > 0 else { return try await base.fetch(endpoint, cache: cache, decode: decode) }
        let held: (@Sendable (T, Date, Date) -> Void)? = if case .previewing(let preview) = holding { preview } else { nil }
        let key = "\(endpoint)"
        var asked = now(), failure: FetchError?, fresh: (value: T, at: Date)?
        do {
            fresh = try await record(endpoint, key, cache, decode, asked: asked)
        } catch {
            if error == .cancelled { throw error }
            failure = error
        }
        var previewed = false
        while true {
            // Waiting: keep asking at the live pace, so the answers between now and the first's coming of age are kept.
            if failure == nil, now().timeIntervalSince(asked) >= line.pace.timeInterval {
                asked = now()
                do { _ = try await record(endpoint, key, cache, decode, asked: asked) } catch { if error == .cancelled { throw error } }
            }
            // Read the delay each time round: `+`/`-` may move it while this waits.
            let wait = delay(endpoint), cutoff = now().addingTimeInterval(-wait)
            if let (at, answer) = timeline.newest(key, notAfter: cutoff, decode: decode) {
                // Said as of when it came, not when it is shown: a copy kept from before
                // an outage, served during it, is newer than the last one shown.
                guard let failure else { return Loaded(value: answer.value, origin: answer.origin == .network ? .delayed(asOf: at) : answer.origin) }
                return Loaded(value: answer.value, origin: .staleCache(fetchedAt: at, failure: failure))
            }
            if let failure { throw failure }
            guard let oldest = timeline.oldest(key) else { throw .cancelled }
            if !previewed, let fresh, let held {
                previewed = true
                held(fresh.value, fresh.at, oldest.addingTimeInterval(wait))
            }
            let until = oldest.addingTimeInterval(wait).timeIntervalSince(now())
            do { try await sleep(.milliseconds(Int((min(max(until, 0.01), 1) * 1000).rounded(.up)))) } catch { throw .cancelled }
        }
    }

    /// Asks the base and keeps the answer's bytes in the timeline: what is kept is the bytes,
    /// and the value is made again from them when it is due.
    /// Returns the value as it came (a preview's), not yet due, and when it was current.
    @discardableResult
    func record<T: Sendable>(_ endpoint: Endpoint, _ key: String, _ cache: CachePolicy, _ decode: @Sendable (Data) throws -> T,
                             asked: Date) async throws(FetchError) -> (value: T, at: Date) {
        let fresh = try await base.fetch(endpoint, cache: cache) { data in (data, try decode(data)) }
        let at = min(fresh.origin.copiedAt ?? asked, asked)
        timeline.record(key, at: at, bytes: fresh.value.0, origin: fresh.origin, keepAfter: asked.addingTimeInterval(-TimeInterval(Delays.maximum)))
        return (fresh.value.1, at)
    }

    /// The copy on disk, only when it is at least the delay old.
    public func lastCopy<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) -> Loaded<T>? {
        guard let copy = base.lastCopy(endpoint, cache: cache, decode: decode) else { return nil }
        let wait = delay(endpoint)
        guard wait > 0 else { return copy }
        guard let at = copy.origin.copiedAt, at <= now().addingTimeInterval(-wait) else { return nil }
        return copy
    }
}
