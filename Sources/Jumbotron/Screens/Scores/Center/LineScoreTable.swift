import SportsCore
import TerminalUI

/// Points by period under the periods' names, the total last, for any league
/// that scores by quarter: periods still to come stay blank. When the pane is
/// too narrow for the table, one line with both scores.
enum LineScoreTable {
    struct Team {
        var name: String
        var periods: [Int]
        var total: Int?
    }

    static func render(_ labels: [String], _ teams: [Team], _ context: ScreenContext, _ pen: inout Pen, into canvas: inout Canvas) {
        let cell = 4, label = 5
        guard label + cell * (labels.count + 1) <= pen.width else {
            pen.line(teams.map { "\($0.name) \($0.total.map(String.init) ?? "-")" }.joined(separator: ", "), .bold, into: &canvas)
            return
        }
        func row(_ head: String, _ values: [String], _ style: Style) {
            pen.line(head.fixedWidth(label) + values.map { String(repeating: " ", count: max(0, cell - $0.count)) + $0 }.joined(),
                     style, into: &canvas)
        }
        row("", labels + ["T"], context.theme.muted)
        for team in teams {
            let values = labels.indices.map { i in i < team.periods.count ? String(team.periods[i]) : "" }
            row(team.name, values + [team.total.map(String.init) ?? "-"], .bold)
        }
    }
}
