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
        Row(name: "firstDowns", label: "1st downs", measure: PairedBars.number),
        Row(name: "thirdDownEff", label: "3rd down", measure: rate),
        Row(name: "fourthDownEff", label: "4th down", measure: rate),
        Row(name: "totalYards", label: "Total yards", measure: PairedBars.number),
        Row(name: "netPassingYards", label: "Passing", measure: PairedBars.number),
        Row(name: "rushingYards", label: "Rushing", measure: PairedBars.number),
        Row(name: "yardsPerPlay", label: "Yards/play", measure: PairedBars.number),
        Row(name: "redZoneAttempts", label: "Red zone", measure: rate),
        Row(name: "totalPenaltiesYards", label: "Penalties", measure: second),
        Row(name: "turnovers", label: "Turnovers", measure: PairedBars.number),
        Row(name: "sacksYardsLost", label: "Sacked", measure: { $0.split(separator: "-").first.flatMap { Double($0) } }),
        Row(name: "possessionTime", label: "Possession", measure: clock),
    ]

    static func render(_ c: FootballCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        pane(c.summary, game, context, &pen, into: &canvas) { away, home in
            let codes = (away.abbreviation ?? game.away.abbreviation ?? "Away", home.abbreviation ?? game.home.abbreviation ?? "Home")
            let bars = PairedBars.rows(away.stats, home.stats, rows.map { ($0.name, $0.label) }) { text, name in
                rows.first { $0.name == name }?.measure(text)
            }
            return (bars, codes, (bar(codes.0, context, fallback: theme.heading), bar(codes.1, context, fallback: theme.attention)))
        }
    }

    /// The statistics of an ESPN summary's two teams (away, home) as paired bars, or why there are none yet.
    static func pane(_ load: Loadable<ESPNSummary, FetchError>, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen,
                     into canvas: inout Canvas,
                     bars: (ESPNSummary.TeamBox, ESPNSummary.TeamBox) -> ([PairedBars.Row], (String, String), (Style, Style))) {
        guard let summary = CenterStatus.ready(load, "the team statistics", context, &pen, into: &canvas) else { return }
        let sides = ESPNBoxSection.sides(summary)
        guard let away = sides[0], let home = sides[1], !away.stats.isEmpty || !home.stats.isEmpty else {
            pen.line("No team statistics yet: they come once the game is under way.", context.theme.muted, into: &canvas)
            return
        }
        let (rows, codes, styles) = bars(away, home)
        PairedBars.render(rows, codes: codes, styles: styles, context, &pen, into: &canvas)
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
