import FoundationEssentials
import SportsCore
import TerminalUI

/// Everything the payload says about one game. Absent fields are left out,
/// never shown as nil or 0. It draws from `scroll` rows above `area` and
/// returns the rows its content takes (the pane scrolls; see `DetailScrollView`).
enum GameDetailView {
    @discardableResult
    static func render(_ game: MLBGame, _ context: ScreenContext, into canvas: inout Canvas, area: Rect, scroll: Int = 0) -> Int {
        guard area.width > 10, area.height > 2 else { return 0 }
        let display = context.display, theme = context.theme
        let top = area.y - scroll
        var y = top
        let x = area.x + 1, w = area.width - 2
        func line(_ text: String, _ style: Style = .plain) {
            canvas.text(text, x: x, y: y, width: w, style: style)
            y += 1
        }
        func field(_ label: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            canvas.text(label, x: x, y: y, width: 9, style: theme.muted)
            canvas.text(value, x: x + 10, y: y, width: w - 10)
            y += 1
        }
        let away = game.teams.away, home = game.teams.home
        y += LogoSlot.pair((away.team.id.map(ImageRequest.mlbLogo), home.team.id.map(ImageRequest.mlbLogo)), in: area, x: x, y: y,
                           width: w, context, into: &canvas, badgeWidth: MLBBadge.badgeWidth) { canvas, isHome, bx, by in
            MLBBadge.badge(isHome ? home.team : away.team, theme: theme, into: &canvas, x: bx, y: by)
        }
        for (side, team) in [(ScoreRules.Side.away, away), (.home, home)] {
            MLBBadge.badge(team.team, theme: theme, into: &canvas, x: x, y: y)
            var text = ScoreRules.teamName(team.team)
            if let record = ScoreRules.recordText(team.leagueRecord) { text += " (\(record))" }
            let style = ScoreRules.winner(game) == side ? Style.bold : .plain
            canvas.text(text, x: x + MLBBadge.badgeWidth + 1, y: y, width: w - MLBBadge.badgeWidth - 1, style: style)
            y += 1
        }
        y += 1
        line(ScoreRules.stateText(game, locale: display.locale, timeZone: display.timeZone), theme.heading)
        if let description = game.description { line(description, theme.muted) }
        y += 1
        if let table = LinescoreTable(game: game, width: w) {
            for (i, row) in table.rows.enumerated() {
                line(row, i == 0 ? theme.muted : .plain)
            }
            y += 1
        }
        if let venue = game.venue {
            let place = [venue.name, venue.location?.city, venue.location?.stateAbbrev ?? venue.location?.state]
                .compactMap { $0 }.joined(separator: ", ")
            field("Venue", place)
        }
        if let start = ScoreRules.startDate(game), game.status.startTimeTBD != true {
            let mine = TimeText.timeWithZone(start, locale: display.locale, timeZone: display.timeZone)
            // Two names for one zone (America/New_York and US/Eastern) read the same: one line then.
            if let tzID = game.venue?.timeZone?.id, let venueZone = Zone(identifier: tzID),
               case let local = TimeText.timeWithZone(start, locale: display.locale, timeZone: venueZone), local != mine {
                field("Start", "\(local) local")
                field("", "\(mine) your time")
            } else {
                field("Start", mine)
            }
        } else if game.status.startTimeTBD == true {
            field("Start", "To be decided")
        }
        field("Type", ScoreRules.gameTypeText(game.gameType))
        field("Game", ScoreRules.doubleheaderText(game))
        if ScoreRules.phase(game) == .live, let ls = game.linescore {
            if let balls = ls.balls, let strikes = ls.strikes {
                let outs = ls.outs.map { ", \($0) out\($0 == 1 ? "" : "s")" } ?? ""
                field("Count", "\(balls)-\(strikes)\(outs)")
            }
            let bases: [(String, MLBGame.Person?)] = [("1st", ls.offense?.first), ("2nd", ls.offense?.second), ("3rd", ls.offense?.third)]
            let runners = bases.compactMap { base, person in person?.fullName.map { "\(base) \($0)" } }
            field("Runners", runners.isEmpty ? "Bases empty" : runners.joined(separator: ", "))
            field("Batter", ls.offense?.batter?.fullName)
            field("Pitcher", ls.defense?.pitcher?.fullName)
        }
        if let reason = game.status.reason, ScoreRules.phase(game) != .final, ScoreRules.phase(game) != .live {
            field("Reason", reason)
        }
        return y - top
    }
}

/// The linescore as aligned text: one column per inning (extras included), then
/// R H E, which always show. When every inning does not fit `width`, the
/// earliest innings give way to `‹` (the latest are the ones that matter; two
/// character columns were tried and made `910111213` of the header).
struct LinescoreTable {
    let rows: [String]
    /// Three columns an inning: more than this never fits a terminal (the longest game went 26).
    static let maxInnings = 60
    /// Team label (5), the gap before the totals (2), R H E (3 × 3).
    static let fixedWidth = 16

    init?(game: MLBGame, width: Int = .max) {
        guard let ls = game.linescore, let innings = ls.innings, !innings.isEmpty else { return nil }
        // Bounded: a payload's `scheduledInnings` of 10^18 once hung the detail.
        let count = min(max(innings.count, ls.scheduledInnings ?? game.scheduledInnings ?? 9, 1), Self.maxInnings)
        let byNumber = Dictionary(innings.map { ($0.num, $0) }, uniquingKeysWith: { a, _ in a })
        let room = width - Self.fixedWidth, inning = 3
        // The marker takes two columns; at least the last inning shows.
        let first = inning * count <= room ? 1 : count - max(1, (room - 2) / inning) + 1
        func cell(_ s: String, _ w: Int = 3) -> String { String(repeating: " ", count: max(0, w - s.count)) + s }
        let marker = first > 1 ? " \u{2039}" : ""
        var header = "     " + (first > 1 ? "  " : "")
        for n in first...count { header += cell(String(n), inning) }
        header += "  " + cell("R") + cell("H") + cell("E")
        func row(_ side: ScoreRules.Side) -> String {
            let team = side == .away ? game.teams.away.team : game.teams.home.team
            let abbr = ScoreRules.abbreviation(team)
            var r = abbr + String(repeating: " ", count: max(1, 5 - abbr.count)) + marker
            for n in first...count {
                let stats = side == .away ? byNumber[n]?.away : byNumber[n]?.home
                r += cell(stats?.runs.map(String.init) ?? (byNumber[n] == nil ? "" : "-"), inning)
            }
            let totals = side == .away ? ls.teams?.away : ls.teams?.home
            r += "  " + cell(totals?.runs.map(String.init) ?? "") + cell(totals?.hits.map(String.init) ?? "")
                + cell(totals?.errors.map(String.init) ?? "")
            return r
        }
        rows = [header, row(.away), row(.home)]
    }
}
