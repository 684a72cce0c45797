import Primitives
import SportsCore
import TerminalUI

/// What the ESPN standings screen shows, by the league's sport: the NFL's
/// divisions then each conference's seeds; a basketball conference by seed;
/// any other league's groups as ESPN orders them. Lines under seeds and the
/// columns come from the league's row and sport; the view only draws them.
enum ESPNStandingsLayout {
    struct Table: Equatable {
        var title: String
        var entries: [ESPNStandings.Entry]
        /// The entries are a conference's seeds: numbered by seed, with the row's lines under them.
        var seeded = false
    }

    enum Line: Equatable {
        case heading(String)
        case team(ESPNStandings.Entry, rank: Int)
        /// A line under a seed: `playoffs`, `play-in`.
        case rule(String)
        case blank
        case legend(String)
        /// Soccer's zones named in a key, each with its marker.
        case zones([ESPNStandings.Note])
        /// College: the poll's title over its columns, and a ranked team.
        case pollHeading(String)
        case polled(ESPNPoll.Rank)
    }

    /// The poll's lines (college), ahead of the conferences.
    static func pollLines(_ standings: ESPNStandings) -> [Line] {
        guard let poll = standings.poll, !poll.ranks.isEmpty else { return [] }
        return [.pollHeading(poll.name)] + poll.ranks.map(Line.polled) + [.blank]
    }

    struct Column: Sendable {
        let label: String
        let width: Int
        let value: @Sendable (ESPNStandings.Entry) -> String?
    }

    static func tables(_ standings: ESPNStandings, _ row: LeagueRow) -> [Table] {
        let leaves = standings.groups.flatMap(\.leaves).filter { !$0.entries.isEmpty }
        switch row.sport {
        case .football:
            let all = leaves.flatMap(\.entries)
            let divisions = NFLDivisions.all.map { d in (d.name, all.filter { NFLDivisions.division(of: $0.abbreviation) == d }) }
            // ESPN lists each NFL conference whole: its divisions are grouped here, then each conference's seeds.
            guard !all.isEmpty, divisions.reduce(0, { $0 + $1.1.count }) == all.count else {
                // College: each conference by its own record first, as its title race goes.
                return leaves.map { Table(title: $0.name, entries: byConferenceRecord($0.entries)) }
            }
            // The decoder ranked each conference by seed, so each division keeps that order.
            return divisions.map { Table(title: $0.0, entries: $0.1) }
                + leaves.map { Table(title: "\($0.abbreviation ?? $0.name) seeds", entries: $0.entries, seeded: true) }
        case .basketball:
            return leaves.map { Table(title: $0.name, entries: $0.entries, seeded: true) }
        default:
            return leaves.map { Table(title: $0.name, entries: $0.entries) }
        }
    }

    static func lines(_ s: ESPNStandingsBoard) -> [Line] {
        guard let standings = s.load.value else { return [] }
        let row = s.league.row
        var out = pollLines(standings) + lines(tables(standings, row), row)
        if let legend = legend(standings, row.sport) { out += [.blank, .legend(legend)] }
        let key = zones(standings)
        if !key.isEmpty { out += [.blank, .zones(key)] }
        return out
    }

    /// The zones the table's places fall in (`Champions League`, `Relegation`), once each, top first.
    static func zones(_ standings: ESPNStandings) -> [ESPNStandings.Note] {
        var seen = Set<String>(), out: [ESPNStandings.Note] = []
        for note in standings.groups.flatMap(\.leaves).flatMap(\.entries).compactMap(\.note) where seen.insert(note.description).inserted {
            out.append(note)
        }
        return out
    }

    static func lines(_ tables: [Table], _ row: LeagueRow) -> [Line] {
        var out: [Line] = []
        for table in tables {
            if !out.isEmpty { out.append(.blank) }
            out.append(.heading(table.title))
            for (i, entry) in table.entries.enumerated() {
                out.append(.team(entry, rank: i + 1))
                if table.seeded, let line = row.seedLines.first(where: { $0.after == i + 1 }), i + 1 < table.entries.count {
                    out.append(.rule(line.label))
                }
            }
        }
        return out
    }

    /// The lines as drawn, a row at a time: one column, or each conference on
    /// its side when `width` holds two tables with every column and a name
    /// `nameWidth` wide; the legend under both. `drawn`: the one-column lines, when the caller has them already.
    static func rows(_ s: ESPNStandingsBoard, _ drawn: [Line]? = nil, width: Int, prefix: Int, nameWidth: Int = 24) -> [[Line]] {
        guard let standings = s.load.value else { return [] }
        let row = s.league.row, all = tables(standings, row)
        let full = prefix + nameWidth + columns(row.sport, filledBy: standings).reduce(0) { $0 + $1.width }
        let first = Set(standings.groups.flatMap(\.leaves).first { !$0.entries.isEmpty }?.entries.map(\.abbreviation) ?? [])
        let left = all.filter { $0.entries.allSatisfy { first.contains($0.abbreviation) } }
        let right = all.filter { !left.contains($0) }
        guard width >= 2 * full + gap, !left.isEmpty, !right.isEmpty else { return (drawn ?? lines(s)).map { [$0] } }
        let l = lines(left, row), r = lines(right, row)
        var out = pollLines(standings).map { [$0] } + (0..<max(l.count, r.count)).map { i in [l.indices.contains(i) ? l[i] : .blank, r.indices.contains(i) ? r[i] : .blank] }
        if let legend = legend(standings, row.sport) { out += [[.blank], [.legend(legend)]] }
        return out
    }

    /// Between two tables side by side.
    static let gap = 3

    /// The clinch marks the standings use, said once under them.
    static func legend(_ standings: ESPNStandings, _ sport: Sport) -> String? {
        let known: [(String, String)] = switch sport {
        case .football: [("z", "division"), ("*", "division and bye"), ("y", "wild card"), ("x", "playoffs"), ("e", "eliminated")]
        case .basketball: [("z", "first seed"), ("y", "division"), ("x", "playoffs"), ("xp", "playoffs through the play-in"),
                           ("pb", "play-in"), ("e", "eliminated")]
        default: [("e", "eliminated")]
        }
        let used = Set(standings.groups.flatMap(\.leaves).flatMap(\.entries).compactMap(mark))
        guard !used.isEmpty else { return nil }
        let words = known.filter { used.contains($0.0) }.map { "\($0.0) \($0.1)" }
            + used.subtracting(known.map(\.0)).sorted()
        return words.joined(separator: " · ")
    }

    /// `z`, `xp`, `*`: ESPN's clinch mark for the team, if it has one.
    static func mark(_ entry: ESPNStandings.Entry) -> String? {
        guard let text = entry.stat("clincher")?.trimmedWhitespace, !text.isEmpty, text.count <= 3 else { return nil }
        return text
    }

    /// The columns of a sport, in the order they give way from the right when narrow.
    static func columns(_ sport: Sport) -> [Column] {
        func stat(_ kinds: String...) -> @Sendable (ESPNStandings.Entry) -> String? {
            { entry in kinds.lazy.compactMap { entry.stat($0) }.first }
        }
        switch sport {
        case .football:
            return [Column(label: "W", width: 3, value: stat("wins")), Column(label: "L", width: 3, value: stat("losses")),
                    Column(label: "T", width: 3, value: stat("ties")), Column(label: "PCT", width: 6, value: stat("winpercent")),
                    Column(label: "PF", width: 5, value: stat("pointsfor")), Column(label: "PA", width: 5, value: stat("pointsagainst")),
                    Column(label: "DIFF", width: 6, value: stat("differential", "pointdifferential")),
                    Column(label: "STRK", width: 5, value: stat("streak")),
                    Column(label: "DIV", width: 6, value: stat("divisionrecord", "vsdiv")), Column(label: "CONF", width: 6, value: stat("vsconf")),
                    Column(label: "HOME", width: 6, value: stat("home")), Column(label: "ROAD", width: 6, value: stat("road"))]
        case .soccer:
            return [Column(label: "P", width: 4, value: stat("gamesplayed")), Column(label: "W", width: 4, value: stat("wins")),
                    Column(label: "D", width: 4, value: stat("ties")), Column(label: "L", width: 4, value: stat("losses")),
                    Column(label: "Pts", width: 5, value: stat("points")), Column(label: "GD", width: 5, value: stat("pointdifferential")),
                    Column(label: "GF", width: 4, value: stat("pointsfor")), Column(label: "GA", width: 4, value: stat("pointsagainst")),
                    Column(label: "Form", width: 7, value: stat("form"))]
        case .basketball:
            return [Column(label: "W", width: 4, value: stat("wins")), Column(label: "L", width: 4, value: stat("losses")),
                    Column(label: "PCT", width: 6, value: stat("winpercent")), Column(label: "GB", width: 6, value: stat("gamesbehind")),
                    Column(label: "L10", width: 6, value: stat("lasttengames")), Column(label: "STRK", width: 5, value: stat("streak")),
                    Column(label: "HOME", width: 7, value: stat("home")), Column(label: "ROAD", width: 7, value: stat("road"))]
        default:
            return [Column(label: "W", width: 4, value: stat("wins")), Column(label: "L", width: 4, value: stat("losses")),
                    Column(label: "T", width: 4, value: stat("ties")), Column(label: "PCT", width: 6, value: stat("winpercent")),
                    Column(label: "GB", width: 6, value: stat("gamesbehind")), Column(label: "STRK", width: 5, value: stat("streak"))]
        }
    }

    /// The sport's columns the answer fills for some team: one it has for none
    /// (college has no divisions, a summary's group no goals for) is left out, not a column of dashes.
    static func columns(_ sport: Sport, filledBy standings: ESPNStandings) -> [Column] {
        let entries = standings.groups.flatMap(\.leaves).flatMap(\.entries)
        return columns(sport).filter { column in entries.contains { column.value($0) != nil } }
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

    /// As many columns as leave a name `minimumName` wide in `width`.
    static func fitting(_ columns: [Column], width: Int, prefix: Int, minimumName: Int = 10) -> [Column] {
        var kept: [Column] = [], used = prefix + minimumName
        for column in columns {
            guard used + column.width <= width else { break }
            kept.append(column)
            used += column.width
        }
        return kept
    }

    /// A row of cells right-aligned in their widths (the labels when `entry` is nil).
    static func cells(_ columns: [Column], _ entry: ESPNStandings.Entry?) -> String {
        columns.map { column in (entry.map { column.value($0) ?? "-" } ?? column.label).rightAligned(in: column.width) }.joined()
    }
}
