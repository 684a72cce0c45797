import FoundationEssentials
import Primitives
import SportsCore
import Synchronization

/// `jumbotron status` asking for itself: the days My Teams watches for each
/// followed team's competitions, all at once, for at most `wait`. A bar must
/// never hang, so what has not answered by then is taken from the copy on
/// disk, and the snapshot says how old its oldest part is.
public enum StatusRefresh {
    public struct Outcome: Sendable {
        public var snapshot: StatusSnapshot
        /// Every day answered in time (from the network or a copy young enough to share).
        public var complete: Bool
    }

    public static func run(teams: [FollowedTeam], leagues table: LeagueTable, data: any DataSource, offline: OfflineDataSource?, now: Date, zone: Zone,
                           wait: Duration) async -> Outcome {
        let today = Day(now, in: zone)
        var state = MyTeamsState(offline: offline)
        let leagues = Set(teams.flatMap { MyTeamsState.competitions($0, table) }).sorted { $0.rawValue < $1.rawValue }
        let asks = leagues.flatMap { league in state.window(league, today: today).map { (league, $0) } }
        let answers = await gather(asks, wait: wait) { league, day in
            // A copy the app fetched within a poll's pace is shared, not asked again.
            let shared = abs(day.ordinal - today.ordinal) <= league.entry.stepDays ? 30 : 600
            return try? await league.entry.games(data, day, today, shared)
        }
        var oldest = now, complete = true
        for (i, (league, day)) in asks.enumerated() {
            var loaded = answers[i]
            if loaded == nil {
                complete = false
                loaded = league.entry.keptGames(data, day, today)
            }
            guard let loaded else { continue }
            if case .staleCache = loaded.origin { complete = false }
            let asOf = loaded.origin.copiedAt ?? now
            oldest = min(oldest, asOf)
            state.store(loaded.value, league, day, asOf: asOf)
        }
        state.rebuild(teams, leagues: table, zone: zone)
        return Outcome(snapshot: StatusSnapshot(blocks: state.blocks, teams: teams, at: oldest), complete: complete)
    }

    /// Runs every ask at once and returns at the deadline with what came (nil for the rest).
    static func gather<T: Sendable>(_ asks: [(ScoresLeague, Day)], wait: Duration,
                                    _ ask: @escaping @Sendable (ScoresLeague, Day) async -> T?) async -> [T?] {
        guard !asks.isEmpty else { return [] }
        let box = Gathered<T>(count: asks.count)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            box.onDone(done)
            for (i, (league, day)) in asks.enumerated() {
                Task.detached { box.put(i, await ask(league, day)) }
            }
            Task.detached {
                try? await Sleeper.shared.sleep(for: wait)
                box.finish()
            }
        }
        return box.results
    }
}

/// The answers as they come, and the one wake-up: the last answer or the deadline, whichever is first.
private final class Gathered<T: Sendable>: Sendable {
    private struct Inside {
        var results: [T?]
        var left: Int
        var waiter: CheckedContinuation<Void, Never>?
        var finished = false

        /// The waiter, once: later answers and the deadline find nothing to wake.
        mutating func takeWaiter() -> CheckedContinuation<Void, Never>? {
            finished = true
            defer { waiter = nil }
            return waiter
        }
    }
    private let inside: Mutex<Inside>

    init(count: Int) { inside = Mutex(Inside(results: Array(repeating: nil, count: count), left: count)) }

    var results: [T?] { inside.withLock { $0.results } }

    func onDone(_ waiter: CheckedContinuation<Void, Never>) {
        let resume = inside.withLock { s -> Bool in
            if s.finished { return true }
            s.waiter = waiter
            return false
        }
        if resume { waiter.resume() }
    }

    func put(_ i: Int, _ value: T?) {
        let waiter = inside.withLock { s -> CheckedContinuation<Void, Never>? in
            guard !s.finished else { return nil }
            s.results[i] = value
            s.left -= 1
            return s.left == 0 ? s.takeWaiter() : nil
        }
        waiter?.resume()
    }

    func finish() { inside.withLock { $0.takeWaiter() }?.resume() }
}
