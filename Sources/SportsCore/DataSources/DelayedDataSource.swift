import FoundationEssentials
import Synchronization

/// Everything live shown as it stood `delay` seconds ago. Each answer is
/// kept in a short timeline by request, and a request is answered with the
/// newest answer at least that old; until one is (the first ask), it waits.
/// Every screen, My Teams, alerts, the title and the status line read
/// through here, so nothing newer can leak anywhere. Memory is bounded: a
/// request keeps only what a delay of at most ten minutes can still need.
public struct DelayedDataSource: DataSource {
    public let base: any DataSource
    public let line: DelayLine
    let timeline = AnswerTimeline()
    let now: @Sendable () -> Date
    let sleep: @Sendable (Duration) async throws -> Void

    public init(_ base: any DataSource, line: DelayLine, now: @escaping @Sendable () -> Date = { Date() },
                sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.base = base; self.line = line; self.now = now; self.sleep = sleep
    }

    public var isOffline: Bool { base.isOffline }

    func delay(_ endpoint: Endpoint) -> TimeInterval {
        guard !base.isOffline, let league = endpoint.delayedLeague else { return 0 }
        return TimeInterval(line.delays.seconds(for: league))
    }

    public func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy,
                                   decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        guard delay(endpoint) > 0 else { return try await base.fetch(endpoint, cache: cache, decode: decode) }
        let key = "\(endpoint)|\(T.self)", asked = now()
        var failure: FetchError?
        do {
            let fresh = try await base.fetch(endpoint, cache: cache, decode: decode)
            // When it was current: a copy's fetch time, else when it was asked for.
            timeline.record(key, at: fresh.origin.copiedAt ?? asked, fresh, keepAfter: asked.addingTimeInterval(-TimeInterval(Delays.maximum)))
        } catch {
            if error == .cancelled { throw error }
            failure = error
        }
        while true {
            // Read the delay each time round: `+`/`-` may move it while this waits.
            let wait = delay(endpoint), cutoff = now().addingTimeInterval(-wait)
            if let (at, answer) = timeline.newest(key, notAfter: cutoff) as (Date, Loaded<T>)? {
                guard let failure else { return answer }
                return Loaded(value: answer.value, origin: .staleCache(fetchedAt: at, failure: failure))
            }
            if let failure { throw failure }
            guard let oldest = timeline.oldest(key) else { throw .cancelled }
            let until = oldest.addingTimeInterval(wait).timeIntervalSince(now())
            do { try await sleep(.milliseconds(Int((min(max(until, 0.01), 1) * 1000).rounded(.up)))) } catch { throw .cancelled }
        }
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

/// Answers by request, oldest first, each with when it was current.
final class AnswerTimeline: Sendable {
    struct Entry: Sendable { let at: Date; let answer: any Sendable }
    /// More requests than this (days, games) and the least recently answered is dropped.
    static let maxRequests = 256
    /// A poll every 10 s for ten minutes is 60; past this the oldest go.
    static let maxAnswers = 90

    private let requests = Mutex<(entries: [String: [Entry]], order: [String])>(([:], []))

    func record(_ key: String, at: Date, _ answer: any Sendable, keepAfter horizon: Date) {
        requests.withLock { r in
            var list = r.entries[key] ?? []
            // Never out of order: a copy older than what is held adds nothing.
            if let last = list.last, last.at > at { return }
            list.append(Entry(at: at, answer: answer))
            // What no delay can still ask for: all but the newest answer past the horizon.
            if let keep = list.lastIndex(where: { $0.at <= horizon }), keep > 0 { list.removeFirst(keep) }
            if list.count > Self.maxAnswers { list.removeFirst(list.count - Self.maxAnswers) }
            r.entries[key] = list
            r.order.removeAll { $0 == key }
            r.order.append(key)
            if r.order.count > Self.maxRequests {
                let dropped = r.order.removeFirst()
                r.entries[dropped] = nil
            }
        }
    }

    func newest<T>(_ key: String, notAfter cutoff: Date) -> (Date, T)? {
        requests.withLock { r in
            guard let entry = r.entries[key]?.last(where: { $0.at <= cutoff }), let answer = entry.answer as? T else { return nil }
            return (entry.at, answer)
        }
    }

    func oldest(_ key: String) -> Date? { requests.withLock { $0.entries[key]?.first?.at } }

    var count: Int { requests.withLock { $0.entries.values.reduce(0) { $0 + $1.count } } }
}
