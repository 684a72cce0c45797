import Primitives
import SportsCore
import TerminalUI

/// What the ESPN standings screen shows, as the league's family arranges it
/// (the NFL's divisions then each conference's seeds; a basketball conference
/// by seed; any other league's groups as ESPN orders them). Lines under seeds
/// come from the league's row, the tables and columns from its family; the view only draws them.
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

        /// A column of the first of ESPN's stats an entry has (`differential`, else `pointdifferential`).
        static func stat(_ label: String, _ width: Int, _ kinds: String...) -> Column {
            Column(label: label, width: width) { entry in kinds.lazy.compactMap { entry.stat($0) }.first }
        }
    }

    /// The tables as the league's family groups them (the NFL's divisions and seeds, basketball's conferences by seed).
    static func tables(_ standings: ESPNStandings, _ row: LeagueRow) -> [Table] {
        row.family.standingsTables(standings.groups.flatMap(\.leaves).filter { !$0.entries.isEmpty }, row)
    }

    static func lines(_ s: ESPNStandingsBoard) -> [Line] {
        guard let standings = s.load.value else { return [] }
        let row = s.league.row
        var out = pollLines(standings) + lines(tables(standings, row), row)
        if let legend = legend(standings, row.family) { out += [.blank, .legend(legend)] }
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
        let full = prefix + nameWidth + columns(row.family, filledBy: standings).reduce(0) { $0 + $1.width }
        let first = Set(standings.groups.flatMap(\.leaves).first { !$0.entries.isEmpty }?.entries.map(\.abbreviation) ?? [])
        let left = all.filter { $0.entries.allSatisfy { first.contains($0.abbreviation) } }
        let right = all.filter { !left.contains($0) }
        guard width >= 2 * full + gap, !left.isEmpty, !right.isEmpty else { return (drawn ?? lines(s)).map { [$0] } }
        let l = lines(left, row), r = lines(right, row)
        var out = pollLines(standings).map { [$0] } + (0..<max(l.count, r.count)).map { i in [l.indices.contains(i) ? l[i] : .blank, r.indices.contains(i) ? r[i] : .blank] }
        if let legend = legend(standings, row.family) { out += [[.blank], [.legend(legend)]] }
        return out
    }

    /// Between two tables side by side.
    static let gap = 3

    /// The clinch marks the standings use, said once under them.
    static func legend(_ standings: ESPNStandings, _ family: any SportFamily.Type) -> String? {
        let known = family.standingsMarks
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

    /// The sport's columns the answer fills for some team: one it has for none
    /// (college has no divisions, a summary's group no goals for) is left out, not a column of dashes.
    static func columns(_ family: any SportFamily.Type, filledBy standings: ESPNStandings) -> [Column] {
        let entries = standings.groups.flatMap(\.leaves).flatMap(\.entries)
        return family.standingsColumns.filter { column in entries.contains { column.value($0) != nil } }
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
