import FoundationEssentials
import SportsCore
import TerminalUI

/// Before kick-off: who is hurt on each side (out first) and the season
/// series so far.
enum FootballPregame {
    /// Injuries listed per side before the rest are counted.
    static let perTeam = 8

    static func render(_ s: ESPNSummary, _ game: ESPNGame, _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let theme = context.theme
        if let series = s.seasonSeries {
            pen.skip()
            pen.field("Series", series, theme, into: &canvas)
        }
        guard !s.injuries.isEmpty else { return }
        pen.skip()
        pen.line("Injuries", theme.heading, into: &canvas)
        for team in [game.away, game.home] {
            let list = s.injuries.filter { $0.teamID != nil && $0.teamID == team.id }.sorted { rank($0) < rank($1) }
            guard !list.isEmpty else { continue }
            pen.line(team.name ?? team.abbreviation ?? "?", .bold, into: &canvas)
            let statusWidth = min(14, (list.prefix(perTeam).map { DisplayWidth.of(status($0)) }.max() ?? 0) + 1)
            for injury in list.prefix(perTeam) {
                let style: Style = rank(injury) == 0 ? theme.warning : theme.muted
                canvas.text(status(injury), x: pen.x + 2, y: pen.y, width: statusWidth - 1, style: style)
                let words = injury.name + (injury.detail.map { " · \($0)" } ?? "")
                pen.wrapped(words, .plain, indent: 2 + statusWidth, into: &canvas)
            }
            if list.count > perTeam { pen.line("and \(list.count - perTeam) more", theme.muted, indent: 2, into: &canvas) }
        }
    }

    /// `IR` for the injured reserve, as the lists print it; the feed's words otherwise.
    static func status(_ i: ESPNSummary.Injury) -> String {
        let words = i.status ?? ""
        return words.lowercased() == "injured reserve" ? "IR" : words
    }

    /// Out (and on a list) before doubtful, before questionable, before the rest.
    static func rank(_ i: ESPNSummary.Injury) -> Int {
        switch (i.status ?? "").lowercased() {
        case "out", "injured reserve", "ir", "physically unable to perform", "pup": 0
        case "doubtful": 1
        case "questionable": 2
        default: 3
        }
    }
}
