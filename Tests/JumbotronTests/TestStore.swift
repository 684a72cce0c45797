import Foundation
import SportsCore
import Testing
import TestSupport
import TerminalUI
@testable import Jumbotron

/// Runs what the reducers ask for, the way the runtime would, and feeds the
/// answers back (TCA's `receive`): fetches against the offline data source,
/// database work against a scratch database, pictures from an empty store,
/// timers fired at once, or held until the test fires them (`holdsTimers`:
/// for flows with a rest or a live poll). A test that types an effect's
/// answer by hand passes with a wrong closure; this one runs the closure.
final class TestStore {
    var state: AppState
    let data: any DataSource
    let database: FavoritesDatabase
    /// Where the settings screen's changes are written (nil: saving fails, as in a run without a file).
    var settingsWriter: SettingsWriter?
    /// Commands asked for and not yet run, in order.
    private(set) var pending: [Command] = []
    /// Answers of effects run one at a time, waiting for an exhaustive test's `receive`.
    var received: [AppAction] = []
    /// Every command run so far, as signatures.
    private(set) var ran: [EffectSignature] = []
    /// Held timers by id, with what each delivers (a newer one replaces an older).
    private(set) var timers: [TimerID: AppAction] = [:]
    let holdsTimers: Bool
    private let folder: URL

    init(_ state: AppState, data: any DataSource = OfflineDataSource(samples: Fixtures.samples), holdsTimers: Bool = false) {
        self.state = state
        self.data = data
        self.holdsTimers = holdsTimers
        folder = makeTemporaryDirectory("jumbotron-test-store")
        database = FavoritesDatabase(url: folder.appendingPathComponent("favorites.sqlite"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Sends an action; what it asks for waits in `pending` until `receive`.
    @discardableResult
    func send(_ action: AppAction) -> [EffectSignature] {
        let commands = AppReducer.reduce(&state, action)
        pending += commands
        return commands.map(\.signature)
    }

    func press(_ keys: Key...) { for key in keys { send(.key(key)) } }

    /// Runs every pending command and feeds its answer back, until nothing is
    /// pending (answers may ask for more: a roster asks for its players'
    /// pictures). `rounds` bounds a chain that never ends.
    func receiveAll(rounds: Int = 20) async {
        for _ in 0..<rounds where !pending.isEmpty {
            let batch = pending
            pending = []
            for command in batch {
                ran.append(command.signature)
                switch command {
                case .startTimer(let id, _, let fire) where holdsTimers: timers[id] = fire
                case .cancelTimer(let id): timers[id] = nil
                default: if let answer = await run(command) { send(answer) }
                }
            }
        }
        #expect(pending.isEmpty, "effects still asking after \(rounds) rounds: \(pending.map(\.signature))")
    }

    /// Runs the oldest pending command; its answer waits in `received`.
    func runNext() async {
        guard !pending.isEmpty else { return }
        let command = pending.removeFirst()
        ran.append(command.signature)
        switch command {
        case .startTimer(let id, _, let fire) where holdsTimers: timers[id] = fire
        case .cancelTimer(let id): timers[id] = nil
        default: if let answer = await run(command) { received.append(answer) }
        }
    }

    /// Exhaustively: what is pending runs (a timer asked for is held), then the
    /// timer fires, and what it delivers waits to be received.
    func fireTimer(_ id: TimerID, sourceLocation: SourceLocation = #_sourceLocation) async {
        while !pending.isEmpty { await runNext() }
        guard let action = timers.removeValue(forKey: id) else {
            Issue.record("no timer \(id.name) is waiting", sourceLocation: sourceLocation)
            return
        }
        received.append(action)
    }

    /// A held timer's time has come: what it delivers is sent, and what that asks for runs.
    func fire(_ id: TimerID) async {
        await receiveAll()
        guard let action = timers.removeValue(forKey: id) else { Issue.record("no timer \(id.name) is waiting"); return }
        send(action)
        await receiveAll()
    }

    /// How many times `signature` has run so far.
    func count(_ signature: EffectSignature) -> Int { ran.filter { $0 == signature }.count }

    private func run(_ command: Command) async -> AppAction? {
        let now: @Sendable () -> Date = { testDay.noonUTC }
        switch command {
        case .fetch(let fetch): return await fetch.run(data, now: now).0
        case .database(let work): return work.run(database, now: now()).0
        case .image(let image): return await image.run(nil)
        case .startTimer(_, _, let fire): return fire
        case .picture(let job): return .pictureConverted(job.wish, nil)
        case .saveSettings(let edits):
            guard let writer = settingsWriter else { return .settingsSaved(.failed(edits.map(\.name), reason: "no config file")) }
            writer.enqueue(edits)
            return writer.flush().map(AppAction.settingsSaved)
        // The league table is the process's: a test's store leaves it alone.
        case .quit, .suspend, .cancelTimer, .openURL, .showImages, .log, .signal, .writeStatus, .setDelays: return nil
        }
    }
}

/// Flows through the real effects: the decoder, the sample, the database.
@Suite struct TestStoreTests {
    @Test func scoresLoadFromTheSampleThroughTheirFetch() async {
        var state = makeState()
        state.scores = ScoresState(date: Day(iso: "2018-09-19")!)
        let store = TestStore(state)
        store.send(.start)
        await store.receiveAll()
        #expect(store.ran.contains(.fetch(.mlbSchedule(date: "2018-09-19"))))
        #expect(store.state.scores.boards.mlb.games.count == sampleGames("2018-09-19").count)
        #expect(store.state.scores.boards.mlb.load.origin == .bundledSample)
    }

    /// Open a roster and a player, save him, and find him in My Players and in
    /// Favorites: every request answered by its own closure.
    @Test func aPlayerSavedFromTheRosterIsInMyPlayersAndFavorites() async throws {
        let store = TestStore(makeState(tab: .hockey))
        store.send(.start)
        await store.receiveAll()
        store.press(.char("a"))
        await store.receiveAll()
        store.send(.hockey(.intent(.openTeam("TOR"))))
        await store.receiveAll()
        let player = try #require(store.state.hockey.selectedPlayer(store.state.context()))
        store.press(.char("f"))
        await store.receiveAll()
        #expect(try store.database.store().players().map(\.id) == [player.id])
        store.press(.char("F"))
        await store.receiveAll()
        #expect(store.state.saved.players.value?.map(\.id) == [player.id])
        store.press(.char("4"))
        await store.receiveAll()
        #expect(store.state.saved.playerList.map(\.id) == [player.id])
    }

    /// `/` then a pause: the timer fires, the catalogue search runs offline, and its hits show.
    @Test func aSearchRunsThroughTheTimerAndTheOfflineSource() async {
        let store = TestStore(makeState(tab: .shows))
        store.send(.start)
        await store.receiveAll()
        store.press(.char("/"), .char("t"), .char("h"), .char("e"))
        await store.receiveAll()
        #expect(store.ran.contains(.fetch(.tvmazeSearch(query: "the"))))
        #expect(store.state.shows.search.result.value?.isEmpty == false)
        #expect(store.state.shows.visible.allSatisfy { store.state.shows.show(at: $0).name.lowercased().contains("the") })
    }
}
