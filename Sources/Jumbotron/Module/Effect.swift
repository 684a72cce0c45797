import FoundationEssentials
import Pictures
import TerminalUI
import SportsCore

/// What one answer brought for the followed teams, told together (never a storm of alerts).
public struct AlertNews: Hashable, Sendable {
    public var lines: [String]
    /// When the answer arrived: how alerts are spaced.
    public var at: Date
    public init(_ lines: [String], at: Date) { self.lines = lines; self.at = at }
}

/// Names a timer; a newer timer with the same id replaces the older one.
public struct TimerID: Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// What a module's reducer asks for, as data: the app reducer presents dialogs
/// and notices and lifts the rest into the runtime's `Command`s. Requests
/// carry closures (the decoder, the way back to the screen), so equality is by
/// `signature`: tests compare what was asked for, not how the answer travels.
public enum Effect<Action: Sendable>: Sendable {
    case quit
    /// Ctrl-Z: hand the terminal back and stop until the shell continues us.
    case suspend
    /// Deliver `fire` once after `after`.
    case startTimer(TimerID, after: Duration, fire: Action)
    case cancelTimer(TimerID)
    case openURL(URL)
    case fetch(FetchEffect<Action>)
    case image(ImageEffect<Action>)
    case database(DatabaseEffect<Action>)
    /// A modal dialog; its confirm button sends its intent back to the screen that asked.
    case present(Dialog<Action>)
    /// One line in the hint bar until the next key.
    case notice(String)
    /// A change to the saved favorites, which the favorites feature alone makes.
    case favorites(FavoritesRequest)
    /// Deliver this action to the same module at once, before any input: how
    /// a child screen tells its parent what was chosen (a team to open).
    case send(Action)
    /// Something happened to followed teams (one answer's news together): a
    /// banner for a few seconds, and the bell or a desktop notification when
    /// the settings ask for them.
    case alert(AlertNews)
    /// The terminal's title (a followed game's score); nil gives it back.
    case title(String?)
    /// Go to a place in another tab (a game's center from My Teams, the multiview
    /// from a board, back along the last jump): every jump between tabs is a route,
    /// and `AppRouter` alone carries it out. `Esc` where it landed comes back.
    case navigate(AppRoute)
    /// What `jumbotron status` prints, kept on disk for it (the followed teams' games as now known).
    case status(StatusSnapshot)

    public func map<Other: Sendable>(_ f: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
        switch self {
        case .quit: .quit
        case .suspend: .suspend
        case .startTimer(let id, let after, let fire): .startTimer(id, after: after, fire: f(fire))
        case .cancelTimer(let id): .cancelTimer(id)
        case .openURL(let url): .openURL(url)
        case .fetch(let e): .fetch(e.map(f))
        case .image(let e): .image(e.map(f))
        case .database(let e): .database(e.map(f))
        case .present(let d): .present(d.map(f))
        case .notice(let text): .notice(text)
        case .favorites(let request): .favorites(request)
        case .send(let action): .send(f(action))
        case .alert(let news): .alert(news)
        case .title(let text): .title(text)
        case .navigate(let route): .navigate(route)
        case .status(let snapshot): .status(snapshot)
        }
    }

    /// What was asked for, without the closures. A request the runtime
    /// performs is described as its command is (the lift is never called).
    public var signature: EffectSignature {
        switch self {
        case .present(let d): .present(d.title)
        case .notice(let text): .notice(text)
        case .favorites(let request): .favorites(request)
        case .send(let action): .send(String(describing: action))
        case .alert(let news): .alert(news.lines.joined(separator: " | "))
        case .title(let text): .title(text)
        case .navigate(let route): .navigate(route)
        case .quit: .quit
        default: command { _ in AppAction.tick }.map(\.signature) ?? .send(String(describing: self))
        }
    }

    /// The retry dialog with the mobile app's words for a failed fetch. Nothing for
    /// a cancelled request, or what offline mode has no sample for: neither is
    /// something to try again. A module adds what it says in its own way
    /// (`quiet`: Basketball explains a missing key in place and waits out a
    /// rate limit with a countdown).
    /// `service` names what failed (`NFL games`, `TVMaze`). `showing`: the
    /// screen still has something to show (the last copy, marked stale): then
    /// a quiet line in the hint bar says so, and `r` tries again; a dialog
    /// over a screen full of data on every league and tab helped nobody.
    public static func retryDialog(for error: FetchError, _ again: Action, quiet: (FetchError) -> Bool = { _ in false },
                                   service: String? = nil, showing: Bool = false) -> [Effect] where Action: Equatable {
        switch error {
        case .cancelled, .noSample: return []
        default:
            if quiet(error) { return [] }
            let reason = service.map { "\($0): \(error.detail)" } ?? error.detail
            if showing { return [.notice("Couldn't refresh \(reason) The last copy stays on screen; r tries again.")] }
            return [.present(.retryFetch(detail: reason, retry: again, offline: error.isConnectivity))]
        }
    }
}

extension Effect: Equatable {
    public static func == (a: Effect, b: Effect) -> Bool { a.signature == b.signature }
}

public enum EffectSignature: Hashable, Sendable {
    case quit, suspend
    case startTimer(TimerID, after: Duration)
    case cancelTimer(TimerID)
    case openURL(URL)
    case fetch(Endpoint)
    case image(ImageRequest)
    case picture(PictureWish)
    case database(String)
    case present(String)
    case notice(String)
    case favorites(FavoritesRequest)
    case send(String)
    case showImages(PixelProtocol?)
    case log(String)
    case alert(String)
    case title(String?)
    case navigate(AppRoute)
    case signal(TerminalSignal)
    case status(StatusSnapshot)
    case delays(Delays)
    case saveSettings([ConfigEdit])
}

extension Effect {
    /// `.fetch(...)` in one call: the request, its replacement key, and the way back.
    public static func fetch<Value: Sendable>(_ fetch: Fetch<Value>, key: String,
                                              then: @escaping @Sendable (Result<Loaded<Value>, FetchError>, Date) -> Action) -> Effect {
        .fetch(FetchEffect(fetch, key: key, then: then))
    }

    public static func image(_ request: ImageRequest, then: @escaping @Sendable (PictureStore.Status) -> Action) -> Effect {
        .image(ImageEffect(request: request, then: then))
    }

    /// Work on the local database; `work` gets the store and the time to stamp writes with.
    /// `reading`: the work only reads, so a database that cannot be written (a
    /// read-only folder) is read through a read-only connection instead of failing.
    public static func database<T: Sendable>(_ name: String, key: String? = nil, reading: Bool = false,
                                             _ work: @escaping @Sendable (FavoritesStore, Date) throws(StoreError) -> T,
                                             then: @escaping @Sendable (Result<T, StoreError>) -> Action) -> Effect {
        .database(DatabaseEffect(name: name, key: key) { db, now in
            let result = reading ? db.withReader { store throws(StoreError) in try work(store, now) }
                                 : db.withStore { store throws(StoreError) in try work(store, now) }
            if case .failure(let error) = result { return (then(result), error) }
            return (then(result), nil)
        })
    }
}

/// Make an image available (memory, disk or network; at most one fetch per run).
public struct ImageEffect<Action: Sendable>: Sendable {
    public let request: ImageRequest
    let then: @Sendable (PictureStore.Status) -> Action

    public func run(_ store: PictureStore?) async -> Action { then(await request.load(from: store)) }

    func map<Other: Sendable>(_ f: @escaping @Sendable (Action) -> Other) -> ImageEffect<Other> {
        let then = self.then
        return ImageEffect<Other>(request: request) { f(then($0)) }
    }
}

/// One picture to convert: where its bytes come from, the slot's cell size, the colours.
public struct PictureJob: Hashable, Sendable {
    public let wish: PictureWish
    public let request: ImageRequest
    /// Character art at this depth, unless `pixels` says real pixels.
    public let depth: PictureDepth?
    public let pixels: PixelChoice?
    /// The shelf's generation when asked (see `AppAction.pictureConverted`).
    public var generation = 0
}

/// Work on the local database. Its outcome is always reported (a write is
/// never silently dropped); `key` makes a newer read replace an older one.
public struct DatabaseEffect<Action: Sendable>: Sendable {
    public let name: String
    public let key: String?
    let perform: @Sendable (FavoritesDatabase, Date) -> (Action, StoreError?)

    /// The screen's action, and the database's complaint if the work failed (for the log).
    public func run(_ db: FavoritesDatabase, now: Date) -> (Action, StoreError?) { perform(db, now) }

    func map<Other: Sendable>(_ f: @escaping @Sendable (Action) -> Other) -> DatabaseEffect<Other> {
        let perform = self.perform
        return DatabaseEffect<Other>(name: name, key: key) { db, now in
            let (action, error) = perform(db, now)
            return (f(action), error)
        }
    }
}
