import Foundation
import Synchronization
import Testing
import TestSupport
@testable import SportsCore

/// An optional next step (soccer's form beside its table) never holds the
/// table back: the app gets the table at once and the form when it comes;
/// print waits for the form only briefly, then prints the table.
@Suite struct OptionalStepTests {
    /// The offline samples, but the results request waits until the test opens its gate.
    final class GatedSource: DataSource, Sendable {
        let samples = OfflineDataSource(samples: Fixtures.samples)
        let open = Mutex(false)
        let resultsAsked = Mutex(0)
        let resultsCancelled = Mutex(0)
        /// It plays the network: only a live source gives up on a slow optional step.
        var isOffline: Bool { false }

        func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy, decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
            if case .espnResults = endpoint {
                resultsAsked.withLock { $0 += 1 }
                while !open.withLock({ $0 }) {
                    do { try await Task.sleep(for: .milliseconds(5)) } catch {
                        resultsCancelled.withLock { $0 += 1 }
                        throw .cancelled
                    }
                }
            }
            return try await samples.fetch(endpoint, cache: cache, decode: decode)
        }
    }

    static let league = ESPNLeague(slug: "soccer/eng.1")!
    static let fetch = Fetch<ESPNStandings>.espnStandings(league, formUntil: Day(iso: "2026-11-21")!)

    static func hasForm(_ s: ESPNStandings) -> Bool { s.groups.flatMap(\.leaves).flatMap(\.entries).contains { $0.stat("form") != nil } }

    @Test func theAppGetsTheTableAtOnceAndTheFormWhenItComes() async throws {
        let source = GatedSource()
        let partial = Mutex<ESPNStandings?>(nil)
        let task = Task { try await source.run(Self.fetch, partial: { loaded in partial.withLock { $0 = loaded.value } }) }
        // The table arrives while the results request is still held.
        while partial.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(5)) }
        let first = try #require(partial.withLock { $0 })
        #expect(source.resultsAsked.withLock { $0 } == 1 && !Self.hasForm(first))
        source.open.withLock { $0 = true }
        let whole = try await task.value.value
        #expect(Self.hasForm(whole), "the form once the results came")
    }

    @Test func printWaitsOnlyBrieflyForTheForm() async throws {
        let source = GatedSource()
        let table = try await source.run(Self.fetch, optionalWait: .milliseconds(50)).value
        #expect(!Self.hasForm(table) && !table.groups.isEmpty, "the table, without the form that never came")
        #expect(source.resultsCancelled.withLock { $0 } == 1, "and the request for it is given up")
    }
}
