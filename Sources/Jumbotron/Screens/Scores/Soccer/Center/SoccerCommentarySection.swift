import FoundationEssentials
import SportsCore
import TerminalUI

/// The match minute by minute in the feed's words: newest first while it is
/// live (what just happened on top), in order once it is over; goals bold.
enum SoccerCommentarySection {
    static func render(_ c: SoccerCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        guard let summary = CenterStatus.ready(c.summary, "the commentary", context, &pen, into: &canvas) else { return }
        let lines = ordered(summary.commentary, live: SoccerRules.phase(summary.game ?? game) == .live)
        guard !lines.isEmpty else {
            pen.line("No commentary for this match.", theme.muted, into: &canvas)
            return
        }
        pen.line(SoccerRules.phase(summary.game ?? game) == .live ? "Newest first" : "From kick-off", theme.muted, into: &canvas)
        pen.skip()
        let minuteWidth = 7
        for line in lines {
            canvas.text((line.clock ?? "").leftPadded(minuteWidth - 1), x: pen.x, y: pen.y, width: minuteWidth - 1, style: theme.muted)
            let goal = line.scoring || (line.type ?? "").lowercased().hasPrefix("goal")
            for part in Canvas.wrap(line.text, width: max(1, pen.width - minuteWidth)) {
                canvas.text(part, x: pen.x + minuteWidth, y: pen.y, width: pen.width - minuteWidth, style: goal ? .bold : .plain)
                pen.skip()
            }
        }
    }

    static func ordered(_ lines: [ESPNSummary.Play], live: Bool) -> [ESPNSummary.Play] { live ? lines.reversed() : lines }
}
