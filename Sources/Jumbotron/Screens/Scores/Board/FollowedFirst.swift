import SportsCore

/// A followed team's game first on every board: within each day (each run
/// of games between headings), the games of followed teams go to the top,
/// and both groups keep the league's order. `followed_first = false` keeps
/// plain time order; the star marks them either way.
enum FollowedFirst {
    static func rows(_ rows: [BoardRow], _ summaries: [Contest], follows: Set<String>) -> [BoardRow] {
        guard !follows.isEmpty else { return rows }
        func followed(_ row: BoardRow) -> Bool {
            guard case .game(let g) = row, summaries.indices.contains(g) else { return false }
            return summaries[g].involves(follows)
        }
        var out: [BoardRow] = [], run: [BoardRow] = []
        func flush() {
            out += run.filter(followed) + run.filter { !followed($0) }
            run = []
        }
        for row in rows {
            if row.isGame { run.append(row) } else { flush(); out.append(row) }
        }
        flush()
        return out
    }
}
