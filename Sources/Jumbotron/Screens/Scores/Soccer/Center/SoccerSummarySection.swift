import FoundationEssentials
import SportsCore
import TerminalUI

/// A match at a glance: the clubs and the score (home first), the minute and
/// the kick-off, the shootout and the aggregate; the timeline by half (goals
/// with the score after each, cards, substitutions); then the venue, the
/// referee, the attendance and where to watch.
enum SoccerSummarySection {
    static func render(_ c: SoccerCenterState, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme, display = context.display
        let row = game.summary
        let started = row.isLive || row.isFinal
        ESPNHeadline.render(game, homeFirst: true, extra: SoccerRules.situation(game).map { [$0] } ?? [], badge: { _ in Style([.reverse, .bold]) },
                            context, &pen, into: &canvas)
        let summary = c.summary.value
        if summary == nil {
            pen.skip()
            _ = CenterStatus.show(c.summary, "the match's summary", context, &pen, into: &canvas)
        }
        if let summary, started { timeline(summary, game, context, &pen, into: &canvas) }
        pen.skip()
        let venue = [summary?.venue ?? game.venue, summary?.venueCity ?? game.venueCity].compactMap { $0 }.joined(separator: ", ")
        pen.field("Form", form(game), theme, into: &canvas)
        pen.field("Venue", venue.isEmpty ? nil : venue, theme, into: &canvas)
        pen.field("Referee", summary?.officials.first, theme, into: &canvas)
        pen.field("Watch", game.broadcasts.isEmpty ? nil : game.broadcasts.joined(separator: ", "), theme, into: &canvas)
        pen.field("Attendance", (summary?.attendance ?? game.attendance).map { TimeText.grouped($0, locale: display.locale) }, theme,
                  into: &canvas)
    }

    /// Each event on a line under its half: `67'  MEX  ⚽ Raúl Jiménez (Roberto Alvarado)  2-0`.
    static func timeline(_ summary: ESPNSummary, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        let events = SoccerTimeline.events(summary, game)
        pen.skip()
        guard !events.isEmpty else {
            pen.line("No goals or cards yet.", theme.muted, into: &canvas)
            return
        }
        var half: Int?
        for event in events {
            if event.period != half || half == nil {
                if half != nil { pen.skip() }
                pen.line(SoccerTimeline.periodName(event.period), theme.heading, into: &canvas)
                half = event.period
            }
            let code = [game.home, game.away].first { $0.id != nil && $0.id == event.teamID }?.abbreviation ?? ""
            canvas.text((event.minute ?? "").leftPadded(7), x: pen.x, y: pen.y, width: 7, style: theme.muted)
            canvas.text(code, x: pen.x + 8, y: pen.y, width: 4, style: .bold)
            let (mark, style) = symbol(event.kind, context)
            canvas.text(mark, x: pen.x + 13, y: pen.y, width: 2, style: style)
            let score = event.score.map { "\($0.home)-\($0.away)" } ?? ""
            let textX = pen.x + 16, scoreWidth = score.isEmpty ? 0 : DisplayWidth.of(score) + 1
            canvas.text(words(event), x: textX, y: pen.y, width: max(0, pen.x + pen.width - textX - scoreWidth),
                        style: event.score != nil ? .bold : .plain)
            if !score.isEmpty { canvas.text(score, x: pen.x + pen.width - scoreWidth + 1, y: pen.y, width: scoreWidth - 1, style: .bold) }
            pen.skip()
        }
    }

    /// The event's glyph and colour: a ball for a goal, a card in its colour, arrows for a change.
    static func symbol(_ kind: SoccerTimeline.Kind, _ context: ScreenContext) -> (String, Style) {
        let ascii = context.display.ascii, theme = context.theme
        switch kind {
        case .goal, .penalty, .ownGoal: return (ascii ? "G" : "●", theme.live.with(.bold))
        case .yellow: return (ascii ? "Y" : "▮", Style(fg: .named(.yellow)))
        case .secondYellow, .red: return (ascii ? "R" : "▮", theme.error)
        case .substitution: return (ascii ? "<>" : "⇄", theme.muted)
        case .missedPenalty, .shootoutMissed: return (ascii ? "x" : "✕", theme.muted)
        case .shootoutScored: return (ascii ? "G" : "●", theme.live.with(.bold))
        }
    }

    /// `Raúl Jiménez (Roberto Alvarado)`, `Julián Quiñones (pen)`, `Thalente Mbatha on, Lyle Foster off`.
    static func words(_ event: SoccerTimeline.Event) -> String {
        let who = event.player ?? "?"
        switch event.kind {
        case .goal: return who + (event.other.map { " (\($0))" } ?? "")
        case .penalty: return who + " (pen)"
        case .ownGoal: return who + " (own goal)"
        case .yellow: return who
        case .secondYellow: return who + " (second yellow)"
        case .red: return who + " (red card)"
        case .substitution: return "\(who) on" + (event.other.map { ", \($0) off" } ?? "")
        case .missedPenalty: return who + " (penalty missed)"
        case .shootoutScored: return who + " scores"
        case .shootoutMissed: return who + " misses"
        }
    }

    /// `NYC WWLDL · NY LWLWW`: each side's last five, latest last.
    static func form(_ game: ESPNGame) -> String? {
        let parts = [game.home, game.away].compactMap { t in t.form.map { "\(t.abbreviation ?? "?") \($0)" } }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
