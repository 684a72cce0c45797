import FoundationEssentials
import SportsCore
import TerminalUI

/// One field contest in three lines, for a family whose row is a whole field
/// (a race's session; golf draws a line a player instead): its name, start and state, then the front of the field
/// (`1 VER  2 NOR  3 LEC`) with a followed entrant's place after it wherever
/// they are, and a thin rule. Spoilers hidden, no place is told.
enum FieldRowView {
    static func render(_ game: Contest, selected: Bool, display: DisplayOptions, theme: Theme, into canvas: inout Canvas, area: Rect,
                       hideScores: Bool, followed: Set<String>, state stateText: String?) {
        guard area.height > 0, area.width > 2 else { return }
        let base: Style = selected ? theme.selection : .plain
        if selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(2, area.height)), style: base) }
        let state = stateText ?? game.stateText(locale: display.locale, timeZone: display.timeZone)
        let stateWidth = min(area.width / 2, max(9, DisplayWidth.of(state)))
        let stateStyle = game.isLive && game.state != .delayed ? theme.on(base, theme.live)
            : game.needsAttention ? theme.on(base, theme.attention) : base
        canvas.text(state, x: area.maxX - 1 - stateWidth, y: area.y, width: stateWidth, style: stateStyle, align: .right)
        // When it starts, in the user's zone: a weekend's sessions fall on different days.
        let when = game.start.map { TimeText.shortWeekday(Day($0, in: display.timeZone), locale: display.locale) + " "
            + (game.timeTBD ? "TBD" : TimeText.time($0, locale: display.locale, timeZone: display.timeZone)) }
        let title = [game.name, when, hideScores ? nil : game.status].compactMap { $0 }.joined(separator: " · ")
        canvas.text(title.isEmpty ? "\(game.field.count) entrants" : title, x: area.x + 1, y: area.y,
                    width: max(0, area.maxX - 3 - stateWidth - area.x), style: base.with(.bold))
        if area.height > 1 {
            let line = hideScores ? "\(game.field.count) entrants" : front(game.field, followed: followed, star: display.glyphs.star,
                                                                             width: area.width - 3)
            canvas.text(line, x: area.x + 2, y: area.y + 1, width: area.width - 3, style: theme.on(base, hideScores ? theme.muted : .plain))
        }
        if area.height > 2 {
            canvas.hline(x: area.x + 1, y: area.y + 2, width: area.width - 2, display.glyphs.thinRule, style: theme.border)
        }
    }

    /// The placed entrants from the front, as many as fit in `width`, and each followed one
    /// further back after a `…`: `1 VER  2 NOR  3 LEC … 7 ★HAM`.
    static func front(_ field: [Entrant], followed: Set<String>, star: String, width: Int) -> String {
        let placed = field.filter { $0.place != nil }
        guard !placed.isEmpty else { return field.isEmpty ? "No entrants yet" : "\(field.count) entrants" }
        let words = placed.map { e in
            let name = e.competitor.abbreviation.isEmpty ? e.competitor.name : e.competitor.abbreviation
            return "\(e.placeText) \(followed.contains(e.competitor.id) ? star : "")\(name)"
        }
        // The longest front that leaves room for the followed behind it.
        func line(_ k: Int) -> String {
            let behind = placed.indices.dropFirst(k).filter { followed.contains(placed[$0].competitor.id) }.map { words[$0] }
            let front = words.prefix(k).joined(separator: "  ")
            return behind.isEmpty ? front : front + " … " + behind.joined(separator: "  ")
        }
        var k = 1
        while k < words.count, DisplayWidth.of(line(k + 1)) <= width { k += 1 }
        return line(k)
    }
}
