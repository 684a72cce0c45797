import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// One plate appearance: batter against pitcher with today's lines, the
/// count, the outs, the runners on a small diamond, the strike zone and the
/// pitch list. Live it follows the batter at the plate; `[`/`]` step through
/// every plate appearance of the game.
enum AtBatSection {
    /// `bottom`: the pane's last row, which the strike zone grows to reach.
    static func render(_ c: MLBCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas, bottom: Int) {
        if CenterStatus.show(c.feed, "the at-bat", context, &pen, into: &canvas) { return }
        guard let feed = c.feed.value, let index = c.shownPlayIndex else { return }
        let theme = context.theme
        let play = feed.plays[index]
        let isCurrent = !play.isComplete && index == feed.plays.count - 1
        let inning = "\(play.isTop ? "Top" : "Bottom") \(PlaysSection.ordinal(play.about?.inning ?? 1))"
        pen.line("\(inning) · PA \(index + 1) of \(feed.plays.count)" + (isCurrent ? " · now" : ""), theme.muted, into: &canvas)
        let batter = feed.fullName(play.matchup?.batter) ?? "Unknown batter"
        let pitcher = feed.fullName(play.matchup?.pitcher) ?? "Unknown pitcher"
        pen.wrapped("\(batter) vs \(pitcher)", .bold, into: &canvas)
        if let line = todayLines(play, feed) { pen.wrapped(line, theme.muted, into: &canvas) }

        // Count and outs: the linescore's while this is the batter at the plate.
        let runners = bases(feed, index, isCurrent)
        let y0 = pen.y
        pen.line(countLine(feed, index, isCurrent), .bold, into: &canvas)
        diamond(runners, context, into: &canvas, x: pen.x + pen.width - 5, y: y0)
        pen.skip()
        if isCurrent == false, let result = play.result, result.event != nil {
            pen.wrapped("\(result.event ?? ""): \(result.description ?? "")", play.isScoring ? .bold : .plain, into: &canvas)
        }
        pen.skip()

        // The zone as large as the pane allows (the legend's two lines under
        // it), the pitch list beside it where both fit, else under it.
        let listWidth = 26
        let zoneY = pen.y
        let room = bottom - zoneY - 2
        let besideZone = pen.width >= StrikeZoneView.columns(rows: StrikeZoneView.minimumRows) + listWidth
        let zoneRows = StrikeZoneView.rows(fitting: besideZone ? pen.width - listWidth : pen.width, height: room)
        let zoneWidth = StrikeZoneView.columns(rows: zoneRows)
        let used = StrikeZoneView.render(play.pitches, context, into: &canvas, x: pen.x, y: zoneY, rows: zoneRows)
        var list = Pen(x: besideZone ? pen.x + zoneWidth + 2 : pen.x, y: besideZone ? zoneY : zoneY + used + 1,
                       width: besideZone ? pen.width - zoneWidth - 2 : pen.width)
        if play.pitches.isEmpty { list.line("No pitches yet.", theme.muted, into: &canvas) }
        for (i, pitch) in play.pitches.enumerated() {
            let number = String(pitch.number ?? i + 1)
            canvas.text(number, x: list.x, y: list.y, width: 2, style: StrikeZoneView.style(pitch, theme), align: .right)
            let type = pitch.type?.code ?? "--"
            let mph = pitch.speed.map { Fixed.text($0, places: 0) } ?? "  "
            let call = pitch.call?.description ?? pitch.call?.code ?? ""
            list.line("\(type.padded(to: 3)) \(mph)  \(call)", indent: 3, into: &canvas)
        }
        pen.y = max(zoneY + used, list.y)
        pen.skip()
        pen.line("Ball  Strike  In play  · catcher's view", theme.muted, into: &canvas)
        canvas.text("Ball", x: pen.x, y: pen.y - 1, width: 4, style: theme.positive)
        canvas.text("Strike", x: pen.x + 6, y: pen.y - 1, width: 6, style: theme.negative)
        canvas.text("In play", x: pen.x + 14, y: pen.y - 1, width: 7, style: theme.attention)
    }

    /// Live: `Count 1-2 · 1 out` as the linescore has it now. Over: the count
    /// the last pitch came on and what it did, with the outs as they stood
    /// (`2-2, strikeout looking · 2 out`), never a three-strike count.
    static func countLine(_ feed: MLBGameFeed, _ index: Int, _ isCurrent: Bool) -> String {
        let play = feed.plays[index]
        if isCurrent {
            let ls = feed.game.linescore, last = play.pitches.last?.count
            let outs = ls?.outs ?? play.count?.outs
            return "Count \(ls?.balls ?? last?.balls ?? 0)-\(ls?.strikes ?? last?.strikes ?? 0)" + (outs.map { " · \($0) out" } ?? "")
        }
        let before = play.pitches.dropLast().last?.count
        let count = "\(before?.balls ?? 0)-\(before?.strikes ?? 0)"
        let outs = " · \(outsBefore(feed, index)) out"
        guard let what = outcome(play) else { return "Count \(count)" + outs }
        return "\(count), \(what)" + outs
    }

    /// `strikeout looking`, `strikeout swinging`, else the event in lower case (`single`, `walk`).
    static func outcome(_ play: MLBPlay) -> String? {
        guard let event = play.result?.event, !event.isEmpty else { return nil }
        if event.lowercased().hasPrefix("strikeout") && !event.lowercased().contains("double play") {
            let call = (play.pitches.last?.call?.description ?? "").lowercased()
            if call.contains("called") { return "strikeout looking" }
            if call.contains("swinging") || call.contains("foul tip") { return "strikeout swinging" }
        }
        return event.lowercased()
    }

    /// The outs when a finished plate appearance began: the one before's, in the same half-inning.
    static func outsBefore(_ feed: MLBGameFeed, _ index: Int) -> Int {
        guard index > 0 else { return 0 }
        let before = feed.plays[index - 1], play = feed.plays[index]
        guard before.about?.inning == play.about?.inning, before.isTop == play.isTop else { return 0 }
        return min(2, before.count?.outs ?? 0)
    }

    /// `Rojas 1-2, BB · Castro 4.1 IP, 72 P` from the box score.
    static func todayLines(_ play: MLBPlay, _ feed: MLBGameFeed) -> String? {
        guard let box = feed.box else { return nil }
        var parts: [String] = []
        if let id = play.matchup?.batter?.id, let p = box.away.players[id] ?? box.home.players[id], let b = p.stats?.batting,
           let ab = b.atBats, let h = b.hits {
            parts.append("\(feed.shortName(id) ?? "Batter") \(h)-\(ab) today")
        }
        if let id = play.matchup?.pitcher?.id, let p = box.away.players[id] ?? box.home.players[id], let line = p.stats?.pitching,
           let ip = line.inningsPitched {
            parts.append("\(feed.shortName(id) ?? "Pitcher") \(ip) IP" + (line.numberOfPitches.map { ", \($0) P" } ?? ""))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Runners on first, second, third when this plate appearance began (live:
    /// the linescore's runners now).
    static func bases(_ feed: MLBGameFeed, _ index: Int, _ isCurrent: Bool) -> [Bool] {
        if isCurrent, let offense = feed.game.linescore?.offense {
            return [offense.first != nil, offense.second != nil, offense.third != nil]
        }
        guard index > 0 else { return [false, false, false] }
        let before = feed.plays[index - 1], play = feed.plays[index]
        guard before.about?.inning == play.about?.inning, before.isTop == play.isTop, (before.count?.outs ?? 0) < 3 else {
            return [false, false, false]
        }
        let m = before.matchup
        return [m?.postOnFirst != nil, m?.postOnSecond != nil, m?.postOnThird != nil]
    }

    /// Second base on top, third left, first right: filled where a runner stands.
    static func diamond(_ on: [Bool], _ context: ScreenContext, into canvas: inout Canvas, x: Int, y: Int) {
        let ascii = context.display.ascii
        func mark(_ occupied: Bool) -> String { occupied ? (ascii ? "#" : "◆") : (ascii ? "o" : "◇") }
        let style = context.theme.attention
        canvas.text(mark(on[1]), x: x + 2, y: y, width: 1, style: on[1] ? style : context.theme.muted)
        canvas.text(mark(on[2]), x: x, y: y + 1, width: 1, style: on[2] ? style : context.theme.muted)
        canvas.text(mark(on[0]), x: x + 4, y: y + 1, width: 1, style: on[0] ? style : context.theme.muted)
    }
}
