import FoundationEssentials
import SportsCore

/// `print player --league L ID`: the page's sections as print tables.
public enum PlayerPrint {
    public enum Section: String, CaseIterable, Sendable {
        case bio, season, games, career
    }

    static func bio(_ p: ESPNAthlete) -> PrintTable {
        .record([("id", .number(p.id)), ("name", .text(p.name)), ("team", .optional(p.teamName ?? p.team)),
                 ("position", .optional(p.positionName ?? p.position)), ("number", .optional(p.jersey)), ("age", .optional(p.age)),
                 ("height", .optional(p.height)), ("weight", .optional(p.weight)), ("born", .optional(p.born)),
                 ("birthplace", .optional(p.birthPlace)), ("college", .optional(p.college)), ("experience", .optional(p.experience)),
                 ("draft", .optional(p.draft)), ("status", .optional(p.status))])
    }

    static func season(_ p: ESPNAthlete) -> PrintTable {
        PrintTable(columns: ["stat", "name", "value"], rows: p.season.map { [.text($0.label), .optional($0.name), .text($0.value)] })
    }

    static func games(_ log: ESPNGameLog, zone: Zone) -> PrintTable {
        PrintTable(columns: ["event_id", "date", "opponent", "result"] + log.labels, rows: log.games.prefix(10).map { g in
            [.number(g.eventID), .optional(g.date.map { Day($0, in: zone).iso }), .text("\(g.atVs) \(g.opponent)"), .optional(g.result)]
                + log.labels.indices.map { g.stats.indices.contains($0) ? .text(g.stats[$0]) : .null }
        })
    }

    static func career(_ c: ESPNCareer) -> PrintTable {
        PrintTable(columns: ["split"] + c.labels, rows: c.rows.map { r in
            [.text(r.name)] + c.labels.indices.map { r.stats.indices.contains($0) ? .text(r.stats[$0]) : .null }
        })
    }
}

extension LeaguePrint {
    /// `print player --league L ID [--section …]`: ESPN's athlete, by ESPN's id.
    public static func player(_ league: ScoresLeague, id: Int, section: PlayerPrint.Section, _ data: any DataSource,
                              timeZone: Zone) async throws(FetchError) -> PrintTable {
        guard league.entry.coverTitles[.player] != nil else { throw .other("\(league.name) has no player pages in Jumbotron yet") }
        let espn = LeadersCover.espn(league)
        switch section {
        case .bio: return PlayerPrint.bio(try await data.run(.espnAthlete(espn, id: id)).value)
        case .season: return PlayerPrint.season(try await data.run(.espnAthlete(espn, id: id)).value)
        case .games: return PlayerPrint.games(try await data.run(.espnGameLog(espn, id: id)).value, zone: timeZone)
        case .career: return PlayerPrint.career(try await data.run(.espnCareer(espn, id: id)).value)
        }
    }
}
