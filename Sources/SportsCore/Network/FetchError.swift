import FoundationEssentials

/// Why data could not be had. The UI turns each into the retry dialog or an
/// inline message; `isConnectivity` picks the mobile app's "fetching data" wording.
public enum FetchError: Error, Hashable, Sendable {
    /// No connection: refused, host not found, network down.
    case offline(String)
    case timeout
    case httpStatus(Int)
    /// The response arrived but is not what was expected.
    case decoding(String)
    case tooLarge(limit: Int)
    case cancelled
    /// Offline mode has no bundled sample for this request.
    case noSample(String)
    /// A service that needs a key has none (balldontlie).
    case missingKey(String)
    /// 401: the key was sent and refused.
    case keyRefused
    /// 429: too many requests; `retryAfter` seconds when the server said.
    case rateLimited(retryAfter: Int?)
    /// 503 with `Retry-After`: the server is busy and said when to come back.
    case unavailable(retryAfter: Int)
    /// The answer had no HTTP status line (HTTP/0.9, garbage).
    case notHTTP
    /// Only an interim 1xx answer came, never the response.
    case interimOnly(Int)
    /// The connection was closed or reset before any answer.
    case closedWithoutAnswer
    /// The answer's headers were larger than the client accepts.
    case headersTooLarge
    case other(String)

    /// Whether asking again can change the answer. A missing page (404),
    /// a refused or missing key, a body too large or the sample's lack will
    /// be the same next time, so nothing offers `r` for them.
    public var canRetry: Bool {
        switch self {
        case .httpStatus(let code): !(400..<500).contains(code) || [408, 425, 429].contains(code)
        case .noSample, .missingKey, .keyRefused, .tooLarge, .headersTooLarge: false
        default: true
        }
    }

    /// How long the server asked us to wait before asking again, when it said.
    public var retryAfter: Int? {
        switch self {
        case .rateLimited(let after): after
        case .unavailable(let after): after
        default: nil
        }
    }

    /// The network could not be reached at all (refused, no host, a timeout,
    /// a connection lost): what `--offline` is for.
    public var isConnectivity: Bool {
        switch self {
        case .offline, .timeout, .closedWithoutAnswer: true
        default: false
        }
    }

    /// The server has no such thing (404, 410): a calm "not there", not a failure.
    public var isNotFound: Bool {
        if case .httpStatus(let code) = self { return code == 404 || code == 410 }
        return false
    }

    /// A few words for a corner or a border (`HTTP 404`, `offline`): `detail` says it whole.
    public var brief: String {
        switch self {
        case .offline: "offline"
        case .timeout: "timed out"
        case .httpStatus(let code): "HTTP \(code)"
        case .decoding: "unreadable answer"
        case .tooLarge, .headersTooLarge: "answer too large"
        case .cancelled: "cancelled"
        case .noSample: "not in the sample"
        case .missingKey: "no API key"
        case .keyRefused: "key refused"
        case .rateLimited: "rate limited"
        case .unavailable: "server busy"
        case .notHTTP, .interimOnly, .closedWithoutAnswer: "no answer"
        case .other: "failed"
        }
    }

    /// A plain-language line for the user, shown under the dialog message.
    public var detail: String {
        switch self {
        case .offline(let why): "No connection (\(why))."
        case .timeout: "The server did not answer in time."
        case .httpStatus(let code): "The server answered HTTP \(code)."
        case .decoding(let why): "The server sent data Jumbotron cannot read (\(why))."
        case .tooLarge(let limit): "The response was larger than \(limit / 1_000_000) MB and was refused."
        case .cancelled: "The request was cancelled."
        case .noSample(let what): what
        case .missingKey(let how): how
        case .keyRefused: "The API key was refused."
        case .rateLimited(let after): "The server asks to slow down" + (after.map { " (retry in \($0) s)." } ?? ".")
        case .unavailable(let after): "The server is busy (HTTP 503; retry in \(after) s)."
        case .notHTTP: "The server's answer was not HTTP (no status line)."
        case .interimOnly(let code): "The server sent only an interim answer (HTTP \(code)), never the response."
        case .closedWithoutAnswer: "The server closed the connection without answering."
        case .headersTooLarge: "The server's answer had headers too large to accept."
        case .other(let why): why
        }
    }
}

public extension DecodingError {
    /// A short, path-qualified reason without Swift's debug noise.
    var shortDescription: String {
        func path(_ c: DecodingError.Context) -> String {
            let p = c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return p.isEmpty ? "top level" : String(p.drop(while: { $0 == "." }))
        }
        switch self {
        case .typeMismatch(_, let c): return "wrong type at \(path(c))"
        case .valueNotFound(_, let c): return "missing value at \(path(c))"
        case .keyNotFound(let k, let c): return "missing key \(k.stringValue) at \(path(c))"
        case .dataCorrupted(let c): return c.codingPath.isEmpty ? "not valid JSON" : "bad value at \(path(c))"
        @unknown default: return "unreadable"
        }
    }
}
