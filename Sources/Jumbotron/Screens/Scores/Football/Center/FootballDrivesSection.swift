import FoundationEssentials
import SportsCore
import TerminalUI

/// The drives of a game in the order shown: newest first while live, in
/// order once over. A drive is its place in the summary's list; the one
/// under way is the place after the last.
enum FootballDrives {
    static func all(_ s: ESPNSummary) -> [ESPNSummary.Drive] {
        // The drive under way, unless the finished ones already end with it.
        guard let current = s.currentDrive, current.id == nil || current.id != s.drives.last?.id else { return s.drives }
        return s.drives + [current]
    }

    static func order(_ s: ESPNSummary) -> [Int] {
        let places = Array(all(s).indices)
        return s.game.map { FootballRules.phase($0) == .live } == true ? places.reversed() : places
    }
}

/// Every drive: quarter and clock, the team, how it ended (the score after
/// a scoring one), and `7 plays, 75 yards, 3:42` from where it started.
/// `Enter` opens the drive under the cursor: each play with the down and
/// distance before the snap.
enum FootballDrivesSection {
    /// The lead column: `Q1 15:00 GB  `.
    static let lead = 13

    /// `anchors`: each drive's first line, for the cursor's scroll.
    static func render(_ c: FootballCenterState, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas,
                       anchors: inout [Int: Int]) {
        let theme = context.theme
        guard let summary = CenterStatus.ready(c.summary, "the drives", context, &pen, into: &canvas) else { return }
        let drives = FootballDrives.all(summary), order = FootballDrives.order(summary)
        pen.line("Every drive · \(c.isLive ? "newest first" : "in order") · Enter shows its plays", theme.muted, into: &canvas)
        guard !order.isEmpty else {
            pen.line("No drives yet: they come with the opening kick-off.", theme.muted, into: &canvas)
            return
        }
        let game = summary.game
        let cursor = PlayCursor.current(c.driveCursor, in: order)
        for place in order {
            let drive = drives[place]
            anchors[place] = pen.y
            let base: Style = place == cursor ? theme.selection : .plain
            if place == cursor { canvas.fill(Rect(x: pen.x, y: pen.y, width: pen.width, height: 1), style: base) }
            let when = [drive.startPeriod.map { FootballRules.periodLabel($0) }, drive.startClock].compactMap { $0 }.joined(separator: " ")
            canvas.text(when, x: pen.x, y: pen.y, width: 9, style: theme.on(base, theme.muted))
            canvas.text(drive.abbreviation ?? "", x: pen.x + 9, y: pen.y, width: 4, style: base.with(.bold))
            let underWay = place == drives.count - 1 && summary.currentDrive != nil && c.isLive
            var result = underWay ? "Under way" : drive.result ?? "—"
            if drive.isScore, let score = scoreAfter(drive, game) { result += " · " + score }
            let resultStyle: Style = drive.isScore ? base.with(.bold) : underWay ? theme.on(base, theme.attention) : base
            canvas.text(result, x: pen.x + lead, y: pen.y, width: max(0, pen.width - lead), style: resultStyle)
            pen.skip()
            let about = [drive.description, drive.start.map { "from \($0)" }].compactMap { $0 }.joined(separator: " · ")
            if !about.isEmpty { pen.wrapped(about, theme.muted, indent: lead, into: &canvas) }
            if place == c.openDrive { plays(drive, context, &pen, into: &canvas) }
        }
    }

    /// `GB 7, ATL 3`: the score after the drive's last play that carries one.
    static func scoreAfter(_ drive: ESPNSummary.Drive, _ game: ESPNGame?) -> String? {
        guard let last = drive.plays.last(where: { $0.awayScore != nil && $0.homeScore != nil }),
              let a = last.awayScore, let h = last.homeScore else { return nil }
        return "\(game?.away.abbreviation ?? "Away") \(a), \(game?.home.abbreviation ?? "Home") \(h)"
    }

    /// The drive's plays: the quarter and clock of each in the lead column, as
    /// ESPN's play list has them, the down and distance before the snap (a
    /// column when there is room, a line of its own when not), then the play.
    static func plays(_ drive: ESPNSummary.Drive, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        guard !drive.plays.isEmpty else {
            pen.line("No plays in this drive.", theme.muted, indent: lead, into: &canvas)
            return
        }
        let column = pen.width - lead >= 56 ? 20 : 0
        for play in drive.plays {
            let down = play.downDistance ?? ""
            let style: Style = play.scoring ? .bold : .plain
            let when = [play.period.map { FootballRules.periodLabel($0) }, play.clock].compactMap { $0 }.joined(separator: " ")
            canvas.text(when, x: pen.x + 1, y: pen.y, width: lead - 2, style: theme.muted)
            if column == 0 {
                if !down.isEmpty { pen.line(down, theme.muted, indent: lead, into: &canvas) }
                pen.wrapped(play.text, style, indent: lead + 2, into: &canvas)
            } else {
                canvas.text(down, x: pen.x + lead, y: pen.y, width: column - 1, style: theme.muted)
                for part in Canvas.wrap(play.text, width: max(1, pen.width - lead - column)) {
                    canvas.text(part, x: pen.x + lead + column, y: pen.y, width: pen.width - lead - column, style: style)
                    pen.skip()
                }
            }
        }
        pen.skip()
    }
}
