import FoundationEssentials
import Synchronization
import Glibc
import Primitives

/// A time zone read from the system's tz database (TZif files under
/// /usr/share/zoneinfo or $TZDIR). Foundation's named zones need ICU, whose
/// tables were most of the binary; the C library's own zone needs the
/// process-wide TZ variable, so two zones could not be used side by side.
/// Hashable and equal by name: the rules are the file's.
public struct Zone: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    let rules: ZoneRules

    public static let utc = Zone(identifier: "UTC", rules: .fixed(0, "UTC"))

    init(identifier: String, rules: ZoneRules) {
        self.identifier = identifier
        self.rules = rules
    }

    /// A zone by its tz name (`America/New_York`); nil when the system has
    /// no such zone. UTC, GMT and their Etc/ names need no file.
    public init?(identifier: String) {
        switch identifier {
        case "UTC", "GMT", "Etc/UTC", "Etc/GMT", "Z", "UTC0", "GMT0": self = .utc; return
        default: break
        }
        guard let rules = ZoneCache.rules(for: identifier) else { return nil }
        self.init(identifier: identifier, rules: rules)
    }

    /// The system's zone: /etc/localtime, named by where its link points.
    /// UTC when there is none. TZ is read by `UserLocale.timeZone`.
    public static var current: Zone {
        let path = "/etc/localtime"
        var buffer = [CChar](repeating: 0, count: 512)
        let n = readlink(path, &buffer, buffer.count - 1)
        if n > 0 {
            let target = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let range = target.firstRange(of: "zoneinfo/") {
                let name = String(target[range.upperBound...])
                if let zone = Zone(identifier: name) { return zone }
            }
        }
        if let data = BoundedFile.data(path, limit: 1 << 20), let rules = TZif.parse(data) {
            return Zone(identifier: "localtime", rules: rules)
        }
        return .utc
    }

    public func secondsFromGMT(for date: Date = Date()) -> Int { rules.offset(at: date).seconds }

    /// `EDT`, `CET`, or a numeric name such as `+09` where the database has no letters.
    public func abbreviation(for date: Date = Date()) -> String { rules.offset(at: date).abbreviation }

    public var description: String { identifier }
    public static func == (a: Zone, b: Zone) -> Bool { a.identifier == b.identifier }
    public func hash(into h: inout Hasher) { h.combine(identifier) }
}

/// Loaded zones, kept for the process: a frame asks for offsets many times.
enum ZoneCache {
    private static let loaded = Mutex<[String: ZoneRules]>([:])

    static func rules(for name: String) -> ZoneRules? {
        if let hit = loaded.withLock({ $0[name] }) { return hit }
        // A name is a path under the database: nothing that could leave it.
        guard !name.isEmpty, name.count < 128, !name.hasPrefix("/"), !name.split(separator: "/").contains(".."),
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_-+".contains($0)) }) else { return nil }
        let env = ProcessInfo.processInfo.environment
        let roots = [env["TZDIR"], "/usr/share/zoneinfo", "/usr/lib/zoneinfo", "/usr/share/lib/zoneinfo"].compactMap { $0 }
        for root in roots where !root.isEmpty {
            guard let data = BoundedFile.data(root + "/" + name, limit: 1 << 20),
                  let rules = TZif.parse(data) else { continue }
            loaded.withLock { $0[name] = rules }
            return rules
        }
        return nil
    }
}

/// One zone's offsets: transitions from the file, then its rule for later years.
final class ZoneRules: Sendable {
    struct Offset: Sendable { let seconds: Int; let isDST: Bool; let abbreviation: String }

    let transitions: [Int64]
    let kinds: [UInt8]
    let offsets: [Offset]
    let later: PosixZoneRule?

    init(transitions: [Int64], kinds: [UInt8], offsets: [Offset], later: PosixZoneRule?) {
        self.transitions = transitions; self.kinds = kinds; self.offsets = offsets; self.later = later
    }

    static func fixed(_ seconds: Int, _ name: String) -> ZoneRules {
        ZoneRules(transitions: [], kinds: [], offsets: [Offset(seconds: seconds, isDST: false, abbreviation: name)], later: nil)
    }

    func offset(at date: Date) -> Offset {
        let raw = date.timeIntervalSince1970
        let t = raw.isFinite ? Int64(max(-1e15, min(1e15, raw)).rounded(.down)) : 0
        if let last = transitions.last, t >= last, let later { return later.offset(at: t) }
        if transitions.isEmpty || t < transitions[0] {
            if let later, transitions.isEmpty { return later.offset(at: t) }
            // Before the first change: the first standard-time offset, as zic means it.
            return offsets.first(where: { !$0.isDST }) ?? offsets[0]
        }
        var lo = 0, hi = transitions.count - 1   // the last transition at or before t
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if transitions[mid] <= t { lo = mid } else { hi = mid - 1 }
        }
        let kind = Int(kinds[lo])
        return kind < offsets.count ? offsets[kind] : offsets[0]
    }
}
