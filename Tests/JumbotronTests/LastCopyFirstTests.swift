import Foundation
import SportsCore
import Synchronization
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// A live start paints the copy an earlier run kept in its very first frame,
/// marked as refreshing, and the fresh answer replaces it without moving the
/// selection. The network is a loopback server that holds its answer until
/// the test lets it go.
@Suite(.serialized) struct LastCopyFirstTests {
    typealias Source = NetworkFaultMatrixTests.Source

    /// The server, the cache folder, and a switch: while `holding` is set the
    /// server answers nothing for `hold`, then answers with `valid`.
    final class Gate: Sendable {
        private let on = Atomic<Bool>(false)
        var isOn: Bool { on.load(ordering: .acquiring) }
        func set(_ value: Bool) { on.store(value, ordering: .releasing) }
    }

    final class Rig {
        let server = LoopbackServer()
        let dir = makeTemporaryDirectory()
        let holding = Gate()
        var data: LiveDataSource!

        init(_ source: Source, body: @escaping @Sendable () -> Data) async throws {
            let holding = self.holding
            await server.route(source.path) { _ in
                holding.isOn ? .delayed(.seconds(3), LoopbackServer.json(body())) : LoopbackServer.json(body())
            }
            let base = try await server.start()
            let urls = SourceURLs(mlb: base, yinzcam: base.appendingPathComponent("yc/schedule.json"),
                                  logos: base.appendingPathComponent("logos"), tvmaze: base)
            data = LiveDataSource(urls: urls, http: CurlHTTPClient(timeout: .seconds(10)), cache: ResponseCache(directory: dir))
        }

        func runtime(_ terminal: HeadlessTerminal, _ tab: Tab) -> Runtime {
            Runtime(terminal: terminal, environment: AppEnvironment(data: data, now: { testDay.noonUTC }),
                    state: makeState(width: 120, height: 40, tab: tab, offline: false))
        }

        /// One whole run against a healthy server, so the cache holds a copy.
        func warm(_ tab: Tab) async {
            let runtime = runtime(HeadlessTerminal(size: Size(width: 120, height: 40)), tab)
            runtime.dispatch(.start)
            await runtime.settle()
        }

        func stop() {
            server.stopNow()
            try? FileManager.default.removeItem(at: dir)
        }
    }

    @Test(arguments: Source.allCases)
    func theFirstFrameOfAWarmStartShowsTheLastCopyMarkedRefreshing(source: Source) async throws {
        let valid = source.valid
        let rig = try await Rig(source) { valid }
        defer { rig.stop() }
        await rig.warm(source.tab)
        rig.holding.set(true)

        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        terminal.send(.key(.char("q")))
        _ = rig.runtime(terminal, source.tab).run(initialActions: [.start])
        let first = try #require(terminal.frames.first).lines.joined(separator: "\n")
        #expect(first.contains("refreshing, <1 min old"), "\(first)")
        let marker = switch source { case .mlb: "Philadelphia Phillies"; case .yinzcam: "REGULAR SEASON"; case .tvmaze: "Harbor Lights" }
        #expect(first.contains(marker), "\(first)")
    }

    @Test func aColdStartStillPaintsItsLoadingLineFirst() async throws {
        let valid = Source.mlb.valid
        let rig = try await Rig(.mlb) { valid }
        defer { rig.stop() }
        rig.holding.set(true)
        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        terminal.send(.key(.char("q")))
        _ = rig.runtime(terminal, .scores).run(initialActions: [.start])
        let first = try #require(terminal.frames.first).lines.joined(separator: "\n")
        #expect(first.contains("Loading"), "\(first)")
        #expect(!first.contains("refreshing"))
    }

    /// Offline the sample is the answer: the first frame carries it, with no
    /// loading line before it and no request left running after it.
    @Test func anOfflineStartPaintsItsSampleInTheFirstFrame() throws {
        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        terminal.send(.key(.char("q")))
        var state = makeState(width: 120, height: 40, tab: .schedule)
        state.size = Size(width: 120, height: 40)
        let runtime = Runtime(terminal: terminal, environment: AppEnvironment(data: OfflineDataSource(samples: Fixtures.samples),
                                                                              now: { testDay.noonUTC }), state: state)
        _ = runtime.run(initialActions: [.start])
        let first = try #require(terminal.frames.first).lines.joined(separator: "\n")
        #expect(first.contains("PITTSBURGH STEELERS"), "\(first)")
        #expect(!first.contains("refreshing") && !first.contains("Loading"))
    }

    /// The fresh answer (a score changed since) replaces the copy; the
    /// selection stays on the same game and the marker goes.
    @Test func theFreshAnswerReplacesTheCopyAndKeepsTheSelection() async throws {
        let old = Source.mlb.valid
        let fresh = Mutex<Data>(old)
        let rig = try await Rig(.mlb) { fresh.withLock { $0 } }
        defer { rig.stop() }
        await rig.warm(.scores)
        let games = try MLBSchedule.decode(old).games
        var changed = try #require(JSONSerialization.jsonObject(with: old) as? [String: Any])
        // The fresh answer lists the day's games in reverse: a selection kept by index would move.
        if var dates = changed["dates"] as? [[String: Any]], var list = dates[0]["games"] as? [Any] {
            list.reverse()
            dates[0]["games"] = list
            changed["dates"] = dates
        }
        fresh.withLock { $0 = try! JSONSerialization.data(withJSONObject: changed) }
        rig.holding.set(true)

        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        let runtime = rig.runtime(terminal, .scores)
        runtime.dispatch(.start)
        runtime.process([])
        #expect(runtime.state.scores.boards.mlb.games.count == games.count)
        let busy = runtime.state.isBusy
        #expect(busy, "the title spinner turns while the refresh runs")
        runtime.process([.key(.down), .key(.down)])
        let picked = try #require(runtime.state.scores.boards.mlb.selectedGame?.gamePk)
        rig.holding.set(false)
        await runtime.settle()
        runtime.process([])
        #expect(runtime.state.scores.boards.mlb.load.origin == .network)
        #expect(runtime.state.scores.boards.mlb.selectedGame?.gamePk == picked)
        let loading = runtime.state.scores.boards.mlb.load.isLoading
        #expect(!loading)
        #expect(!terminal.lastFrame!.lines.joined().contains("refreshing"))
    }

    /// A refresh that fails after the copy was shown leaves the copy marked
    /// stale, and a quiet line says which service failed (no dialog over it).
    @Test func aFailedRefreshTurnsTheCopyStale() async throws {
        let valid = Source.yinzcam.valid
        let broken = Atomic<Bool>(false)
        let rig = try await Rig(.yinzcam) { broken.load(ordering: .acquiring) ? Data("<html>".utf8) : valid }
        defer { rig.stop() }
        await rig.warm(.schedule)
        broken.store(true, ordering: .releasing)
        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        let runtime = rig.runtime(terminal, .schedule)
        runtime.dispatch(.start)
        await runtime.settle()
        runtime.process([])
        #expect(!runtime.state.schedule.rows.isEmpty)
        #expect((runtime.state.presented == nil))
        #expect(runtime.state.notice?.hasPrefix("Couldn't refresh YinzCam schedule:") == true, "\(runtime.state.notice ?? "nil")")
        #expect(runtime.state.schedule.load.isStale)
        #expect(!runtime.state.isBusy)
    }
}
