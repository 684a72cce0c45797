import Primitives
import SportsCore
import TerminalUI

/// Draws the ESPN standings: a title with the season, then the tables, each
/// team as `rank mark badge name` and its columns, the seed lines ruled.
extension ESPNStandingsScreen {
    /// `12 ` and, where any team has one, the widest clinch mark (`xp-`) before the badge.
    static func rankWidth(_ lines: [ESPNStandingsLayout.Line]) -> Int {
        let marks = lines.compactMap { line -> Int? in
            if case .team(let entry, _) = line { ESPNStandingsLayout.mark(entry).map { $0.count + 1 } } else { nil }
        }
        let zoned = lines.contains { if case .team(let entry, _) = $0 { entry.note != nil } else { false } }
        return 3 + (marks.max().map { $0 + 1 } ?? 0) + (zoned ? 2 : 0)
    }
    /// ` BUF ` in the club's colours; ` DUKE ` where a table has four-letter codes (college).
    static func badgeWidth(_ s: ESPNStandingsBoard) -> Int {
        let standings = s.load.value, palette = s.league.row.palette
        let codes = (standings?.groups.flatMap(\.leaves).flatMap(\.entries).map { palette.code($0.abbreviation) } ?? [])
            + (standings?.poll?.ranks.map(\.abbreviation) ?? [])
        return codes.contains { $0.count >= 4 } ? 6 : 5
    }

    static func render(_ s: ESPNStandingsBoard, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        var title = "\(s.league.name) standings"
        if let season = s.load.value?.season { title += " · \(season)" }
        guard let body = StandingsPane.frame(title, s.load, name: s.league.name, context, into: &canvas, area: area) else { return }
        let all = ESPNStandingsLayout.lines(s)
        if all.isEmpty {
            CenteredMessage.render([("ESPN has no \(s.league.name) standings for now.", theme.muted)], into: &canvas, area: body)
            return
        }
        let badgeWidth = badgeWidth(s)
        let rankWidth = rankWidth(all), inner = max(0, body.width - 2), prefix = rankWidth + badgeWidth + 1
        let rows = ESPNStandingsLayout.rows(s, all, width: inner, prefix: prefix)
        let sides = rows.map(\.count).max() ?? 1
        let room = sides == 1 ? inner : (inner - ESPNStandingsLayout.gap) / 2
        let filled = s.load.value.map { ESPNStandingsLayout.columns(s.league.family, filledBy: $0) } ?? []
        let columns = ESPNStandingsLayout.fitting(filled, width: room, prefix: prefix, minimumName: 14)
        let columnsWidth = columns.reduce(0) { $0 + $1.width }
        let nameWidth = min(26, max(0, room - prefix - columnsWidth))
        let table = Table(rankWidth: rankWidth, prefix: prefix, nameWidth: nameWidth, columns: columns, width: prefix + nameWidth + columnsWidth,
                          badgeWidth: badgeWidth, zones: s.load.value.map(ESPNStandingsLayout.zones) ?? [])
        for (i, row) in rows.dropFirst(s.scroll).prefix(body.height).enumerated() {
            for (side, line) in row.enumerated() {
                draw(line, table, s, context, into: &canvas, x: body.x + 1 + side * (table.width + ESPNStandingsLayout.gap), y: body.y + i,
                     width: row.count == 1 ? inner : room)
            }
        }
    }

    /// How a table's rows are cut into their parts.
    struct Table {
        let rankWidth: Int, prefix: Int, nameWidth: Int
        let columns: [ESPNStandingsLayout.Column]
        let width: Int, badgeWidth: Int
        /// The table's zones in order, found once a frame (each place's marker is its zone's).
        let zones: [ESPNStandings.Note]
        var columnsWidth: Int { width - prefix - nameWidth }
    }

    static func draw(_ line: ESPNStandingsLayout.Line, _ t: Table, _ s: ESPNStandingsBoard, _ context: ScreenContext,
                     into canvas: inout Canvas, x: Int, y: Int, width: Int) {
        let theme = context.theme
        switch line {
        case .heading(let name):
            canvas.text(name, x: x, y: y, width: t.prefix + t.nameWidth, style: theme.heading)
            canvas.text(ESPNStandingsLayout.cells(t.columns, nil), x: x + t.prefix + t.nameWidth, y: y, width: t.columnsWidth, style: theme.heading)
        case .team(let entry, let rank):
            let mark = ESPNStandingsLayout.mark(entry).map { $0 + "-" } ?? ""
            let lead = String(repeating: " ", count: max(0, 2 - String(rank).count)) + "\(rank) " + mark
            let z = t.zones.isEmpty ? 0 : 2
            if let note = entry.note, let i = t.zones.firstIndex(of: note) {
                let (glyph, style) = zoneMarker(note, index: i, context)
                canvas.text(glyph, x: x, y: y, width: 1, style: style)
            }
            canvas.text(lead, x: x + z, y: y, width: t.rankWidth - z,
                        style: mark.isEmpty ? theme.muted : mark == "e-" ? theme.negative : theme.positive)
            let palette = s.league.row.palette
            let code = Canvas.fit(palette.code(entry.abbreviation), width: t.badgeWidth - 2).text
            canvas.text(" " + code.fixedWidth(t.badgeWidth - 1), x: x + t.rankWidth, y: y, width: t.badgeWidth,
                        style: palette.badge(entry.abbreviation, context))
            canvas.text(entry.name, x: x + t.prefix, y: y, width: t.nameWidth)
            canvas.text(ESPNStandingsLayout.cells(t.columns, entry), x: x + t.prefix + t.nameWidth, y: y, width: t.columnsWidth)
        case .rule(let label):
            let words = " \(label) "
            let left = max(0, (t.width - words.count) / 2)
            canvas.text(String(repeating: "┈", count: left) + words + String(repeating: "┈", count: max(0, t.width - left - words.count)),
                        x: x, y: y, width: t.width, style: theme.muted)
        case .blank:
            break
        case .legend(let text):
            canvas.text(text, x: x, y: y, width: width, style: theme.muted)
        case .pollHeading(let name):
            let nameWidth = pollNameWidth(t, width)
            canvas.text(name, x: x, y: y, width: t.prefix + nameWidth, style: theme.heading)
            canvas.text(pollCells(nil), x: x + t.prefix + nameWidth, y: y, width: max(0, width - t.prefix - nameWidth), style: theme.heading)
        case .polled(let rank):
            let lead = String(repeating: " ", count: max(0, 2 - String(rank.current).count)) + "\(rank.current)"
            canvas.text(lead, x: x, y: y, width: t.rankWidth, style: theme.muted)
            let code = Canvas.fit(rank.abbreviation, width: t.badgeWidth - 2).text
            canvas.text(" " + code.fixedWidth(t.badgeWidth - 1), x: x + t.rankWidth, y: y, width: t.badgeWidth, style: Style([.reverse, .bold]))
            let nameWidth = pollNameWidth(t, width)
            canvas.text(rank.name, x: x + t.prefix, y: y, width: nameWidth - 1)
            canvas.text(pollCells(rank), x: x + t.prefix + nameWidth, y: y, width: max(0, width - t.prefix - nameWidth))
        case .zones(let notes):
            var at = x
            for (i, note) in notes.enumerated() where at < x + width {
                let (glyph, style) = zoneMarker(note, index: i, context)
                canvas.text(glyph, x: at, y: y, width: 1, style: style)
                let words = note.description + (i < notes.count - 1 ? "   " : "")
                canvas.text(words, x: at + 2, y: y, width: max(0, x + width - at - 2), style: theme.muted)
                at += 2 + DisplayWidth.of(words)
            }
        }
    }

    /// A poll has three columns, so its names may take what the standings' columns would.
    static func pollNameWidth(_ t: Table, _ width: Int) -> Int { max(t.nameWidth, min(30, width - t.prefix - 25)) }

    /// A poll's columns: the record, the points (first-place votes), last week's place (`NR` unranked then).
    static func pollCells(_ r: ESPNPoll.Rank?) -> String {
        guard let r else { return "    REC" + "   PTS".leftPadded(12) + "  LAST" }
        let points = (r.points.map(String.init) ?? "-") + (r.firstPlaceVotes.map { " (\($0))" } ?? "")
        return (r.record ?? "-").leftPadded(7) + points.leftPadded(12) + (r.previous.map(String.init) ?? "NR").leftPadded(6)
    }

    /// A zone's marker: a bar in ESPN's colour for it, its number in the key where there is no colour.
    static func zoneMarker(_ note: ESPNStandings.Note, index: Int, _ context: ScreenContext) -> (String, Style) {
        guard context.theme.kind != .mono, let color = note.color.flatMap({ Color(hex: $0) }) else { return (String(index + 1), .bold) }
        return ("█", Style(fg: color))
    }
}
