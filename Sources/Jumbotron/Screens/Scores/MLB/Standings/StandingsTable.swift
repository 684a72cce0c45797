import SportsCore

/// The standings as lines to draw: per division a heading with the column
/// labels, its teams, and a blank line. Wide terminals set the American and
/// National leagues side by side, so the table is laid out per column.
struct StandingsTable {
    enum Line: Equatable {
        case heading(String)
        case team(StandingsTeam)
        case blank
    }

    /// One list of lines per column.
    let columns: [[Line]]

    /// Two columns from here on: each still fits "Philadelphia Phillies" whole.
    static let twoColumnWidth = 118

    init(divisions: [StandingsDivision], width: Int) {
        func lines(_ divisions: [StandingsDivision]) -> [Line] {
            var out: [Line] = []
            for d in divisions {
                if !out.isEmpty { out.append(.blank) }
                out.append(.heading(d.name))
                out += d.teams.map(Line.team)
            }
            return out
        }
        if width >= Self.twoColumnWidth {
            let american = divisions.filter(\.isAmerican), national = divisions.filter { !$0.isAmerican }
            columns = [lines(american), lines(national)].filter { !$0.isEmpty }
        } else {
            columns = [lines(divisions)]
        }
    }

    var height: Int { columns.map(\.count).max() ?? 0 }

    static func maxScroll(lines: Int, height: Int) -> Int { max(0, lines - height) }
}
