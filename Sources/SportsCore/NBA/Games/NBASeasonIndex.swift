import FoundationEssentials
import Synchronization

/// Where each day of the NBA's season file is, kept for the last file seen.
/// The file is megabytes, and a week of My Teams asks it for seven days: it
/// is skimmed once, and each day after that is one small decode. A file is
/// known by its size and its first and last bytes; the day found at a range
/// is checked before it is used, so a different file of the same size and
/// ends is skimmed anew rather than misread.
enum NBASeasonIndex {
    private struct Known {
        let fingerprint: Fingerprint
        let days: [Day: [Range<Int>]]
    }
    private struct Fingerprint: Equatable {
        let count: Int
        let ends: UInt64
    }
    private static let last = Mutex<Known?>(nil)

    /// The ranges of each day's element; nil when the file cannot be skimmed.
    /// Held under the lock while skimming: days asked together wait for one skim, not one each.
    static func days(of data: Data) -> [Day: [Range<Int>]]? {
        let fingerprint = Fingerprint(count: data.count, ends: ends(data))
        return last.withLock { known in
            if let known, known.fingerprint == fingerprint { return known.days }
            guard let dates = JSONSkimmer.elements(of: data, at: ["leagueSchedule", "gameDates"]) else { return nil }
            var days: [Day: [Range<Int>]] = [:]
            for range in dates {
                // A date the skimmer cannot read: the file is decoded whole instead.
                guard let text = JSONSkimmer.string("gameDate", in: data, range: range),
                      let day = NBASeasonSchedule.day(text) else { return nil }
                days[day, default: []].append(range)
            }
            known = Known(fingerprint: fingerprint, days: days)
            return days
        }
    }

    /// The index is not this file's after all.
    static func forget() { last.withLock { $0 = nil } }

    /// FNV-1a over the first and last 4 KB.
    private static func ends(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        let edge = 4_096
        let parts = data.count <= 2 * edge ? [data[...]] : [data.prefix(edge), data.suffix(edge)]
        for part in parts {
            for byte in part {
                hash ^= UInt64(byte)
                hash = hash &* 0x100000001b3
            }
        }
        return hash
    }
}
