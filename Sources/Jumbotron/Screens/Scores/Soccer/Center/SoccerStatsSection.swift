import FoundationEssentials
import SportsCore
import TerminalUI

/// The two clubs' match statistics as paired bars, home on the left:
/// possession, shots, on target, corners, fouls, offsides, cards, saves,
/// passing. ESPN writes rates as fractions (`0.9`); they are shown as percentages.
enum SoccerStatsSection {
    static let rows: [(name: String, label: String)] = [
        ("possessionPct", "Possession %"), ("totalShots", "Shots"), ("shotsOnTarget", "On target"), ("wonCorners", "Corners"),
        ("foulsCommitted", "Fouls"), ("offsides", "Offsides"), ("yellowCards", "Yellow cards"), ("redCards", "Red cards"),
        ("saves", "Saves"), ("totalPasses", "Passes"), ("passPct", "Pass %"), ("accurateCrosses", "Crosses"),
        ("effectiveTackles", "Tackles"), ("interceptions", "Interceptions"),
    ]

    static func render(_ c: SoccerCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        guard let summary = CenterStatus.ready(c.summary, "the match statistics", context, &pen, into: &canvas) else { return }
        let home = side(summary, game.home), away = side(summary, game.away)
        guard !(home?.stats.isEmpty ?? true) || !(away?.stats.isEmpty ?? true) else {
            pen.line("No match statistics yet: they come once the match is under way.", theme.muted, into: &canvas)
            return
        }
        let bars = PairedBars.rows(home?.stats ?? [], away?.stats ?? [], rows, measure: { text, _ in PairedBars.number(text) }, shown: shown)
        PairedBars.render(bars, codes: (game.home.abbreviation ?? "Home", game.away.abbreviation ?? "Away"),
                          styles: (theme.heading, theme.attention), context, &pen, into: &canvas)
    }

    /// A side's box by its team id, else by its place (ESPN lists home first).
    static func side(_ summary: ESPNSummary, _ team: ESPNGame.Team) -> ESPNSummary.TeamBox? {
        summary.team(team.id) ?? summary.teams.first { $0.abbreviation != nil && $0.abbreviation == team.abbreviation }
    }


    /// `0.9` as `90`, for the rates ESPN writes as fractions.
    static func shown(_ text: String, _ name: String) -> String {
        guard name.hasSuffix("Pct"), name != "possessionPct", let v = PairedBars.number(text), v <= 1 else { return text }
        return String(Int((v * 100).rounded()))
    }
}
