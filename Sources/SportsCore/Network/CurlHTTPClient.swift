import FoundationEssentials
import Primitives

/// GET over libcurl, one transfer per request on a thread of its own, with a
/// hard deadline for the whole request (a slow drip of bytes still ends) and a
/// cap on the body that holds while it streams: the byte past the cap aborts
/// the transfer inside libcurl's own read loop, so nothing more is read.
///
/// Not URLSession: FoundationNetworking delivers every chunk through an
/// operation queue and cancels through its work queue, so an endless body on
/// loopback piled up 44 MB–5 GB of queued chunks before a cancel landed (the
/// soak test of; docs/decisions.md). libcurl is the library it wraps.
public final class CurlHTTPClient: HTTPClient {
    public let timeout: Duration
    public let maxBytes: Int

    /// The largest answer a source sends is under 1 MB (MLB standings with every
    /// split); 4 MB leaves room to grow while several hostile endless bodies at
    /// once stay within the app's memory budget (the soak test's 64 MB).
    public static let defaultMaxBytes = 4_000_000

    public init(timeout: Duration = .seconds(10), maxBytes: Int = CurlHTTPClient.defaultMaxBytes) {
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    public func get(_ url: URL, headers: [String: String]) async throws(FetchError) -> Data {
        try await get(url, headers: headers, maxBytes: nil)
    }

    public func get(_ url: URL, headers: [String: String], maxBytes limit: Int?) async throws(FetchError) -> Data {
        let cap = max(maxBytes, limit ?? 0)
        do {
            return try await getOnce(url, headers: headers, cap: cap)
        } catch .notHTTP {
            // An answer with no status line is what bytes left on a kept-alive
            // connection look like; every request here has a connection of its
            // own, but a server may still send one: ask once more.
            return try await getOnce(url, headers: headers, cap: cap)
        }
    }

    /// With `known`'s validators sent: `304` is "not modified", a body comes with its own.
    public func get(_ url: URL, headers: [String: String], maxBytes limit: Int?,
                    ifChangedSince known: HTTPValidators) async throws(FetchError) -> HTTPAnswer {
        let cap = max(maxBytes, limit ?? 0)
        let asked = headers.merging(known.conditionalHeaders) { mine, _ in mine }
        func once() async throws(FetchError) -> HTTPAnswer {
            do {
                let (data, validators) = try await getOnceWithValidators(url, headers: asked, cap: cap)
                return .body(data, validators)
            } catch .httpStatus(304) where !known.isEmpty {
                return .notModified
            }
        }
        do { return try await once() } catch .notHTTP { return try await once() }
    }

    private func getOnce(_ url: URL, headers: [String: String], cap: Int) async throws(FetchError) -> Data {
        try await getOnceWithValidators(url, headers: headers, cap: cap).0
    }

    private func getOnceWithValidators(_ url: URL, headers: [String: String], cap: Int) async throws(FetchError) -> (Data, HTTPValidators) {
        let transfer = CurlTransfer(url: url, headers: headers, timeout: timeout, maxBytes: cap)
        let timeout = self.timeout
        let result: Result<Data, FetchError> = await withTaskGroup(of: Result<Data, FetchError>?.self) { group in
            group.addTask {
                await withTaskCancellationHandler {
                    await withCheckedContinuation { continuation in transfer.start(continuation) }
                } onCancel: {
                    transfer.cancel()
                }
            }
            // libcurl has the same deadline; this one also holds when a name
            // lookup cannot be interrupted.
            group.addTask {
                do { try await Sleeper.shared.sleep(for: timeout + .milliseconds(250)) } catch { return nil }
                transfer.cancel(as: .timeout)
                return .failure(.timeout)
            }
            defer { group.cancelAll() }
            while let next = await group.next() {
                if let next { return next }
            }
            return .failure(.cancelled)
        }
        if Task.isCancelled { throw .cancelled }
        return (try result.get(), transfer.validators)
    }
}
