import FoundationEssentials
import SportsCore
import TerminalUI

/// Every shot on goal, missed shot and goal of the game at its coordinates on
/// a rink drawn to scale. Each team shoots at one end for the whole game
/// (the away side to the left, the home side to the right; the API's
/// coordinates follow the ends the teams change each period). Goals are
/// numbered on the rink and listed under it.
enum ShotMapSection {
    /// `bottom`: the pane's last row; the rink fits the pane's width and height.
    static func render(_ c: NHLCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas, bottom: Int) {
        let theme = context.theme, display = context.display
        guard let pbp = CenterStatus.ready(c.plays, "the plays", context, &pen, into: &canvas) else { return }
        let shots = pbp.plays.filter { $0.isShot && $0.periodType != "SO" && pbp.side($0) != nil }
        let away = pbp.game.away.abbrev ?? "AWY", home = pbp.game.home.abbrev ?? "HOM"
        let g = display.glyphs
        pen.line("\(g.left) \(away) shoots" + String(repeating: " ", count: max(1, pen.width - 2 * (DisplayWidth.of(g.left) + 1) - away.count - home.count - 14))
                 + "\(home) shoots \(g.right)", theme.muted, into: &canvas)
        let awayText = tally(away, .away, shots, pbp), homeText = tally(home, .home, shots, pbp)
        let tallyOnOneLine = DisplayWidth.of(awayText) + DisplayWidth.of(homeText) + 2 <= pen.width
        let marked = c.markedShot.flatMap { pbp.plays.indices.contains($0) ? pbp.plays[$0] : nil }
        let markedText = marked.map { play in
            "\(display.ascii ? "@" : "◉") \(NHLPeriodDescriptor.label(play.period, play.periodType)) \(play.time ?? "") · \(NHLPlayText.describe(play, in: pbp))"
        }
        // The rink takes the pane's room less what is told under it, so the
        // whole section fits where it can: the tally, the legend, the marked
        // shot, and the goals listed after a blank line.
        let goalCount = shots.filter { $0.isGoal && $0.x != nil && $0.y != nil }.count
        let under = (tallyOnOneLine ? 1 : 2) + 1 + (markedText.map { Canvas.wrap($0, width: max(1, pen.width)).count } ?? 0)
            + (goalCount > 0 ? 1 + goalCount : 0)
        var grid = RinkGrid(fitting: pen.width, rows: bottom - pen.y - under, braille: !display.ascii)
        let left = pen.x + max(0, (pen.width - grid.columns) / 2)
        var goals: [(NHLPlay, NHLSide)] = []
        for play in shots {
            guard let (side, px, py) = spot(play, pbp) else { continue }
            if play.isGoal {
                goals.append((play, side))
                grid.mark(px, py, side == .away ? .awayGoal : .homeGoal, size: 2)
            } else {
                grid.mark(px, py, side == .away ? .awayShot : .homeShot)
            }
        }
        let styles = teamStyles(away, home, context)
        let top = pen.y
        if !(display.pixels != nil && pictured(shots, pbp, marked: marked, styles, context, into: &canvas,
                                                 Rect(x: left, y: top, width: grid.columns, height: grid.rows))) {
            braille(grid, goals, marked: marked, pbp, styles, context, into: &canvas, left: left, top: top)
        }
        pen.y = top + grid.rows
        if tallyOnOneLine {
            canvas.text(awayText, x: pen.x, y: pen.y, width: pen.width, style: styles.away)
            canvas.text(homeText, x: pen.x, y: pen.y, width: pen.width, style: styles.home, align: .right)
            pen.skip()
        } else {
            pen.line(awayText, styles.away, into: &canvas)
            pen.line(homeText, styles.home, into: &canvas)
        }
        pen.line("dots: shots on goal and misses · numbers: goals", theme.muted, into: &canvas)
        if let markedText { pen.wrapped(markedText, theme.attention, into: &canvas) }
        guard !goals.isEmpty else { return }
        pen.skip()
        for (i, (play, side)) in goals.enumerated() {
            let who = pbp.name(play.details.scorer) ?? "?"
            let team = side == .away ? away : home
            pen.line("\(label(i)) \(NHLPeriodDescriptor.label(play.period, play.periodType).fixedWidth(3)) \((play.time ?? "").fixedWidth(5)) \(team.fixedWidth(3)) \(who)",
                     into: &canvas)
        }
    }

    /// `EDM 47 attempts (34 on goal), 3 goals`: every dot is an attempt, and
    /// the box score counts only those on goal (goals included), so both are said.
    static func tally(_ abbrev: String, _ side: NHLSide, _ shots: [NHLPlay], _ pbp: NHLPlayByPlay) -> String {
        let mine = shots.filter { pbp.side($0) == side }
        let onGoal = mine.filter { $0.kind != "missed-shot" }.count, goals = mine.filter(\.isGoal).count
        return "\(abbrev) \(mine.count) attempts (\(onGoal) on goal), \(goals) goal\(goals == 1 ? "" : "s")"
    }

    /// `1`…`9`, then `a`, `b`, …
    static func label(_ i: Int) -> Character {
        i < 9 ? Character(String(i + 1)) : Character(Unicode.Scalar(UInt8(97 + min(i - 9, 25))))
    }

    /// Feet on the drawn rink: the away side always shoots to the left, the
    /// home side to the right. The API's x follows the ends of the period
    /// (`homeTeamDefendingSide`); without it, a shot is taken to be in its
    /// attacking half.
    /// A play's side and its place on the drawn rink; nil without a side or coordinates.
    static func spot(_ play: NHLPlay, _ pbp: NHLPlayByPlay) -> (side: NHLSide, x: Double, y: Double)? {
        guard let side = pbp.side(play), let x = play.x, let y = play.y else { return nil }
        let (px, py) = oriented(x, y, side, play.homeDefends)
        return (side, px, py)
    }

    static func oriented(_ x: Double, _ y: Double, _ side: NHLSide, _ homeDefends: String?) -> (Double, Double) {
        let flip: Bool = switch homeDefends {
        case "right": true
        case "left": false
        default: side == .home ? x < 0 : x > 0
        }
        return flip ? (-x, -y) : (x, y)
    }

    /// Each side in its club's colour where that reads on the background,
    /// else the other club colour, else the theme's; plain and bold where
    /// colours cannot be trusted.
    static func teamStyles(_ away: String, _ home: String, _ context: ScreenContext) -> (away: Style, home: Style) {
        guard context.display.teamColors else { return (.plain, Style([.underline])) }
        let background: Contrast.RGB = context.display.themeKind == .light ? (255, 255, 255) : (0, 0, 0)
        func style(_ tri: String, fallback: Style) -> Style {
            guard let club = NHLClubs.club(tri) else { return fallback }
            for hex in [club.primaryHex, club.secondaryHex] {
                if let c = Contrast.rgb(hex: hex), Contrast.ratio(c, background) >= 3 { return Style(fg: .rgb(c.r, c.g, c.b)) }
            }
            return fallback
        }
        let a = style(away, fallback: context.theme.live), h = style(home, fallback: context.theme.warning)
        return (a, a == h ? context.theme.warning : h)
    }
}
