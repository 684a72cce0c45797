import Synchronization
import FoundationEssentials
import Primitives
import Logging

/// Elements of a list that could not be read (wrong shape, no id, no name),
/// counted while a payload decodes: they are left out of the screen, said in
/// the log, and a payload with such elements never replaces a cached copy
/// that had none.
public final class DecodeReport: Sendable {
    @TaskLocal public static var current: DecodeReport?

    private let count = Mutex(0)
    public init() {}
    public var skipped: Int { count.withLock { $0 } }
    func add(_ n: Int) { count.withLock { $0 += n } }

    /// Decodes `data` (repaired to valid UTF-8 and its text made inert first) and says how many elements were skipped.
    static func decode<T>(_ data: Data, _ decode: (Data) throws -> T) throws(FetchError) -> (T, skipped: Int) {
        let report = DecodeReport()
        let repaired = JSONControlText.neutralized(repairingUTF8(data))
        let result: Result<T, FetchError> = DecodeReport.$current.withValue(report) {
            do throws(FetchError) { return .success(try decodeOrThrow(repaired, decode)) } catch { return .failure(error) }
        }
        return (try result.get(), report.skipped)
    }

    /// Invalid UTF-8 (a name cut mid-character) becomes U+FFFD instead of failing the
    /// string, so the name shows with a replacement character rather than as missing.
    static func repairingUTF8(_ data: Data) -> Data {
        if UTF8Validation.isValid(data) { return data }
        return Data(String(decoding: data, as: UTF8.self).utf8)
    }
}
