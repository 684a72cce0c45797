import FoundationEssentials
import SportsCore

/// `print basketball …`: the rows the Basketball screens show.
public enum BasketballPrint {
    public static func teams(_ teams: [NBATeam], conference: Conference = .all, filter: String = "") -> PrintTable {
        var state = BasketballState()
        state.teams.apply(.success(Loaded(value: teams, origin: .network)), at: Date(timeIntervalSince1970: 0))
        state.conference = conference
        state.filter = filter
        state.applyFilters()
        let current = state.current
        return PrintTable(columns: ["id", "abbreviation", "name", "city", "conference", "division"], rows: state.visible.map { i in
            let t = current[i]
            return [.number(t.id), .text(t.abbreviation), .text(t.fullName), .text(t.city), .text(t.conference), .text(t.division)]
        })
    }

    /// Missing fields are null in JSON and empty in text and TSV, never invented.
    public static func players(_ players: [NBAPlayer]) -> PrintTable {
        func value(_ s: String?) -> PrintValue { .optional(s) }
        // Numbers where the API's text is one (`"23"`, `"250"`); `"00"` stays text, as a jersey says it.
        func number(_ s: String?) -> PrintValue {
            guard let s, let n = Int(s), String(n) == s else { return value(s) }
            return .number(n)
        }
        return PrintTable(columns: ["id", "number", "name", "position", "height", "weight", "college", "country", "draft"], rows: players.map { p in
            [.number(p.id), number(p.jerseyNumber), .text(p.name), value(p.position), value(p.height),
             number(p.weight), value(p.college), value(p.country), value(p.draft)]
        })
    }
}
