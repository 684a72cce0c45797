import SportsCore

/// `print leaders --league L`: one row a player, category by category, ten each.
enum LeadersPrint {
    static func table(_ board: LeaderBoard, category: String? = nil) -> PrintTable {
        let wanted = category.map(squashed)
        let shown = board.categories.filter { c in wanted.map { $0 == squashed(c.name) || $0 == squashed(c.title) } ?? true }
        return PrintTable(columns: ["category", "rank", "player", "team", "value"], rows: shown.flatMap { c in
            c.leaders.map { [.text(c.name), .number($0.rank), .text($0.shownName), .optional($0.team), .text($0.display)] }
        })
    }

    /// `Passing Yards`, `passing-yards` and `passingYards` are one name.
    static func squashed(_ name: String) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }
}
