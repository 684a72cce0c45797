import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// Every field-goal attempt at its spot on a half court drawn to scale, both
/// teams shooting at the same basket: made shots bold and larger, misses
/// small, each team in its colour. Filtered by team (`o`) and quarter
/// (`[` `]`), with each team's FG and 3PT under the court. A shot with no
/// spot, or taken beyond half court, is counted but not drawn.
enum NBAShotChartSection {
    static func render(_ c: NBACenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas, height: Int) {
        let theme = context.theme, display = context.display
        guard let pbp = CenterStatus.ready(c.plays, "the plays", context, &pen, into: &canvas) else { return }
        let away = c.box.value?.away.tricode ?? "AWY", home = c.box.value?.home.tricode ?? "HOM"
        let regulation = c.box.value?.regulationPeriods ?? 4
        let shots = pbp.shots.filter { shot in
            (c.shotPeriod == nil || shot.period == c.shotPeriod) && (c.shotTeams == .both
                || (c.shotTeams == .away ? shot.teamTricode == away : shot.teamTricode == home))
        }
        let quarter = c.shotPeriod.map { NBAPlaysSection.quarterTitle($0, regulation: regulation) } ?? "Every quarter"
        let teams = switch c.shotTeams {
        case .both: "\(away) and \(home)"
        case .away: away
        case .home: home
        }
        pen.line("\(quarter) · \(teams)", theme.muted, into: &canvas)
        // As wide as the pane allows, narrower when that keeps the whole court and its counts in view.
        let braille = !display.ascii
        var columns = max(12, pen.width)
        while columns > 24, CourtGrid.rows(columns: columns, braille: braille) > height - 5 { columns -= 1 }
        var grid = CourtGrid(columns: columns, braille: braille)
        var unplaced = 0
        for shot in shots {
            guard let spot = NBACourt.spot(shot), spot.isOnHalfCourt else { unplaced += 1; continue }
            let isAway = shot.teamTricode == away
            grid.mark(spot, shot.isMade ? (isAway ? .awayMade : .homeMade) : (isAway ? .awayMiss : .homeMiss))
        }
        let styles = teamStyles(away, home, context)
        let left = pen.x + max(0, (pen.width - grid.columns) / 2), top = pen.y
        for (row, cells) in grid.cells().enumerated() {
            for (col, cell) in cells.enumerated() where cell.0 != " " {
                let style: Style = switch cell.1 {
                case .none, .line: theme.border
                case .awayMiss: styles.away
                case .homeMiss: styles.home
                case .awayMade: styles.away.with(.bold)
                case .homeMade: styles.home.with(.bold)
                }
                canvas.set(left + col, top + row, Cell(cell.0, style: style))
            }
        }
        pen.y = top + grid.rows
        for (tri, style) in [(away, styles.away), (home, styles.home)] where c.shotTeams == .both || (c.shotTeams == .away) == (tri == away) {
            let own = shots.filter { $0.teamTricode == tri }
            let threes = own.filter { $0.type == "3pt" }
            pen.line("\(tri.fixedWidth(3)) FG \(line(own)) · 3PT \(line(threes))", style, into: &canvas)
        }
        pen.line(braille ? "large dots: made · small dots: missed" : "O: made · x: missed", theme.muted, into: &canvas)
        if unplaced > 0 {
            pen.line("\(unplaced) attempt\(unplaced == 1 ? "" : "s") not drawn (no spot, or beyond half court)", theme.muted, into: &canvas)
        }
    }

    /// `38-85 (44.7%)`.
    static func line(_ shots: [NBAAction]) -> String {
        let made = shots.filter(\.isMade).count
        guard !shots.isEmpty else { return "0-0" }
        return "\(made)-\(shots.count) (\(Fixed.text(Double(made) * 100 / Double(shots.count), places: 1))%)"
    }

    /// Each team in its club colour where that reads on the background, else the theme's.
    static func teamStyles(_ away: String, _ home: String, _ context: ScreenContext) -> (away: Style, home: Style) {
        guard context.display.teamColors else { return (.plain, Style([.underline])) }
        let background: Contrast.RGB = context.display.themeKind == .light ? (255, 255, 255) : (0, 0, 0)
        func style(_ tri: String, fallback: Style) -> Style {
            guard let colors = NBAClubs.colors[tri] else { return fallback }
            for hex in [colors.primary, colors.secondary] {
                if let c = Contrast.rgb(hex: hex), Contrast.ratio(c, background) >= 3 { return Style(fg: .rgb(c.r, c.g, c.b)) }
            }
            return fallback
        }
        let a = style(away, fallback: context.theme.live), h = style(home, fallback: context.theme.warning)
        return (a, a == h ? context.theme.warning : h)
    }
}
