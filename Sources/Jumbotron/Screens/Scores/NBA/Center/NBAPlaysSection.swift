import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// Every play by quarter: newest first while live, in order when final.
/// Made shots are bold with the score after them; `!` keeps only the plays
/// that scored. Substitutions, period marks and the like are muted.
enum NBAPlaysSection {
    static func render(_ c: NBACenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        guard let pbp = CenterStatus.ready(c.plays, "the plays", context, &pen, into: &canvas) else { return }
        var actions = pbp.actions.filter { !c.scoringOnly || $0.isScoring }
        PlaysTitle.render(filtered: c.scoringOnly ? "Scoring plays only" : nil, live: c.isLive, context, &pen, into: &canvas)
        if actions.isEmpty {
            pen.line(c.scoringOnly ? "No points scored yet" : "No plays yet: they come with the tip-off.", theme.muted, into: &canvas)
            return
        }
        if c.isLive { actions.reverse() }
        let regulation = c.box.value?.regulationPeriods ?? 4
        let away = c.box.value?.away.tricode ?? "AWY", home = c.box.value?.home.tricode ?? "HOM"
        var period = -1
        for a in actions {
            if a.period != period {
                if period != -1 { pen.skip() }
                period = a.period
                pen.line(quarterTitle(a.period, regulation: regulation), theme.heading, into: &canvas)
            }
            let lead = "\((NBAGameRules.clockText(a.clock) ?? "").fixedWidth(5)) \((a.teamTricode ?? "").fixedWidth(3)) "
            let score = a.isScoring ? "\(away) \(a.scoreAway.map(String.init) ?? "?")-\(a.scoreHome.map(String.init) ?? "?") \(home)" : ""
            let style: Style = a.isScoring ? .bold : (isMinor(a) ? theme.muted : .plain)
            let room = max(1, pen.width - 10 - (score.isEmpty ? 0 : DisplayWidth.of(score) + 1))
            let lines = Canvas.wrap(describe(a), width: room)
            for (i, part) in lines.enumerated() {
                canvas.text(i == 0 ? lead : "", x: pen.x, y: pen.y, width: 10, style: theme.muted)
                canvas.text(part, x: pen.x + 10, y: pen.y, width: room, style: style)
                if i == 0, !score.isEmpty {
                    canvas.text(score, x: pen.x, y: pen.y, width: pen.width, style: theme.muted, align: .right)
                }
                pen.skip()
            }
        }
    }

    static func quarterTitle(_ period: Int, regulation: Int) -> String {
        guard period > regulation else {
            return ["1st", "2nd", "3rd", "4th"][min(max(period, 1), 4) - 1] + " quarter"
        }
        let n = period - regulation
        return n == 1 ? "Overtime" : "Overtime \(n)"
    }

    /// The feed's own words when it has them; else built from the action's parts.
    static func describe(_ a: NBAAction) -> String {
        if let d = a.description, !d.trimmedWhitespace.isEmpty { return d }
        let who = a.playerNameI ?? ""
        switch a.type {
        case "2pt", "3pt":
            let distance = a.shotDistance.map { "\(Int($0))' " } ?? ""
            return "\(a.isMade ? "" : "MISS ")\(who) \(distance)\(a.type == "3pt" ? "3PT " : "")\(a.subType ?? "shot")"
        case "freethrow": return "\(a.isMade ? "" : "MISS ")\(who) Free Throw \(a.subType ?? "")"
        case "period": return a.subType == "end" ? "End of period" : "Start of period"
        default: return [who, a.type, a.subType ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    /// The plays that make the texture rather than the story.
    static func isMinor(_ a: NBAAction) -> Bool {
        ["substitution", "period", "timeout", "stoppage", "instantreplay", "game"].contains(a.type)
    }
}
