import FoundationEssentials
import Synchronization

/// One piece of work per key at a time: callers asking for a key already in
/// flight wait for that one instead of starting their own. Several days of
/// the NBA's season are one file of megabytes: asked at once, they are one
/// download and one copy in memory, not one each.
///
/// Cancellation: a caller that is cancelled returns `.cancelled` at once and
/// stops waiting; the shared work is cancelled when its last caller has gone,
/// so quitting still ends every transfer within moments.
final class InFlight<Value: Sendable>: Sendable {
    typealias Answer = Result<Value, FetchError>
    private struct Flight {
        let id: Int
        var task: Task<Void, Never>?
        var waiters: [Int: CheckedContinuation<Answer, Never>] = [:]
    }
    private struct Table {
        var flights: [String: Flight] = [:]
        var nextID = 0
        /// Callers cancelled before they were waiting (the handler can run first).
        var cancelledEarly: Set<Int> = []
    }
    private let table = Mutex(Table())

    init() {}

    /// The result of `work` for `key`, run once for everyone asking while it runs.
    func run(_ key: String, _ work: @escaping @Sendable () async -> Answer) async -> Answer {
        let waiter = table.withLock { t in
            t.nextID += 1
            return t.nextID
        }
        let answer = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
                let cancelled = table.withLock { t -> Bool in
                    if t.cancelledEarly.remove(waiter) != nil { return true }
                    if t.flights[key] != nil {
                        t.flights[key]?.waiters[waiter] = continuation
                        return false
                    }
                    t.nextID += 1
                    let id = t.nextID
                    var flight = Flight(id: id)
                    flight.waiters[waiter] = continuation
                    flight.task = Task { [weak self] in
                        let answer = await work()
                        self?.landed(key, id, answer)
                    }
                    t.flights[key] = flight
                    return false
                }
                if cancelled { continuation.resume(returning: .failure(.cancelled)) }
            }
        } onCancel: {
            self.leave(key, waiter)
        }
        // A cancellation that came after the answer left a note no one will read.
        table.withLock { _ = $0.cancelledEarly.remove(waiter) }
        return answer
    }

    /// How many pieces of work are running: for tests.
    var running: Int { table.withLock { $0.flights.count } }

    private func landed(_ key: String, _ id: Int, _ answer: Answer) {
        let waiters = table.withLock { t -> [CheckedContinuation<Answer, Never>] in
            guard let flight = t.flights[key], flight.id == id else { return [] }
            t.flights[key] = nil
            return Array(flight.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: answer) }
    }

    /// A caller gave up: it returns now; the last one to go cancels the work
    /// and forgets it, so the next caller starts afresh instead of joining a cancelled transfer.
    private func leave(_ key: String, _ waiter: Int) {
        let (continuation, task) = table.withLock { t -> (CheckedContinuation<Answer, Never>?, Task<Void, Never>?) in
            guard let continuation = t.flights[key]?.waiters.removeValue(forKey: waiter) else {
                t.cancelledEarly.insert(waiter)
                return (nil, nil)
            }
            guard let flight = t.flights[key], flight.waiters.isEmpty else { return (continuation, nil) }
            t.flights[key] = nil
            return (continuation, flight.task)
        }
        continuation?.resume(returning: .failure(.cancelled))
        task?.cancel()
    }
}
