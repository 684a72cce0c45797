import FoundationEssentials
import SportsCore
import Synchronization

/// Each league's offline sample days, read once a run. Reading them for every
/// league at start (eighteen leagues, three of them through their boards'
/// entries) was a tenth of the offline start's instructions before the first
/// frame; My Teams asks for them a league at a time, later.
enum SampleDays {
    private static let known = Mutex<[String: [Day]]>([:])

    static func of(_ league: ScoresLeague, _ offline: OfflineDataSource) -> [Day] {
        let key = "\(offline.samples?.path ?? "")\u{0}\(league.rawValue)"
        if let days = known.withLock({ $0[key] }) { return days }
        // An ESPN league's days are its files' names: read without making its board's entry.
        let days = league.row.source.espn.map { espn in
            offline.sampleKeys("espn", "\(espn.league)-day-").compactMap { Day(iso: $0) }.sorted()
        } ?? league.entry.sampleDays(offline)
        known.withLock { $0[key] = days }
        return days
    }
}
