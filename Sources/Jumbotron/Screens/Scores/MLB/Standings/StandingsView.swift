import FoundationEssentials
import SportsCore
import TerminalUI

/// MLB standings by division: W, L, PCT, GB, streak and last ten, your
/// teams starred and highlighted. AL and NL side by side when wide enough.
enum StandingsView {
    static let headerHeight = 2
    /// W, L, PCT, GB, STRK, L10, right-aligned.
    static let statColumns: [(String, Int)] = [("W", 4), ("L", 4), ("PCT", 5), ("GB", 6), ("STRK", 5), ("L10", 5)]
    static var statsWidth: Int { statColumns.reduce(0) { $0 + $1.1 } }

    static func render(_ s: StandingsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        let header = Rect(x: area.x, y: area.y, width: area.width, height: min(headerHeight, area.height))
        let body = area.inset(top: headerHeight)
        renderHeader(s, context, into: &canvas, area: header)
        guard body.height > 0 else { return }
        if s.divisions.isEmpty {
            CenteredMessage.render(emptyLines(s, context), into: &canvas, area: body)
            return
        }
        let table = StandingsTable(divisions: s.divisions, width: area.width)
        let gap = 2
        let count = table.columns.count
        let columnWidth = (body.width - 2 - gap * (count - 1)) / count
        for (c, lines) in table.columns.enumerated() {
            let x = body.x + 1 + c * (columnWidth + gap)
            for row in 0..<body.height {
                let index = s.scroll + row
                guard index < lines.count else { break }
                renderLine(lines[index], display: context.display, followed: context.saved.teamIDs, theme: theme, into: &canvas,
                           area: Rect(x: x, y: body.y + row, width: columnWidth, height: 1))
            }
        }
    }

    static func renderHeader(_ s: StandingsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        guard area.height > 0 else { return }
        let g = context.display.glyphs
        canvas.text("\(g.left) MLB Standings \(s.season) \(g.right)", x: area.x, y: area.y, width: area.width,
                    style: theme.heading, align: .center)
        if let marker = StaleMarker.text(s.load.origin, loadedAt: s.load.loadedAt) {
            canvas.text(marker, x: area.x, y: area.y, width: area.width - 1, style: theme.warning, align: .right)
        }
        if area.height > 1 { canvas.hline(x: area.x, y: area.y + 1, width: area.width, style: theme.border) }
    }

    static func emptyLines(_ s: StandingsState, _ context: ScreenContext) -> [(String, Style)] {
        let theme = context.theme
        if s.isLoading { return CenteredMessage.loading("Loading the \(s.season) standings…", context) }
        if let failure = s.failure {
            if case .noSample = failure, let seasons = s.bundledSeasons {
                return [("No bundled standings for \(s.season).", theme.heading),
                        ("Offline sample seasons: " + seasons.map(String.init).joined(separator: ", "), theme.muted),
                        ("Press \(context.display.glyphs.left)/\(context.display.glyphs.right) to change the season.", theme.muted)]
            }
            return CenteredMessage.failed("Could not load the \(s.season) standings.", failure, theme: theme)
        }
        if s.load.value != nil { return [("No standings for \(s.season).", theme.heading)] }
        return []
    }

    static func renderLine(_ line: StandingsTable.Line, display: DisplayOptions, followed: Set<String> = [], theme: Theme,
                           into canvas: inout Canvas, area: Rect) {
        let statsX = area.maxX - statsWidth
        switch line {
        case .blank:
            return
        case .heading(let name):
            canvas.fill(area, style: theme.band)
            canvas.text(" " + name, x: area.x, y: area.y, width: max(0, statsX - area.x), style: theme.band)
            var x = statsX
            for (label, width) in statColumns {
                canvas.text(label, x: x, y: area.y, width: width, style: theme.band, align: .right)
                x += width
            }
        case .team(let team):
            let favorite = team.teamID.map { followed.contains("mlb:\($0)") } ?? false
            let style: Style = favorite ? theme.favorite : .plain
            if favorite { canvas.text(display.glyphs.star, x: area.x, y: area.y, width: 1, style: theme.favorite) }
            canvas.text(team.abbreviation, x: area.x + 2, y: area.y, width: 4, style: style.with(.bold))
            canvas.text(team.name, x: area.x + 7, y: area.y, width: max(0, statsX - area.x - 8), style: style)
            let values = [String(team.wins), String(team.losses), team.pct, team.gamesBack, team.streak ?? "", team.lastTen ?? ""]
            var x = statsX
            for ((_, width), value) in zip(statColumns, values) {
                canvas.text(value, x: x, y: area.y, width: width, style: style, align: .right)
                x += width
            }
        }
    }
}
