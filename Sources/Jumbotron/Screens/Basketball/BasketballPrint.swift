import Foundation
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

    public static func players(_ players: [NBAPlayer]) -> PrintTable {
        PrintTable(columns: ["id", "number", "name", "position", "height", "weight", "college", "country", "draft"], rows: players.map { p in
            [.number(p.id), .text(p.jerseyNumber ?? ""), .text(p.name), .text(p.position ?? ""), .text(p.height ?? ""),
             .text(p.weight ?? ""), .text(p.college ?? ""), .text(p.country ?? ""), .text(p.draft)]
        })
    }
}
