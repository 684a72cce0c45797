import FoundationEssentials
import SportsCore

/// Everything a sport decides for the screens every sport shares, with the
/// defaults most sports take. Shared code asks a league's family (`row.family`)
/// and never names a sport; a family is a folder with one of these and its
/// league types, and a line in `FamilyRegistry`.
protocol SportFamily: SendableMetatype {
    static var sport: Sport { get }

    /// The board for a league of the sport from its source; nil where the family cannot draw that source.
    static func entry(_ row: LeagueRow) -> LeagueEntry?
    /// The home side first on every row, card and calendar entry (soccer's way), not the away side.
    static var homeFirst: Bool { get }
    /// How long a calendar blocks out for one of its games.
    static var calendarLength: TimeInterval { get }
    /// What one scoring play can make up: the margin of a close game late.
    static var oneScore: Int { get }
    /// Scores come too often to tell each one: alerts tell lead changes and breaks instead.
    static var alertsLeadChanges: Bool { get }
    /// A score is an event worth an alert (a goal, a touchdown); not a run in cricket, where only the start and the result are.
    static var alertsScores: Bool { get }
    /// What a score of `points` was, where the points alone say it (an alert's first word).
    static func scoringPlay(points: Int) -> String?
    /// Its rows have a line under the teams (the count, the down and distance): print's `situation` column.
    static var hasSituation: Bool { get }
    /// The leagues a followed team's games are looked for in, besides its own (a club's cups).
    static func otherCompetitions(of team: FollowedTeam, own: ScoresLeague, enabled: [LeagueRow]) -> [ScoresLeague]

    /// ESPN's standings: the tables out of the answer's groups, the clinch marks it explains, the columns.
    static func standingsTables(_ leaves: [ESPNStandings.Group], _ row: LeagueRow) -> [ESPNStandingsLayout.Table]
    static var standingsMarks: [(mark: String, meaning: String)] { get }
    static var standingsColumns: [ESPNStandingsLayout.Column] { get }
    /// Each team's form is asked for up to the board's day (soccer's last five).
    static var standingsForm: Bool { get }
    /// The clubs `/` finds in a league before any of its answers is read (none unless listed).
    static func searchTeams(_ row: LeagueRow) -> [SearchItem]
    /// A team by the code a route or an ESPN answer names it by (`147`, `NYY`, ESPN's `CHW`); nil where the league has none such.
    static func team(_ row: LeagueRow, code: String) -> TeamRef?
    /// ESPN's code for a team of a game, for its team pages.
    static func espnCode(_ row: LeagueRow, _ team: Competitor) -> String
}

extension SportFamily {
    static func searchTeams(_ row: LeagueRow) -> [SearchItem] { [] }
    static func team(_ row: LeagueRow, code: String) -> TeamRef? { TeamRef.plain(row, code) }
    static func espnCode(_ row: LeagueRow, _ team: Competitor) -> String { team.abbreviation }
    static func entry(_ row: LeagueRow) -> LeagueEntry? { nil }
    static var homeFirst: Bool { false }
    static var calendarLength: TimeInterval { 2.5 * 3600 }
    static var oneScore: Int { 1 }
    static var alertsLeadChanges: Bool { false }
    static var alertsScores: Bool { true }
    static var hasSituation: Bool { false }
    static func scoringPlay(points: Int) -> String? { nil }
    static func otherCompetitions(of team: FollowedTeam, own: ScoresLeague, enabled: [LeagueRow]) -> [ScoresLeague] { [] }
    static func standingsTables(_ leaves: [ESPNStandings.Group], _ row: LeagueRow) -> [ESPNStandingsLayout.Table] {
        leaves.map { ESPNStandingsLayout.Table(title: $0.name, entries: $0.entries) }
    }
    static var standingsMarks: [(mark: String, meaning: String)] { [("e", "eliminated")] }
    static var standingsColumns: [ESPNStandingsLayout.Column] {
        [.stat("W", 4, "wins"), .stat("L", 4, "losses"), .stat("T", 4, "ties"), .stat("PCT", 6, "winpercent"),
         .stat("GB", 6, "gamesbehind"), .stat("STRK", 5, "streak")]
    }
    static var standingsForm: Bool { false }
}

extension LeagueRow {
    /// The family of its sport: what the shared screens ask.
    var family: any SportFamily.Type { sport.family }
}

extension ScoresLeague {
    var family: any SportFamily.Type { sport.family }
}
