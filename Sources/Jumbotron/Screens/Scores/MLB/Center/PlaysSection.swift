import SportsCore
import TerminalUI

/// Every plate appearance grouped by half-inning: newest first while the
/// game is live, in order once it is over. Each shows its result (bold when
/// runs scored), the outs after it, the score when it changed, and the words.
enum PlaysSection {
    struct Group {
        let inning: Int
        let isTop: Bool
        var plays: [(index: Int, play: MLBPlay)]
    }

    static func groups(_ feed: MLBGameFeed, scoringOnly: Bool, newestFirst: Bool) -> [Group] {
        var groups: [Group] = []
        for (i, play) in feed.plays.enumerated() {
            if scoringOnly && !play.isScoring { continue }
            let inning = play.about?.inning ?? groups.last?.inning ?? 1
            if let last = groups.last, last.inning == inning, last.isTop == play.isTop {
                groups[groups.count - 1].plays.append((i, play))
            } else {
                groups.append(Group(inning: inning, isTop: play.isTop, plays: [(i, play)]))
            }
        }
        guard newestFirst else { return groups }
        return groups.reversed().map { Group(inning: $0.inning, isTop: $0.isTop, plays: $0.plays.reversed()) }
    }

    /// The plays' indices in the order shown (what `[` and `]` step through).
    /// The same as the groups' order, without building them: the key bar asks every frame.
    static func order(_ c: MLBCenterState) -> [Int] {
        guard let plays = c.feed.value?.plays else { return [] }
        let shown = plays.indices.filter { !c.scoringOnly || plays[$0].isScoring }
        return c.isLive ? shown.reversed() : shown
    }

    /// `anchors`: each play's first line, for the cursor's scroll.
    static func render(_ c: MLBCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas,
                       anchors: inout [Int: Int]) {
        if CenterStatus.show(c.feed, "the plays", context, &pen, into: &canvas) { return }
        guard let feed = c.feed.value else { return }
        let theme = context.theme
        let away = ScoreRules.abbreviation(feed.game.teams.away.team), home = ScoreRules.abbreviation(feed.game.teams.home.team)
        let shown = groups(feed, scoringOnly: c.scoringOnly, newestFirst: c.isLive)
        let cursor = PlayCursor.current(c.playCursor, in: shown.flatMap { $0.plays.map(\.index) })
        PlaysTitle.render(filtered: c.scoringOnly ? "Scoring plays only" : nil, live: c.isLive, context, &pen, into: &canvas)
        if shown.isEmpty { pen.line(c.scoringOnly ? "No runs have scored yet." : "No plays yet: they come with the first pitch.", theme.muted, into: &canvas) }
        var lastScore = (0, 0)
        for group in shown {
            let batting = group.isTop ? away : home
            pen.line("\(group.isTop ? "Top" : "Bottom") \(ordinal(group.inning))  \(batting)", theme.heading, into: &canvas)
            for (index, play) in group.plays {
                anchors[index] = pen.y
                // The cursor: the play Enter opens in At bat.
                if index == cursor { canvas.fill(Rect(x: pen.x, y: pen.y, width: pen.width, height: 1), style: theme.selection) }
                guard play.isComplete, let result = play.result else {
                    let batter = feed.fullName(play.matchup?.batter) ?? "?", pitcher = feed.fullName(play.matchup?.pitcher) ?? "?"
                    let count = play.pitches.last?.count.map { ", \($0.balls ?? 0)-\($0.strikes ?? 0)" } ?? ""
                    pen.line("At bat: \(batter) vs \(pitcher)\(count)", index == cursor ? theme.on(theme.selection, theme.live) : theme.live,
                             indent: 2, into: &canvas)
                    continue
                }
                let outs = play.count?.outs.map { "  \($0) out" } ?? ""
                let y = pen.y
                let base: Style = index == cursor ? theme.selection : .plain
                pen.line((result.event ?? "Play") + outs, play.isScoring ? base.with(.bold) : base, indent: 2, into: &canvas)
                let score = (result.awayScore ?? lastScore.0, result.homeScore ?? lastScore.1)
                if play.isScoring || (c.isLive ? false : score != lastScore) {
                    canvas.text("\(away) \(score.0)-\(score.1) \(home)", x: pen.x, y: y, width: pen.width,
                                style: play.isScoring ? base.with(.bold) : theme.on(base, theme.muted), align: .right)
                }
                lastScore = score
                if let words = result.description { pen.wrapped(words, theme.muted, indent: 4, into: &canvas) }
            }
        }
    }

    static func ordinal(_ n: Int) -> String {
        let suffix = (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return "\(n)\(suffix)"
    }
}
