import Foundation
import SportsCore
import Testing
@testable import Jumbotron

@Suite struct LoadableTests {
    let at = Date(timeIntervalSince1970: 1_537_400_000)

    @Test func phasesThroughOneApply() {
        var l = Loadable<[Int], FetchError>()
        #expect(l.phase == .idle && !l.isSettled)
        l.start()
        #expect(l.phase == .loading)
        #expect(l.apply(.success(Loaded(value: [1], origin: .network)), at: at) == nil)
        #expect(l.phase == .loaded(stale: false) && l.value == [1] && l.loadedAt == at)
        // A refresh that fails keeps what is shown and says why.
        l.start()
        #expect(l.apply(.failure(.timeout), at: at) == .timeout)
        #expect(l.phase == .failed && l.value == [1] && l.failure == .timeout)
        // A stale copy is shown, marked, and its failure offered for retry.
        let stale = Loaded(value: [2], origin: .staleCache(fetchedAt: at, failure: .offline("down")))
        #expect(l.apply(.success(stale), at: at) == .offline("down"))
        #expect(l.phase == .loaded(stale: true) && l.failure == nil)
        // A cancelled request only stops the spinner.
        l.start()
        #expect(l.apply(.failure(.cancelled), at: at) == nil)
        #expect(!l.isLoading && l.value == [2] && l.failure == nil)
        l.reset()
        #expect(l == Loadable())
    }

    /// The last copy stands in while its request runs: the spinner keeps
    /// turning; the answer replaces it, a failure marks it stale, a cancel
    /// leaves it as a plain cached copy.
    @Test func theLastCopyKeepsTheRequestRunningUntilItsAnswer() {
        let kept = Loaded(value: [1], origin: .refreshing(fetchedAt: at))
        var l = Loadable<[Int], FetchError>()
        l.start()
        #expect(l.apply(.success(kept), at: at) == nil)
        #expect(l.isLoading && l.value == [1] && !l.isStale)
        #expect(StaleMarker.text(l.origin, loadedAt: at.addingTimeInterval(7200)) == "refreshing, 2 h old")
        #expect(l.apply(.success(Loaded(value: [2], origin: .network)), at: at) == nil)
        #expect(!l.isLoading && l.value == [2] && l.origin == .network)

        var failed = Loadable<[Int], FetchError>()
        failed.start()
        failed.apply(.success(kept), at: at)
        #expect(failed.apply(.failure(.keyRefused), at: at) == .keyRefused)
        #expect(failed.isStale && !failed.isLoading && failed.value == [1])

        var cancelled = Loadable<[Int], FetchError>()
        cancelled.start()
        cancelled.apply(.success(kept), at: at)
        cancelled.apply(.failure(.cancelled), at: at)
        #expect(!cancelled.isLoading && cancelled.origin == .cache(fetchedAt: at))
        #expect(StaleMarker.text(cancelled.origin, loadedAt: at) == nil)
    }

    @Test func mergeAppendsPages() {
        var l = Loadable<[Int], FetchError>()
        l.apply(.success(Loaded(value: [1, 2], origin: .network)), at: at)
        l.apply(.success(Loaded(value: [3], origin: .network)), at: at) { old, new in (old ?? []) + new }
        #expect(l.value == [1, 2, 3])
    }

    /// Equality looks at the value, not at which answer it came in: two
    /// answers with the same games are equal, two with different ones are
    /// not, and a copy is equal to what it was copied from.
    @Test func equalityIsTheValuesWhateverTheRevision() {
        var a = Loadable<[Int], FetchError>(), b = Loadable<[Int], FetchError>()
        a.apply(.success(Loaded(value: [1, 2], origin: .network)), at: at)
        b.apply(.success(Loaded(value: [1, 2], origin: .network)), at: at)
        #expect(a.revision != b.revision && a == b)
        let copy = a
        #expect(copy == a)
        b.apply(.success(Loaded(value: [1, 3], origin: .network)), at: at)
        #expect(a != b)
        a.reset(); b.reset()
        #expect(a == b && a.value == nil)
    }

    /// A kept final is the same answer by reference or an equal one by value.
    @Test func keptFinalsCompareTheirAnswers() {
        var a = KeptFinals<[Int]>(), b = KeptFinals<[Int]>()
        a.keep([1], id: 7)
        b.keep([1], id: 7)
        #expect(a == b)
        let copy = a
        #expect(copy == a)
        b.keep([2], id: 7)
        #expect(a != b && b[7] == [2])
    }
}
