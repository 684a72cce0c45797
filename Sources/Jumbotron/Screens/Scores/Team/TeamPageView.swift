import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// A team's page: its name over its record, standing and next game; the
/// sections' strip; the section's rows under it, the cursor's reversed and
/// kept in view. The schedule heads each part of the season and says the
/// NFL's bye week where it falls; the roster heads each position group.
enum TeamPageView {
    /// The line under the title (record, standing, next game) and the strip.
    static let headHeight = 2

    enum Line: Equatable {
        case heading(String)
        case game(Int)
        case player(Int)
        case note(String)
    }

    static func visibleLines(_ areaHeight: Int) -> Int { max(1, areaHeight - StandingsPane.headerHeight - headHeight) }

    static func title(_ s: TeamPageState) -> String {
        let season = s.season != nil ? s.schedule.value?.team.season ?? s.season.map(String.init) : nil
        let versus = s.versus.map { " v \($0.abbreviation)" } ?? ""
        return s.name + versus + (season.map { " · \($0)" } ?? "") + (s.versus == nil ? "" : " postseason")
    }

    /// The section's lines, in order: what the cursor and the scroll count.
    static func lines(_ s: TeamPageState) -> [Line] {
        switch s.section {
        case .schedule:
            guard let schedule = s.schedule.value else { return [] }
            var out: [Line] = []
            let parts = Set(schedule.games.map(\.seasonType)).count
            // A series' games are all of the postseason: no heading, no bye.
            var bye = s.versus == nil ? schedule.byeWeek : nil
            var last: Int?
            for i in s.shownGames {
                let g = schedule.games[i]
                if parts > 1, s.versus == nil, last.map({ schedule.games[$0].seasonType != g.seasonType }) ?? true { out.append(.heading(part(g.seasonType))) }
                if let week = bye, g.seasonType == 2, let w = g.week, w > week { out.append(.note("Week \(week): bye")); bye = nil }
                out.append(.game(i))
                last = i
            }
            if let week = bye, !schedule.games.isEmpty { out.append(.note("Week \(week): bye")) }
            return out
        case .roster:
            guard let roster = s.roster.value else { return [] }
            var out: [Line] = [], i = 0
            for group in roster.groups {
                out.append(.heading(group.name))
                for _ in group.players { out.append(.player(i)); i += 1 }
            }
            if let coach = roster.coach { out.append(.note("Coach: \(coach)")) }
            return out
        }
    }

    static func part(_ seasonType: Int) -> String {
        switch seasonType {
        case 1: "Preseason"
        case 3: "Postseason"
        default: "Regular season"
        }
    }

    static func render(_ s: TeamPageState, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        guard let body = StandingsPane.frame(title(s), s.schedule, name: "team", noun: "the team's page", context, into: &canvas, area: area),
              let schedule = s.schedule.value else { return }
        let followed = TeamPage.isFollowed(s, context) ? (context.display.ascii ? "* followed" : "★ followed") : nil
        let about = s.versus != nil ? [series(s, schedule), followed].compactMap { $0 }
            : [schedule.team.record, schedule.team.standing, next(schedule, context), followed].compactMap { $0 }
        canvas.text(about.joined(separator: " · "), x: body.x + 1, y: body.y, width: body.width - 2, style: theme.muted, align: .center)
        let items = TeamSection.allCases.map { SectionStrip.Item(key: $0.key, short: $0.title, title: $0.title, isOn: $0 == s.section) }
        SectionStrip.render(items, marker: nil, theme, into: &canvas, x: body.x + 1, y: body.y + 1, width: body.width - 2)
        let list = Rect(x: body.x + 1, y: body.y + headHeight, width: max(1, body.width - 2), height: visibleLines(area.height))
        if s.section == .roster, s.roster.value == nil {
            let what = "the \(s.team?.abbreviation ?? "team") roster"
            let lines = CenteredMessage.status(s.roster, loading: "Loading \(what)…", failed: "Could not load \(what).", context) ?? []
            CenteredMessage.render(lines, into: &canvas, area: list)
            return
        }
        let all = lines(s)
        guard !all.isEmpty else {
            let empty = s.section == .roster ? "ESPN lists no players on this roster."
                : s.versus.map { "ESPN lists no postseason games against \($0.abbreviation) this season (a shows the whole season)." }
                ?? "ESPN lists no games for this season yet."
            CenteredMessage.render([(empty, theme.muted), ("[ goes to the season before.", theme.muted)], into: &canvas, area: list)
            return
        }
        // As wide as the locale writes the days shown (`Sat, Nov 21`, `Sat 2026-11-21`).
        let shown = all.dropFirst(s.scroll).prefix(list.height)
        let dateWidth = 1 + shown.reduce(0) { w, line in
            guard case .game(let i) = line else { return w }
            return max(w, DisplayWidth.of(day(schedule.games[i], context)))
        }
        for (row, line) in shown.enumerated() {
            let y = list.y + row
            switch line {
            case .heading(let text): canvas.text(text, x: list.x, y: y, width: list.width, style: theme.heading)
            case .note(let text): canvas.text(text, x: list.x, y: y, width: list.width, style: theme.muted)
            case .game(let i):
                gameRow(schedule.games[i], selected: s.section == .schedule && i == s.game, dateWidth: dateWidth, context, x: list.x, y: y,
                        width: list.width, into: &canvas)
            case .player(let i):
                if let roster = s.roster.value {
                    playerRow(roster.players[i], selected: i == s.player, context, x: list.x, y: y, width: list.width, into: &canvas)
                }
            }
        }
    }

    /// A series' games so far: `Series: CAR 2, STL 4`.
    static func series(_ s: TeamPageState, _ schedule: ESPNTeamSchedule) -> String? {
        guard let versus = s.versus, let team = s.team else { return nil }
        let finals = s.shownGames.map { schedule.games[$0] }.filter { $0.phase == .final }
        guard !finals.isEmpty else { return nil }
        let won = finals.filter { $0.won == true }.count, lost = finals.filter { $0.won == false }.count
        return "Series: \(team.abbreviation) \(won), \(versus.abbreviation) \(lost)"
    }

    /// `Next: Sat, Nov 21 7:00 PM vs MTL`.
    static func next(_ schedule: ESPNTeamSchedule, _ context: ScreenContext) -> String? {
        guard let g = schedule.next else { return nil }
        return "Next: " + [when(g, context), "\(g.home || g.neutral ? "vs" : "@") \(g.opponent)"].joined(separator: " ")
    }

    static func when(_ g: ESPNTeamSchedule.Game, _ context: ScreenContext) -> String {
        let display = context.display
        guard let date = g.date else { return "TBD" }
        let shown = TimeText.shortDate(date, locale: display.locale, timeZone: display.timeZone)
        return g.timeKnown ? shown + " " + TimeText.time(date, locale: display.locale, timeZone: display.timeZone) : shown
    }

    static func day(_ g: ESPNTeamSchedule.Game, _ context: ScreenContext) -> String {
        g.date.map { TimeText.shortDate($0, locale: context.display.locale, timeZone: context.display.timeZone) } ?? "TBD"
    }

    static func gameRow(_ g: ESPNTeamSchedule.Game, selected: Bool, dateWidth: Int, _ context: ScreenContext, x: Int, y: Int, width: Int,
                        into canvas: inout Canvas) {
        let theme = context.theme, display = context.display
        let base: Style = selected ? Style.plain.with(.reverse) : .plain
        if selected { canvas.text("", x: x, y: y, width: width, style: base, pad: true) }
        let day = day(g, context)
        let state: (text: String, style: Style) = switch g.phase {
        case .final: (g.result ?? "Final", g.won == true ? base.with(.bold) : base)
        case .live: (g.detail ?? "Live", selected ? base : theme.live)
        case .postponed: ("Postponed", selected ? base : theme.warning)
        case .cancelled: ("Canceled", selected ? base : theme.muted)
        case .scheduled: (g.timeKnown ? g.date.map { TimeText.time($0, locale: display.locale, timeZone: display.timeZone) } ?? "TBD" : "TBD", base)
        }
        let rest = [g.opponentName, g.note, g.phase == .scheduled ? g.watch.first : nil].compactMap { $0 }.joined(separator: " · ")
        var row = CellRow(x: x, y: y, end: x + width, pad: selected)
        row.cell(day, dateWidth, base, into: &canvas)
        row.cell(g.home || g.neutral ? "vs" : "@", 3, base, into: &canvas)
        row.cell(g.opponent, 6, base.with(.bold), into: &canvas)
        row.cell(state.text, 12, state.style, into: &canvas)
        row.cell(rest, width, selected ? base : theme.muted, into: &canvas)
    }

    static func playerRow(_ p: ESPNRoster.Player, selected: Bool, _ context: ScreenContext, x: Int, y: Int, width: Int, into canvas: inout Canvas) {
        let theme = context.theme
        let base: Style = selected ? Style.plain.with(.reverse) : .plain
        if selected { canvas.text("", x: x, y: y, width: width, style: base, pad: true) }
        // Narrow, the name keeps its room and the height, weight and the rest go.
        let wide = width >= 60
        let nameWidth = min(26, max(8, width - 4 - 1 - 5 - 4 - (wide ? 17 : 0)))
        let rest = [p.status, p.birthPlace].compactMap { $0 }.joined(separator: " · ")
        var row = CellRow(x: x, y: y, end: x + width, pad: selected)
        row.cell(p.jersey.map { "#\($0)" } ?? "", 4, base, align: .right, into: &canvas)
        row.cell(" " + p.name, nameWidth + 1, base.with(.bold), into: &canvas)
        row.cell(p.position ?? "", 5, base, into: &canvas)
        row.cell(p.age.map(String.init) ?? "", 4, base, into: &canvas)
        guard wide else { return }
        row.cell(p.height ?? "", 8, base, into: &canvas)
        row.cell(p.weight ?? "", 9, base, into: &canvas)
        row.cell(rest, width, p.status != nil && !selected ? theme.warning : base, into: &canvas)
    }
}

/// A row's cells drawn left to right, each in its width, the last cut at the row's end.
struct CellRow {
    var x: Int
    let y: Int
    let end: Int
    /// The selected row: every cell padded, so its reverse runs the whole width.
    let pad: Bool

    mutating func cell(_ text: String, _ width: Int, _ style: Style, align: Alignment = .left, into canvas: inout Canvas) {
        guard x < end else { return }
        canvas.text(text, x: x, y: y, width: min(width, end - x), style: style, align: align, pad: pad)
        x += width
    }
}
