import FoundationEssentials
import SportsCore
import TerminalUI

/// The 32 clubs by division under pinned headings, each row on its primary colour.
enum TeamsListView {
    static func render(_ s: TeamsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        ListDetailView.render(s.list, s.spec, context, into: &canvas, area: area,
            header: { canvas, area in header(s, context, into: &canvas, area: area) },
            row: { canvas, i, area, selected in row(s.rows[i], selected: selected, context, into: &canvas, area: area) },
            empty: {
                if let lines = CenteredMessage.status(s.standings, loading: "Loading the NHL teams…", failed: "Could not load the NHL teams.", context) {
                    return lines
                }
                if !s.filter.isEmpty {
                    return [("No team matches \"\(s.filter)\".", theme.heading), ("Esc clears the filter.", theme.muted)]
                }
                return s.standings.value != nil ? [("The standings list no teams.", theme.heading)] : []
            },
            after: { canvas, area in
                if let pinned = StickyHeader.pinned(offset: s.list.viewport.offset, headers: s.headers) {
                    row(s.rows[pinned], selected: false, context, into: &canvas,
                        area: Rect(x: area.x, y: area.y, width: area.width, height: 1))
                }
            })
    }

    /// The switch, the filter being typed or kept, and the count or staleness on the right.
    static func header(_ s: TeamsState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        renderSwitch(s.view, context, into: &canvas, area: area)
        var right = ""
        if let marker = StaleMarker.text(s.standings.origin, loadedAt: s.standings.loadedAt) { right = marker }
        else if !s.teams.isEmpty { right = "\(s.teams.count) teams" }
        let rw = canvas.text(right + " ", x: area.x, y: area.y, width: area.width, style: theme.muted, align: .right)
        if s.filtering || !s.filter.isEmpty {
            let text = "/" + s.filter + (s.filtering ? "_" : "")
            canvas.text(text, x: area.x + 14, y: area.y, width: max(0, area.width - 15 - rw),
                        style: s.filtering ? theme.hintKey : theme.muted)
        }
    }

    static func row(_ row: TeamRow, selected: Bool, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        switch row {
        case .heading(let title):
            SectionHeading.render(title, theme: theme, into: &canvas, area: area)
        case .team(let t):
            let style = selected ? TeamColors.selected(theme, context.display) : TeamColors.row(t.tricode, context.display)
            canvas.fill(area, style: style)
            let marker = selected ? context.display.glyphs.right.prefix(1) : " "
            canvas.text(String(marker), x: area.x, y: area.y, style: style)
            HockeyView.badge(t.tricode, x: area.x + 1, y: area.y, context, into: &canvas)
            let points = t.points.map { "\($0) pts" } ?? "- pts"
            // Spoilers hidden: a record counts every result, today's too.
            let right = context.display.hideSpoilers ? "" : "\(t.record)  \(points.leftPadded(7)) "
            let rw = canvas.text(right, x: area.x, y: area.y, width: area.width, style: style, align: .right)
            canvas.text(t.name, x: area.x + 6, y: area.y, width: max(0, area.width - 7 - rw), style: style.with(.bold))
        }
    }

    /// The `List │ Map` switch under the title, the active one highlighted.
    static func renderSwitch(_ view: TeamsView, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        var x = area.x + 1
        let switchLabels = TeamsLayout.switchLabels
        x += canvas.text(switchLabels.list, x: x, y: area.y, style: view == .list ? theme.tabActive : theme.tabInactive)
        x += canvas.text(String(context.display.glyphs.vertical), x: x, y: area.y, style: theme.border)
        canvas.text(switchLabels.map, x: x, y: area.y, style: view == .map ? theme.tabActive : theme.tabInactive)
    }

}

/// The selected club beside the list on wide terminals.
enum TeamCardView {
    @discardableResult
    static func render(_ t: NHLTeam, _ context: ScreenContext, into canvas: inout Canvas, area: Rect, scroll: Int = 0) -> Int {
        let theme = context.theme
        let x = area.x + 1, w = area.width - 2
        let top = area.y - scroll
        var y = top
        let used = HockeyView.badge(t.tricode, x: x, y: y, context, into: &canvas)
        canvas.text(t.name, x: x + used + 1, y: y, width: w - used - 1, style: theme.heading.with(.bold))
        y += 2
        // With pictures on and room, the club's logo above its facts (beside
        // them the long facts would lose their ends).
        if let slot = LogoSlot.size(in: area, context), let logo = t.logo.flatMap(URL.init(string:)) {
            LogoSlot.draw(.url(logo), in: Rect(x: x, y: y, width: slot.width, height: slot.height), context, into: &canvas,
                          badgeWidth: 5) { canvas, bx, by in
                _ = HockeyView.badge(t.tricode, x: bx, y: by, context, into: &canvas)
            }
            y += slot.height + 1
        }
        let club = NHLClubs.club(t.tricode)
        var facts: [(String, String)] = [
            ("Division", [t.division, t.conference.map { "\($0) Conference" }].compactMap { $0 }.joined(separator: ", ")),
            ("Arena", club?.arena ?? "-"),
            ("Record", "\(t.record) (W-L-OTL), \(t.points.map(String.init) ?? "-") points"),
            ("Games", t.gamesPlayed.map(String.init) ?? "-"),
            ("Goals", "\(t.goalsFor.map(String.init) ?? "-") for, \(t.goalsAgainst.map(String.init) ?? "-") against"),
        ]
        if let code = t.streakCode, let count = t.streakCount { facts.append(("Streak", "\(code)\(count)")) }
        if let rank = t.divisionRank { facts.append(("Place", "\(rank) in the division" + (t.leagueRank.map { ", \($0) in the league" } ?? ""))) }
        if context.display.hideSpoilers {
            facts = facts.prefix(2) + [("Record", "hidden while spoilers are")]
        }
        for (label, value) in facts {
            canvas.text(label, x: x, y: y, width: 9, style: theme.muted)
            canvas.text(value.isEmpty ? "-" : value, x: x + 10, y: y, width: max(0, w - 10))
            y += 1
        }
        canvas.text("Enter opens the roster.", x: x, y: y + 1, width: w, style: theme.muted)
        return y + 2 - top
    }

}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

}
