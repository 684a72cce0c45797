import SportsCore
import TerminalUI

/// A game as the mobile app's mockup, in three lines and a rule:
///
///     MIN  VIKINGS                  @                  PACKERS  GB
///          43                                          34
///                        Sun, Sep 13 · Week 1                    FINAL
enum ScheduleRowView {
    static let badgeWidth = 5

    static func render(_ row: ScheduleRow, selected: Bool, logos: [String: PictureStore.Status], display: DisplayOptions,
                       followed: Set<String> = [], theme: Theme, into canvas: inout Canvas, area: Rect) {
        switch row {
        case .heading(let title):
            SectionHeading.render(title, theme: theme, into: &canvas, area: Rect(x: area.x, y: area.y, width: area.width, height: 1))
        case .bye(let week):
            let base = selected ? theme.selection : .plain
            if selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(2, area.height)), style: base) }
            canvas.text("BYE", x: area.x, y: area.y, width: area.width, style: base.with(.bold), align: .center)
            if area.height > 1 { canvas.text(week, x: area.x, y: area.y + 1, width: area.width, style: selected ? base : theme.muted, align: .center) }
            if area.height > 2 { canvas.hline(x: area.x + 1, y: area.y + 2, width: area.width - 2, display.glyphs.thinRule, style: theme.border) }
        case .game(let g):
            renderGame(g, selected: selected, logos: logos, display: display, followed: followed, theme: theme, into: &canvas, area: area)
        }
    }

    static func renderGame(_ g: ScheduleGame, selected: Bool, logos: [String: PictureStore.Status], display: DisplayOptions,
                           followed: Set<String> = [],
                           theme: Theme, into canvas: inout Canvas, area: Rect) {
        let base = selected ? theme.selection : .plain
        if selected { canvas.fill(Rect(x: area.x, y: area.y, width: area.width, height: min(3, area.height)), style: base) }
        let left = area.x + 1, right = area.maxX - 1
        let nameWidth = max(4, area.width / 3 - badgeWidth - 1)
        // Line 0: away badge and name, "@", home name and badge.
        badge(g.away.triCode, status: logos[g.away.triCode], display: display, theme: theme, into: &canvas, x: left, y: area.y)
        let star = theme.on(base, theme.favorite)
        let awayX = left + badgeWidth + 1, homeX = right - badgeWidth - 1 - nameWidth
        if followed.contains(FollowedTeam.nflID(g.away.triCode)) {
            canvas.text(display.glyphs.star, x: awayX, y: area.y, width: 1, style: star)
            canvas.text(g.away.name, x: awayX + 2, y: area.y, width: nameWidth - 2, style: base.with(.bold))
        } else {
            canvas.text(g.away.name, x: awayX, y: area.y, width: nameWidth, style: base.with(.bold))
        }
        canvas.text("@", x: area.x, y: area.y, width: area.width, style: selected ? base : theme.muted, align: .center)
        badge(g.home.triCode, status: logos[g.home.triCode], display: display, theme: theme, into: &canvas, x: right - badgeWidth, y: area.y)
        if followed.contains(FollowedTeam.nflID(g.home.triCode)) {
            canvas.text(g.home.name, x: homeX, y: area.y, width: nameWidth - 2, style: base.with(.bold), align: .right)
            canvas.text(display.glyphs.star, x: homeX + nameWidth - 1, y: area.y, width: 1, style: star)
        } else {
            canvas.text(g.home.name, x: homeX, y: area.y, width: nameWidth, style: base.with(.bold), align: .right)
        }
        guard area.height > 1 else { return }
        // Line 1: what shows under each name.
        canvas.text(g.away.line, x: left + badgeWidth + 1, y: area.y + 1, width: nameWidth, style: base)
        canvas.text(g.home.line, x: right - badgeWidth - 1 - nameWidth, y: area.y + 1, width: nameWidth, style: base, align: .right)
        guard area.height > 2 else { return }
        // Line 2: date and week in the middle, the state in the lower right corner.
        let date = ScheduleRules.dateText(g, locale: display.locale, timeZone: display.timeZone)
        let middle = date.isEmpty ? g.week : "\(date) \(display.glyphs.bullet) \(g.week)"
        canvas.text(middle, x: area.x, y: area.y + 2, width: area.width, style: selected ? base : theme.muted, align: .center)
        let state = ScheduleRules.stateText(g, locale: display.locale, timeZone: display.timeZone)
        canvas.text(state, x: right - 12, y: area.y + 2, width: 12, style: base.with(.bold), align: .right)
        if area.height > 3 { canvas.hline(x: area.x + 1, y: area.y + 3, width: area.width - 2, display.glyphs.thinRule, style: theme.border) }
    }

    static func badgeStyle(_ triCode: String, _ theme: Theme) -> Style {
        let club = NFLClubs.club(triCode)
        return theme.badge(fg: club.flatMap { Color(hex: $0.secondaryHex) } ?? .named(.white),
                           bg: club.flatMap { Color(hex: $0.primaryHex) } ?? .indexed(240))
    }

    /// ` GB ` in the club's colours from our own table, at once: a logo on its
    /// way (not yet cached) shows as `·GB·`; one that cannot be had keeps the plain badge.
    static func badge(_ triCode: String, status: PictureStore.Status?, display: DisplayOptions, theme: Theme,
                      into canvas: inout Canvas, x: Int, y: Int) {
        let code = Canvas.fit(triCode, width: 3).text
        let pad = String(repeating: " ", count: max(0, 3 - DisplayWidth.of(code)))
        let style = badgeStyle(triCode, theme)
        let mark = status == nil ? display.glyphs.pendingMark : " "
        canvas.text("\(mark)\(code)\(pad)\(mark)", x: x, y: y, width: badgeWidth, style: style)
    }
}
