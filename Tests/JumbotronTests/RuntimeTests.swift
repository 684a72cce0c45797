import Foundation
@testable import SportsCore
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

@Suite struct RuntimeTests {
    func makeRuntime(_ terminal: HeadlessTerminal, now: @escaping @Sendable () -> Date = { testDay.noonUTC }) -> Runtime {
        let env = AppEnvironment(data: OfflineDataSource(samples: nil), now: now)
        return Runtime(terminal: terminal, environment: env, state: makeState())
    }

    @Test func drawsOnlyWhenTheStateChanges() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let runtime = makeRuntime(terminal)
        runtime.process([])
        #expect(terminal.frames.count == 1)
        runtime.process([])                       // nothing happened: no frame
        runtime.process([.key(.char("z"))])       // unbound key: state unchanged, no frame
        #expect(terminal.frames.count == 1)
        runtime.process([.key(.char("2"))])
        #expect(terminal.frames.count == 2)
        #expect(terminal.lastFrame!.lines[0].contains("Schedule"))
    }

    @Test func resizeRedrawsAtTheNewSize() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let runtime = makeRuntime(terminal)
        runtime.process([.resize(Size(width: 30, height: 8))])
        #expect(terminal.lastFrame?.size == Size(width: 30, height: 8))
        #expect(terminal.lastFrame!.lines.contains { $0.contains("Too small: need 40×12") })
        runtime.process([.resize(Size(width: 100, height: 30))])
        #expect(terminal.lastFrame!.lines[29].contains("1 Scores"))
    }

    @Test func runQuitsOnQAndRestoresOnce() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        terminal.send(.key(.char("q")))
        let status = makeRuntime(terminal).run()
        #expect(status == 0)
        #expect(terminal.restoreCount == 1)
    }

    @Test(arguments: [(SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129), (SIGQUIT, 131)] as [(Int32, Int32)])
    func signalsEndTheLoopWithTheConventionalStatus(signal: Int32, status: Int32) {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        terminal.send(.signal(signal))
        #expect(makeRuntime(terminal).run() == status)
        #expect(terminal.restoreCount == 1)
    }

    @Test func suspendHandsTheTerminalBackAndRedrawsEverythingAfter() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let runtime = makeRuntime(terminal)
        runtime.process([])
        let frames = terminal.frames.count
        runtime.process([.key(.ctrl("z"))])
        #expect(terminal.suspendCount == 1)
        #expect(terminal.frames.count == frames + 1)   // a full redraw though nothing changed
        #expect(terminal.restoreCount == 0)
    }

    @Test func spinnerTurnsOnlyWhileLoading() async {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let gate = SlowSource()
        let runtime = Runtime(terminal: terminal, environment: AppEnvironment(data: gate, now: { testDay.noonUTC }), state: makeState())
        runtime.dispatch(.start)                        // Scores starts loading; the source answers only when told
        #expect(runtime.state.isBusy)
        let before = runtime.state.spinnerFrame
        for _ in 0..<3 {
            try? await Task.sleep(for: .milliseconds(120))   // past the spinner's 100 ms step
            runtime.process([])
        }
        #expect(runtime.state.spinnerFrame >= before + 2, "it turned while loading")
        gate.answer()
        await runtime.settle()
        runtime.process([])
        #expect(!runtime.state.isBusy)
        let stopped = runtime.state.spinnerFrame
        try? await Task.sleep(for: .milliseconds(120))
        runtime.process([])
        #expect(runtime.state.spinnerFrame == stopped, "it stands still once loaded")
    }

    @Test func aTimerComesBackAsItsActionAndACancelledOneNever() throws {
        // Reducer → command → runtime → action round trip, through a real timer.
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let runtime = makeRuntime(terminal)
        runtime.perform(.startTimer(.liveRefresh(.mlb), after: .milliseconds(30), fire: .key(.char("4"))))
        runtime.perform(.startTimer(TimerID("cancelled"), after: .milliseconds(30), fire: .key(.char("3"))))
        runtime.perform(.cancelTimer(TimerID("cancelled")))
        Thread.sleep(forTimeInterval: 0.06)
        runtime.process([])
        #expect(runtime.state.tab == .favorites)   // the live timer's key, and not the cancelled one's
        // A newer timer with the same id replaces the older: only the last fires.
        runtime.perform(.startTimer(.liveRefresh(.mlb), after: .milliseconds(30), fire: .key(.char("3"))))
        runtime.perform(.startTimer(.liveRefresh(.mlb), after: .milliseconds(30), fire: .key(.char("1"))))
        Thread.sleep(forTimeInterval: 0.06)
        runtime.process([])
        #expect(runtime.state.tab == .scores)
    }

    @Test func effectResultsArriveThroughTheInboxAndWakeTheLoop() async {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let runtime = makeRuntime(terminal)
        runtime.run("scores") { .key(.char("3")) }
        await runtime.settle()
        let start = ContinuousClock.now
        let events = terminal.nextEvents(timeout: .seconds(5))   // woken, not timed out
        #expect(ContinuousClock.now - start < .seconds(4))
        runtime.process(events)
        #expect(runtime.state.tab == .shows)
    }

    /// After fast f/j bursts the list shows exactly what the store
    /// confirmed, in order (database work runs serially, results in commit order).
    @Test func aBurstOfSavesEndsWithTheStoresListOnScreen() async throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let db = FavoritesDatabase(url: dir.appendingPathComponent("favorites.sqlite"))
        let terminal = HeadlessTerminal(size: Size(width: 100, height: 30))
        let env = AppEnvironment(data: OfflineDataSource(samples: nil), favorites: db, now: { testDay.noonUTC })
        for round in 0..<5 {
            let runtime = Runtime(terminal: terminal, environment: env, state: loadedShows(width: 100, height: 30))
            for i in 0..<40 { runtime.dispatch(.key(i % 3 == 2 ? .down : i % 3 == 0 ? .char("f") : .char("j"))) }
            await runtime.settle()
            runtime.process([])
            let stored = try db.store().list().map(\.id)
            #expect(runtime.state.saved.showList.map(\.id) == stored, "round \(round)")
            #expect(!stored.isEmpty)
        }
    }

    @Test func aNewDayIsNoticedOnTheNextEvent() {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let runtime = makeRuntime(terminal, now: { testDay.adding(days: 1).noonUTC })
        runtime.process([])
        #expect(runtime.state.today == testDay.adding(days: 1))
    }
}

@Suite struct FavoritesRoundTripTests {
    @Test func fSavesThroughTheRealStoreAndXDeletesAfterConfirming() async throws {
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try FavoritesStore(url: dir.appendingPathComponent("favorites.sqlite"))
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let env = AppEnvironment(data: OfflineDataSource(samples: Fixtures.samples), favorites: FavoritesDatabase(store: store), now: { testDay.noonUTC })
        let runtime = Runtime(terminal: terminal, environment: env, state: makeState(tab: .shows))
        runtime.dispatch(.start)
        await runtime.settle()
        runtime.process([])
        #expect(runtime.state.shows.shows.count == 30)
        runtime.process([.key(.char("f"))])
        try await Task.sleep(for: .milliseconds(300))        // detached write: not tracked by settle()
        runtime.process([])
        #expect(runtime.state.saved.showIDs == [1000])
        #expect(try store.list().map(\.id) == [1000])
        runtime.process([.key(.char("x")), .key(.char("y"))])
        try await Task.sleep(for: .milliseconds(300))
        runtime.process([])
        #expect(runtime.state.saved.showIDs.isEmpty)
        #expect(try store.list().isEmpty)
    }

    @Test func aStoreThatCannotBeOpenedGivesTheRetryDialogOnSave() async throws {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let env = AppEnvironment(data: OfflineDataSource(samples: Fixtures.samples),
                                 favorites: FavoritesDatabase(unavailable: StoreError("the database file is damaged")), now: { testDay.noonUTC })
        let runtime = Runtime(terminal: terminal, environment: env, state: makeState(tab: .shows))
        runtime.dispatch(.start)
        await runtime.settle()
        runtime.process([])
        runtime.process([.key(.char("f"))])
        try await Task.sleep(for: .milliseconds(200))
        runtime.process([])
        guard case .dialog(let d) = runtime.state.presented else { Issue.record("no dialog"); return }
        #expect(d.message == "There was a problem saving/deleting this TV Show. Do you want to try again?")
        #expect(d.confirm == .saved(.write(.show(sampleShows()[0]), removing: false)))
    }
}

/// A source that answers every request with "no sample" only once told to,
/// so a test can look at the app while it is still loading.
final class SlowSource: DataSource, @unchecked Sendable {
    private let lock = NSLock()
    private var released = false
    var isOffline: Bool { true }

    func answer() { lock.withLock { released = true } }

    func fetch<T: Sendable>(_ endpoint: Endpoint, cache: CachePolicy,
                            decode: @Sendable (Data) throws -> T) async throws(FetchError) -> Loaded<T> {
        while !lock.withLock({ released }) {
            try? await Task.sleep(for: .milliseconds(10))
        }
        throw FetchError.noSample("none")
    }
}
