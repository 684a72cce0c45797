import FoundationEssentials
import Pictures
import TerminalUI
import SportsCore

/// How a fetch ended, for the log: one line per result.
public enum FetchOutcome: Sendable, Equatable {
    case fresh(Origin)
    case stale(FetchError)
    case failed(FetchError)

    init<V>(_ result: Result<Loaded<V>, FetchError>) {
        switch result {
        case .success(let loaded):
            if case .staleCache(_, let error) = loaded.origin { self = .stale(error) } else { self = .fresh(loaded.origin) }
        case .failure(let error): self = .failed(error)
        }
    }
}

/// Run a `Fetch`, then turn its result into the screen's action. A newer
/// fetch with the same `key` cancels an older one.
public struct FetchEffect<Action: Sendable>: Sendable {
    public let endpoint: Endpoint
    public let logName: String
    /// Requests with the same key replace each other (one date, one page at a time).
    public let key: String
    /// `post`: where an optional step's first answer goes while the rest is fetched.
    let perform: @Sendable (any DataSource, @escaping @Sendable () -> Date, @escaping @Sendable (Action) -> Void) async -> (Action, FetchOutcome)
    /// The answer built from what is on disk, if anything: the copy an earlier run
    /// kept (the request still runs) or, offline, the answer itself (`final`).
    let early: @Sendable (any DataSource, Date) -> (action: Action, final: Bool)?

    public init<Value: Sendable>(_ fetch: Fetch<Value>, key: String,
                                 then: @escaping @Sendable (Result<Loaded<Value>, FetchError>, Date) -> Action) {
        endpoint = fetch.endpoint
        logName = fetch.logName
        self.key = key
        perform = { data, now, post in
            let result = await Self.result(of: fetch, data) { post(then(.success($0), now())) }
            return (then(result, now()), FetchOutcome(result))
        }
        early = { data, now in
            data.lastCopy(fetch).map { loaded in
                let refreshing = loaded.origin.standsIn
                return (then(.success(loaded), now), !refreshing)
            }
        }
    }

    private init(endpoint: Endpoint, logName: String, key: String,
                 perform: @escaping @Sendable (any DataSource, @escaping @Sendable () -> Date, @escaping @Sendable (Action) -> Void) async -> (Action, FetchOutcome),
                 early: @escaping @Sendable (any DataSource, Date) -> (action: Action, final: Bool)?) {
        self.endpoint = endpoint; self.logName = logName; self.key = key; self.perform = perform; self.early = early
    }

    /// `post`: where an answer before the whole one goes (an optional step's first answer); dropped unless given.
    /// Runs the request; `early` takes an answer before the whole one (an optional step's first
    /// answer, or, for a screen that masks what could spoil, the answer the delay holds back).
    static func result<Value: Sendable>(of fetch: Fetch<Value>, _ data: any DataSource,
                                        early: @escaping @Sendable (Loaded<Value>) -> Void) async -> Result<Loaded<Value>, FetchError> {
        var held: (@Sendable (Value, Date, Date) -> Void)?
        if fetch.previewsWhileHeld {
            held = { @Sendable value, asked, until in early(Loaded(value: value, origin: .heldBack(asked: asked, until: until))) }
        }
        do throws(FetchError) {
            return .success(try await data.run(fetch, partial: early, held: held))
        } catch {
            return .failure(error)
        }
    }

    public func run(_ data: any DataSource, now: @escaping @Sendable () -> Date,
                    post: @escaping @Sendable (Action) -> Void = { _ in }) async -> (Action, FetchOutcome) {
        await perform(data, now, post)
    }

    /// The screen's action for what is on disk, read on the spot: the last copy
    /// (marked refreshing; the request still runs) or, offline, the whole answer
    /// (`final`); nil when there is none.
    public func lastCopy(_ data: any DataSource, now: Date) -> (action: Action, final: Bool)? { early(data, now) }

    func map<Other: Sendable>(_ f: @escaping @Sendable (Action) -> Other) -> FetchEffect<Other> {
        let perform = self.perform, early = self.early
        return FetchEffect<Other>(endpoint: endpoint, logName: logName, key: key, perform: { data, now, post in
            let (action, outcome) = await perform(data, now) { post(f($0)) }
            return (f(action), outcome)
        }, early: { data, now in early(data, now).map { (f($0.action), $0.final) } })
    }
}
