import FoundationEssentials
import SportsCore
import TerminalUI

/// Every event by period: newest first while live, in order when final.
/// Goals (bold, with the score) and penalties stand out; `!` keeps only them.
enum NHLPlaysSection {
    /// The events' indices in the order shown (what `[` and `]` step through).
    static func order(_ c: NHLCenterState) -> [Int] {
        guard let pbp = c.plays.value else { return [] }
        let shown = pbp.plays.indices.filter { !c.keyPlaysOnly || pbp.plays[$0].isGoal || pbp.plays[$0].isPenalty }
        return c.isLive ? shown.reversed() : shown
    }

    /// `anchors`: each event's first line, for the cursor's scroll.
    static func render(_ c: NHLCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas,
                       anchors: inout [Int: Int]) {
        let theme = context.theme
        guard let pbp = CenterStatus.ready(c.plays, "the plays", context, &pen, into: &canvas) else { return }
        let events = order(c)
        PlaysTitle.render(filtered: c.keyPlaysOnly ? "Goals and penalties" : nil, live: c.isLive, context, &pen, into: &canvas)
        if events.isEmpty {
            pen.line(c.keyPlaysOnly ? "No goals or penalties yet." : "No plays yet: they come with the opening faceoff.", theme.muted, into: &canvas)
            return
        }
        let cursor = PlayCursor.current(c.playCursor, in: events)
        let teams: [Int: String] = Dictionary([(pbp.game.away.id, pbp.game.away.abbrev), (pbp.game.home.id, pbp.game.home.abbrev)]
            .compactMap { id, abbrev in id.flatMap { i in abbrev.map { (i, $0) } } }, uniquingKeysWith: { a, _ in a })
        var period = -1
        for index in events {
            let play = pbp.plays[index]
            if play.period != period {
                if period != -1 { pen.skip() }
                period = play.period
                pen.line(NHLPeriodDescriptor.label(play.period, play.periodType), theme.heading, into: &canvas)
            }
            anchors[index] = pen.y
            let team = pbp.teamId(of: play).flatMap { teams[$0] } ?? ""
            let text = NHLPlayText.describe(play, in: pbp)
            // The cursor: the event Enter marks on the shot map.
            let base: Style = index == cursor ? theme.selection : .plain
            let style: Style = play.isGoal ? base.with(.bold) : theme.on(base, play.isPenalty ? theme.warning : (isMinor(play) ? theme.muted : .plain))
            let lead = "\((play.time ?? "").fixedWidth(5)) \(team.fixedWidth(3)) "
            let lines = Canvas.wrap(text, width: max(1, pen.width - 10))
            for (i, part) in lines.enumerated() {
                if index == cursor { canvas.fill(Rect(x: pen.x, y: pen.y, width: pen.width, height: 1), style: base) }
                canvas.text(i == 0 ? lead : "", x: pen.x, y: pen.y, width: 10, style: theme.on(base, theme.muted))
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
