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
        let styles = (left: bar(awayCode, context, fallback: theme.heading), right: bar(homeCode, context, fallback: theme.attention))
        let bars = rows.compactMap { row -> PairedBars.Row? in
            let a = away.stats.first { $0.name == row.name }?.text, h = home.stats.first { $0.name == row.name }?.text
            guard a != nil || h != nil else { return nil }
            return PairedBars.Row(label: row.label, left: a, right: h, leftValue: a.flatMap(row.measure) ?? 0, rightValue: h.flatMap(row.measure) ?? 0)
        }
        PairedBars.render(bars, codes: (awayCode, homeCode), styles: styles, context, &pen, into: &canvas)
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
