import FoundationEssentials
import Primitives
import SportsCore
import TerminalUI

/// Draws a series' championships and rounds, one line each, under the pane's title.
enum RacingStandingsView {
    enum Line: Equatable {
        case heading(String)
        case header(String)
        case row(String, followed: Bool)
        case blank
    }

    static func lines(_ s: RacingStandingsBoard, _ context: ScreenContext) -> [Line] {
        guard let season = s.load.value else { return [] }
        let width = max(20, context.layout.content.width - 2)
        var out: [Line] = []
        let drivers = season.standings.drivers, teams = season.standings.teams
        if !drivers.isEmpty {
            let leader = drivers.first?.points ?? 0
            let nameWidth = max(8, min(24, width - 4 - 2 - 16 - 2 - 6 - 6 - 5))
            out += [.heading("Drivers' championship"), .header(row("POS", "Driver", "Team", "PTS", "GAP", "WINS", nameWidth))]
            for d in drivers {
                let pos = d.position.map(String.init) ?? "-", wins = d.wins.map(String.init) ?? "-"
                let text = row(pos, d.driver, d.team ?? "", points(d.points), gap(leader - d.points), wins, nameWidth)
                out.append(.row(text, followed: context.saved.teamIDs.contains("f1:\(d.code)")))
            }
        }
        if !teams.isEmpty {
            let leader = teams.first?.points ?? 0
            let nameWidth = max(8, min(24, width - 4 - 2 - 6 - 6 - 5))
            out += (out.isEmpty ? [] : [.blank]) + [.heading("Constructors' championship"), .header(row("POS", "Team", nil, "PTS", "GAP", "WINS", nameWidth))]
            for t in teams {
                let pos = t.position.map(String.init) ?? "-", wins = t.wins.map(String.init) ?? "-"
                out.append(.row(row(pos, t.team, nil, points(t.points), gap(leader - t.points), wins, nameWidth), followed: false))
            }
        }
        if !season.rounds.isEmpty {
            out += (out.isEmpty ? [] : [.blank]) + [.heading("Rounds")]
            let done = season.standings.round ?? 0
            let dates = season.rounds.map { race in race.date.map { TimeText.shortDate($0, locale: context.display.locale) } ?? "TBD" }
            let dateWidth = (dates.map(DisplayWidth.of).max() ?? 3) + 2
            for (race, date) in zip(season.rounds, dates) {
                let mark: String = race.round <= done ? "done" : race.round == done + 1 ? "next" : ""
                let place: String = race.circuit.map { " · \($0)" } ?? ""
                let text: String = "R\(race.round)".padded(to: 4) + date + String(repeating: " ", count: max(0, dateWidth - DisplayWidth.of(date))) + race.name + place
                let room = max(1, width - 6)
                out.append(.row(Canvas.fit(text, width: room).text.padded(to: room) + mark.rightAligned(in: 6, gap: 1), followed: false))
            }
        }
        return out
    }

    /// `   1  Max Verstappen   Red Bull   575      —    19`: a name column, then numbers right-aligned.
    static func row(_ pos: String, _ name: String, _ team: String?, _ pts: String, _ gap: String, _ wins: String, _ nameWidth: Int) -> String {
        var line = pos.rightAligned(in: 4, gap: 0) + "  " + Canvas.fit(name, width: nameWidth).text.padded(to: nameWidth)
        if let team { line += "  " + Canvas.fit(team, width: 16).text.padded(to: 16) }
        return line + pts.rightAligned(in: 6) + gap.rightAligned(in: 6) + wins.rightAligned(in: 5)
    }

    /// `575`, `12.5`.
    static func points(_ p: Double) -> String { p.rounded() == p ? String(Int(p)) : String(p) }
    static func gap(_ behind: Double) -> String { behind <= 0 ? "—" : "-" + points(behind) }

    static func render(_ s: RacingStandingsBoard, _ context: ScreenContext, into canvas: inout Canvas, area: Rect) {
        let theme = context.theme
        guard s.league.row.jolpicaSeries != nil else {
            canvas.text("\(s.league.name) standings", x: area.x, y: area.y, width: area.width, style: theme.heading, align: .center)
            CenteredMessage.render([("No source carries the \(s.league.name) championship yet.", theme.muted),
                                    ("Press Esc to go back to the sessions.", theme.muted)], into: &canvas, area: area)
            return
        }
        var title = "\(s.league.name) standings · \(s.season)"
        if let round = s.load.value?.standings.round { title += " · after round \(round)" }
        guard let body = StandingsPane.frame(title, s.load, name: s.league.name, context, into: &canvas, area: area) else { return }
        let all = lines(s, context)
        if all.isEmpty {
            CenteredMessage.render([("Jolpica has no \(s.league.name) standings for \(s.season) yet.", theme.muted)], into: &canvas, area: body)
            return
        }
        for (i, line) in all.dropFirst(s.scroll).prefix(body.height).enumerated() {
            let y = body.y + i, x = body.x + 1, width = max(0, body.width - 2)
            switch line {
            case .heading(let text): canvas.text(text, x: x, y: y, width: width, style: theme.heading)
            case .header(let text): canvas.text(text, x: x, y: y, width: width, style: theme.muted)
            case .row(let text, let followed): canvas.text(text, x: x, y: y, width: width, style: followed ? theme.favorite : .plain)
            case .blank: break
            }
        }
    }
}

/// `print standings --league f1`: the drivers' championship as a table.
enum RacingStandingsPrint {
    static func drivers(_ season: F1Season) -> PrintTable {
        let leader = season.standings.drivers.first?.points ?? 0
        return PrintTable(columns: ["position", "driver", "code", "team", "points", "behind", "wins"], rows: season.standings.drivers.map { d in
            [d.position.map(PrintValue.number) ?? .null, .text(d.driver), .text(d.code), .optional(d.team), .text(RacingStandingsView.points(d.points)),
             .text(RacingStandingsView.points(max(0, leader - d.points))), d.wins.map(PrintValue.number) ?? .null]
        })
    }
}
