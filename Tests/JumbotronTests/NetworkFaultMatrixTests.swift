import Foundation
import SportsCore
import Synchronization
import TerminalUI
import Testing
import TestSupport
@testable import Jumbotron

/// The network rows of docs/reliability.md: the whole app (runtime, live
/// data source, real URLSession, headless terminal) against a loopback
/// server that misbehaves in every way we know, for every source. Each
/// fault must end in the mobile app's retry dialog with a plain reason, with no
/// spinner left turning; Retry after the server recovers shows the data.
@Suite struct NetworkFaultMatrixTests {
    enum Fault: String, CaseIterable, Sendable {
        case refused, neverAnswers, slowDrip, notFound, serverError, unavailable, htmlPage, emptyBody,
             truncated, wrongShape, invalidUTF8, huge

        func reply(valid: Data) -> LoopbackServer.Reply {
            switch self {
            case .refused, .neverAnswers: .neverAnswer
            case .slowDrip: .drip(status: 200, body: valid, chunk: 1, every: .milliseconds(100))
            case .notFound: LoopbackServer.status(404)
            case .serverError: LoopbackServer.status(500)
            case .unavailable: LoopbackServer.status(503)
            case .htmlPage: .respond(status: 200, contentType: "text/html", body: Data("<html><h1>Down for maintenance</h1></html>".utf8))
            case .emptyBody: LoopbackServer.json(Data())
            case .truncated: .truncated(body: valid.prefix(valid.count / 2), declaredLength: valid.count)
            case .wrongShape: LoopbackServer.json(Data(#"{"message":"rate limited","items":[1,2,3]}"#.utf8))
            case .invalidUTF8: LoopbackServer.json(Data([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0xc3, 0x28, 0x7d]))
            case .huge: LoopbackServer.json(Data(repeating: 0x20, count: 50_000_000))
            }
        }

        /// The reason line under the dialog's message names the cause.
        var expectedDetail: String {
            switch self {
            case .refused: "No connection"
            case .neverAnswers, .slowDrip: "did not answer in time"
            case .notFound: "HTTP 404"
            case .serverError: "HTTP 500"
            case .unavailable: "HTTP 503"
            case .huge: "larger than"
            case .htmlPage, .emptyBody, .wrongShape, .invalidUTF8: "cannot read"
            case .truncated: "."   // a lost connection or unreadable data, depending on the stack
            }
        }
    }

    enum Source: String, CaseIterable, Sendable {
        case mlb, yinzcam, tvmaze

        var tab: Tab { switch self { case .mlb: .scores; case .yinzcam: .schedule; case .tvmaze: .shows } }
        /// What the messages call it.
        var service: String { switch self { case .mlb: "MLB games"; case .yinzcam: "YinzCam schedule"; case .tvmaze: "TVMaze" } }
        var path: String { switch self { case .mlb: "/api/v1/schedule"; case .yinzcam: "/yc/schedule.json"; case .tvmaze: "/shows" } }
        var valid: Data {
            let file = switch self {
            case .mlb: "mlb/schedule-2018-09-19.json"
            case .yinzcam: "yinzcam/schedule.json"
            case .tvmaze: "tvmaze/shows-page-0.json"
            }
            return try! Data(contentsOf: Fixtures.samples.appendingPathComponent(file))
        }
        func loaded(_ state: AppState) -> Bool {
            switch self {
            case .mlb: !state.scores.boards.mlb.games.isEmpty
            case .yinzcam: !state.schedule.rows.isEmpty
            case .tvmaze: !state.shows.shows.isEmpty
            }
        }
    }

    static let cases: [(Source, Fault)] = Source.allCases.flatMap { s in Fault.allCases.map { (s, $0) } }

    @Test(arguments: cases)
    func eachFaultGivesTheRetryDialogAndRetryAfterRecoveryShowsTheData(source: Source, fault: Fault) async throws {
        let healthy = Atomic<Bool>(false)
        let valid = source.valid
        let server = LoopbackServer()
        await server.route(source.path) { _ in healthy.load(ordering: .acquiring) ? LoopbackServer.json(valid) : fault.reply(valid: valid) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let origin = fault == .refused ? URL(string: "http://127.0.0.1:\(closedLoopbackPort())")! : base
        let urls = SourceURLs(mlb: origin, yinzcam: origin.appendingPathComponent("yc/schedule.json"),
                              logos: origin.appendingPathComponent("logos"), tvmaze: origin)
        let deadline: Duration = [.neverAnswers, .slowDrip].contains(fault) ? .milliseconds(600) : .seconds(30)
        let data = LiveDataSource(urls: urls, http: CurlHTTPClient(timeout: deadline, maxBytes: 20_000_000),
                                  cache: ResponseCache(directory: dir))
        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        let runtime = Runtime(terminal: terminal, environment: AppEnvironment(data: data, now: { testDay.noonUTC }),
                              state: makeState(width: 120, height: 40, tab: source.tab, offline: false))
        runtime.dispatch(.start)
        await runtime.settle()
        runtime.process([])

        guard case .dialog(let dialog)? = runtime.state.presented else {
            Issue.record("\(source) \(fault): no dialog; screen:\n\(terminal.lastFrame?.lines.joined(separator: "\n") ?? "")")
            return
        }
        #expect(dialog.title == "Oops, something went wrong")
        #expect(dialog.message == "An error occurred while fetching data. Do you want to try again?")
        #expect(dialog.detail?.contains(fault.expectedDetail) == true, "\(dialog.detail ?? "nil")")
        #expect(!runtime.state.isBusy, "a spinner is still turning")
        let screen = terminal.lastFrame!.lines.joined(separator: "\n")
        #expect(screen.contains("Oops, something went wrong"))

        if fault == .refused { return }   // nothing listens there to recover
        healthy.store(true, ordering: .releasing)
        runtime.process([.key(.enter)])   // Retry is preselected
        await runtime.settle()
        runtime.process([])
        #expect((runtime.state.presented == nil))
        #expect(source.loaded(runtime.state), "\(source) \(fault): no data after Retry")
    }

    /// With a cached copy, a failed refresh keeps the data on screen marked
    /// stale and says which service failed: quietly, in the hint bar, where
    /// there is something to read (`r` tries again); the Shows tab, whose brief
    /// asks for the retry dialog whenever an action fails, says it in the
    /// dialog, and Cancel leaves the stale data to read.
    @Test(arguments: Source.allCases)
    func aCachedCopyIsShownMarkedStale(source: Source) async throws {
        let healthy = Atomic<Bool>(true)
        let valid = source.valid
        let server = LoopbackServer()
        await server.route(source.path) { _ in healthy.load(ordering: .acquiring) ? LoopbackServer.json(valid) : LoopbackServer.status(503) }
        let base = try await server.start()
        defer { server.stopNow() }
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let urls = SourceURLs(mlb: base, yinzcam: base.appendingPathComponent("yc/schedule.json"),
                              logos: base.appendingPathComponent("logos"), tvmaze: base)
        let data = LiveDataSource(urls: urls, http: CurlHTTPClient(timeout: .seconds(30)), cache: ResponseCache(directory: dir))
        let terminal = HeadlessTerminal(size: Size(width: 120, height: 40))
        let runtime = Runtime(terminal: terminal, environment: AppEnvironment(data: data, now: { testDay.noonUTC }),
                              state: makeState(width: 120, height: 40, tab: source.tab, offline: false))
        runtime.dispatch(.start)
        await runtime.settle()
        healthy.store(false, ordering: .releasing)
        runtime.process([.key(.char("r"))])
        await runtime.settle()
        runtime.process([])
        #expect(source.loaded(runtime.state))
        guard source == .tvmaze else {
            #expect((runtime.state.presented == nil), "no modal over a screen full of data")
            #expect(runtime.state.notice == "Couldn't refresh \(source.service): The server answered HTTP 503. The last copy stays on screen; r tries again.")
            #expect(terminal.lastFrame!.lines.joined().contains("stale"), "\(terminal.lastFrame!.lines.joined(separator: "\n"))")
            return
        }
        guard case .dialog(let dialog)? = runtime.state.presented else { Issue.record("no retry dialog"); return }
        #expect(dialog.detail == "TVMaze: The server answered HTTP 503.")
        runtime.process([.key(.escape)])
        #expect((runtime.state.presented == nil))
        #expect(source.loaded(runtime.state))
        #expect(terminal.lastFrame!.lines.joined().contains("stale"), "\(terminal.lastFrame!.lines.joined(separator: "\n"))")
    }

    /// Logos and posters: every fault leaves the plain badge, nothing crashes,
    /// and a failure is remembered (one request per run) rather than retried on every frame.
    @Test(arguments: Fault.allCases)
    func imagesFailToTheBadgeAndAreAskedForOnce(fault: Fault) async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        let server = LoopbackServer()
        await server.route("/logos/*") { _ in fault.reply(valid: png) }
        let base = try await server.start()
        defer { server.stopNow() }
        let origin = fault == .refused ? URL(string: "http://127.0.0.1:\(closedLoopbackPort())")! : base
        let dir = makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let deadline: Duration = [.neverAnswers, .slowDrip].contains(fault) ? .milliseconds(600) : .seconds(30)
        let store = PictureStore(http: CurlHTTPClient(timeout: deadline),
                              urls: SourceURLs(mlb: origin, yinzcam: origin, logos: origin.appendingPathComponent("logos"), tvmaze: origin),
                              directory: dir)
        #expect(await store.logo(triCode: "PIT") == .failed)
        #expect(await store.logo(triCode: "PIT") == .failed)
        if fault != .refused { #expect(server.requests(to: "/logos/nfl_pit_light.png") <= 1) }
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(files.allSatisfy { !$0.hasPrefix("nfl_pit") }, "a failed image was kept: \(files)")
    }
}
