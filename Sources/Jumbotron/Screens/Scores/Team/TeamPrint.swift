import FoundationEssentials
import SportsCore

/// `print team --league L ID`: the page's schedule or roster as a print table.
public enum TeamPrint {
    public enum Section: String, CaseIterable, Sendable {
        case schedule, roster
    }

    /// A game's result is left out where spoilers are hidden and it has begun (not revealed with `v`).
    static func schedule(_ s: ESPNTeamSchedule, league: ScoresLeague, hide: PrintSpoilers, locale: TimeLocale, zone: Zone) -> PrintTable {
        PrintTable(columns: ["game_id", "date", "time", "part", "home_away", "opponent", "state", "result", "note"], rows: s.games.map { g in
            let hidden = hide.isOn && g.phase != .scheduled && g.phase != .postponed && g.phase != .cancelled
                && !hide.revealed.contains(RevealedGame(league: league.rawValue, game: g.id))
            return [.number(g.id), .optional(g.date.map { Day($0, in: zone).iso }),
                    .optional(g.timeKnown ? g.date.map { TimeText.time($0, locale: locale, timeZone: zone) } : nil),
                    .text(TeamPageView.part(g.seasonType).lowercased()), .text(g.neutral ? "neutral" : g.home ? "home" : "away"),
                    .text(g.opponent), .text(state(g.phase)), .optional(hidden ? nil : g.result), .optional(g.note)]
        })
    }

    static func state(_ phase: ContestPhase) -> String {
        switch phase {
        case .scheduled: "scheduled"
        case .live: "live"
        case .final: "final"
        case .postponed: "postponed"
        case .cancelled: "cancelled"
        }
    }

    static func roster(_ r: ESPNRoster) -> PrintTable {
        PrintTable(columns: ["player_id", "group", "number", "player", "position", "age", "height", "weight", "birthplace", "status"],
                   rows: r.groups.flatMap { group in
            group.players.map { p in
                [.number(p.id), .text(group.name), .optional(p.jersey), .text(p.name), .optional(p.position), .optional(p.age),
                 .optional(p.height), .optional(p.weight), .optional(p.birthPlace), .optional(p.status)]
            }
        })
    }
}

extension LeaguePrint {
    /// `print team --league L ID [--section …] [--season Y]`: ESPN's team pages, the team named as its league follows it.
    public static func team(_ league: ScoresLeague, code: String, section: TeamPrint.Section, season: Int?, _ data: any DataSource,
                            hide: PrintSpoilers, locale: TimeLocale, timeZone: Zone) async throws(FetchError) -> PrintTable {
        guard league.entry.coverTitles[.team] != nil else { throw .other("\(league.name) has no team pages in Jumbotron yet") }
        guard let team = league.family.team(league.row, code: code) else {
            throw .other("'\(code.prefix(12))' is not a team of \(league.name): name one by its abbreviation")
        }
        let espn = LeadersCover.espn(league)
        switch section {
        case .schedule:
            return TeamPrint.schedule(try await data.run(.espnTeamSchedule(espn, team: team.espn, season: season)).value, league: league,
                                      hide: hide, locale: locale, zone: timeZone)
        case .roster: return TeamPrint.roster(try await data.run(.espnRoster(espn, team: team.espn)).value)
        }
    }
}
