import FoundationEssentials
import SportsCore
import TerminalUI

/// Every event by period: newest first while live, in order when final.
/// Goals (bold, with the score) and penalties stand out; `!` keeps only them.
enum NHLPlaysSection {
    static func render(_ c: NHLCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        guard let pbp = c.plays.value else {
            _ = CenterStatus.show(c.plays, "the plays", context, &pen, into: &canvas)
            return
        }
        var events = pbp.plays.filter { !c.keyPlaysOnly || $0.isGoal || $0.isPenalty }
        if events.isEmpty { pen.line(c.keyPlaysOnly ? "No goals or penalties yet" : "No plays yet", theme.muted, into: &canvas); return }
        let live = c.isLive
        if live { events.reverse() }
        let teams: [Int: String] = Dictionary([(pbp.game.away.id, pbp.game.away.abbrev), (pbp.game.home.id, pbp.game.home.abbrev)]
            .compactMap { id, abbrev in id.flatMap { i in abbrev.map { (i, $0) } } }, uniquingKeysWith: { a, _ in a })
        var period = -1
        for play in events {
            if play.period != period {
                if period != -1 { pen.skip() }
                period = play.period
                pen.line(NHLPeriodDescriptor.label(play.period, play.periodType), theme.heading, into: &canvas)
            }
            let team = play.teamId.flatMap { teams[$0] } ?? ""
            let text = NHLPlayText.describe(play, in: pbp)
            let style: Style = play.isGoal ? .bold : (play.isPenalty ? theme.warning : (isMinor(play) ? theme.muted : .plain))
            let lead = "\((play.time ?? "").fixedWidth(5)) \(team.fixedWidth(3)) "
            let lines = Canvas.wrap(text, width: max(1, pen.width - 10))
            for (i, part) in lines.enumerated() {
                canvas.text(i == 0 ? lead : "", x: pen.x, y: pen.y, width: 10, style: theme.muted)
                canvas.text(part, x: pen.x + 10, y: pen.y, width: max(0, pen.width - 10), style: style)
                pen.skip()
            }
            if play.isGoal, let a = play.details.awayScore, let h = play.details.homeScore {
                pen.line("\(pbp.game.away.abbrev ?? "") \(a), \(pbp.game.home.abbrev ?? "") \(h)", theme.muted, indent: 10, into: &canvas)
            }
        }
    }

    /// The events that make up the game's texture rather than its story.
    static func isMinor(_ play: NHLPlay) -> Bool {
        ["faceoff", "stoppage", "period-start", "period-end", "delayed-penalty"].contains(play.kind)
    }
}
