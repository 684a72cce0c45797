import FoundationEssentials
import SportsCore

extension Sport {
    public static let football = Sport(rawValue: "football")
}

/// American football from ESPN: the NFL, college, any league the config adds.
enum FootballFamily: SportFamily {
    static var sport: Sport { .football }

    static func entry(_ row: LeagueRow) -> LeagueEntry? {
        guard row.source.espn != nil else { return nil }
        return LeagueEntry(row.id, FootballLeague.self, Scope(\.boards[football: row.id], embed: { .football(row.id, $0) }) {
            if case .football(let id, let a) = $0, id == row.id { a } else { nil }
        })
    }

    static var calendarLength: TimeInterval { 3.25 * 3600 }
    static var oneScore: Int { 8 }
    static var hasSituation: Bool { true }

    /// Six to eight a touchdown (with its try), three a field goal, two a safety.
    static func scoringPlay(points: Int) -> String? {
        switch points {
        case 6...8: "Touchdown"
        case 3: "Field goal"
        case 2: "Safety"
        default: nil
        }
    }

    /// The NFL's divisions, then each conference's seeds; college's conferences by their own records.
    static func standingsTables(_ leaves: [ESPNStandings.Group], _ row: LeagueRow) -> [ESPNStandingsLayout.Table] {
        let all = leaves.flatMap(\.entries)
        let divisions = NFLDivisions.all.map { d in (d.name, all.filter { NFLDivisions.division(of: $0.abbreviation) == d }) }
        // ESPN lists each NFL conference whole: its divisions are grouped here, then each conference's seeds.
        guard !all.isEmpty, divisions.reduce(0, { $0 + $1.1.count }) == all.count else {
            // College: each conference by its own record first, as its title race goes.
            return leaves.map { ESPNStandingsLayout.Table(title: $0.name, entries: byConferenceRecord($0.entries)) }
        }
        // The decoder ranked each conference by seed, so each division keeps that order.
        return divisions.map { ESPNStandingsLayout.Table(title: $0.0, entries: $0.1) }
            + leaves.map { ESPNStandingsLayout.Table(title: "\($0.abbreviation ?? $0.name) seeds", entries: $0.entries, seeded: true) }
    }

    static var standingsMarks: [(mark: String, meaning: String)] {
        [("z", "division"), ("*", "division and bye"), ("y", "wild card"), ("x", "playoffs"), ("e", "eliminated")]
    }

    static var standingsColumns: [ESPNStandingsLayout.Column] {
        [.stat("W", 3, "wins"), .stat("L", 3, "losses"), .stat("T", 3, "ties"), .stat("PCT", 6, "winpercent"),
         .stat("PF", 5, "pointsfor"), .stat("PA", 5, "pointsagainst"), .stat("DIFF", 6, "differential", "pointdifferential"),
         .stat("STRK", 5, "streak"), .stat("DIV", 6, "divisionrecord", "vsdiv"), .stat("CONF", 6, "vsconf"),
         .stat("HOME", 6, "home"), .stat("ROAD", 6, "road")]
    }

        /// Entries by their conference record (`vsconf`, `7-1`), then as they came; as they came when any lacks one.
        static func byConferenceRecord(_ entries: [ESPNStandings.Entry]) -> [ESPNStandings.Entry] {
            func pct(_ e: ESPNStandings.Entry) -> Double? {
                guard let parts = e.stat("vsconf")?.split(separator: "-").compactMap({ Int($0) }), parts.count >= 2, parts[0] + parts[1] > 0 else { return nil }
                return Double(parts[0]) / Double(parts[0] + parts[1])
            }
            let pcts = entries.map(pct)
            guard pcts.allSatisfy({ $0 != nil }) else { return entries }
            return entries.indices.sorted { a, b in pcts[a]! != pcts[b]! ? pcts[a]! > pcts[b]! : a < b }.map { entries[$0] }
        }
}
