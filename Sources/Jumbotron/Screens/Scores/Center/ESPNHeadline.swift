import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// The top of every ESPN center's summary: each team's badge, name and
/// score, then the state, the start and the feed's note on one line
/// (`Final · Sun, Nov 22 1:00 PM · NFL London Games`), with what a sport adds.
enum ESPNHeadline {
    static func render(_ game: ESPNGame, homeFirst: Bool = false, marked: Contest.Side? = nil, extra: [String] = [],
                       badge: (String) -> Style, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let display = context.display
        let row = game.summary
        TeamScoreLines.render(row, started: row.isLive || row.isFinal, marked: marked, homeFirst: homeFirst, context, &pen,
                              into: &canvas) { team, x, y, canvas in
            let code = ClubCode.badge(team.abbreviation)
            canvas.text(code, x: x, y: y, width: code.count, style: badge(team.abbreviation))
        }
        var facts = [row.stateText(locale: display.locale, timeZone: display.timeZone)]
        if let start = game.start {
            facts.append(TimeText.shortDate(start, locale: display.locale, timeZone: display.timeZone)
                         + (row.state == .scheduled ? "" : " " + TimeText.time(start, locale: display.locale, timeZone: display.timeZone)))
        }
        if let note = game.note { facts.append(note) }
        Self.facts(facts + extra, context.theme.muted, &pen, into: &canvas)
    }

    /// Facts joined by ` · ` and broken between facts, never after a dot: a line
    /// ends with a fact (one longer than the line wraps on its own).
    static func facts(_ facts: [String], _ style: Style, _ pen: inout Pen, into canvas: inout Canvas) {
        var line = ""
        for fact in facts.map({ InertText.singleLine($0) }) where !fact.isEmpty {
            let joined = line.isEmpty ? fact : line + " · " + fact
            if DisplayWidth.of(joined) <= pen.width || line.isEmpty {
                line = joined
            } else {
                pen.wrapped(line, style, into: &canvas)
                line = fact
            }
        }
        if !line.isEmpty { pen.wrapped(line, style, into: &canvas) }
    }
}
