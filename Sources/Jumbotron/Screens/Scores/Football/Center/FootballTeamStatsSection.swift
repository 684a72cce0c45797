import FoundationEssentials
import SportsCore
import TerminalUI

/// The two teams' statistics as paired bars: the away side's grows left from
/// the middle, the home side's right, each as long as its share of the larger.
/// Efficiencies are compared as rates, penalties by their yards and the time
/// of possession in seconds; the feed's own words are printed at either end.
enum FootballTeamStatsSection {
    struct Row {
        let name: String
        let label: String
        /// What the bar measures, from the feed's text.
        let measure: @Sendable (String) -> Double?
    }

    static func number(_ text: String) -> Double? { Double(text.filter { $0 != "," }) }
    /// `3-9` made of tried: the rate.
    static func rate(_ text: String) -> Double? {
        let parts = text.split(separator: "-")
        guard parts.count == 2, let made = Double(parts[0]), let tried = Double(parts[1]) else { return nil }
        return tried > 0 ? made / tried : 0
    }
    /// `7-40`: the yards.
    static func second(_ text: String) -> Double? { text.split(separator: "-").last.flatMap { Double($0) } }
    /// `23:45`: the seconds.
    static func clock(_ text: String) -> Double? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let m = Double(parts[0]), let s = Double(parts[1]) else { return nil }
        return m * 60 + s
    }

    static let rows: [Row] = [
        Row(name: "firstDowns", label: "1st downs", measure: number),
        Row(name: "thirdDownEff", label: "3rd down", measure: rate),
        Row(name: "fourthDownEff", label: "4th down", measure: rate),
        Row(name: "totalYards", label: "Total yards", measure: number),
        Row(name: "netPassingYards", label: "Passing", measure: number),
        Row(name: "rushingYards", label: "Rushing", measure: number),
        Row(name: "yardsPerPlay", label: "Yards/play", measure: number),
        Row(name: "redZoneAttempts", label: "Red zone", measure: rate),
        Row(name: "totalPenaltiesYards", label: "Penalties", measure: second),
        Row(name: "turnovers", label: "Turnovers", measure: number),
        Row(name: "sacksYardsLost", label: "Sacked", measure: { $0.split(separator: "-").first.flatMap { Double($0) } }),
        Row(name: "possessionTime", label: "Possession", measure: clock),
    ]

    static func render(_ c: FootballCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        guard let summary = CenterStatus.ready(c.summary, "the team statistics", context, &pen, into: &canvas) else { return }
        let sides = FootballBoxSection.sides(summary)
        guard let away = sides[0], let home = sides[1], !away.stats.isEmpty || !home.stats.isEmpty else {
            pen.line("No team statistics yet: they come once the game is under way.", theme.muted, into: &canvas)
            return
        }
        let awayCode = away.abbreviation ?? game.away.abbreviation ?? "Away", homeCode = home.abbreviation ?? game.home.abbreviation ?? "Home"
        let styles = (away: bar(awayCode, context, fallback: theme.heading), home: bar(homeCode, context, fallback: theme.attention))
        let labelWidth = 14, valueWidth = 6
        // One line a statistic when wide: `17 ████ 1st downs ██████ 22`; else its name over its bars.
        let inline = pen.width >= 44
        let half = max(1, (pen.width - 2 * valueWidth - (inline ? labelWidth : 0) - 2) / 2)
        canvas.text(awayCode, x: pen.x, y: pen.y, width: valueWidth, style: theme.heading)
        canvas.text(homeCode.leftPadded(valueWidth), x: pen.x + pen.width - valueWidth, y: pen.y, width: valueWidth, style: theme.heading)
        pen.skip(2)
        let glyph = context.display.ascii ? "#" : "█"
        for row in rows {
            let a = away.stats.first { $0.name == row.name }?.text, h = home.stats.first { $0.name == row.name }?.text
            guard a != nil || h != nil else { continue }
            let av = a.flatMap(row.measure) ?? 0, hv = h.flatMap(row.measure) ?? 0, top = max(av, hv)
            func length(_ v: Double) -> Int { top > 0 ? max(v > 0 ? 1 : 0, Int((v / top * Double(half)).rounded())) : 0 }
            if !inline { pen.line(row.label.centered(pen.width), theme.muted, into: &canvas) }
            let middle = pen.x + valueWidth + 1 + half
            canvas.text(a ?? "-", x: pen.x, y: pen.y, width: valueWidth, style: .bold)
            let al = length(av), hl = length(hv)
            canvas.text(String(repeating: glyph, count: al), x: middle - al, y: pen.y, width: al, style: styles.away)
            let right = middle + (inline ? labelWidth : 0)
            if inline { canvas.text(row.label.centered(labelWidth), x: middle, y: pen.y, width: labelWidth, style: theme.muted) }
            canvas.text(String(repeating: glyph, count: hl), x: right, y: pen.y, width: hl, style: styles.home)
            canvas.text((h ?? "-").leftPadded(valueWidth), x: pen.x + pen.width - valueWidth, y: pen.y, width: valueWidth, style: .bold)
            pen.skip()
        }
    }

    /// A club's bar in its main colour; the theme's where colours are off or the club is unknown.
    static func bar(_ code: String, _ context: ScreenContext, fallback: Style) -> Style {
        let badge = NFLBadge.style(code, context.display, context.theme)
        return badge.background == .default ? fallback : Style(fg: badge.background)
    }
}

extension String {
    /// Centred in `width` columns, cut to it when longer.
    func centered(_ width: Int) -> String {
        let w = DisplayWidth.of(self)
        guard w < width else { return fixedWidth(width) }
        let left = (width - w) / 2
        return String(repeating: " ", count: left) + self + String(repeating: " ", count: width - w - left)
    }

}
