import Foundation
import SportsCore
import TerminalUI

/// The model–view–update loop. Blocks in the terminal until input, an effect
/// result or a timer is due; reduces; performs the commands; draws only when
/// the state changed. The terminal is restored on every way out.
public final class Runtime {
    public private(set) var state: AppState
    public private(set) var exitStatus: Int32 = 0
    public private(set) var framesDrawn = 0

    private let terminal: any Terminal
    private let environment: AppEnvironment
    private let inbox: ActionInbox
    private var canvas: Canvas
    private var lastDrawn: AppState?
    private var timers: [TimerID: ContinuousClock.Instant] = [:]
    private var tasks: [EffectKey: Task<Void, Never>] = [:]
    private var nextSpin: ContinuousClock.Instant?
    private let clock = ContinuousClock()
    static let spinInterval = Duration.milliseconds(100)

    public init(terminal: any Terminal, environment: AppEnvironment, state: AppState) {
        self.terminal = terminal
        self.environment = environment
        self.state = state
        self.inbox = ActionInbox(waker: terminal.waker)
        self.canvas = Canvas(size: terminal.size, glyphs: state.display.glyphs)
        self.state.size = terminal.size
    }

    /// Runs until quit or a termination signal; returns the exit status
    /// (0, or 128 + the signal number).
    public func run(initialActions: [AppAction] = []) -> Int32 {
        defer { shutdown() }
        for action in initialActions { dispatch(action) }
        drawIfChanged()
        while !state.shouldQuit {
            let events = terminal.nextEvents(timeout: nextTimeout())
            process(events)
        }
        return exitStatus
    }

    /// One turn of the loop: the events read, plus whatever effects and timers produced.
    public func process(_ events: [TerminalEvent]) {
        var actions: [AppAction] = []
        for event in events {
            switch event {
            case .key(let key): actions.append(.key(key))
            case .mouse(let m): actions.append(.mouse(m))
            case .resize(let size): actions.append(.resize(size))
            case .signal(let sig):
                exitStatus = 128 + sig
                state.shouldQuit = true
                return
            }
        }
        let today = Day(environment.now(), in: state.display.timeZone)
        if today != state.today { actions.insert(.dayChanged(today), at: 0) }
        actions += inbox.drain()
        actions += dueTimers()
        if state.isBusy, let due = nextSpin, clock.now >= due { actions.append(.tick) }
        for action in actions { dispatch(action) }
        drawIfChanged()
    }

    public func dispatch(_ action: AppAction) {
        log(action)
        let commands = AppReducer.reduce(&state, action)
        for command in commands { perform(command) }
        if state.isBusy {
            if nextSpin == nil || action == .tick { nextSpin = clock.now + Self.spinInterval }
        } else {
            nextSpin = nil
        }
    }

    /// Failures go to the log file (never the screen): what a bug report needs.
    private func log(_ action: AppAction) {
        let logger = environment.logger
        switch action {
        case .scoresLoaded(let day, .failure(let error), _):
            logger.warning("scores \(day.iso) failed: \(error)")
        case .scoresLoaded(let day, .success(let loaded), _):
            if case .staleCache(_, let error) = loaded.origin { logger.warning("scores \(day.iso) stale: \(error)") }
        case .scheduleLoaded(.failure(let error), _):
            logger.warning("schedule failed: \(error)")
        case .scheduleLoaded(.success(let loaded), _):
            if case .staleCache(_, let error) = loaded.origin { logger.warning("schedule stale: \(error)") }
        case .logoLoaded(let tri, .failed):
            logger.info("logo \(tri) unavailable")
        case .showsLoaded(let page, .failure(let error), _):
            logger.warning("shows page \(page) failed: \(error)")
        case .favoritesLoaded(.failure(let error)):
            logger.error("favorites database: \(error.message)")
        case .favoriteChanged(let show, let deleted, .failure(let error)):
            logger.error("favorites \(deleted ? "delete" : "save") of \(show.id) failed: \(error.message)")
        default:
            break
        }
    }

    func perform(_ command: Command) {
        switch command {
        case .quit:
            state.shouldQuit = true
        case .suspend:
            terminal.suspend()
            lastDrawn = nil            // the screen was handed back: draw it all again
            dispatch(.resize(terminal.size))
        case .startTimer(let id, let after):
            timers[id] = clock.now + after
        case .cancelTimer(let id):
            timers[id] = nil
        case .openURL(let url):
            let open = environment.openURL
            Task.detached { open(url) }
        case .fetchScores(let day):
            let data = environment.data, now = environment.now
            run(.scores) {
                let result: Result<Loaded<[MLBGame]>, FetchError>
                do throws(FetchError) {
                    result = .success(try await data.fetch(.mlbSchedule(date: day.iso)) { try MLBSchedule.decode($0).games })
                } catch {
                    result = .failure(error)
                }
                return .scoresLoaded(day, result, at: now())
            }
        case .fetchStandings(let season):
            let data = environment.data, now = environment.now
            run(.standings) {
                let result: Result<Loaded<[StandingsDivision]>, FetchError>
                do throws(FetchError) {
                    result = .success(try await data.fetch(.mlbStandings(season: season)) { try MLBStandings.decode($0).divisions })
                } catch {
                    result = .failure(error)
                }
                return .standingsLoaded(season: season, result, at: now())
            }
        case .fetchSchedule:
            let data = environment.data, now = environment.now
            run(.schedule) {
                let result: Result<Loaded<YinzCamSchedule>, FetchError>
                do throws(FetchError) {
                    result = .success(try await data.fetch(.yinzcamSchedule) { try YinzCamSchedule.decode($0) })
                } catch {
                    result = .failure(error)
                }
                return .scheduleLoaded(result, at: now())
            }
        case .loadLogo(let triCode):
            guard let logos = environment.logos else {
                dispatch(.logoLoaded(triCode, .failed))
                return
            }
            runDetached { .logoLoaded(triCode, await logos.logo(triCode: triCode)) }
        case .fetchShows(let page):
            let data = environment.data, now = environment.now
            run(.shows) {
                let result: Result<Loaded<[TVShow]>, FetchError>
                do throws(FetchError) {
                    result = .success(try await data.fetch(.tvmazeShows(page: page)) { try TVShow.decodePage($0) })
                } catch {
                    result = .failure(error)
                }
                return .showsLoaded(page: page, result, at: now())
            }
        case .loadPoster(let url):
            guard let store = environment.logos else {
                dispatch(.posterLoaded(url, .failed))
                return
            }
            runDetached { .posterLoaded(url, await store.image(url)) }
        case .loadFavorites:
            let db = environment.favorites
            let report = repairReporter
            run(.favorites) {
                let result = db.withStore { s throws(StoreError) in try s.list() }
                report(db)
                return .favoritesLoaded(result)
            }
        case .saveFavorite(let show):
            let db = environment.favorites, now = environment.now
            let report = repairReporter
            runDetached {
                let result = db.withStore { s throws(StoreError) in try s.save(show, at: now()); return try s.list() }
                report(db)
                return .favoriteChanged(show, deleted: false, result)
            }
        case .deleteFavorite(let show):
            let db = environment.favorites
            let report = repairReporter
            runDetached {
                let result = db.withStore { s throws(StoreError) in try s.delete(id: show.id); return try s.list() }
                report(db)
                return .favoriteChanged(show, deleted: true, result)
            }
        }
    }

    /// A damaged favourites file was moved aside while opening: say so once
    /// (log and screen), from whichever effect opened it.
    private var repairReporter: @Sendable (FavoritesDatabase) -> Void {
        let inbox = self.inbox, logger = environment.logger
        return { db in
            guard let movedTo = db.takeRepairNotice() else { return }
            logger.error("favorites database was damaged; moved to \(movedTo.path)")
            inbox.post(.favoritesRepaired(keptAs: movedTo.lastPathComponent))
        }
    }

    /// Starts async work under `key`, cancelling older work with the same key;
    /// its action comes back through the inbox.
    func run(_ key: EffectKey, _ work: @escaping @Sendable () async -> AppAction?) {
        tasks[key]?.cancel()
        let inbox = self.inbox
        tasks[key] = Task.detached {
            guard let action = await work(), !Task.isCancelled else { return }
            inbox.post(action)
        }
    }

    /// Work that is never replaced or cancelled (a logo, a poster, a database
    /// write whose outcome must always be reported): not tracked, so the task
    /// table does not grow with every image on a long list.
    func runDetached(_ work: @escaping @Sendable () async -> AppAction) {
        let inbox = self.inbox
        Task.detached { inbox.post(await work()) }
    }

    func cancel(_ key: EffectKey) {
        tasks[key]?.cancel()
        tasks[key] = nil
    }

    /// Waits for the effects now running to finish (tests).
    public func settle() async {
        for task in tasks.values { await task.value }
    }

    private func dueTimers() -> [AppAction] {
        let now = clock.now
        let due = timers.filter { $0.value <= now }.map(\.key)
        for id in due { timers[id] = nil }
        return due.map { .timerFired($0) }
    }

    private func nextTimeout() -> Duration? {
        var deadlines = Array(timers.values)
        if let spin = nextSpin { deadlines.append(spin) }
        guard let first = deadlines.min() else { return nil }
        return max(.zero, first - clock.now)
    }

    private func drawIfChanged() {
        guard state != lastDrawn else { return }
        AppView.render(state, into: &canvas)
        terminal.draw(canvas)
        lastDrawn = state
        framesDrawn += 1
    }

    private func shutdown() {
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        terminal.restore()
    }
}

/// Identifies a running effect; a new one with the same key replaces it.
public enum EffectKey: Hashable, Sendable {
    case scores
    case standings
    case schedule
    case shows
    case favorites
}
