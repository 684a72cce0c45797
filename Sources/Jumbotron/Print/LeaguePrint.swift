import FoundationEssentials
import Primitives
import SportsCore

/// `print games|game|standings --league L`, every league through the table:
/// its row says which family prints it, its family how. The older commands
/// (`print scores`, `print nhl`, `print nba`, `print nfl`) are these with their own column names.
public enum LeaguePrint {
    public static let gamesColumns = ["game_id", "start", "away", "away_score", "home", "home_score", "state"]

    /// A league by name, as `--league` takes it (one the config adds too).
    public static func league(_ name: String, in leagues: LeagueTable) throws(FetchError) -> ScoresLeague {
        guard let league = leagues.named(name) else {
            throw .other("\(name) is not a league here: \(leagues.choices) (add one by its ESPN slug in the config: [[league]])")
        }
        return league
    }

    /// The sports whose rows have a line under the teams (the count and runners, the down and distance).
    public static func hasSituation(_ league: ScoresLeague) -> Bool { league.family.hasSituation }

    /// The day's games (offline without a date, the sample's day the board opens on).
    public static func games(_ league: ScoresLeague, date: Day?, _ data: any DataSource, offline: OfflineDataSource?,
                             locale: TimeLocale, timeZone: Zone, hide: PrintSpoilers = .none,
                             columns: [String]? = nil) async throws(FetchError) -> PrintTable {
        let today = Day(Date(), in: timeZone)
        let day = date ?? offline.flatMap { league.entry.openingDay($0) } ?? today
        let games = try await league.entry.games(data, day, today, 0).value
        // A field's contests (races, rounds of golf) have entrants, not two sides: a line each.
        if !games.isEmpty, games.allSatisfy(\.isField), columns == nil {
            return GamesPrint.fieldTable(games, locale: locale, timeZone: timeZone, hide: hide)
        }
        let situation = hasSituation(league) && columns == nil
        return GamesPrint.table(games, columns: columns ?? gamesColumns + (situation ? ["situation"] : []), locale: locale, timeZone: timeZone,
                                hide: hide, situation: situation, idDigits: league.row.idDigits)
    }

    /// The names of a league's game sections (`summary`, `box`…).
    public static func sections(_ league: ScoresLeague) -> [String] { league.entry.printSections }

    /// Why a section cannot be printed for the league (nil: it can), said before anything is fetched.
    public static func sectionProblem(_ league: ScoresLeague, _ section: String?) -> String? {
        let sections = league.entry.printSections
        guard let chosen = section?.lowercased(), !sections.contains(chosen) else { return nil }
        return "--section \(chosen): \(league.name) games have \(sections.joined(separator: ", "))"
    }

    public static func game(_ league: ScoresLeague, id: Int, section: String?, _ data: any DataSource,
                            locale: TimeLocale, timeZone: Zone) async throws(FetchError) -> PrintTable {
        if let problem = sectionProblem(league, section) { throw .other(problem) }
        let chosen = section?.lowercased() ?? league.entry.printSections.first ?? "summary"
        return try await league.entry.printGame(data, id, chosen, locale, timeZone)
    }

    /// A league's standings (`season`: MLB's and ESPN's leagues take one; offline, MLB's the sample's).
    public static func standings(_ league: ScoresLeague, _ data: any DataSource, season: Int? = nil, offline: OfflineDataSource? = nil,
                                 timeZone: Zone) async throws(FetchError) -> PrintTable {
        guard let table = try await league.entry.printStandings(data, Day(Date(), in: timeZone), season, offline) else {
            throw .other("\(league.name) has no standings to print")
        }
        return table
    }

    /// `print bracket --league L`: the postseason of the latest playoffs begun, or of `season`.
    public static func bracket(_ league: ScoresLeague, _ data: any DataSource, season: Int? = nil, offline: OfflineDataSource? = nil,
                               timeZone: Zone) async throws(FetchError) -> PrintTable {
        let today = offline.flatMap { league.entry.openingDay($0) } ?? Day(Date(), in: timeZone)
        guard let table = try await league.entry.printCover(.bracket, data, today, season, offline) else {
            throw .other("\(league.name) has no bracket in Jumbotron yet")
        }
        return table
    }

    /// `print leaders --league L`: ten a category, or one category's ten (by its key or its name).
    public static func leaders(_ league: ScoresLeague, _ data: any DataSource, season: Int? = nil, category: String? = nil,
                               offline: OfflineDataSource? = nil, timeZone: Zone) async throws(FetchError) -> PrintTable {
        guard league.entry.coverTitles[.leaders] != nil else { throw .other("\(league.name) has no leaders in Jumbotron yet") }
        let board = try await data.run(.espnLeaders(LeadersCover.espn(league), season: season, seasonType: 2)).value
        let table = LeadersPrint.table(board, category: category)
        guard let category, table.rows.isEmpty else { return table }
        throw .other("no category '\(category.prefix(40))' among the \(league.name) leaders: \(board.categories.map(\.name).joined(separator: ", "))")
    }
}

/// Any ESPN league's standings: a row a team, group by group, with the
/// statistics every sport has (`wins`, `losses`, `ties`, `pct`, `gb`, `streak`),
/// the points where the table counts them (soccer, a poll's votes) and a note
/// (soccer's zone; a poll's last place and first-place votes), and soccer's
/// form (the last five results, oldest first). A college
/// poll's teams come first, as its group.
public enum ESPNStandingsPrint {
    public static let columns = ["group", "rank", "team", "abbreviation", "w", "l", "t", "pct", "gb", "streak", "points", "note", "form"]

    public static func table(_ standings: ESPNStandings) -> PrintTable {
        // The poll first (college): its place, the team, the record as `w-l`, the points after the record.
        let poll: [[PrintValue]] = (standings.poll?.ranks ?? []).map { r in
            let record = r.record?.split(separator: "-").compactMap { Int($0) } ?? []
            let note = [r.previous.map { "last week \($0)" }, r.firstPlaceVotes.map { "\($0) first-place votes" }].compactMap { $0 }
            return [.text(standings.poll?.name ?? "Poll"), .number(r.current), .text(r.name), .text(r.abbreviation),
                    .optional(record.first), .optional(record.dropFirst().first), .optional(record.dropFirst(2).first), .optional(nil as String?),
                    .optional(nil as String?), .optional(nil as String?), .optional(r.points), .optional(note.isEmpty ? nil : note.joined(separator: ", ")),
                    .optional(nil as String?)]
        }
        return PrintTable(columns: columns, rows: poll + standings.groups.flatMap(\.leaves).flatMap { group in
            group.entries.enumerated().map { i, e in
                [.text(group.name), .number(i + 1), .text(e.name), .text(e.abbreviation), .optional(e.stats["wins"]?.value.flatMap(Int.init(checked:))),
                 .optional(e.stats["losses"]?.value.flatMap(Int.init(checked:))), .optional(e.stats["ties"]?.value.flatMap(Int.init(checked:))),
                 .optional(e.stat("winpercent")), .optional(e.stat("gamesbehind")), .optional(e.stat("streak")),
                 .optional(e.stats["points"]?.value.flatMap(Int.init(checked:))), .optional(e.note?.description), .optional(e.stat("form"))]
            }
        })
    }
}
