import Logging
import Dispatch
import FoundationEssentials
import Primitives
import Pictures
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
    let environment: AppEnvironment
    let inbox: ActionInbox
    private var canvas: Canvas
    private var lastDrawn: AppState?
    private var timers: [TimerID: (due: Duration, fire: AppAction)] = [:]
    /// Running work by its key (`scores`, `nba.players`): a newer request with the same key replaces it.
    private var tasks: [String: Task<Void, Never>] = [:]
    /// What this run has asked the network for: only a first ask shows the last copy.
    private var asked: Set<Endpoint> = []
    private var firstFrame: FirstFrameGate?
    private var nextSpin: Duration?
    private var networkPrepared = false
    /// Monotonic time from the environment: the system's, or a test's that it moves itself.
    private var clock: RuntimeClock { environment.clock }
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
        if framesDrawn == 0 { firstFrame = FirstFrameGate() }
        dispatch(.clock(environment.now()))
        for action in initialActions { dispatch(action) }
        for action in inbox.drain() { dispatch(action) }   // the last copies read for the first frame
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
            case .paste(let text): actions.append(.paste(text))
            case .reply: break   // taken by the terminal; a report carries them
            case .report(let report):
                // The picture decoders are opened only when the terminal might show pixels (start-up never pays for them).
                let mightShowPixels = PixelChoice.choose(report, mode: state.display.imagesMode, encoder: true).pixelProtocol != nil
                actions.append(.terminalReport(report, pixelEncoder: mightShowPixels && environment.pixelEncoderAvailable()))
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
        if state.isBusy, let due = nextSpin, clock.now >= due { actions += [.clock(environment.now()), .tick] }
        for action in actions { dispatch(action) }
        drawIfChanged()
    }

    public func dispatch(_ action: AppAction) {
        let commands = AppReducer.reduce(&state, action)
        for command in commands { perform(command) }
        if state.isBusy {
            if nextSpin == nil || action == .tick { nextSpin = clock.now + Self.spinInterval }
        } else {
            nextSpin = nil
        }
    }

    /// Performs one command. Nothing here knows a feature: a new source is a
    /// new `Fetch`, run and logged the same way as every other.
    func perform(_ command: Command) {
        let logger = environment.logger
        switch command {
        case .quit:
            state.shouldQuit = true
        case .log(let line): logger.info("\(line)")
        case .signal(let signal): terminal.signal(signal)
        case .setDelays(let delays):
            environment.delayLine?.delays = delays
            logger.info("delay \(delays.all) s\(delays.leagues.isEmpty ? "" : " (by league: \(delays.leagues))")")
        case .saveSettings(let edits):
            saveSettings(edits)
        case .writeStatus(let snapshot):
            // Off the loop: a slow disk never holds a frame.
            guard let file = environment.statusFile else { break }
            BackgroundThread.start { file.write(snapshot) }
        case .showImages(let choice):
            terminal.showImages(choice.pixelProtocol.map { ImageLayer(pixelProtocol: $0, passthrough: choice.tmuxPassthrough) })
        case .suspend:
            terminal.suspend()
            lastDrawn = nil            // the screen was handed back: draw it all again
            dispatch(.resize(terminal.size))
        case .startTimer(let id, let after, let fire):
            timers[id] = (clock.now + after, fire)
        case .cancelTimer(let id):
            timers[id] = nil
        case .openURL(let url):
            logger.info("open \(url.absoluteString)")
            let open = environment.openURL, inbox = self.inbox
            // A thread of its own: the opener may wait up to 3 s for a launcher to
            // fail, which must not hold one of the few threads async work runs on.
            BackgroundThread.start {
                guard let failure = open(url) else { return }
                logger.warning("open \(url.absoluteString) failed: \(failure)")
                inbox.post(.notice("\(failure). The link: \(url.absoluteString)"))
            }
        case .fetch(let fetch):
            // Failures go to the log file (never the screen): what a bug report needs.
            logger.info("fetch \(fetch.logName)")
            let data = environment.data, now = environment.now, inbox = self.inbox
            // The first time a run asks for something, the copy an earlier run kept is
            // shown while the network answers; before the first frame it is read here,
            // so that frame already carries it (later asks keep what the screen holds).
            let firstAsk = asked.insert(fetch.endpoint).inserted
            if firstAsk, framesDrawn == 0, let early = fetch.lastCopy(data, now: now()) {
                inbox.post(early.action)
                if early.final {   // offline: the answer itself, nothing left to ask
                    logger.info("\(fetch.logName): ok (read for the first frame)")
                    return
                }
            }
            if framesDrawn > 0 { prepareNetwork() }
            let lastCopyInTask = firstAsk && framesDrawn > 0 && !data.isOffline
            let gate = framesDrawn == 0 ? firstFrame : nil   // set only while `run` paints its first frame
            run(fetch.key) {
                await gate?.wait()
                if lastCopyInTask, let early = fetch.lastCopy(data, now: now()), !Task.isCancelled {
                    logger.info("\(fetch.logName): last copy shown while refreshing")
                    inbox.post(early.action)
                }
                let (action, outcome) = await fetch.run(data, now: now) { early in
                    if !Task.isCancelled { inbox.post(early) }
                }
                switch outcome {
                case .fresh(let origin): logger.info("\(fetch.logName): ok (\(origin.logText))")
                case .stale(let error): logger.warning("\(fetch.logName): stale copy shown: \(error)")
                case .failed(.cancelled): logger.info("\(fetch.logName): cancelled")
                case .failed(let error): logger.warning("\(fetch.logName) failed: \(error)")
                }
                return action
            }
        case .image(let image):
            let logos = environment.logos
            runDetached {
                let action = await image.run(logos)
                return action
            }
        case .picture(let job):
            PictureWork.run(job, logos: environment.logos, queue: pictureQueue, logger: logger, inbox: inbox)
        case .database(let work):
            let db = environment.favorites, now = environment.now
            let report = repairReporter, inbox = self.inbox
            // One serial queue, in the order the reducer asked: each result carries the
            // list the store confirmed right after its own write, so they arrive in commit
            // order and the last one on screen is the store's latest (detached
            // tasks once delivered an older list after a newer one during f/j bursts).
            databaseQueue.async {
                let (action, error) = work.run(db, now: now())
                if let error { logger.error("favorites database: \(work.name) failed: \(error.message)") }
                report(db)
                inbox.post(action)
            }
        }
    }

    /// A damaged database was moved aside while opening: say so once
    /// (log and screen), from whichever effect opened it.
    private var repairReporter: @Sendable (FavoritesDatabase) -> Void {
        let inbox = self.inbox, logger = environment.logger
        return { db in
            for text in db.takeNotices() {
                logger.warning("favorites database: \(text)")
                inbox.post(.notice(text))
            }
            guard let movedTo = db.takeRepairNotice() else { return }
            logger.error("favorites database was damaged; moved to \(movedTo.path)")
            inbox.post(.databaseRepaired(keptAs: movedTo.lastPathComponent))
        }
    }

    /// Starts async work under `key`, cancelling older work with the same key;
    /// its action comes back through the inbox.
    func run(_ key: String, _ work: @escaping @Sendable () async -> AppAction?) {
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

    private let databaseQueue = DispatchQueue(label: "jumbotron.favorites")
    private let pictureQueue = DispatchQueue(label: "jumbotron.pictures")
    /// Waits for the effects now running to finish (tests).
    public func settle() async {
        for task in tasks.values { await task.value }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in databaseQueue.async { done.resume() } }
    }

    private func dueTimers() -> [AppAction] {
        let now = clock.now
        let due = timers.filter { $0.value.due <= now }
        for id in due.keys { timers[id] = nil }
        return due.values.map(\.fire)
    }

    private func nextTimeout() -> Duration? {
        var deadlines = timers.values.map(\.due)
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
        if framesDrawn == 1 {
            prepareNetwork()   // after the first frame is on screen, before the requests it held back
            firstFrame?.open()
        }
        // Placeholders drawn for pictures not converted yet: ask for them now.
        var seen = Set<PictureWish>()
        let wishes = canvas.pictureWishes.filter { state.pictures.entry($0) == nil && seen.insert($0).inserted }
        if !wishes.isEmpty { dispatch(.picturesWanted(wishes)) }
    }

    /// libcurl's global set-up, once, here on the main thread: on a worker it
    /// could still be running when quitting ends the process (a crash in
    /// OpenSSL's clean-up, about one quick quit in fifteen).
    private func prepareNetwork() {
        guard !networkPrepared, !environment.data.isOffline else { return }
        networkPrepared = true
        environment.prepareNetwork()
    }

    private func shutdown() {
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        terminal.restore()
        // A favourite being written is finished before the process ends (a
        // locked database gives up within its own busy timeout).
        let written = DispatchSemaphore(value: 0)
        let favorites = environment.favorites
        databaseQueue.async { favorites.checkpoint(); written.signal() }
        _ = written.wait(timeout: .now() + 5)
    }
}
