import FoundationEssentials
import SportsCore
import TerminalUI

/// The field while a game is on, to scale: the away team's end zone on the
/// left and the home team's on the right, the yard lines every ten, the
/// drive so far from where it started to the ball, the line to gain, and the
/// red zone marked when the ball is in it; under it the ball, the down and
/// distance, the drive in numbers and the timeouts left.
enum FootballField {
    /// Where things are, in yards from the away team's goal line.
    struct Spots: Equatable {
        var ball: Int
        var toGain: Int?
        var driveStart: Int?
        /// The offense attacks the home team's end zone (to the right).
        var rightward: Bool
    }

    /// The spots from the row's situation and the drive under way; nil when the feed gives no spot.
    static func spots(_ game: ESPNGame, drive: ESPNSummary.Drive?) -> Spots? {
        guard let s = game.situation, let text = s.downDistance, let home = game.possessionIsHome,
              let offense = game.team(home).abbreviation, let spot = FootballSpot.spot(inDownDistance: text),
              let toGo = FootballSpot.yardsToGo(spot, offense: offense) else { return nil }
        // The away team attacks the right-hand end zone: its ball is `100 - toGo` from the left goal line.
        func across(_ toGo: Int) -> Int { home ? toGo : 100 - toGo }
        var spots = Spots(ball: across(toGo), rightward: !home)
        if let down = FootballSpot.down(text) {
            spots.toGain = across(max(0, toGo - (down.distance ?? toGo)))
        }
        if let start = drive?.start, drive?.teamID == nil || drive?.teamID == s.possession,
           let from = FootballSpot.yardsToGo(start, offense: offense), from >= toGo {
            spots.driveStart = across(from)
        }
        return spots
    }

    static func render(_ game: ESPNGame, drive: ESPNSummary.Drive?, _ context: ScreenContext, _ pen: inout Pen,
                       into canvas: inout Canvas) {
        guard let situation = game.situation else { return }
        let theme = context.theme, display = context.display
        pen.skip()
        if let spots = spots(game, drive: drive), pen.width >= 30,
           !pictured(spots, game, redZone: situation.isRedZone, context, &pen, into: &canvas) {
            draw(spots, game, redZone: situation.isRedZone, context, &pen, into: &canvas)
        }
        if let down = FootballRules.situation(game) {
            var text = down.text
            if let home = game.possessionIsHome, let ball = game.team(home).abbreviation { text = "\(ball) ball · " + text }
            pen.line(text + (down.redZone ? " · RED ZONE" : ""), down.redZone ? theme.warning.with(.bold) : .bold, into: &canvas)
        }
        if let drive, drive.teamID == nil || drive.teamID == situation.possession {
            let about = [drive.description, drive.start.map { "from \($0)" }].compactMap { $0 }.joined(separator: " · ")
            if !about.isEmpty { pen.wrapped("Drive: " + about, theme.muted, into: &canvas) }
        }
        if situation.awayTimeouts != nil || situation.homeTimeouts != nil {
            let on = display.ascii ? "o" : "●", off = display.ascii ? "." : "○"
            func left(_ n: Int?) -> String { n.map { String(repeating: on, count: $0) + String(repeating: off, count: max(0, 3 - $0)) } ?? "?" }
            pen.line("Timeouts  \(game.away.abbreviation ?? "Away") \(left(situation.awayTimeouts))  "
                     + "\(game.home.abbreviation ?? "Home") \(left(situation.homeTimeouts))", theme.muted, into: &canvas)
        }
        if let play = situation.lastPlay { pen.wrapped("Last play: " + play, .plain, into: &canvas) }
    }

    /// Where the terminal shows pixels, the field as a picture filling the
    /// pane's width; false (and the characters drawn) until it is made.
    static func pictured(_ spots: Spots, _ game: ESPNGame, redZone: Bool, _ context: ScreenContext, _ pen: inout Pen,
                         into canvas: inout Canvas) -> Bool {
        guard context.display.pixels != nil else { return false }
        let width = min(pen.width, 124), rows = max(4, min(8, width / 12))
        // A cell is about twice as tall as it is wide: the strip shows as much of the field's width as fills the slot.
        let depth = 120 * Double(2 * rows) / Double(width)
        let away = game.away.abbreviation ?? "", home = game.home.abbreviation ?? ""
        let colours = (away: FootballFieldDrawing.rgb(away, context, fallback: RinkDrawing.blue),
                       home: FootballFieldDrawing.rgb(home, context, fallback: RinkDrawing.yellow))
        // The drive in the colour of the side that has the ball, as its end zone is.
        let drawing = FootballFieldDrawing.make(spots, depth: depth, redZone: redZone, away: colours.away, home: colours.home,
                                                offense: spots.rightward ? colours.away : colours.home)
        guard PictureSlot.draw(.drawing(drawing.id), in: Rect(x: pen.x, y: pen.y, width: width, height: rows), context, into: &canvas) != nil
        else { return false }
        pen.y += rows + 1
        return true
    }

    /// Three rows: the yard numbers, the field, the arrow under the ball.
    static func draw(_ spots: Spots, _ game: ESPNGame, redZone: Bool, _ context: ScreenContext, _ pen: inout Pen,
                     into canvas: inout Canvas) {
        let theme = context.theme, display = context.display, ascii = display.ascii
        let width = min(pen.width, 124)
        let zone = max(3, width / 12), field = width - 2 * zone
        func column(_ yards: Int) -> Int { pen.x + zone + Int((Double(min(100, max(0, yards))) / 100 * Double(field - 1)).rounded()) }
        let top = pen.y
        // The yard numbers: every ten where there is room, the 50 always.
        let numbers = field >= 40 ? Array(stride(from: 10, through: 90, by: 10)) : [50]
        for yards in numbers {
            let label = String(yards <= 50 ? yards : 100 - yards)
            canvas.text(label, x: column(yards) - label.count / 2, y: top, width: label.count, style: theme.muted)
        }
        let y = top + 1
        for (abbr, x) in [(game.away.abbreviation ?? "", pen.x), (game.home.abbreviation ?? "", pen.x + zone + field)] {
            let style = NFLBadge.style(abbr, display, theme)
            canvas.text(abbr.centered(zone), x: x, y: y, width: zone, style: style)
        }
        let goalSide = spots.rightward ? 100 : 0
        // Every cell of the field, then the ten-yard lines over them: wider than a hundred
        // cells, yards alone left cells blank between them.
        func inRedZone(_ yards: Int) -> Bool { redZone && abs(goalSide - yards) <= 20 }
        for cell in 0..<field {
            let yards = Int((Double(cell) / Double(max(1, field - 1)) * 100).rounded())
            canvas.text(ascii ? "." : "·", x: pen.x + zone + cell, y: y, width: 1, style: inRedZone(yards) ? theme.warning : theme.muted)
        }
        for yards in stride(from: 0, through: 100, by: 10) {
            canvas.text(ascii ? "|" : "│", x: column(yards), y: y, width: 1, style: inRedZone(yards) ? theme.warning : theme.muted)
        }
        if let start = spots.driveStart, start != spots.ball {
            let a = column(min(start, spots.ball)), b = column(max(start, spots.ball))
            let stroke = FootballTeamStatsSection.bar(spots.rightward ? game.away.abbreviation ?? "" : game.home.abbreviation ?? "",
                                                      context, fallback: theme.heading)
            canvas.text(String(repeating: ascii ? "=" : "━", count: max(0, b - a)), x: a, y: y, width: max(0, b - a), style: stroke)
        }
        if let gain = spots.toGain, gain != spots.ball {
            canvas.text(ascii ? "|" : "┃", x: column(gain), y: y, width: 1, style: theme.attention.with(.bold))
        }
        canvas.text(ascii ? "o" : "●", x: column(spots.ball), y: y, width: 1, style: .bold)
        canvas.text(spots.rightward ? (ascii ? "^ >" : "▲ →") : (ascii ? "< ^" : "← ▲"),
                    x: column(spots.ball) - (spots.rightward ? 0 : 2), y: y + 1, width: 3, style: theme.muted)
        pen.y = top + 3
    }
}
