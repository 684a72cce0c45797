import Foundation
import Synchronization
import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The whole app in process: the real `Runtime` on a `HeadlessTerminal`,
/// its timers on a clock the test moves (`RuntimeClock`) and its wall clock
/// moving with it, its data from a scripted source. A flow of polls, backoff
/// and `Retry-After` that takes minutes in a terminal takes milliseconds here,
/// and says exactly when each request went.
final class FlowRig {
    /// The time since the flow began, moved only by the test.
    final class ManualClock: Sendable {
        private let elapsed = Mutex<Duration>(.zero)
        var now: Duration { elapsed.withLock { $0 } }
        func advance(_ by: Duration) { elapsed.withLock { $0 += by } }
        var seconds: Double { let c = now.components; return Double(c.seconds) + Double(c.attoseconds) / 1e18 }
    }

    let terminal: HeadlessTerminal
    let runtime: Runtime
    let clock = ManualClock()
    let start: Date

    init(_ state: AppState, data: any DataSource, start: Date) {
        let clock = self.clock
        self.start = start
        terminal = HeadlessTerminal(size: state.size)
        var environment = AppEnvironment(data: data, now: { start.addingTimeInterval(clock.seconds) })
        environment.clock = RuntimeClock { clock.now }
        runtime = Runtime(terminal: terminal, environment: environment, state: state)
    }

    /// Until nothing is left running: effects finish, their answers are reduced, and what they asked runs too.
    func settle() async {
        for _ in 0..<20 {
            runtime.process([])
            await runtime.settle()
        }
        runtime.process([])
    }

    func send(_ action: AppAction) async {
        runtime.dispatch(action)
        await settle()
    }

    /// Moves the clocks on by `total`, a `step` at a time, letting every timer due in between fire.
    func advance(by total: Duration, step: Duration = .seconds(1)) async {
        var moved = Duration.zero
        while moved < total {
            let next = min(step, total - moved)
            clock.advance(next)
            moved += next
            await settle()
        }
    }

    var screen: String { terminal.lastFrame?.lines.joined(separator: "\n") ?? "" }
}

/// A data source whose answers a test writes: `reply` gets each request's
/// number (from 1) and its endpoint, and answers as the bundled sample does
/// (said to come from the network) or with an error. Every request is counted.
final class ScriptedSource: DataSource, Sendable {
    enum Reply: Sendable {
        case sample
        case failure(FetchError)
    }
    private let reply: Mutex<@Sendable (Int, Endpoint) -> Reply>
    private let asked = Mutex<[Endpoint]>([])
    private let samples = OfflineDataSource(samples: Fixtures.samples)
    var isOffline: Bool { false }

    init(_ reply: @escaping @Sendable (Int, Endpoint) -> Reply) { self.reply = Mutex(reply) }

    func answer(with reply: @escaping @Sendable (Int, Endpoint) -> Reply) { self.reply.withLock { $0 = reply } }

    var requests: [Endpoint] { asked.withLock { $0 } }

    func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy,
                            decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        let n = asked.withLock { $0.append(endpoint); return $0.count }
        switch reply.withLock({ $0 })(n, endpoint) {
        case .failure(let error): throw error
        case .sample: return Loaded(value: try await samples.fetch(endpoint, cache: cache, decode: decode).value, origin: .network)
        }
    }
}
